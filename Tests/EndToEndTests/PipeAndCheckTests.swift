import Foundation
import Testing

/// Regression tests for `fluid` in pipes and for `fluid check` on files it cannot read:
/// results and errors keep their order through `2>&1`, a closed pipe stops it (status 1, no signal),
/// plot lines carry no padding, and a locale without UTF-8 gets no escape codes.
@Suite struct PipeAndCheckTests {
    static let springPlot = "plot spring(damping: 0.8, response: 0.4s)"

    /// Runs `script` with `/bin/sh -c`, the path of the built binary in `$FLUID` and any
    /// `arguments` as `"$@"`, in the same clean environment `FluidProcess.run` uses.
    static func shell(_ script: String, arguments: [String] = [], input: String? = nil,
                      environment: [String: String] = [:]) throws -> FluidProcess.Result {
        var env = environment
        env["FLUID"] = FluidProcess.binary.path
        return try FluidProcess.run(["-c", script, "sh"] + arguments, input: input, environment: env,
                                    executable: URL(fileURLWithPath: "/bin/sh"))
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    // MARK: Order through one pipe

    @Test func resultsAndErrorsKeepTheirOrderThroughTwoToOne() throws {
        let result = try Self.shell(#""$FLUID" 2>&1"#, input: "a = 1\noops\nb = 2\n")
        #expect(result.status == 1, "a line failed: \(result.stdout)")
        let text = result.stdout
        let a = try #require(text.range(of: "a = 1"), "\(text)")
        let error = try #require(text.range(of: "line 2:"), "\(text)")
        let b = try #require(text.range(of: "b = 2"), "\(text)")
        #expect(a.upperBound <= error.lowerBound, "a = 1 before the error:\n\(text)")
        #expect(error.upperBound <= b.lowerBound, "the error before b = 2:\n\(text)")
        #expect(text.contains("unknown name 'oops'"), "\(text)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test func resultsAndErrorsKeepTheirOrderThroughCat() throws {
        let input = (1...20).map { $0 % 2 == 0 ? "x\($0) = \($0)" : "nope\($0)" }.joined(separator: "\n") + "\n"
        let result = try Self.shell(#""$FLUID" 2>&1 | cat"#, input: input)
        var position = result.stdout.startIndex
        for n in 1...20 {
            let marker = n % 2 == 0 ? "x\(n) = \(n)" : "line \(n):"
            guard let found = result.stdout.range(of: marker, range: position..<result.stdout.endIndex) else {
                Issue.record("'\(marker)' missing or out of order:\n\(result.stdout)")
                return
            }
            position = found.upperBound
        }
    }

    // MARK: A closed pipe

    @Test func headClosingThePipeIsNotACrash() throws {
        let result = try Self.shell(#"( "$FLUID" -e "$1"; echo "fluid-status $?" >&2 ) | head -1"#,
                                    arguments: [Self.springPlot])
        #expect(Self.lines(result.stdout).count == 2, "one line and its newline: \(result.stdout)")
        #expect(result.stdout.contains("spring(damping: 0.8"))
        #expect(!result.stderr.contains("Signal"), "\(result.stderr)")
        #expect(!result.stderr.contains("crashed"), "\(result.stderr)")
        #expect(!result.stderr.contains("fluid-status 141"), "killed by SIGPIPE: \(result.stderr)")
    }

    /// Far more output than a pipe buffers, so `fluid` certainly writes after `head` left.
    @Test func writingAfterHeadLeftIsNotACrash() throws {
        let arguments = Array(repeating: ["-e", Self.springPlot], count: 60).flatMap { $0 }
        let result = try Self.shell(#"( "$FLUID" "$@"; echo "fluid-status $?" >&2 ) | head -1"#,
                                    arguments: arguments)
        // The first line is the plot's title, centred over the frame.
        #expect(result.stdout.drop { $0 == " " }.hasPrefix("spring(damping: 0.8"), "\(result.stdout)")
        #expect(!result.stderr.contains("Signal"), "\(result.stderr)")
        #expect(!result.stderr.contains("crashed"), "\(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"), "\(result.stderr)")
        #expect(result.stderr.contains("fluid-status 1"), "stopped with status 1, not killed by SIGPIPE (141): \(result.stderr)")
        #expect(!result.stderr.contains("cannot write"), "a reader that left is not reported: \(result.stderr)")
    }

    /// Endless input and a reader that leaves after one line: fluid must notice the closed
    /// pipe and stop, not compute forever into it. Only the closed pipe can end it (its input
    /// never does), and it ends with its own status 1; `timeout`, where there is one, is a
    /// hang guard that turns "for ever" into status 137 after two minutes, not a speed limit.
    @Test func aClosedStandardOutputEndsFluid() throws {
        let result = try Self.shell(#"""
            guard=; command -v timeout >/dev/null && guard="timeout -s KILL 120"
            ( yes '1 + 1' | $guard "$FLUID"; echo "fluid-status $?" >&2 ) | head -1
            """#)
        #expect(result.stdout == "2\n", "\(result.stdout)")
        #expect(result.stderr.contains("fluid-status 1"), "\(result.stderr)")
    }

    /// A disk that is full: the result is lost, so the exit status must say so.
    @Test func aFailedWriteToStandardOutputIsAnErrorWithStatus1() throws {
        let result = try Self.shell(#""$FLUID" -e '1 + 1' > /dev/full; echo "fluid-status $?" >&2"#)
        #expect(result.stderr.contains("fluid: cannot write to standard output: No space left on device"), "\(result.stderr)")
        #expect(result.stderr.contains("fluid-status 1"), "\(result.stderr)")
        let fine = try Self.shell(#""$FLUID" -e '1 + 1' > /dev/null; echo "fluid-status $?" >&2"#)
        #expect(fine.stderr.contains("fluid-status 0"), "\(fine.stderr)")
    }

    // MARK: check on files it cannot read

    @Test func checkSaysAMissingFileOrAFolderCouldNotBeRead() throws {
        let dir = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("x.fluid")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let missing = dir.appendingPathComponent("missing.fluid").path

        for paths in [[missing], [folder.path], [missing, folder.path]] {
            let result = try FluidProcess.run(["check"] + paths)
            let all = result.stdout + result.stderr
            #expect(result.status == 1, "\(paths): \(all)")
            #expect(all.contains("could not be read"), "\(paths): \(all)")
            #expect(!all.contains("drifted"), "\(paths): \(all)")
            #expect(all.contains("\(paths.count) file\(paths.count == 1 ? "" : "s") checked: \(paths.count) could not be read"), "\(all)")
        }
        let both = try FluidProcess.run(["check", missing, folder.path])
        #expect(both.stderr.contains("\(missing): no such file"), "\(both.stderr)")
        #expect(both.stderr.contains("\(folder.path): is a folder"), "\(both.stderr)")
        #expect(!both.stdout.contains("no such file") && !both.stdout.contains("is a folder"), "\(both.stdout)")
    }

    /// `fluid check nope.fluid`: the error and the summary that counts it go to standard
    /// error; standard output stays empty.
    @Test func checkWritesAFileItCannotReadToStandardError() throws {
        let dir = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try FluidProcess.run(["check", "nope.fluid"], directory: dir)
        #expect(result.status == 1)
        #expect(result.stderr.contains("nope.fluid: no such file"), "\(result.stderr)")
        #expect(result.stderr.contains("1 file checked: 1 could not be read"), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
    }

    @Test func checkCountsUnreadableAndDriftedApart() throws {
        let dir = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let drifted = dir.appendingPathComponent("drift.fluid")
        try "# fluid session 1\nx = 1 + 1\n#> x = 3\n".write(to: drifted, atomically: true, encoding: .utf8)
        let missing = dir.appendingPathComponent("missing.fluid").path

        let result = try FluidProcess.run(["check", drifted.path, missing])
        #expect(result.status == 1)
        #expect(result.stdout.contains("drift.fluid:"), "the drift is the check's report: \(result.stdout)")
        #expect(result.stderr.contains("2 files checked: 1 drifted, 1 could not be read"), "\(result.stderr)")
    }

    // MARK: No padding, no escapes

    @Test func outputLinesHaveNoTrailingSpaces() throws {
        let result = try FluidProcess.run(["-e", Self.springPlot])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = Self.lines(result.stdout)
        #expect(lines.count > 10, "a plot: \(result.stdout)")
        for (number, line) in lines.enumerated() {
            #expect(!line.hasSuffix(" "), "line \(number + 1) ends in a space: '\(line)'")
        }
        let piped = try FluidProcess.run([], input: "s = spring(damping: 0.8, response: 0.4s)\nplot s\n")
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(Self.lines(piped.stdout).allSatisfy { !$0.hasSuffix(" ") }, "\(piped.stdout)")
    }

    /// `DisplayOptions.interactiveSettings` keeps UTF-8 off a terminal
    /// (`unicode = terminal.unicodeAllowed || !terminal.outputIsTerminal`): piped output is
    /// the same whatever the locale, and `--ascii` is how a script asks for plain ASCII.
    @Test func aLocaleWithoutUTF8GetsNoEscapesWhenPiped() throws {
        let script = "s = spring(damping: 0.8, response: 0.4s)\nplot s\n"
        let plain = try FluidProcess.run([], input: script, environment: ["LANG": "C"])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(!plain.stdout.contains("\u{1B}"), "no escape codes")
        #expect(!plain.stdout.contains("›"), "no prompt")
        #expect(!plain.stdout.hasPrefix("fluid "), "no banner")
        let utf8 = try FluidProcess.run([], input: script, environment: ["LANG": "C.UTF-8"])
        #expect(plain.stdout == utf8.stdout, "piped output does not depend on the locale")

        let ascii = try FluidProcess.run(["--ascii"], input: script, environment: ["LANG": "C"])
        #expect(ascii.status == 0, "\(ascii.stderr)")
        #expect(!ascii.stdout.contains("\u{1B}"))
        #expect(Self.lines(ascii.stdout).count > 10, "\(ascii.stdout)")
        let plot = ascii.stdout.components(separatedBy: "\n").dropFirst(2).joined(separator: "\n")
        #expect(plot.unicodeScalars.allSatisfy { $0.isASCII }, "--ascii draws with ASCII only:\n\(plot)")
    }
}
