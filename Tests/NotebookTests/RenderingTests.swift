import Testing
import FluidLanguage
@testable import Notebook
import TerminalText

/// A line's output is typed blocks rendered late: the terminal renderer fits them to the
/// display (width, ASCII, wrapping), the transcript renderer keeps the one form a notebook
/// records, and a plot is drawn at the width it is rendered at.
@Suite struct RenderingTests {
    static func display(width: Int = 72, wraps: Bool = false, unicode: Bool = true) -> DisplaySettings {
        var display = DisplaySettings.transcript
        display.width = width
        display.wrapsText = wraps
        display.unicode = unicode
        return display
    }

    @Test func aSpringsResultIsACallThenFacts() {
        let response = makeSession().run("s = spring(damping: 0.8, response: 0.4s)")
        guard case .text(let lines)? = response.blocks.first else { Issue.record("not text: \(response.blocks)"); return }
        #expect(lines.map(\.breaks) == [.words, .facts])
        #expect(lines[1].pieces.first == "mass 1")
        #expect(lines[1].pieces.count == 6)
    }

    @Test func theTranscriptIsTheSameWhateverTheTerminal() {
        let narrowASCII = makeSession(display: Self.display(width: 24, wraps: true, unicode: false))
        let transcript = makeSession()
        let line = "s = spring(damping: 0.8, response: 0.4s)"
        let shown = narrowASCII.run(line)
        let recorded = transcript.run(line)
        #expect(shown.transcript == recorded.transcript)
        #expect(shown.lines != recorded.lines)
        #expect(shown.lines.allSatisfy { $0.count <= 24 && $0.unicodeScalars.allSatisfy(\.isASCII) }, "\(shown.lines)")
        #expect(recorded.transcript[1].contains(" · "))
    }

    @Test func aPlotIsDrawnAtTheWidthItIsRenderedAt() {
        let session = makeSession()
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        var response = session.run("plot s")
        let widths = [40, 72, 120].map { width -> Int in
            response.display = Self.display(width: width)
            return response.lines.map(displayWidth).max() ?? 0
        }
        #expect(widths == [40, 72, 120])
        // A plot line's own width wins over the renderer's.
        var fixed = session.run("plot s, width: 50")
        fixed.display = Self.display(width: 120)
        #expect(fixed.lines.map(displayWidth).max() == 50)
    }

    @Test(arguments: [24, 30, 45])
    func anASCIIPlotFitsItsWidthWithATitleCutInASCII(width: Int) {
        let session = makeSession(display: Self.display(width: width, wraps: true, unicode: false))
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        let lines = session.run("plot s").lines
        #expect(lines.allSatisfy { displayWidth($0) <= width && $0.unicodeScalars.allSatisfy(\.isASCII) }, "\(lines)")
        #expect(lines.first?.hasSuffix("...") == true, "the title is cut with an ASCII ellipsis: \(lines.first ?? "")")
    }

    @Test func caretsStayUnderTheSpanWhenStandInsAreWider() {
        // `∞` shows as `inf` in ASCII, two columns wider: the carets under `nosuch` move with it.
        let ascii = makeSession(display: Self.display(unicode: false)).run("[\"∞\", nosuch]")
        #expect(ascii.failed)
        #expect(Array(ascii.lines.prefix(2)) == ["  [\"inf\", nosuch]", "          ^^^^^^ unknown name 'nosuch'"])
        let utf8 = makeSession().run("[\"∞\", nosuch]")
        #expect(Array(utf8.lines.prefix(2)) == ["  [\"∞\", nosuch]", "        ^^^^^^ unknown name 'nosuch'"])
    }

    @Test func aTableMeasuresWideNamesInColumns() {
        let table = ComparisonTable(names: ["名前", "b"], rows: [("settle", ["1 s", "2 s"])])
        let lines = TerminalRenderer(display: Self.display()).lines([.table(table)])
        // The cells of each column start at the same terminal column.
        let header = lines[0], row = lines[1]
        func column(of text: String, in line: String) -> Int? {
            guard let range = line.range(of: text) else { return nil }
            return displayWidth(String(line[..<range.lowerBound]))
        }
        #expect(column(of: "名前", in: header) == column(of: "1 s", in: row))
        #expect(column(of: "b", in: header) == column(of: "2 s", in: row))
    }

    @Test func tuneKeepsTheTunedValueItselfNotItsPrintedSource() throws {
        let session = makeSession()
        session.liveTerminal = true
        _ = session.run("s = spring(mass: 1.3, stiffness: 210.7, damping: 21.9)")
        _ = session.run("tune s")
        guard case .tune(let model)? = session.takeLiveRequest() else { Issue.record("no tune request"); return }
        let kept = model.handle(.right).handle(.up).handle(.enter)
        _ = session.finishTune(kept)
        guard case .spring(let bound)? = session.interpreter.value(of: "s") else { Issue.record("s is not a spring"); return }
        #expect(bound.spring == kept.current.spring, "bit for bit")
    }

    @Test func loadAdoptsValuesTooLongToWriteAsOneLine() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        // 3,000 presets fit on a line; written out as 3,000 spring(…) calls they would not.
        let text = "a = [" + Array(repeating: "swiftui.bouncy", count: 3000).joined(separator: ", ") + "]\nn = 1\n"
        #expect(text.count < Limits.lineLength)
        writeFile(text, to: dir + "/big.fluid")
        let session = makeSession(sessions: dir)
        let response = session.run("load \(dir)/big.fluid")
        #expect(!response.failed, "\(response.lines)")
        #expect(response.lines.last?.hasSuffix(": a, n") == true, "\(response.lines)")
        guard case .list(let springs)? = session.interpreter.value(of: "a") else { Issue.record("a was not loaded"); return }
        #expect(springs.count == 3000)
    }
}
