import SeededRandom
import Foundation
import FluidMotion
import Testing
@testable import FluidLanguage
@testable import Notebook

@Suite("compare and diff")
struct CompareDiffTests {
    static func session(width: Int = 100, color: Bool = false) -> Session {
        let session = makeSession(display: DisplaySettings(width: width, height: 14, color: color))
        #expect(!session.run("s = spring(damping: 0.8, response: 0.4s)").failed)
        #expect(!session.run("t = spring(duration: 0.5s, bounce: 0.3)").failed)
        return session
    }

    // MARK: compare

    @Test func everyRowReadsTheSpringItNames() throws {
        // Independent formulas (MOTION.md) for a spring given as mass/stiffness/damping.
        let m = 2.0, k = 300.0, c = 20.0
        let value = try SpringValue(form: .physical, arguments: ["mass": Quantity(m), "stiffness": Quantity(k), "damping": Quantity(c)])
        func row(_ label: String) -> [Double] {
            CompareRows.spring.first { $0.label == label }!.read(value)!.map(\.value)
        }
        let zeta = c / (2 * (k * m).squareRoot()), response = 2 * Double.pi / (k / m).squareRoot()
        // Relative 1e-12: a handful of roundings in each formula.
        func close(_ a: [Double], _ b: [Double]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-12 * max(abs($1), 1e-300) }
        }
        #expect(close(row("damping, response"), [zeta, response]))
        #expect(close(row("duration, bounce"), [response, 1 - zeta]))
        #expect(close(row("mass, stiffness, damping"), [m, k, c]))
        #expect(close(row("tension, friction"), [k / m, c / m]))
        #expect(close(row("stiffness, dampingRatio"), [k / m, zeta]))
        // Measures are Motion's, unrounded.
        let s = value.spring
        #expect(row("settle (0.1 %)") == [s.settlingTime(threshold: 0.001)])
        #expect(row("overshoot") == [s.overshoot])
        #expect(row("peak") == [s.peakTime!])
        #expect(row("rise (10–90 %)") == [s.riseTime()!])
        #expect(row("period") == [s.dampedPeriod!])
        #expect(row("oscillations") == [Double(s.oscillations(threshold: 0.001))])
        // A critically damped spring has no peak or period: those rows read nil ("—").
        let critical = try SpringValue(form: .dampingResponse, arguments: ["damping": Quantity(1), "response": .seconds(0.4)])
        #expect(CompareRows.spring.first { $0.label == "peak" }!.read(critical) == nil)
        #expect(CompareRows.spring.first { $0.label == "period" }!.read(critical) == nil)
    }

    @Test func platformRowsAreThePlatformsOwnRules() throws {
        let value = try SpringValue(form: .dampingResponse, arguments: ["damping": Quantity(0.8), "response": .seconds(0.4)])
        func row(_ label: String) -> [Double]? { CompareRows.spring.first { $0.label == label }!.read(value)?.map(\.value) }
        // The rules disagree (Spring+PlatformDurations.swift): each row must carry its own.
        #expect(row("SwiftUI settlingDuration") == [value.spring.swiftUISettlingDuration()])
        #expect(row("Motion 12.36+ rest") == [value.spring.motionRestDuration()])
        #expect(row("Compose estimate") == [value.spring.composeEstimatedDuration()])
        #expect(row("Motion 12.36+ rest") != row("Compose estimate"))
        // Origami values from physical tension 246.7…: o = (k − 194)/3.62 + 30 (ANCHORS.md).
        let origami = try #require(row("origami tension, friction"))
        #expect(abs(origami[0] - ((value.spring.stiffness - 194) / 3.62 + 30)) <= 1e-12 * abs(origami[0]))
        #expect(abs(origami[1] - ((value.spring.damping - 25) / 3 + 8)) <= 1e-12 * abs(origami[1]))
    }

    /// The frame rows are the platforms' own frames (each model checked against the platform's
    /// code in FluidMotionTests): the tour's spring ends in Compose on frame 25, 416.7 ms
    /// (androidx's FloatSpringSpec via kotlinc, ComposeSpringFramesReferenceTests), and each
    /// row is what that platform's frames give, placed after Compose's estimate.
    @Test func frameRowsAreEachPlatformsOwnFrames() throws {
        let value = try SpringValue(form: .dampingResponse, arguments: ["damping": Quantity(0.8), "response": .seconds(0.4)])
        func row(_ label: String) -> Double? { CompareRows.spring.first { $0.label == label }?.read(value)?.first?.value }
        #expect(row("Compose at 60 Hz") == 416_666_666 / 1e9, "frame 25 at ⌊25·10⁹/60⌋ ns")
        let s = value.spring
        #expect(row("react-spring at 60 Hz") == ReactSpringFrames(spring: s, to: 1, framesPerSecond: 60).duration())
        #expect(row("Rebound at 60 Hz") == ReboundFrames(spring: s, to: 1).duration())
        #expect(row("Android at 60 Hz") == AndroidSpringAnimation(spring: s, distance: 1, minimumVisibleChange: AndroidSpringAnimation.alpha).duration())
        let labels = CompareRows.spring.map(\.label)
        let estimate = try #require(labels.firstIndex(of: "Compose estimate"))
        #expect(Array(labels[(estimate + 1)...(estimate + 4)]) == ["react-spring at 60 Hz", "Rebound at 60 Hz", "Android at 60 Hz", "Compose at 60 Hz"])
    }

    @Test func anUndampedSpringHasNoSettleOrCountNotInfinity() throws {
        let undamped = try SpringValue(form: .dampingResponse, arguments: ["damping": Quantity(0), "response": .seconds(1)])
        for label in ["settle (0.1 %)", "SwiftUI settlingDuration", "Motion 12.36+ rest", "Compose estimate", "react-spring at 60 Hz",
                      "Rebound at 60 Hz", "Android at 60 Hz", "Compose at 60 Hz", "oscillations"] {
            #expect(CompareRows.spring.first { $0.label == label }!.read(undamped) == nil, "\(label)")
        }
    }

    @Test func decayRowsReadTheDecay() throws {
        let session = Self.session()
        guard case .decay(let d)? = try? session.interpreter.run("decay(1200pt/s, rate: fast)").value else {
            Issue.record("no decay"); return
        }
        func row(_ label: String) -> Double { CompareRows.decay.first { $0.label == label }!.read(d)![0].value }
        // λ = −1000·ln 0.99 per second; distance v/λ; UIKit's exact decay stops when |v| < 0.5 pt/s.
        let lambda = -1000 * log(0.99)
        #expect(abs(row("distance") - 1200 / lambda) <= 1e-12 * 1200 / lambda)
        #expect(abs(row("stops (its rest rule)") - log(1200 / 0.5) / lambda) <= 1e-12)
        #expect(abs(row("time constant") - 1 / lambda) <= 1e-15)
    }

    @Test func theTableShowsEachSpringsNumbersInItsColumn() {
        let response = Self.session().run("compare s, t")
        #expect(!response.failed, "\(response.text)")
        let header = response.lines[0]
        #expect(header.contains("s") && header.contains("t"))
        // Columns line up: every value of column t starts where its name does.
        let column = Array(header).lastIndex(of: "t")!
        let formatter = Self.session().interpreter.formatter
        let settleS = formatter.time(try! Spring(.dampingResponse(damping: 0.8, response: 0.4)).settlingTime())
        let settleT = formatter.time(try! Spring(.durationBounce(duration: 0.5, bounce: 0.3)).settlingTime())
        let settle = response.lines.first { $0.contains("settle") }!
        #expect(settle.contains(settleS) && settle.contains(settleT), "\(settle)")
        #expect(Array(settle).count > column && String(Array(settle)[column...]).hasPrefix(settleT), "\(response.text)")
        for line in response.lines.dropFirst() where !line.hasPrefix("* differs") {
            #expect(Array(line).count > column && Array(line)[column - 1] == " ", "misaligned: \(line)")
        }
    }

    @Test func differencesAreMarkedWithoutColourAndColouredWithIt() {
        let plain = Self.session().run("compare s, t, s")
        #expect(!plain.text.contains("\u{1B}"))
        let velocity = plain.lines.first { $0.contains("velocity") }!
        let settle = plain.lines.first { $0.contains("settle") }!
        #expect(velocity.hasPrefix("  ") && settle.hasPrefix("* "), "\(plain.text)")
        #expect(plain.lines.last == "* differs")
        let colored = Self.session(color: true).run("compare s, t")
        let coloredSettle = colored.lines.first { $0.contains("settle") }!
        let coloredVelocity = colored.lines.first { $0.contains("velocity") }!
        #expect(coloredSettle.contains("\u{1B}[") && !coloredVelocity.contains("\u{1B}["), "\(colored.text)")
        #expect(!colored.text.contains("* "))
        // Same springs: nothing differs, nothing is marked.
        let same = Self.session().run("compare s, s")
        #expect(!same.text.contains("*"), "\(same.text)")
    }

    @Test(arguments: [24, 40, 60, 80, 120])
    func theTableFitsTheWidth(width: Int) {
        let response = Self.session(width: width).run("compare swiftui, s, t")
        #expect(!response.failed, "\(response.text)")
        #expect(response.lines.allSatisfy { columns($0) <= width }, "\(response.text)")
        // Every spring's name shows somewhere, whole.
        for name in ["swiftui.smooth", "swiftui.snappy", "swiftui.bouncy"] where width >= 40 {
            #expect(response.text.contains(name), "\(name) missing at width \(width):\n\(response.text)")
        }
    }

    @Test(arguments: [
        ("compare", "'compare' needs the argument 'values'"),
        ("compare s, 3", "compare cannot take a number"),
        ("compare s, decay(100pt/s)", "springs only"),
        ("compare x -> x", "for two curves use diff"),
        ("compare s, 0..1", "no range"),
        ("compare s, width: 3", "no argument 'width'"),
    ])
    func compareErrors(line: String, message: String) {
        let response = Self.session().run(line)
        #expect(response.failed && response.text.contains(message), "\(response.text)")
    }

    // MARK: diff

    @Test func theLargestGapBetweenTwoSpringsMatchesAHighPrecisionReference() throws {
        let session = Self.session()
        let report = try GapReport(Self.arguments("diff s, t"), line: "diff s, t", interpreter: session.interpreter)
        // mpmath (30 digits): p(t) = 1 − e^(−ζωt)(cos ωd t + ζω/ωd sin ωd t), ω = 2π/T,
        // s: ζ 0.8, T 0.4; t: ζ 0.7, T 0.5. The gap's peak is the root of p_s'(t) = p_t'(t)
        // in (0.05, 0.2) (findroot, solver anderson): t* = 0.113296124844810972,
        // p_s − p_t = 0.104500099961199328. The velocity gap's peak is the root of
        // p_s'' = p_t'' in (0.01, 0.1): 0.0398159630647980445, p_s' − p_t' = 1.48182281977543312.
        // Tolerances: the gap to 1e-12 relative (double rounding of the closed form);
        // times to 1e-6 s, since at a flat peak a time is only fixed to about √ε.
        #expect(abs(report.position.value - 0.104500099961199328) <= 1e-12)
        #expect(abs(report.position.time - 0.113296124844810972) <= 1e-6)
        #expect(abs(report.velocity.value - 1.48182281977543312) <= 1e-11)
        #expect(abs(report.velocity.time - 0.0398159630647980445) <= 1e-6)
        // The reported values are Motion's at the reported time.
        let a = try Spring(.dampingResponse(damping: 0.8, response: 0.4)), b = try Spring(.durationBounce(duration: 0.5, bounce: 0.3))
        #expect(report.position.value == a.value(at: report.position.time) - b.value(at: report.position.time))
        // Over the window plot draws (MotionWindow): 1.2 × the later settle time.
        #expect(report.lo == 0 && report.hi == max(a.timeWindow, b.timeWindow))
        #expect(abs(report.hi - 1.2 * max(a.settlingTime(), b.settlingTime())) <= 1e-15)
        let text = session.run("diff s, t").text
        #expect(text.contains("largest gap 10.45 % of the distance at 113.3 ms"), "\(text)")
        #expect(text.contains("(s ahead)") && text.contains("largest velocity gap 1.482/s at 39.82 ms"), "\(text)")
    }

    @Test func decaysDifferMostWhereTheLongerOneStops() throws {
        let session = Self.session()
        let line = "diff decay(1200pt/s), decay(1200pt/s, rate: fast)"
        let report = try GapReport(Self.arguments(line), line: line, interpreter: session.interpreter)
        // scripts/references/uikit_decay_end.py (mpmath): x(t) = v(1 − e^(−λt))/λ, λ = −1000 ln r,
        // until the stop (0.5 pt/s), then the projection v/λ; the normal decay stops at
        // ln(2400)/λ = 3.88771909765699483 s, where the gap is the two projections' difference.
        #expect(abs(report.position.time - 3.88771909765699483) <= 1e-12)
        #expect(abs(report.position.value - 480.000804831639272515) <= 1e-9)
        // Velocities start equal and part; the velocity gap peaks where λ₁e^(−λ₁t) = λ₂e^(−λ₂t).
        let l1 = -1000 * log(0.998), l2 = -1000 * log(0.99)
        let peak = log(l2 / l1) / (l2 - l1)
        #expect(abs(report.velocity.time - peak) <= 1e-6)
    }

    @Test func randomSpringPairsNeverBeatDenseSampling() throws {
        var random = SplitMix64(seed: 7)
        let session = Self.session()
        for _ in 0..<40 {
            let z1 = Double.random(in: 0.1...1.5, using: &random), r1 = Double.random(in: 0.1...1, using: &random)
            let z2 = Double.random(in: 0.1...1.5, using: &random), r2 = Double.random(in: 0.1...1, using: &random)
            let line = "diff spring(damping: \(z1), response: \(r1)s), spring(damping: \(z2), response: \(r2)s)"
            let report = try GapReport(Self.arguments(line), line: line, interpreter: session.interpreter)
            let a = try Spring(.dampingResponse(damping: z1, response: r1)), b = try Spring(.dampingResponse(damping: z2, response: r2))
            var dense = 0.0
            for i in 0...100_000 {
                let t = report.hi * Double(i) / 100_000
                dense = max(dense, abs(a.value(at: t) - b.value(at: t)))
            }
            // At least the dense maximum (less rounding), and no more than the curves allow.
            #expect(abs(report.position.value) >= dense - 1e-12, "\(line): \(report.position) < \(dense)")
            #expect(abs(report.position.value) == abs(a.value(at: report.position.time) - b.value(at: report.position.time)))
        }
    }

    @Test func functionsOfTimeAndRangesWork() {
        let session = Self.session()
        let text = session.run("diff t -> 1 - exp(-t/0.1s), s").text
        #expect(text.contains("largest gap") && text.contains("largest velocity gap 10/s at 0 s"), "\(text)")
        let ranged = session.run("diff s, t, 0s..0.05s").text
        #expect(ranged.contains("over 0 s … 50 ms") && ranged.contains("at 50 ms"), "\(ranged)")
    }

    @Test(arguments: [
        ("diff", "'diff' needs the argument 'motions'"),
        ("diff s", "exactly two"),
        ("diff s, t, s", "exactly two"),
        ("diff s, decay(100pt/s)", "cannot be compared"),
        ("diff s, 3", "cannot take a number"),
        ("diff x -> x, x -> 2*x", "give the times"),
        ("diff s, t, 0pt..1pt", "must be times"),
        ("diff s, x -> (1, 2)", "gives a point"),
    ])
    func diffErrors(line: String, message: String) {
        let response = Self.session().run(line)
        #expect(response.failed && response.text.contains(message), "\(response.text)")
    }

    static func arguments(_ line: String) -> [Argument] {
        guard case .success(.command(let command)) = Parser.parse(line, commands: CommandRegistry.table) else { return [] }
        return command.arguments.compactMap { $0.expression.map { Argument(value: $0) } }
    }
}
