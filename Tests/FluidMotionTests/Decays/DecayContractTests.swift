import Foundation
import Testing
@testable import FluidMotion

// One rule for a decay's end per model (issue 29, item 1): for every model in
// `MotionPlatforms.decayModels`, `distance` (what `decays`, `compare`, `d.distance` and exports
// read), the curve at `stopTime()` (where plots and exported easings end), and the last frame of
// the model's frames builtin, against the platform's own end, figures taken from outside fluid.
// A model's row is listed in its platform's row (`PlatformRow.decays`, PlatformContractTests);
// a model added without one fails `everyDecayModelHasARow`.
//
// Each row's `end` says what the platform's own end is and where its figures come from:
// - `.exact`: the platform computes one end (Compose's `getTargetValue`, Motion's target), and
//   `distance`, the curve's end and the last frame are that figure (to `tolerance`: 0 for a
//   Float given by its bits, half the last printed digit for figures printed in decimals);
// - `.frameLoop`: the platform's code has no target and stops where a frame finds it at rest,
//   which depends on the frame rate; `distance` is that rule taken at every instant, and the
//   platform's own last frame lies past it by at most one frame of travel at the rest speed.
// Apple's code cannot run here: UIKit's two models end on the projection their rate implies
// (their curve settles on it at fluid's 0.5 pt/s stop), checked against an independent
// evaluation (mpmath, 30 digits) of the published formula (scripts/references/uikit_decay_end.py).
// The notebook's surfaces (`decays`, `compare`, `d.distance`, `d.stop`, the JSON and Swift
// exports) are held to the same curve for every model by NotebookTests' DecayContractSurfaceTests.

/// One flick and the platform's own figure for its end.
struct DecayContractCase: Sendable {
    let velocity: Double
    let arguments: [String: Double]
    /// The platform's end, from the release point.
    let end: Double
    let tolerance: Double
    /// The frames at which `end` was taken, for a frame-loop model.
    var fps: Double = 60

    init(_ velocity: Double, _ arguments: [String: Double] = [:], end: Double, tolerance: Double = 0, fps: Double = 60) {
        self.velocity = velocity
        self.arguments = arguments
        self.end = end
        self.tolerance = tolerance
        self.fps = fps
    }

    /// A Compose Float target given by its bits.
    init(_ velocity: Double, _ arguments: [String: Double] = [:], bits: UInt32) {
        self.init(velocity, arguments, end: Double(Float(bitPattern: bits)))
    }
}

enum DecayEnd: Sendable {
    /// The platform's one end: distance, the curve at its stop and the last frame are it.
    case exact
    /// A frame loop's end: past `distance` by at most one frame's travel at `restSpeed`
    /// (units/s), plus `slack` for the loop's own rounding.
    case frameLoop(restSpeed: @Sendable (Deceleration) -> Double, slack: Double)
}

struct DecayContractRow: Sendable, CustomTestStringConvertible {
    let word: String
    let end: DecayEnd
    let cases: [DecayContractCase]
    /// The last value the model's frames builtin draws from 0 at `fps`; nil for a model without one.
    var lastFrame: (@Sendable (Deceleration, Double) -> Double?)? = nil

    var testDescription: String { word }
}

@Suite struct DecayContractTests {
    /// Every decay model's row, from each platform's row (`PlatformRow.decays`).
    static let rows: [DecayContractRow] = PlatformContractTests.rows.flatMap(\.decays)

    static func decay(_ word: String, _ c: DecayContractCase) throws -> Deceleration {
        let model = try #require(MotionPlatforms.decayModel(named: word))
        var values: [String: (value: Double, isRate: Bool)] = [:]
        for parameter in model.parameters { values[parameter.name] = (parameter.defaultValue, false) }
        for (label, value) in c.arguments {
            #expect(model.parameter(label) != nil, "\(word) takes no \(label)")
            values[label] = (value, false)
        }
        return try model.build(c.velocity, DecayArguments(values))
    }

    @Test func everyDecayModelHasARow() {
        let words = Set(Self.rows.map(\.word))
        for model in MotionPlatforms.decayModels { #expect(words.contains(model.word), "no contract row for decay model \(model.word)") }
        #expect(Self.rows.count == MotionPlatforms.decayModels.count)
        for row in PlatformContractTests.rows {
            #expect(row.decays.map(\.word).sorted() == row.platform.decayModels.map(\.word).sorted(), "\(row.platform.name)'s row lists its decay models")
        }
    }

    @Test(arguments: rows)
    func distanceStopAndLastFrameAreThePlatformsEnd(_ row: DecayContractRow) throws {
        for c in row.cases {
            let d = try Self.decay(row.word, c)
            let label = "\(row.word) \(c.velocity) \(c.arguments)"
            let stop = d.position(at: d.stopTime())
            switch row.end {
            case .exact:
                #expect(abs(d.distance - c.end) <= c.tolerance, "\(label): distance \(d.distance), platform \(c.end)")
                #expect(stop == d.distance, "\(label): the curve stops at \(stop), distance \(d.distance)")
                #expect(d.position(at: d.stopTime() + 1) == d.distance)
                #expect(d.velocity(at: d.stopTime() + 1) == 0, "\(label): still moving after its stop")
                if let last = row.lastFrame?(d, c.fps) { #expect(last == d.distance, "\(label): last frame \(last), distance \(d.distance)") }
            case .frameLoop(let restSpeed, let slack):
                // The loop stops at the first frame after |v| falls under the rest speed: past the
                // instant the rule holds by less than one frame (whole ms, rounded up) at that speed.
                let frame = (1000 / c.fps).rounded(.up) / 1000
                let past = (c.end - d.distance) * (c.velocity < 0 ? -1 : 1)
                #expect(past >= -slack && past <= restSpeed(d) * frame + slack, "\(label): platform \(c.end), distance \(d.distance)")
                #expect(abs(stop - d.distance) <= slack, "\(label): the curve stops at \(stop), distance \(d.distance)")
                #expect(d.velocity(at: d.stopTime() + 1) == 0, "\(label): still moving after its stop")
                if let last = row.lastFrame?(d, c.fps) { #expect(last == c.end, "\(label): last frame \(last), platform \(c.end)") }
            }
            // decays/compare rows and exports read these two, so they must be finite and agree in sign.
            #expect(d.distance.isFinite && d.stopTime().isFinite)
            #expect(d.distance == 0 || (d.distance > 0) == (c.velocity > 0))
        }
    }
}

/// The rows of the platforms' decay models, as their platform rows list them.
extension DecayContractRow {
    // Apple's code cannot run here: the WWDC 2018 projection summed exactly, −v0/(1000·ln r)
    // (MOTION.md), mpmath at the Double r; the curve settles on it at its stop (0.5 pt/s).
    static let exact = DecayContractRow(word: "exact", end: .exact, cases: [
        DecayContractCase(1000, end: 499.499833166454811008854909632, tolerance: 1e-12),
        DecayContractCase(-2500, ["rate": 0.99], end: -248.747906183555209781941137693, tolerance: 1e-12),
        DecayContractCase(300, end: 149.84994994993644330265647289, tolerance: 1e-12),
    ])
    // The talk's sum (v0/1000)·r/(1 − r), mpmath at the Double r; the curve settles on it
    // at the end of the first millisecond under 0.5 pt/s.
    static let talk = DecayContractRow(word: "talk", end: .exact, cases: [
        DecayContractCase(1000, end: 498.999999999999555910790149938, tolerance: 1e-9),
        DecayContractCase(-2500, ["rate": 0.99], end: -247.499999999999777955395074969, tolerance: 1e-9),
        DecayContractCase(300, end: 149.699999999999866773237044981, tolerance: 1e-9),
    ])
    // AndroidFlingFramesReferenceTests' unbounded pixel rows (FlingAnimation.java at
    // aosp-mirror/platform_frameworks_support a9ac247a, run frame by frame): the last value.
    static let android = DecayContractRow(word: "android", end: .frameLoop(restSpeed: { _ in AndroidFling.defaultVelocityThreshold }, slack: 0.01), cases: [
        DecayContractCase(2000, end: Double(Float(bitPattern: 0x43e8a949)), fps: 60),
        DecayContractCase(-3000, ["friction": 0.5], end: Double(Float(bitPattern: 0xc4afcbdd)), fps: 120),
    ], lastFrame: { d, fps in
        guard let fling = d.curve as? AndroidFling else { return nil }
        let frames = AndroidFlingFrames(startVelocity: Float(fling.initialVelocity), friction: Float(fling.friction), framesPerSecond: fps)
        return frames.frames().frames.last.map { Double($0.value) }
    })
    // motion-dom inertia.ts: target = origin + power·velocity, in Doubles as JavaScript
    // computes it (mpmath of the Double product, rounded back), snapped to once at rest.
    static let inertia = DecayContractRow(word: "inertia", end: .exact, cases: [
        DecayContractCase(1200, end: 960.000000000000053290705182008, tolerance: 1e-12),
        DecayContractCase(-450, end: -360.000000000000019984014443253, tolerance: 1e-12),
        DecayContractCase(2000, ["power": 0.35], end: 699.999999999999955591079014994, tolerance: 1e-12),
    ])
    // react-spring stops once a 60 Hz frame moves less than 0.1; the figure is
    // DecelerationModelTests' mpmath evaluation of its SpringValue.advance formula.
    static let reactspring = DecayContractRow(word: "reactspring", end: .exact, cases: [
        DecayContractCase(1200, end: 597.04972222736611906, tolerance: 1e-9),
    ])
    // Compose's FloatExponentialDecaySpec.getTargetValue, run with kotlinc (provenance in
    // ComposeExponentialDecayReferenceTests and ComposeDecayFramesReferenceTests, whose
    // targets these are; the first three decimals rows are issue 29's, the same spec's).
    static let compose = DecayContractRow(word: "compose", end: .exact, cases: [
        DecayContractCase(1200, bits: 1133434978),
        DecayContractCase(-3000, bits: 3291648196),
        DecayContractCase(800, ["frictionMultiplier": 2.5], bits: 1117281446),
        DecayContractCase(5000, ["frictionMultiplier": 0.5, "absVelocityThreshold": 1], bits: 1158989727),
        DecayContractCase(0.05, bits: 0),
        DecayContractCase(-800, bits: 3275650000),
        DecayContractCase(300, ["frictionMultiplier": 2, "absVelocityThreshold": 1], bits: 1108238726),
        DecayContractCase(1500, end: 357.11907958984375),
        DecayContractCase(-800, ["frictionMultiplier": 2], end: -95.22620, tolerance: 5e-6),
        DecayContractCase(400, ["absVelocityThreshold": 5], end: 94.04762, tolerance: 5e-6),
    ], lastFrame: { d, fps in
        guard let exponential = d.curve as? ComposeExponentialDecay else { return nil }
        return ComposeDecayFrames(exponential, framesPerSecond: fps).drawn().values.last.map(Double.init)
    })
    // Rebound's coasting spring as reboundFrames draws it by default: rebound-js 0.1.0 (tag v0.1.0,
    // 1b97a9ce) under its browser AnimationLooper, run in node with the simulated clock of
    // scripts/references/rebound_loopers.tsv: the value where the system went idle. (The same
    // flicks under SteppingSimulationLooper: ReboundCoastingReferenceTests.)
    static let rebound = DecayContractRow(word: "rebound", end: .frameLoop(restSpeed: { _ in ReboundCoasting.defaultRestSpeed }, slack: 1e-9), cases: [
        DecayContractCase(2, ["friction": 7], end: 0.09086792480092556, fps: 60),
        DecayContractCase(1200, ["friction": 7], end: 54.545420944819355, fps: 60),
        DecayContractCase(-500, ["friction": 10], end: -16.12900258820922, fps: 120),
    ], lastFrame: { d, fps in
        guard let coasting = d.curve as? ReboundCoasting else { return nil }
        return coasting.frames(framesPerSecond: fps, looper: .animation).drawn().positions.last
    })
    // splineBasedDecay's getTargetValue (ComposeSplineDecayReferenceTests, androidx a9b06aaf).
    static let splineBasedDecay = DecayContractRow(word: "splineBasedDecay", end: .exact, cases: [
        DecayContractCase(500, bits: 1114196488),
        DecayContractCase(-500, bits: 3261680136),
        DecayContractCase(8000, bits: 1172345576),
        DecayContractCase(-2000, ["density": 2.625], bits: 3281981026),
        DecayContractCase(-8000, ["density": 3], bits: 3309832264),
        DecayContractCase(1, ["density": 2.625], bits: 974832042),
        DecayContractCase(0, bits: 0),
    ], lastFrame: { d, fps in
        guard let spline = d.curve as? ComposeSplineDecay else { return nil }
        return ComposeDecayFrames(spline, framesPerSecond: fps).drawn().values.last.map(Double.init)
    })
}
