import FluidMotion
import Testing
@testable import FluidLanguage

/// Each parameter descriptor is declared once and read through typed keys, so these check
/// the declarations themselves: a default inside its range, an example that is written as the
/// parameter's quantity and inside its range, a range message that shows that example, and
/// the spring words' dimensions matching the forms that take them.
struct ParameterDescriptorTests {
    static let catalogue = ParameterDescriptor<Double>.frameParameters + ParameterDescriptor<Double>.springWords
        + ParameterDescriptor<Double>.callParameters + ParameterDescriptor<Double>.gestureParameters + ParameterDescriptor<Double>.recordingParameters

    @Test(arguments: catalogue.map(\.name).indices)
    func defaultIsInsideTheRange(index: Int) throws {
        let descriptor = Self.catalogue[index]
        guard let value = descriptor.defaultValue, let range = descriptor.range else { return }
        #expect(range.contains(range.magnitude ? abs(value) : value), "\(descriptor.name): default \(value) is outside \(range.phrase)")
    }

    @Test(arguments: catalogue.map(\.name).indices)
    func exampleIsTheQuantityAndInsideTheRange(index: Int) throws {
        let descriptor = Self.catalogue[index]
        let interpreter = Interpreter()
        let value: Value
        do throws(Diagnostic) {
            value = try interpreter.run(descriptor.example).value
        } catch {
            Issue.record("\(descriptor.name): example \(descriptor.example) does not run: \(error.message)")
            return
        }
        let argument = EvaluatedArgument(label: descriptor.name, value: value, span: SourceSpan(start: 0, end: descriptor.example.utf8.count))
        do throws(Diagnostic) {
            _ = try descriptor.value(of: argument, span: argument.span)
        } catch {
            Issue.record("\(descriptor.name): example \(descriptor.example) is refused: \(error.message)")
        }
        #expect(descriptor.rangeMessage.hasPrefix(descriptor.name + ": is "))
        #expect(descriptor.rangeMessage.hasSuffix(", like \(descriptor.name): \(descriptor.example)"))
    }

    /// A word some spring form takes as a time is declared as a time, and the other way round.
    /// The whole-number family: default and example inside the range, and the example a count.
    @Test func wholeNumberDescriptorsAreConsistent() {
        for descriptor in ParameterDescriptor<Int>.displayParameters + ParameterDescriptor<Int>.stepCounts {
            if let value = descriptor.defaultValue { #expect(descriptor.accepted(Double(value)) == value, "\(descriptor.name)") }
            let example = Double(descriptor.example)
            #expect(example.flatMap(descriptor.accepted) != nil, "\(descriptor.name): example \(descriptor.example)")
            #expect(descriptor.rangeMessage.hasSuffix(", like \(descriptor.name): \(descriptor.example)"))
        }
    }

    @Test func springWordsAreTimesWhereTheFormsSaySo() {
        for word in ParameterDescriptor<Double>.springWords {
            #expect((word.dimension == .time) == SpringForm.timeLabels.contains(word.name), "\(word.name)")
        }
    }

    @Test func boundsAreClosedOrOpenAsDeclared() {
        let range = ParameterRange(lower: .closed(1), upper: .open(2), "from 1, under 2")
        #expect(range.contains(1) && range.contains(1.5))
        #expect(!range.contains(2) && !range.contains(0.999) && !range.contains(.nan) && !range.contains(.infinity))
        let positive = ParameterRange.positive("a positive number")
        #expect(!positive.contains(0) && positive.contains(.leastNonzeroMagnitude) && !positive.contains(.infinity))
    }

    /// A count is whole: 2.5 frames is refused in the range's words, 3 is 3.
    @Test func wholeNumbersRefuseFractions() {
        let frames = ParameterDescriptor<Int>("frames", .plain, range: .closed(1, 10, "a whole number from 1 to 10"), example: "3", "a count")
        let span = SourceSpan(start: 0, end: 1)
        #expect(throws: Diagnostic.self) { try frames.value(of: Quantity(2.5), span: span) }
        #expect((try? frames.value(of: Quantity(3), span: span)) == 3)
        #expect(frames.rangeMessage == "frames: is a whole number from 1 to 10, like frames: 3")
    }

    /// The frame builtins' shared arguments are checked once, in one wording, whichever
    /// builtin reads them.
    @Test(arguments: ["reactspringFrames(reactspring.default, fps: 0)", "reboundFrames(rebound.default, fps: 1001)",
                      "composeFrames(compose.default, fps: 0.5)", "androidFrames(android.default, fps: 0)",
                      "androidFlingFrames(2000pt/s, fps: 5000)", "retarget(framer.spring(), at: 0.1s, to: 0.5, platform: framer, fps: 0)"])
    func fpsHasOneWording(line: String) {
        #expect(diagnostic(line)?.message == "fps: is 1 to 1000 frames per second, like fps: 120")
    }

    /// A gesture model's single-knob ranges say what they take in the same words.
    @Test(arguments: [
        ("calculatorButton(down: [0ms], up: [100ms], fade: 61s)", "fade: is a time from 0 to 60 s, like fade: 300ms"),
        ("adaptiveButton(down: [0ms], up: [80ms], scale: 0)", "scale: is a positive number up to 10 (0.95 shrinks by 5 %), like scale: 0.95"),
        ("drawerRelease(trace([(0ms, 500pt), (16ms, 480pt)]), closed: 500pt, open: 100pt, tapSlop: -1pt)",
         "tapSlop: is a length of 0 or more, like tapSlop: 10pt"),
    ])
    func gestureKnobsHaveOneWording(line: String, message: String) {
        #expect(diagnostic(line)?.message == message)
    }

    /// A choice's words are its enum's cases (a platform's frame choice, its declared words): the example is one, each is accepted as written,
    /// and anything else gets the one message listing them.
    @Test func choicesComeFromTheirEnums() throws {
        let choices = MotionPlatforms.all.flatMap(\.frameDrawings).flatMap(\.options).compactMap { option -> FrameChoice? in
            if case .choice(let choice, _, _) = option { return choice } else { return nil }
        }
        #expect(!choices.isEmpty)
        for choice in choices {
            let descriptor = ChoiceDescriptor(choice)
            #expect(descriptor.words == choice.words.map(\.word))
            #expect(descriptor.word(choice.example) == choice.example)
            #expect(descriptor.word(choice.example.uppercased()) == (choice.ignoresCase ? choice.example : nil))
            #expect(descriptor.word("opacity") == nil)
        }
        let direction = try #require(ChoiceDescriptor.stepDirections.first)
        #expect(Set(direction.words) == Set(ReactSpringEasing.StepDirection.allCases.map(\.rawValue)))
        #expect(direction.choice("End", as: ReactSpringEasing.StepDirection.self) == nil)
        #expect(diagnostic("reactspring.easings.steps(3, \"middle\")")?.message
                == "direction: is \"end\" or \"start\" (react-spring's default, end: each step jumps at the end of its interval), not \"middle\"")
        // A close word is named as the language writes it, as a command's options name theirs.
        #expect(diagnostic("reactspring.easings.steps(3, \"strat\")")?.message
                == "direction: is \"end\" or \"start\" (react-spring's default, end: each step jumps at the end of its interval), "
                + "not \"strat\"; did you mean \"start\"?")
    }

    /// A flag takes true or false and nothing else, in the choice wording a command's flag
    /// (`play s, loop: 1`) and every other choice take: a string is named, with the closest word.
    @Test(arguments: [("reactspringFrames(reactspring.default, clamp: 1)", "clamp: is true or false"),
                      ("reactspringFrames(duration: 300ms, loopRunning: \"yes\")", "loopRunning: is true or false, not 'yes'"),
                      ("reactspringFrames(duration: 300ms, loopRunning: \"ture\")", "loopRunning: is true or false, not 'ture'; did you mean 'true'?"),
                      ("reboundFrames(rebound.default, overshootClamping: 1)", "overshootClamping: is true or false")])
    func flagsHaveOneWording(line: String, message: String) {
        #expect(diagnostic(line)?.message == message)
        #expect(RangeWording.choice("loop", among: ["true", "false"], got: "1", near: "1") == "loop: is true or false, not '1'",
                "a command's flag, which has the text as typed, says the same with the value")
    }
}
