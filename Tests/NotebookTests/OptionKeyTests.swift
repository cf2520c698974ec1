import Testing
import FluidLanguage
@testable import Notebook
import TerminalPlot

/// Options are declared once as typed keys, and `set` is derived from declarations: the
/// ranges and words `plot`, `set` and the spec show are one, and refused with one wording.
@Suite struct OptionKeyTests {
    @Test(arguments: [19, 1001, 0])
    func setWidthAndPlotWidthRefuseTheSameNumbersInTheSameWords(columns: Int) {
        let session = makeSession()
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        let expected = "width: is a whole number from 20 to 1000"
        let set = session.run("set width \(columns)")
        let plot = session.run("plot s, width: \(columns)")
        #expect(set.failed && set.text.contains(expected), "\(set.lines)")
        #expect(plot.failed && plot.text.contains(expected), "\(plot.lines)")
    }

    @Test func theEdgesOfTheDisplaysRangesAreTakenByPlotAndSet() {
        let session = makeSession()
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        for (width, height) in [(DisplaySettings.widths.lowerBound, DisplaySettings.heights.lowerBound),
                                (DisplaySettings.widths.upperBound, DisplaySettings.heights.upperBound)] {
            #expect(!session.run("plot s, width: \(width), height: \(height)").failed)
            #expect(!session.run("set width \(width)").failed && session.display.width == width)
            #expect(!session.run("set height \(height)").failed && session.display.height == height)
        }
    }

    @Test func choicesComeFromTheEnumerationsCases() {
        #expect(PlotCommand.spec.option("kind")?.placeholder == PlotRequest.Kind.allCases.map(\.rawValue).joined(separator: "|"))
        #expect(PlayCommand.spec.option("as")?.placeholder == PlayProperty.allCases.map(\.rawValue).joined(separator: "|"))
        let session = makeSession()
        for style in CanvasStyle.allCases {
            #expect(!session.run("set style \(style.rawValue)").failed && session.display.style == style)
        }
        let refused = session.run("set style brail")
        #expect(refused.text.contains("style: is braille, block or ascii, not 'brail'; did you mean 'braille'?"), "\(refused.lines)")
    }

    /// An option's word and a `set` word outside their choices are refused in a builtin
    /// choice's words: the choices, the word refused, then the closest choice when one is
    /// close and nothing more when none is.
    @Test func aWordOutsideItsChoicesIsWordedAsABuiltinsChoiceIs() {
        let session = makeSession()
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        let close = session.run("plot s, kind: Veloctiy")
        #expect(close.failed && close.text.contains("kind: is position, velocity, both or path, not 'Veloctiy'; did you mean 'velocity'?"),
                "\(close.lines)")
        let far = session.run("set style zzzzzz")
        #expect(far.failed && far.text.split(separator: "\n").contains { $0.hasSuffix("style: is braille, block or ascii, not 'zzzzzz'") },
                "\(far.lines)")
    }

    @Test func setListsExactlyTheSettingsItDeclares() {
        guard case .word(.choice(let words, _, let also))? = SetCommand.spec.parameters.first?.kind else {
            Issue.record("set's first parameter is a choice of settings")
            return
        }
        #expect(words == SetCommand.settings.map(\.name))
        #expect(also == ["colour"])
        let lines = makeSession().run("set").lines
        #expect(lines.map { String($0.prefix { $0 != " " }) } == words)
    }

    /// A command's option, a setting and a builtin's argument outside their ranges are refused
    /// in one wording (`RangeWording`): `NAME: is WHAT IT TAKES`, then a good value when the
    /// range alone does not show one.
    @Test func optionsSettingsAndBuiltinArgumentsShareTheRangeWording() {
        let session = makeSession()
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        let refusals = [
            ("play s, slow: 1000", "slow: is a plain number from 0.1 to 100, like slow: 4"),
            ("plot s, width: 5", "width: is a whole number from 20 to 1000"),
            ("set digits 40", "digits: is a whole number from 1 to 17"),
            ("reboundFrames(rebound.default, fps: 1001)", "fps: is 1 to 1000 frames per second, like fps: 120"),
        ]
        for (line, words) in refusals {
            let response = session.run(line)
            #expect(response.failed && response.text.contains(words), "\(line): \(response.lines)")
        }
        #expect(OptionWording.wholeNumber("--width", in: DisplaySettings.widths) == "--width: is a whole number from 20 to 1000")
    }

    @Test func aQuantityOutsideItsRangeIsRefusedInTheOneWording() {
        let session = makeSession()
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        let slow = session.run("play s, slow: 1000")
        #expect(slow.text.contains("slow: is a plain number from 0.1 to 100, like slow: 4"), "\(slow.lines)")
        let tolerance = session.run("export s css, tolerance: 0.5")
        #expect(tolerance.text.contains("tolerance: is a plain number from 0.00001 to 0.1, like tolerance: 0.001"), "\(tolerance.lines)")
    }

    /// An option that is also a parameter is its descriptor: the same label, range and refusal
    /// as the builtin that takes it, and the same code.
    @Test func optionsMadeFromDescriptorsReadAsTheirParametersDo() {
        #expect(PlotCommand.width.option.label == ParameterDescriptor<Int>.width.name)
        #expect(DisplaySettings.widths == 20...1000 && DisplaySettings.heights == 3...200)
        #expect(PlotCommand.width.option.meaning == ParameterDescriptor<Int>.width.meaning + " (default: set width)")
        #expect(DurationsCommand.distance.option.label == ParameterDescriptor<Double>.distance.name)
        #expect(DurationsCommand.distance.option.placeholder == ParameterDescriptor<Double>.distance.example)
        let session = makeSession()
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        let refused = session.run("durations s, distance: 0pt")
        #expect(refused.text.contains(ParameterDescriptor<Double>.distance.rangeMessage), "\(refused.lines)")
        let codes = ["durations s, distance: 0pt", "plot s, width: 5", "play s, slow: 1000", "plot s, kind: veloctiy", "export s swiftiu"].map { line in
            session.run(line).blocks.compactMap { block -> ErrorCode? in
                if case .diagnostic(let diagnostic, _) = block { return diagnostic.code }
                return nil
            }.first
        }
        #expect(codes == [.argumentOutsideRange, .argumentOutsideRange, .argumentOutsideRange, .argumentNotAChoice, .argumentNotAChoice])
        // A move of -300pt is a move of 300pt, as for the builtins.
        let negative = session.run("durations s, distance: -300pt")
        let positive = session.run("durations s, distance: 300pt")
        #expect(!negative.failed && negative.lines == positive.lines)
    }
}
