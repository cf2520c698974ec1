import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// A notebook from a pull request cannot drive the terminal of whoever runs it (issue 24,
/// part 2): every control character (C0 but tab and line feed, DEL, C1, U+2028/U+2029,
/// the bidi controls; the class taken from Unicode's properties, not from fluid's list) and
/// the known attacks (OSC 0/2 title, OSC 52 clipboard, CSI 2J, a lone CR over the echoed
/// line, BEL, the C1 CSI U+009B), put in comments, strings, values, mistakes, file names
/// and recorded outputs, go through the real binary on every output path: `fluid run`
/// (transcript and --quiet), `fluid check` (text, JSON, JUnit), `-e`, piped input, and
/// `load` at the prompt through a pseudo-terminal. None reaches the output as itself; each
/// is there as `\u{HEX}`, and fluid's own colours still are.
@Suite(.serialized) struct TerminalEscapeInjectionTests {
    static func inClass(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\t" || scalar == "\n" { return false }
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return scalar.properties.isBidiControl
        }
    }

    static let shown: [Unicode.Scalar] = (0...0x3000).compactMap(Unicode.Scalar.init).filter(inClass)

    static func hex(_ scalar: Unicode.Scalar) -> String { String(scalar.value, radix: 16, uppercase: true) }
    /// Text around a character, so each one's place in the output can be found.
    static func marked(_ scalar: Unicode.Scalar) -> String { "Q\(hex(scalar))q" + String(scalar) + "Q\(hex(scalar))q" }
    static func markedShown(_ scalar: Unicode.Scalar) -> String { "Q\(hex(scalar))q\\u{\(hex(scalar))}Q\(hex(scalar))q" }

    static let attacks = ["\u{1B}]0;PWNED\u{07}", "\u{1B}]2;PWNED\u{1B}\\", "\u{1B}]52;c;aGVsbG8=\u{07}", "\u{1B}[2J\u{1B}[H",
                          "\u{07}", "\u{9B}31m", "ok\rHIDDEN", "\u{202E}gnp.exe"]

    /// Lines that run: a comment, a string bound and printed with a recorded output that
    /// holds the raw character, a comment after a statement.
    static var cleanNotebook: String { cleanNotebook(characters: shown.indices, attacks: true) }

    /// The clean notebook for some of the characters: `check` details the first
    /// `Replayer.reportedStatements` statements that drift and counts the rest, so a report
    /// that must show every character is made from several notebooks.
    static func cleanNotebook(characters: Range<Int>, attacks withAttacks: Bool) -> String {
        var lines: [String] = []
        for n in characters {
            let scalar = shown[n]
            lines += ["# note \(marked(scalar))", "s\(n) = \"\(marked(scalar))\"", "s\(n)", "#> \(marked(scalar))",
                      "c\(n) = 1 # \(marked(scalar))"]
        }
        for (n, attack) in attacks.enumerated() where withAttacks {
            // Inside a string, the backslash of ST (ESC \\) is written as the language escapes it.
            let literal = attack.replacing("\\", with: "\\\\")
            lines += ["# \(attack)", "a\(n) = \"\(literal)\"", "a\(n)",
                      "plot spring(damping: 0.8, response: 0.4s), title: \"\(literal)\""]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Lines that fail, each quoting the character: a mistake at it, a file name holding it.
    static var failingNotebook: String {
        var lines: [String] = []
        for (n, scalar) in shown.enumerated() {
            lines += ["e\(n) = 1 + \(marked(scalar))", "t\(n) = trace(\"\(marked(scalar)).csv\")"]
        }
        for attack in attacks { lines += ["x = \(attack)"] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A name for a file that holds the attacks (no `/`, no NUL: the rest is allowed).
    static let hostileFileName = "nb\u{1B}]0;PWNED\u{07}\r\u{9B}2J\u{202E}.fluid"

    /// Fails for any character of the class in `text` once fluid's own colours (`ESC [ 38;5;N m`
    /// and `ESC [ 0 m`) are taken out.
    static func expectNoControl(_ text: String, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let plain = text.replacing(/\u{1B}\[(38;5;\d+|0)m/, with: "")
        let found = plain.unicodeScalars.filter(inClass)
        #expect(found.isEmpty, "\(context): U+\(found.prefix(5).map(hex)) in \(plain.prefix(400).debugDescription)",
                sourceLocation: sourceLocation)
    }

    static func write(_ text: String, named name: String, in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func runShowsEveryCharacterInTheTranscriptAndTheErrors() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clean = try Self.write(Self.cleanNotebook, named: "clean.fluid", in: directory)
        let failing = try Self.write(Self.failingNotebook, named: "failing.fluid", in: directory)
        for arguments in [["run", clean.path], ["run", "--quiet", clean.path], ["run", failing.path], ["run", "--quiet", failing.path]] {
            let result = try FluidProcess.run(arguments, environment: ["FORCE_COLOR": "1"], directory: directory)
            Self.expectNoControl(result.stdout, "\(arguments) stdout")
            Self.expectNoControl(result.stderr, "\(arguments) stderr")
            let both = result.stdout + result.stderr
            #expect(!both.isEmpty)
            for scalar in Self.shown {
                #expect(both.contains(Self.markedShown(scalar)), "\(arguments): U+\(Self.hex(scalar)) is shown")
            }
        }
    }

    @Test func checkShowsThemInEveryFormat() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Each notebook drifts in three statements per character: under the report's limit.
        let chunks = stride(from: 0, to: Self.shown.count, by: 50).map { $0..<min($0 + 50, Self.shown.count) }
        let cleanPaths = try chunks.enumerated().map { k, range in
            try Self.write(Self.cleanNotebook(characters: range, attacks: k == 0), named: "clean\(k).fluid", in: directory).path
        }
        let failing = try Self.write(Self.failingNotebook, named: "failing.fluid", in: directory)
        let paths = cleanPaths + [failing.path]
        let text = try FluidProcess.run(["check"] + paths, directory: directory)
        #expect(text.status == 1)
        Self.expectNoControl(text.stdout + text.stderr, "check")
        for scalar in Self.shown {
            #expect(text.stdout.contains(Self.markedShown(scalar)), "the drift of U+\(Self.hex(scalar)) is shown")
        }

        let json = try FluidProcess.run(["check", "--format", "json"] + paths, directory: directory)
        Self.expectNoControl(json.stdout + json.stderr, "check --format json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        // The machine format keeps the text itself: its escapes decode to the notebook's line.
        let notebooks = try #require(document["notebooks"] as? [[String: Any]])
        let sources = notebooks.flatMap { ($0["findings"] as? [[String: Any]] ?? []).compactMap { $0["source"] as? String } }
        for (n, scalar) in Self.shown.enumerated() {
            #expect(sources.contains("s\(n) = \"\(Self.marked(scalar))\""), "JSON keeps U+\(Self.hex(scalar))")
        }

        let junit = try FluidProcess.run(["check", "--format", "junit"] + paths, directory: directory)
        Self.expectNoControl(junit.stdout + junit.stderr, "check --format junit")
        #if canImport(FoundationXML) || os(macOS)
        #expect(XMLParser(data: Data(junit.stdout.utf8)).parse(), "the JUnit report still parses")
        #endif
    }

    @Test func aFileNameIsShownWhereverItIsQuoted() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let hostile = try Self.write("x = nope\ny = 1\n#> y = 2\n", named: Self.hostileFileName, in: directory)
        let missing = directory.appendingPathComponent("gone" + Self.hostileFileName).path
        for arguments in [["run", hostile.path], ["run", "--quiet", hostile.path], ["check", hostile.path],
                          ["check", "--format", "json", hostile.path], ["check", "--format", "junit", hostile.path],
                          ["run", missing], ["check", missing],
                          // A name a shell glob expanded, taken for an option by the argument parser.
                          ["check", hostile.path, "-" + Self.hostileFileName]] {
            let result = try FluidProcess.run(arguments, directory: directory)
            #expect(result.status != 0)
            Self.expectNoControl(result.stdout + result.stderr, "\(arguments)")
            if !arguments.contains("--format") {
                #expect((result.stdout + result.stderr).contains("nb\\u{1B}]0;PWNED\\u{7}\\u{D}\\u{9B}2J\\u{202E}.fluid"),
                        "\(arguments): \(result.stdout + result.stderr)")
            }
        }
    }

    @Test func pipedInputAndExpressionsShowThemAndKeepTheColours() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = Self.cleanNotebook + Self.failingNotebook + "plot spring(damping: 0.8, response: 0.4s), spring(damping: 0.5, response: 0.4s)\n"
        let piped = try FluidProcess.run([], input: input, environment: ["FORCE_COLOR": "1"], directory: directory)
        Self.expectNoControl(piped.stdout, "piped stdout")
        Self.expectNoControl(piped.stderr, "piped stderr")
        #expect(piped.stdout.contains("\u{1B}[38;5;"), "fluid's own colours are still there")
        for scalar in Self.shown {
            #expect((piped.stdout + piped.stderr).contains(Self.markedShown(scalar)), "U+\(Self.hex(scalar))")
        }
        for attack in Self.attacks {
            let result = try FluidProcess.run(["-e", "s = \"\(attack)\"", "-e", "s", "-e", "x = \(attack)"],
                                              environment: ["FORCE_COLOR": "1"], directory: directory)
            Self.expectNoControl(result.stdout + result.stderr, "-e \(attack.debugDescription)")
        }
    }

    /// At the prompt: `load` of a notebook holding every character, `vars` listing their
    /// values, a failing `load` echoing the mistake, and a plot in colour.
    @Test func loadAtThePromptShowsThem() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Self.write(Self.cleanNotebook, named: "clean.fluid", in: directory)
        _ = try Self.write(Self.failingNotebook, named: "failing.fluid", in: directory)
        let terminal = try PseudoTerminal(
            executable: FluidProcess.binary.path,
            environment: ["PATH": "/usr/bin:/bin", "HOME": directory.path, "LANG": "C.UTF-8", "TERM": "xterm-256color",
                          "FORCE_COLOR": "1", "FLUID_GRAPHICS": "off",
                          "FLUID_HISTORY": directory.appendingPathComponent("history").path,
                          "FLUID_SESSIONS": directory.path],
            directory: directory.path, columns: 100, rows: 40)
        #expect(terminal.expect("› "))
        let start = terminal.output.count
        terminal.sendLine("load ./clean.fluid")
        #expect(terminal.expect("loaded"))
        #expect(terminal.expect("› "))
        terminal.sendLine("vars")
        #expect(terminal.expect("s0 = "))
        #expect(terminal.expect("› "))
        terminal.sendLine("load ./failing.fluid")
        #expect(terminal.expect("nothing was loaded"))
        #expect(terminal.expect("› "))
        terminal.sendLine("plot spring(damping: 0.8, response: 0.4s), spring(damping: 0.5, response: 0.4s)")
        #expect(terminal.expect("› "))
        terminal.sendLine("quit")
        _ = terminal.waitForExit()
        let output = Array(terminal.output[start...])
        let text = String(decoding: output, as: UTF8.self)
        // The terminal's own bytes are there (the editor's redraws, CR LF line ends); the
        // notebook's never are: no marked character arrives raw, and each arrives shown.
        for scalar in Self.shown {
            #expect(!text.contains(Self.marked(scalar)), "U+\(Self.hex(scalar)) reached the terminal")
            #expect(text.contains(Self.markedShown(scalar)), "U+\(Self.hex(scalar)) is shown")
        }
        for needle in ["\u{1B}]0;PWNED", "\u{1B}]2;PWNED", "\u{1B}]52;", "\u{1B}[2J", "ok\rHIDDEN", "\u{9B}", "\u{202E}"] {
            #expect(!text.contains(needle), "\(needle.debugDescription) reached the terminal")
        }
        #expect(text.contains("\u{1B}[38;5;"), "fluid's own colours are still there")
    }

    /// Completion lists session files by name; one whose name holds a control character is
    /// not offered (libedit would list it, and write it on the line, as it is).
    @Test func completionOffersNoHostileName() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["drawer.fluid", "dock.fluid", "d\u{1B}]0;PWNED\u{07}.fluid", "d\u{9B}2J.fluid", "d\rHIDDEN.fluid"] {
            _ = try Self.write("x = 1\n", named: name, in: directory)
        }
        let terminal = try PseudoTerminal(
            executable: FluidProcess.binary.path,
            environment: ["PATH": "/usr/bin:/bin", "HOME": directory.path, "LANG": "C.UTF-8", "TERM": "xterm-256color",
                          "FLUID_GRAPHICS": "off", "FLUID_HISTORY": directory.appendingPathComponent("history").path,
                          "FLUID_SESSIONS": directory.path],
            directory: directory.path, columns: 100, rows: 40)
        #expect(terminal.expect("› "))
        let start = terminal.output.count
        terminal.send("load d\t\t")
        #expect(terminal.expect("dock"), "the clean names are offered: \(terminal.plainText.suffix(300))")
        // The editor lists the choices, then writes the prompt and the line again: once the
        // line is back, every name it offered has arrived.
        #expect(terminal.expect("drawer"), "the clean names are offered: \(terminal.plainText.suffix(300))")
        #expect(terminal.expect("load d"), "the line is not written again after the list: \(terminal.plainText.suffix(300))")
        let text = String(decoding: terminal.output[start...], as: UTF8.self)
        for needle in ["]0;PWNED", "\u{9B}", "HIDDEN"] {
            #expect(!text.contains(needle), "\(needle.debugDescription) was offered")
        }
    }

    /// The start-up graphics query leaves the window title as it was. tmux takes the APC
    /// string of kitty's query as the pane's title; fluid pushes the title before it and
    /// pops it after. Checked through a real tmux server on a socket of its own.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "no tmux"))
    func theGraphicsQueryLeavesTheTitle() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let socket = "fluid-title-\(UUID().uuidString.prefix(8))"
        let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TMUX_TMPDIR": directory.path, "TERM": "xterm-256color"]
        /// Runs a tmux client and returns what it printed.
        func tmux(_ arguments: [String]) throws -> String {
            try FluidProcess.run(["-L", socket, "-f", "/dev/null"] + arguments, environment: environment,
                                 executable: URL(fileURLWithPath: "/usr/bin/tmux"))
                .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        defer { _ = try? tmux(["kill-server"]) }
        // tmux runs attached, in a pseudo-terminal of the test's own (the outer terminal);
        // fluid runs in its pane.
        let settings = "HOME='\(directory.path)' FLUID_HISTORY='\(directory.path)/history' FLUID_SESSIONS='\(directory.path)' LANG=C.UTF-8"
        // The pane sets its title, then waits on a FIFO until the test has seen tmux take the
        // title; only then does fluid start. Afterwards it waits on the FIFO again (no writer
        // comes), keeping the pane open until the server is killed.
        let go = directory.appendingPathComponent("go").path
        try #require(mkfifo(go, 0o600) == 0, "mkfifo: \(errno)")
        let outer = try PseudoTerminal(
            executable: "/usr/bin/tmux",
            arguments: ["-L", socket, "-f", "/dev/null", "new-session", "-s", "t",
                        "printf '\\033]2;before fluid\\007'; read -r _ < '\(go)'; env \(settings) '\(FluidProcess.binary.path)'; read -r _ < '\(go)'"],
            environment: environment, directory: directory.path, columns: 100, rows: 30)
        /// Asks tmux until `condition` holds of its answer; the two minutes are a hang guard.
        func poll(_ arguments: [String], until condition: (String) -> Bool) throws -> String {
            let deadline = Date().addingTimeInterval(PseudoTerminal.hardTimeout)
            var answer = try tmux(arguments)
            while !condition(answer), Date() < deadline {
                Thread.sleep(forTimeInterval: 0.05)
                answer = try tmux(arguments)
            }
            return answer
        }
        try #require(try poll(["display", "-p", "-t", "t", "#{pane_title}"]) { $0 == "before fluid" } == "before fluid",
                     "tmux never took the pane's first title")
        // Let the pane go on: opening the FIFO for writing wakes its read, and closing it ends it.
        let writer = open(go, O_WRONLY)
        try #require(writer >= 0, "open \(go): \(errno)")
        close(writer)
        // Wait for the prompt: the query has been asked and answered (or timed out) by then.
        let screen = try poll(["capture-pane", "-p", "-t", "t"]) { $0.contains("›") }
        #expect(screen.contains("›"), "no prompt: \(screen)")
        // fluid puts the title back before its prompt; tmux may apply it a moment later.
        let title = try poll(["display", "-p", "-t", "t", "#{pane_title}"]) { $0 == "before fluid" }
        #expect(title == "before fluid")
        withExtendedLifetime(outer) {}
    }
}
