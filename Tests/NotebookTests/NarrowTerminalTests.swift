import Testing
import FluidLanguage
import TerminalPlot
@testable import Notebook
import TerminalText

/// A 20-column terminal (the narrowest width fluid draws for) gets no line wider than 20
/// columns, except the echo of the user's own line and the carets under it (they stay whole
/// so the carets keep to their columns).
@Suite struct NarrowTerminalTests {
    static func narrowSession() -> Session {
        var display = DisplaySettings.transcript
        display.width = 20
        display.wrapsText = true
        return makeSession(display: display)
    }

    @Test(arguments: [
        "s = spring(damping: 0.8, response: 0.4s)", "plot s", "help spring", "help", "vars", "set",
        "400ms + 20pt", "spring(damping: 0.8, respons: 0.4s)", "1/0", "plot x -> x^2, 0..1",
        "save", "load nothing-here", "xs = [1s, 2s, 3s, 4s, 5s, 6s, 7s, 8s]",
    ])
    func everyLineFits(line: String) {
        let session = Self.narrowSession()
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        let response = session.run(line)
        let lines = response.lines
        for (index, text) in lines.enumerated() {
            let isEcho = index + 1 < lines.count && lines[index + 1].drop { $0 == " " }.hasPrefix("^")
            let isCarets = !text.isEmpty && text.allSatisfy { $0 == " " || $0 == "^" }
            #expect(isEcho || isCarets || displayWidth(text) <= 20, "`\(line)` printed a line of \(displayWidth(text)) columns: \(text)")
        }
    }

    @Test func aWordWiderThanTheLineIsCutKeepingTheIndent() {
        #expect(TextLine(indented: "    abcdefghijklmnopqrstuvwxyz").fitted(width: 10) == ["    abcdef", "    ghijkl", "    mnopqr", "    stuvwx", "    yz"])
        var display = DisplaySettings.transcript
        display.width = 20
        display.wrapsText = true
        let diagnostic = Diagnostic("cannot add a time to a length", SourceSpan(start: 0, end: 12))
        #expect(TerminalRenderer(display: display).lines([.diagnostic(diagnostic, source: "400ms + 20pt")])
                == ["  400ms + 20pt", "  ^^^^^^^^^^^^", "  cannot add a time", "  to a length"])
    }
}
