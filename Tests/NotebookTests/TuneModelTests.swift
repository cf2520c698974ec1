import FluidLanguage
import FluidMotion
@testable import Notebook
import Testing

/// `tune`'s model without a terminal: keys → parameters, Enter/Esc, clamping, steps, pairs
/// and frames that fit any terminal.
@Suite struct TuneModelTests {
    static func spring(_ line: String) throws -> SpringValue {
        let interpreter = Interpreter()
        guard case .spring(let s) = try interpreter.run(line).value else { throw TuneError(message: "not a spring") }
        return s
    }

    static func model(_ line: String = "spring(damping: 0.8, response: 0.4s)") throws -> TuneModel {
        try TuneModel(name: "s", spring: spring(line))
    }

    /// Relative tolerance for values built by repeated decimal steps (each rounded to a
    /// millionth of the step): far below any digit shown, far above double rounding.
    static let tolerance = 1e-12

    @Test func arrowsMoveDampingAndResponseByTheirSteps() throws {
        var m = try Self.model()
        #expect(m.horizontal == "damping" && m.vertical == "response")
        m = m.handle(.right).handle(.right).handle(.up)
        #expect(abs(m.value("damping") - 0.9) <= Self.tolerance)
        #expect(abs(m.value("response") - 0.41) <= Self.tolerance)
        // The spring follows: ω0 = 2π/response, k = ω0², c = 2ζω0 (mass 1). References from
        // mpmath (mp.dps = 30): (2*pi/mpf('0.41'))**2 = 234.850788842102525…,
        // 4*pi*mpf('0.9')/mpf('0.41') = 27.5847159827396479…; relative 1e-12 (a few ulps of
        // the steps' rounding carried through a square).
        #expect(abs(m.current.spring.stiffness / 234.850788842102525 - 1) <= 1e-12)
        #expect(abs(m.current.spring.damping / 27.5847159827396479 - 1) <= 1e-12)
        m = m.handle(.left).handle(.down).handle(.down)
        #expect(abs(m.value("damping") - 0.85) <= Self.tolerance)
        #expect(abs(m.value("response") - 0.39) <= Self.tolerance)
        #expect(m.outcome == nil)
    }

    @Test func vimKeysAreArrowsToo() throws {
        let m = try Self.model().handle(.character("l")).handle(.character("k"))
        #expect(abs(m.value("damping") - 0.85) <= Self.tolerance)
        #expect(abs(m.value("response") - 0.41) <= Self.tolerance)
    }

    @Test func enterKeepsAndEscapePutsBack() throws {
        let changed = try Self.model().handle(.right).handle(.up)
        let kept = changed.handle(.enter)
        #expect(kept.outcome == .keep)
        #expect(kept.current.spring == changed.current.spring)
        for key in [LiveKey.escape, .interrupt, .character("q")] {
            let back = changed.handle(key)
            #expect(back.outcome == .restore)
            #expect(back.current.spring == back.original.spring)
            #expect(back.current.arguments == back.original.arguments)
        }
    }

    @Test func stepCyclesNormalFineCoarse() throws {
        var m = try Self.model()
        #expect(m.stepSize == .normal && m.step("damping") == 0.05 && m.step("response") == 0.01)
        m = m.handle(.character("s"))
        #expect(m.stepSize == .fine && m.step("damping") == 0.01 && m.step("response") == 0.001)
        m = m.handle(.character("s"))
        // A ratio never moves by more than 0.1 a step (×10 of 0.05 would be half its range).
        #expect(m.stepSize == .coarse && m.step("damping") == 0.1 && m.step("response") == 0.05)
        m = m.handle(.character("s")).handle(.right)
        #expect(m.stepSize == .normal)
        #expect(abs(m.value("damping") - 0.85) <= Self.tolerance)
    }

    @Test func aStepOutOfRangeKeepsTheLastValidValueAndSaysWhy() throws {
        var m = try Self.model("spring(damping: 0.1, response: 0.4s)")
        m = m.handle(.left).handle(.left)
        #expect(abs(m.value("damping")) <= Self.tolerance, "damping 0 is allowed (undamped)")
        #expect(m.note == nil)
        m = m.handle(.left)
        #expect(abs(m.value("damping")) <= Self.tolerance)
        #expect(m.note?.contains("damping stays at 0") == true, "note: \(m.note ?? "none")")
        #expect(m.note?.contains("0 or more") == true)
        // Response cannot reach 0: ten steps down from 50 ms stop at 10 ms.
        var r = try Self.model("spring(damping: 0.8, response: 50ms)")
        for _ in 0..<10 { r = r.handle(.down) }
        #expect(abs(r.value("response") - 0.01) <= Self.tolerance)
        #expect(r.note != nil)
        // The next key clears the note.
        #expect(r.handle(.up).note == nil)
    }

    @Test func pairsCycleThroughAThreeParameterFormMassLast() throws {
        var m = try TuneModel(name: "p", spring: Self.spring("spring(mass: 1, stiffness: 200, damping: 20)"))
        #expect(m.parameters == ["stiffness", "damping", "mass"])
        #expect(m.horizontal == "stiffness" && m.vertical == "damping")
        m = m.handle(.character("p"))
        #expect(m.horizontal == "damping" && m.vertical == "mass")
        m = m.handle(.tab).handle(.tab)
        #expect(m.horizontal == "stiffness")
        // Steps: 1-2-5 numbers near 5 % of the value: 10 for 200, 1 for 20, 0.05 for 1;
        // fine a fifth (2, 0.2), coarse five times (50, 5).
        #expect(m.step("stiffness") == 10 && m.step("damping") == 1 && m.step("mass") == 0.05)
        let fine = m.handle(.character("s"))
        #expect(fine.step("stiffness") == 2 && abs(fine.step("damping") - 0.2) <= 1e-15)
        let coarse = fine.handle(.character("s"))
        #expect(coarse.step("stiffness") == 50 && coarse.step("damping") == 5)
        m = m.handle(.right).handle(.down)
        #expect(m.value("stiffness") == 210 && m.value("damping") == 19)
    }

    @Test func aTwoParameterFormSwapsItsPair() throws {
        let m = try Self.model("spring(duration: 0.5s, bounce: 0.2)")
        #expect(m.horizontal == "duration")
        let swapped = m.handle(.character("p"))
        #expect(swapped.horizontal == "bounce" && swapped.vertical == "duration")
        #expect(swapped.handle(.character("p")).horizontal == "duration")
        let up = m.handle(.up)
        #expect(abs(up.value("bounce") - 0.25) <= Self.tolerance)
    }

    @Test func niceStepsAreOneTwoFive() {
        #expect(TuneModel.niceStep(12.3) == 10)
        #expect(abs(TuneModel.niceStep(0.037) - 0.05) <= 1e-15)
        #expect(TuneModel.niceStep(2.6) == 2)
        #expect(TuneModel.niceStep(8) == 10)
        #expect(TuneModel.niceStep(0) == 1)
        #expect(TuneModel.niceStep(.nan) == 1)
    }

    @Test func unknownKeysChangeNothingAndShowTheKeys() throws {
        let m = try Self.model()
        let after = m.handle(.character("x"))
        #expect(after.current.spring == m.current.spring)
        #expect(after.note?.contains("Enter keep") == true)
        #expect(after.outcome == nil)
    }

    @Test(arguments: [20, 24, 31, 40, 72, 100])
    func framesFitTheWidth(width: Int) throws {
        var m = try Self.model("swiftui.bouncy")
        for height in [2, 4, 6, 10, 24, 40] {
            for key in [LiveKey.right, .up, .character("x")] {
                m = m.handle(key)
                let frame = m.frame(width: width, height: height)
                #expect(frame.count <= max(height, 2), "\(frame.count) lines at height \(height)")
                for line in frame {
                    #expect(line.count <= width, "a \(line.count)-column line at width \(width): \(line)")
                }
            }
        }
    }

    @Test func theFrameShowsTheKeysThePlotAndTheSpring() throws {
        let m = try Self.model().handle(.right)
        let frame = m.frame(width: 100, height: 30)
        #expect(frame.first == "tune s · damping/response · ←/→ damping 0.85 ±0.05 · ↑/↓ response 400 ms ±10 ms")
        #expect(frame.contains("s = spring(damping: 0.85, response: 400 ms)"))
        #expect(frame.contains { $0.contains("[2] before") }, "the original is drawn once changed (without colour the legend numbers the curves)")
        #expect(frame.last?.hasPrefix("Enter keeps · Esc puts it back · p swap · f family 1/") == true)
        #expect(frame.last?.hasSuffix(" · s step normal · = type") == true)
        #expect(frame.count <= 30 && frame.count >= 20, "the plot fills the screen: \(frame.count) lines")
        // Too short for a plot: the header and the spring still show.
        let short = m.frame(width: 100, height: 5)
        #expect(short.first?.hasPrefix("tune s") == true)
        #expect(short.contains("s = spring(damping: 0.85, response: 400 ms)"))
    }

    @Test func epsilonIsNotTuned() throws {
        let m = try TuneModel(name: "e", spring: Self.spring("swiftui.spring(settlingDuration: 0.5s, dampingRatio: 0.8)"))
        #expect(m.parameters == ["settlingDuration", "dampingRatio"])
        #expect(m.step("settlingDuration") == 0.01 && m.step("dampingRatio") == 0.05)
    }
}
