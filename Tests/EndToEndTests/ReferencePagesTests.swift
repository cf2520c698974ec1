import Foundation
import Testing

/// `fluid help --markdown` and `fluid help --man`: the committed docs/reference.md and
/// docs/fluid-reference.1 are what the binary prints (run with `FLUID_RECORD_DOCS=1` to write
/// them again), the same bytes whatever the terminal's width and colour settings, the man page
/// renders under groff without a warning, and `make install` installs it beside fluid.1.
@Suite struct ReferencePagesTests {
    static let markdownFile = FluidProcess.packageRoot.appendingPathComponent("docs/reference.md")
    static let manFile = FluidProcess.packageRoot.appendingPathComponent("docs/fluid-reference.1")
    static let record = ProcessInfo.processInfo.environment["FLUID_RECORD_DOCS"] == "1"

    static func printed(_ option: String, environment: [String: String] = [:]) throws -> String {
        let result = try FluidProcess.run(["help", option], environment: environment)
        #expect(result.status == 0 && result.stderr.isEmpty, "fluid help \(option): \(result.stderr)")
        return result.stdout
    }

    /// The committed file is the binary's output; in record mode it is written first.
    static func checkCommitted(_ file: URL, option: String) throws {
        let output = try printed(option)
        if record { try output.write(to: file, atomically: true, encoding: .utf8) }
        let committed = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        #expect(committed == output, """
            docs/\(file.lastPathComponent) differs from what `fluid help \(option)` prints; write it again with \
            `FLUID_RECORD_DOCS=1 swift test --filter ReferencePagesTests` (or `fluid help \(option) > docs/\(file.lastPathComponent)`)
            """)
    }

    @Test func markdownIsWhatTheBinaryPrints() throws {
        try Self.checkCommitted(Self.markdownFile, option: "--markdown")
    }

    @Test func manPageIsWhatTheBinaryPrints() throws {
        try Self.checkCommitted(Self.manFile, option: "--man")
    }

    /// No terminal escapes and the same bytes at every width and colour setting (and with a
    /// terminal type that would colour): the page comes from the declarations alone.
    @Test(arguments: ["--markdown", "--man"])
    func sameAtEveryWidthAndColourWithoutEscapes(option: String) throws {
        let plain = try Self.printed(option)
        #expect(!plain.contains("\u{1B}"), "an escape in fluid help \(option)")
        #expect(plain.hasSuffix("\n") && !plain.hasSuffix("\n\n"))
        let settings: [[String: String]] = [["COLUMNS": "40"], ["COLUMNS": "300", "NO_COLOR": "1"],
                                            ["FORCE_COLOR": "1", "TERM": "xterm-256color", "COLUMNS": "80"]]
        for environment in settings {
            #expect(try Self.printed(option, environment: environment) == plain, "fluid help \(option) differs with \(environment)")
        }
    }

    /// The Markdown's contents link only anchors its headings have, by GitHub's rule
    /// (lowercased, spaces as hyphens, punctuation dropped, `-1` for a repeat).
    @Test func contentsLinkTheHeadings() throws {
        let text = try Self.printed("--markdown")
        var anchors: [String: Int] = [:]
        var headings: Set<String> = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }.dropFirst().replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "\\", with: "")
            let slug = String(title.lowercased().compactMap { $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : nil) })
            let count = anchors[slug, default: 0]
            anchors[slug] = count + 1
            headings.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        let links = text.components(separatedBy: "](#").dropFirst().map { $0.prefix { $0 != ")" } }
        #expect(links.count > 20)
        for link in links { #expect(headings.contains(String(link)), "the contents link #\(link), which no heading has") }
        for section in ["Commands", "Springs and platforms", "Decays and gestures", "Traces and fitting", "Units", "Settings", "Errors"] {
            #expect(text.contains("\n## \(section)\n"), "no section \(section)")
        }
        #expect(text.contains("](errors.md)"), "no link to docs/errors.md")
    }

    /// What the binary prints (checked against the committed page above) renders cleanly.
    @Test func manPageRendersWithoutWarnings() throws {
        let folder = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("fluid-reference.1")
        try Self.printed("--man").write(to: page, atomically: true, encoding: .utf8)
        guard let result = try ManPageTests.groff(["-ww", "-man", "-Tutf8", page.path]) else { return }
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "groff -ww: \(result.stderr)")
        #expect(result.stdout.contains("FLUID-REFERENCE(1)"))
        let text = result.stdout.replacingOccurrences(of: "\u{8}.", with: "", options: .regularExpression)
        for section in ["COMMANDS", "SPRINGS AND PLATFORMS", "UNITS", "SETTINGS"] { #expect(text.contains("\n\(section)\n"), "no \(section)") }
    }

    /// At every width man is read at, groff finds a place to break each line: the long code
    /// names (`android.minimumVisibleChange.rotationDegrees`, `UISpringTimingParameters(…)`)
    /// carry break points, so neither `groff -ww` with the line length man sets nor `man`
    /// itself (MANWIDTH) warns "can't break line", or anything else.
    @Test(arguments: [40, 60, 80])
    func manPageBreaksAtNarrowWidths(columns: Int) throws {
        let folder = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("fluid-reference.1")
        try Self.printed("--man").write(to: page, atomically: true, encoding: .utf8)
        guard let groff = try ManPageTests.groff(["-ww", "-man", "-Tutf8", "-rLL=\(columns)n", "-rLT=\(columns)n", page.path]) else { return }
        #expect(groff.status == 0)
        #expect(groff.stderr.isEmpty, "groff -ww at \(columns) columns: \(groff.stderr.prefix(2000))")
        let man = URL(fileURLWithPath: "/usr/bin/man")
        guard FileManager.default.isExecutableFile(atPath: man.path) else { return }
        let shown = try FluidProcess.run(["-l", page.path], environment: ["MANWIDTH": "\(columns)", "MANPAGER": "cat", "PAGER": "cat"],
                                         executable: man)
        #expect(shown.status == 0, "man -l: \(shown.stderr.prefix(500))")
        #expect(shown.stderr.isEmpty, "MANWIDTH=\(columns) man -l: \(shown.stderr.prefix(2000))")
        #expect(shown.stdout.contains("SPRINGS AND PLATFORMS"), "man showed: \(shown.stdout.prefix(300))")
    }

    /// `fluid help` (the command line's) names the reference.
    @Test func commandLineHelpNamesTheReference() throws {
        let help = try FluidProcess.run(["help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("fluid help --markdown"), "\(help.stdout)")
    }

    @Test func makeInstallInstallsTheReferencePageAndUninstallRemovesIt() throws {
        guard let make = InstallTests.make else { return }
        let stage = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: stage) }
        let variables = ["DESTDIR=\(stage.path)", "PREFIX=/opt/fluid", "FLUID_BINARY=\(FluidProcess.binary.path)"]
        let install = try FluidProcess.run(["install"] + variables, directory: FluidProcess.packageRoot, executable: make)
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
        let page = stage.appendingPathComponent("opt/fluid/share/man/man1/fluid-reference.1")
        #expect((try? String(contentsOf: page, encoding: .utf8)) == (try? String(contentsOf: Self.manFile, encoding: .utf8)))
        let uninstall = try FluidProcess.run(["uninstall"] + variables, directory: FluidProcess.packageRoot, executable: make)
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(!FileManager.default.fileExists(atPath: page.path))
    }
}
