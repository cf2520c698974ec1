import Testing
import FluidLanguage
import TerminalPlot
@testable import Notebook
@testable import TerminalText

/// Every kind of block a renderer shows (text, code, a table, a plot's words, a diagnostic,
/// the tune and play screens) shows a notebook's control characters as `\u{HEX}`, at every
/// display (transcript, a coloured terminal that wraps, ASCII), for every character of the
/// class and the known attack sequences. The only escapes left in the lines are the
/// renderer's own colours.
@Suite("The renderers show a notebook's control characters")
struct ShownControlCharactersTests {
    static let shown: [Unicode.Scalar] = (0...0x3000).compactMap(Unicode.Scalar.init).filter(ControlCharacters.isShown)

    static let payloads: [String] = shown.map { "A" + String($0) + "B" } + [
        "\u{1B}]0;pwned\u{07}", "\u{1B}]2;pwned\u{1B}\\", "\u{1B}]52;c;aGVsbG8=\u{07}", "\u{1B}[2J", "ok\rHIDDEN", "\u{9B}31m",
    ]

    static let displays: [DisplaySettings] = {
        var coloured = DisplaySettings(width: 40, color: true)
        coloured.wrapsText = true
        let ascii = DisplaySettings(width: 60, style: .ascii, unicode: false)
        return [.transcript, coloured, ascii]
    }()

    /// The lines with the renderer's own colours (`ESC [ 38;5;N m`, `ESC [ 0 m`) taken out
    /// hold no control character at all.
    static func onlyOwnEscapes(_ lines: [String], _ context: String) {
        for line in lines {
            let plain = line.replacing(/\u{1B}\[(38;5;\d+|0)m/, with: "")
            if plain.unicodeScalars.contains(where: ControlCharacters.isShown) {
                Issue.record("\(context): \(line.debugDescription)")
            }
        }
    }

    @Test func everyBlockKindAtEveryDisplay() {
        for payload in Self.payloads {
            let series = PlotSeries(name: payload, sampling: { $0 }, over: 0...1, count: 20)
            var options = PlotOptions()
            options.title = payload
            options.xLabel = payload
            options.horizontalLines = [ReferenceLine(value: 0.5, label: payload)]
            let blocks: [Block] = [
                .prose("value " + payload + "\n  second " + payload),
                .text([TextLine(indent: 4, facts: ["mass 1", payload, "settles " + payload])]),
                .code(["// " + payload, "let x = 1"]),
                .table(ComparisonTable(names: [payload, "b"], rows: [(label: payload, cells: [payload, "2"])])),
                .plot(PlotFigure(panels: [PlotPanel(series: [series, PlotSeries(name: "b", sampling: { 1 - $0 }, over: 0...1, count: 20)])],
                                 options: options, width: nil)),
                .diagnostic(Diagnostic("cannot use " + payload, SourceSpan(start: 2, end: 5), help: payload), source: "x " + payload + " y"),
            ]
            for display in Self.displays {
                for block in blocks {
                    Self.onlyOwnEscapes(TerminalRenderer(display: display).lines(block), "\(block) at \(display)")
                }
                Self.onlyOwnEscapes(TranscriptRenderer(display: display).lines(blocks), "transcript")
            }
        }
    }

    /// Lines a notebook runs: a string's value, a plot's title, a mistake at a raw control
    /// character, a comment-bearing line. Whatever the session answers is shown.
    @Test func linesRunInASession() {
        for payload in Self.payloads {
            let session = makeSession()
            var responses = [session.run("s = \"\(payload)\""), session.run("s"),
                             session.run("plot spring(damping: 0.8, response: 0.4s), title: \"\(payload)\""),
                             session.run("x = 1 + \(payload)"), session.run("help \(payload)"), session.run("y = nope # \(payload)")]
            for display in Self.displays {
                for index in responses.indices {
                    responses[index].display = display
                    Self.onlyOwnEscapes(responses[index].lines, "line \(index) of \(payload.debugDescription)")
                    Self.onlyOwnEscapes(responses[index].transcript, "transcript of line \(index)")
                }
            }
        }
    }

    /// Under a mistake at a control character, the carets cover exactly its shown form:
    /// the width rule measures the text as the terminal draws it.
    @Test func caretsStayUnderTheShownCharacter() throws {
        for scalar in Self.shown {
            let source = "x = 1 + " + String(scalar) + " + 2"
            let diagnostic = Diagnostic("here", SourceSpan(start: 8, end: 9))
            for ascii in [false, true] {
                let layout = diagnostic.layout(source: source, ascii: ascii)
                let form = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                #expect(layout.echo == "x = 1 + " + form + " + 2")
                let lead = layout.carets.prefix { $0 == " " }.count
                #expect(lead == displayWidth("x = 1 + "))
                #expect(layout.carets.dropFirst(lead) == Substring(String(repeating: "^", count: form.count)))
            }
        }
    }

    /// The tune and play screens: every line passes `TuneModel.fit`, whose text is a lane's
    /// name (the notebook's source), the header and the footer.
    @Test func tuneAndPlayScreens() throws {
        for payload in Self.payloads {
            for width in [8, 30, 80] {
                Self.onlyOwnEscapes([TuneModel.fit("tune " + payload, width)], "fit")
            }
            guard case .spring(let value) = try Interpreter().run("spring(damping: 0.8, response: 0.4s)").value else {
                Issue.record("not a spring")
                return
            }
            let model = PlayModel(lanes: [.init(name: payload, spring: value), .init(name: "b", spring: value)])
            Self.onlyOwnEscapes(model.frame(at: 0.1, width: 60), "play frame")
        }
    }
}
