import Foundation
import Testing
import SeededRandom
@testable import Notebook

/// A notebook is read line by line from its bytes (``SessionFile/Reader``): the lines are
/// the ones the file holds, whatever their line ends, and a UTF-8 byte-order mark at the
/// start of a notebook, an `init.fluid` or a CSV is no part of their first line, in every
/// way a file is read (load, run, check, the startup notebook, `trace`).
@Suite("session files read line by line")
struct SessionFileReaderTests {
    static let byteOrderMark = "\u{FEFF}"

    /// The lines as the reader before it split them: at "\n" and "\r\n" (one Character in
    /// Swift), one trailing "\r" dropped, the empty piece after a final line end dropped.
    static func referenceLines(_ text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Each line's text as read, for a file that records no outputs.
    static func readLines(_ text: String) throws -> [String] {
        try SessionFile.parse(text).lines.map { line in
            switch line {
            case .verbatim(let text): text
            case .statement(let statement): statement.source
            }
        }
    }

    @Test("lines split at LF and CRLF, as before, for every mix of line ends, CRs and combining marks")
    func linesSplitAsBefore() throws {
        // Pieces that never start a line with "#>" or "#!", so each line is one Line.
        let pieces = ["a", "x = 1", "#", " ", "\t", "\r", "\n", "\r\n", "\r\r\n", "é", "e\u{301}", "\u{301}", "→", "\u{2028}", "\u{85}", "\u{0B}"]
        var random = SplitMix64(seed: 24)
        for _ in 0..<3_000 {
            let text = (0..<random.below(13)).map { _ in pieces[random.below(pieces.count)] }.joined()
            #expect(try Self.readLines(text) == Self.referenceLines(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test("a byte-order mark at the start is no part of the first line, whatever that line is")
    func byteOrderMarkIsDropped() throws {
        let firsts = ["x = 1\n#> x = 1\n", "# fluid session 1\nx = 1\n", "#!/usr/bin/env fluid run\nx = 1\n", "\nx = 1\n",
                      "400ms + 20pt\n#! 400ms + 20pt\n", "# note\r\nx = 1\r\n", "x = 1", ""]
        for text in firsts {
            for ending in ["", "\n"] {
                let plain = text + ending
                #expect(try SessionFile.parse(Self.byteOrderMark + plain) == SessionFile.parse(plain), "\(plain.debugDescription)")
                let checked = try SessionFileText(checking: Array((Self.byteOrderMark + plain).utf8))
                #expect(checked.file == (try SessionFile.parse(plain)))
            }
        }
        // Only at the very start: anywhere else it is a character of its line.
        let inside = try SessionFile.parse("x = 1\n\u{FEFF}y = 2\n")
        #expect(inside.statements.map(\.source) == ["x = 1", "\u{FEFF}y = 2"])
        // A version header after a mark is still read.
        #expect(throws: SessionFileError.self) { try SessionFile.parse(Self.byteOrderMark + "# fluid session 99\nx = 1\n") }
    }

    @Test("a notebook with a byte-order mark loads, runs, checks and starts the prompt")
    func byteOrderMarkInEveryReader() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        for first in ["s = spring(damping: 0.8, response: 0.4s)", "# fluid session 1", "# a comment", "", "1 + 1"] {
            let body = [first, "x = 2", "#> x = 2"].joined(separator: "\n") + "\n"
            let path = dir + "/bom.fluid"
            writeFile(Self.byteOrderMark + body, to: path)
            // load
            let loading = makeSession(sessions: dir)
            let loaded = loading.run("load bom")
            #expect(!loaded.failed, "load of a notebook starting \(first.debugDescription) with a BOM: \(loaded.text)")
            #expect(loading.run("x").lines == ["2"])
            // run
            guard case .success(let file) = Replayer.open(path: path) else { Issue.record("\(first): not read"); continue }
            var results: [Replayer.StatementResult] = []
            Replayer.replay(file, in: Session.replaying(path, store: nil, display: .transcript)) { results.append($0); return true }
            #expect(results.allSatisfy { !$0.response.failed }, "\(first): \(results.map(\.response.text))")
            #expect(results.first?.statement.lineNumber == (first.isEmpty || first.hasPrefix("#") ? 2 : 1))
            // check: clean, and --update keeps the file as it is but for the mark
            let report = Replayer.check(path: path, in: Session.replaying(path, store: nil, display: .transcript), update: false)
            #expect(report.clean == first.isEmpty || first.hasPrefix("#"), "\(first): \(report.lines)")
            #expect(!report.failed, "\(first): \(report.lines)")
            // the startup notebook
            let starting = makeSession(sessions: dir)
            let started = try #require(starting.runStartupNotebook(at: path))
            #expect(!started.failed, "init.fluid starting \(first.debugDescription) with a BOM: \(started.text)")
            #expect(starting.run("x").lines == ["2"])
        }
    }

    @Test("a CSV with a byte-order mark reads its first column by name")
    func byteOrderMarkInACSV() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let rows = "t (ms), x (pt)\n0,0\n16,4\n33,9\n"
        writeFile(Self.byteOrderMark + rows, to: dir + "/bom.csv")
        writeFile(rows, to: dir + "/plain.csv")
        let session = makeSession(sessions: dir)
        let withMark = session.run("a = trace(\"\(dir)/bom.csv\")")
        let without = session.run("b = trace(\"\(dir)/plain.csv\")")
        #expect(!withMark.failed, "\(withMark.text)")
        #expect(!without.failed, "\(without.text)")
        #expect(session.run("a").text.replacingOccurrences(of: "bom.csv", with: "plain.csv") == session.run("b").text,
                "\(withMark.text)\n\(without.text)")
        for member in ["count", "duration", "velocity"] {
            #expect(session.run("a.\(member) == b.\(member)").lines == ["true"], "\(member)")
        }
    }

    @Test("--update rewrites a drifted file line by line: the drifted lines changed, every other line as it was")
    func updateRewritesOnlyTheDriftedLines() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let path = dir + "/drift.fluid"
        let original = ["# fluid session 1", "# keep me", "x = 1", "#> x = 9", "", "x + 1", "#> 2", "  # indented", "x * 3", "#> 0"]
        writeFile(Self.byteOrderMark + original.joined(separator: "\r\n") + "\r\n", to: path)
        let report = Replayer.check(path: path, in: Session.replaying(path, store: nil, display: .transcript), update: true)
        #expect(report.updated, "\(report.lines)")
        let expected = ["# fluid session 1", "# keep me", "x = 1", "#> x = 1", "", "x + 1", "#> 2", "  # indented", "x * 3", "#> 3"]
        #expect(readFile(path) == expected.joined(separator: "\n") + "\n")
    }
}
