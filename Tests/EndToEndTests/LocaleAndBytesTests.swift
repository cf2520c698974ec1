import Foundation
import Testing

/// LANG=C terminals get ASCII, bytes that are not UTF-8 get a message at their place, and a
/// 20-column terminal gets lines that fit.
@Suite(.serialized) struct LocaleAndBytesTests {
    static func start(lang: String, columns: Int) throws -> (PseudoTerminal, URL) {
        let directory = try FluidProcess.temporaryDirectory()
        let fluid = try PseudoTerminal(
            executable: FluidProcess.binary.path,
            // PAGER=cat: long help is printed, so its lines can be measured (paging is tested
            // in REPLMannersTests).
            environment: ["PATH": "/usr/bin:/bin", "HOME": directory.path, "LANG": lang, "TERM": "xterm", "FLUID_HISTORY": "",
                          "PAGER": "cat"],
            directory: directory.path, columns: columns, rows: 40)
        return (fluid, directory)
    }

    @Test func aCLocaleTerminalGetsOnlyASCII() throws {
        let (fluid, directory) = try Self.start(lang: "C", columns: 80)
        defer { fluid.terminate(); try? FileManager.default.removeItem(at: directory) }
        try #require(fluid.expect("> "), "no ASCII prompt; the screen shows:\n\(fluid.screen.tail())")
        try #require(fluid.waitUntilReadingKeys())
        fluid.sendLine("s = spring(damping: 0.8, response: 0.4s)")
        try #require(fluid.expect("overshoot"), "\(fluid.unmatchedText)")
        fluid.sendLine("plot s")
        try #require(fluid.expect("settles"), "\(fluid.unmatchedText)")
        fluid.sendLine("help spring")
        try #require(fluid.expect("example"), "\(fluid.unmatchedText)")
        fluid.settle()
        let nonASCII = fluid.output.filter { $0 >= 0x80 }
        #expect(nonASCII.isEmpty, "LANG=C terminal got \(nonASCII.count) non-ASCII bytes; the screen shows:\n\(fluid.screen.tail(30))")
        #expect(fluid.plainText.contains("mass 1 - stiffness 246.7"), "\(fluid.screen.tail())")
    }

    @Test func twentyColumnsGetLinesThatFit() throws {
        let (fluid, directory) = try Self.start(lang: "C.UTF-8", columns: 20)
        defer { fluid.terminate(); try? FileManager.default.removeItem(at: directory) }
        try #require(fluid.expect("› "), "no prompt; the screen shows:\n\(fluid.screen.tail())")
        try #require(fluid.waitUntilReadingKeys())
        let before = fluid.output.count
        for line in ["s = spring(damping: 0.8, response: 0.4s)", "plot s", "help spring", "400ms + 20pt"] {
            fluid.sendLine(line)
            try #require(fluid.expect("› "), "no prompt after \(line); the screen shows:\n\(fluid.screen.tail())")
        }
        #expect(fluid.isRunning)
        let text = PseudoTerminal.plain(String(decoding: fluid.output[before...], as: UTF8.self))
        let wide = text.split(separator: "\n").map { $0.replacingOccurrences(of: "\r", with: "") }
            // The echo of typed lines (libedit's, with its backspaces) and a diagnostic's
            // echo and carets stay whole.
            .filter { !$0.hasPrefix("›") && !$0.contains("\u{08}") && !$0.hasPrefix("  400ms") && !$0.hasPrefix("  ^") && $0.unicodeScalars.count > 20 }
        #expect(wide.isEmpty, "lines wider than 20 columns: \(wide)")
    }

    @Test func bytesThatAreNotUTF8AreNamedWhereTheyAre() throws {
        let process = try FluidProcess.runBytes(Array("a = 2\nx = 1".utf8) + [0xFF] + Array("2\na\n".utf8))
        #expect(process.status == 1)
        #expect(process.stderr.contains("line 2:\n  x = 1\u{FFFD}2\n       ^ bytes here are not UTF-8 text"), "\(process.stderr)")
        #expect(process.stdout == "a = 2\n2\n", "the session goes on: \(process.stdout)")
    }
}

extension FluidProcess {
    /// Runs fluid with raw bytes on standard input (which may not be UTF-8).
    static func runBytes(_ input: [UInt8], arguments: [String] = []) throws -> Result {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("input")
        try Data(input).write(to: file)
        return try run(["-c", "f=\"$1\"; shift; exec \"$0\" \"$@\" < \"$f\"", binary.path, file.path] + arguments,
                       executable: URL(fileURLWithPath: "/bin/sh"))
    }
}
