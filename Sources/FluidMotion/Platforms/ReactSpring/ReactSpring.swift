/// react-spring, from pmndrs/react-spring `packages/core/src/AnimationConfig.ts` and
/// `constants.ts`: `{ tension: 170, friction: 26, mass: 1 }` (mass-spring: stiffness =
/// tension, damping = friction), or `{ frequency, damping: 1, mass: 1 }` where frequency is
/// the undamped period in seconds and damping the damping ratio:
///   tension = (2π/frequency)²·mass, friction = 4π·damping·mass/frequency.
/// Its `config` presets are tension/friction pairs with mass 1. Its integrator is 1 ms
/// semi-implicit Euler in units per millisecond (`ExportResimulation.reactSpringSteps`).
public struct ReactSpringPlatform: MotionPlatform {
    public init() {}
    public let name = "reactspring", title = "react-spring", aliases = ["react", "reactspring"]
    public let upstream = "pmndrs/react-spring packages/core/src/AnimationConfig.ts, constants.ts (ANCHORS.md)"
    /// The release whose frames `ReactSpringFrames` reproduces (checked against 9.7.5).
    public let release = "9.7"

    public var constructors: [SpringConstructor] {
        [SpringConstructor(name: "reactspring.spring",
            summary: "react-spring: tension/friction/mass (170/26/1), or frequency (a period) with damping (a ratio, default 1)",
            example: "reactspring.spring(frequency: 0.5s, damping: 0.7)",
            forms: [.reactSpringTensionFriction, .reactSpringFrequency])]
    }

    public var family: SpringFamily? {
        SpringFamily(name: name, primary: .reactSpringTensionFriction, alternatives: [.reactSpringFrequency])
    }

    /// react-spring's `config` object (constants.ts).
    public var presets: [SpringPreset] {
        [
            SpringPreset("default", .spring(.tensionFriction, ["tension": 170, "friction": 26]),
                         "config.default: tension 170, friction 26, a quick settle with a hint of overshoot"),
            SpringPreset("gentle", .spring(.tensionFriction, ["tension": 120, "friction": 14]),
                         "config.gentle: tension 120, friction 14, soft with a small bounce"),
            SpringPreset("wobbly", .spring(.tensionFriction, ["tension": 180, "friction": 12]),
                         "config.wobbly: tension 180, friction 12, several visible wobbles"),
            SpringPreset("stiff", .spring(.tensionFriction, ["tension": 210, "friction": 20]), "config.stiff: tension 210, friction 20, fast and firm"),
            SpringPreset("slow", .spring(.tensionFriction, ["tension": 280, "friction": 60]),
                         "config.slow: tension 280, friction 60, over-damped and unhurried"),
            SpringPreset("molasses", .spring(.tensionFriction, ["tension": 280, "friction": 120]),
                         "config.molasses: tension 280, friction 120, heavily over-damped"),
        ]
    }

    public var members: [SpringMember] {
        [(name: "frequency", form: .reactSpringFrequency, label: "frequency")]
    }

    /// react-spring's `mergeConfig` clamps the frequency form before it makes tension and
    /// friction: a frequency under 0.01 s becomes 0.01 s, a negative damping 0.
    public func notes(on form: SpringForm, written values: [String: Double], flags: [String: Bool], spring: Spring) -> [SpringPhrase] {
        guard form == .reactSpringFrequency else { return [] }
        var notes: [SpringPhrase] = []
        if let frequency = values["frequency"], frequency < Self.minimumFrequency {
            notes.append("react-spring clamps frequency \(time: frequency) to \(time: Self.minimumFrequency)")
        }
        if let damping = values["damping"], damping < 0 {
            notes.append("react-spring takes damping \(number: damping) as 0: the spring never comes to rest")
        }
        return notes
    }

    /// The shortest `frequency` react-spring takes (s); shorter ones are raised to it.
    public static let minimumFrequency = 0.01

    public var exportTarget: ExportTarget? { .reactspring }

    /// Its frames at 60 Hz (`ReactSpringFrames`).
    public var frameDuration: PlatformFrameDuration? {
        PlatformFrameDuration("react-spring") { spring, limit in
            ReactSpringFrames(spring: spring, to: 1, framesPerSecond: 60).duration(limit: limit)
        }
    }

    /// tune's knobs: frequency and damping.
    public var tuneKnobs: [SpringForm] { [.reactSpringFrequency] }

    /// `config: { tension, friction, mass }` (velocity in units per millisecond), re-run with
    /// react-spring's own 1 ms steps: the deviation is the integrator's, not the rounding's.
    public func exportedCode(_ spring: Spring, tolerance: Double) -> ExportedCode {
        let m = spring.exportNumber(spring.mass), k = spring.exportNumber(spring.stiffness), c = spring.exportNumber(spring.damping)
        let perMillisecond = ExportNumber(spring.initialVelocity / 1000, significant: 6)
        let velocityKey = spring.initialVelocity == 0 ? "" : ", velocity: \(perMillisecond)"
        var lines = ["config: { tension: \(k), friction: \(c), mass: \(m)\(velocityKey) }"]
        if spring.initialVelocity != 0 {
            lines.append("// velocity \(perMillisecond) is for a move of 1; multiply it by your distance (react-spring: units per millisecond)")
        }
        let horizon = ExportResimulation.horizon(of: spring)
        // The horizon is at most 60 s; clamped all the same, so no spring can trap here.
        let milliseconds = SampleGrid.clamped((horizon * 1000).rounded(.up), to: 60_000)
        let steps = ExportResimulation.reactSpringSteps(tension: k.value, friction: c.value, mass: m.value,
                                                        velocityPerMillisecond: perMillisecond.value, milliseconds: milliseconds)
        var worst = 0.0, at = 0.0
        for (i, x) in steps.enumerated() {
            let error = abs(x - spring.value(at: Double(i) / 1000))
            if error > worst || error.isNaN { worst = error; at = Double(i) / 1000 }
        }
        // What the screen shows: whole-millisecond steps per frame run ahead of the clock, and
        // an animation started from idle gets rafz's 16.667 ms first frame (ReactSpringFrameLoop).
        for fps in [60.0, 120.0] {
            let frames = ReactSpringFrames(tension: k.value, friction: c.value, mass: m.value, velocity: perMillisecond.value, framesPerSecond: fps)
            let (drawn, finished) = frames.drawn(limit: Int(fps * 60))
            var frameWorst = 0.0, frameAt = 0.0
            for (n, x) in drawn.enumerated() {
                let t = Double(n + 1) * frames.frameMilliseconds / 1000
                let error = abs(x - spring.value(at: t))
                if error > frameWorst || error.isNaN { frameWorst = error; frameAt = t }
            }
            let steps = Int(frames.frameMilliseconds.rounded(.up)), firstSteps = Int(frames.firstFrameMilliseconds.rounded(.up))
            let perFrame = "\(steps) ms of steps per \(ExportNumber(frames.frameMilliseconds, significant: 3)) ms frame"
            let claim = ExportDeviation(maximum: frameWorst, time: frameAt,
                                        model: "react-spring 9.7 as drawn at \(Int(fps)) Hz" + (firstSteps == steps ? ", " + perFrame
                                            : " from idle, \(firstSteps) ms of steps in the first frame, then " + perFrame))
            lines.append("// " + claim.text + (finished ? "" : " (not at rest within a minute)"))
        }
        return ExportedCode(lines: lines, deviation: ExportDeviation(maximum: worst, time: at, model: "react-spring 9.7's 1 ms semi-implicit Euler steps"))
    }
}

extension ExportTarget {
    public static let reactspring = ExportTarget("reactspring", title: "react-spring", summary: "config: { tension, friction, mass }")
}

extension SpringParameters {
    /// react-spring's `{ frequency, damping, mass }`: frequency is the undamped period (s,
    /// > 0), damping the damping ratio (≥ 0, default 1), mass default 1. With mass 1 the
    /// spring keeps ω0 = 2π/frequency and ζ exactly as written; otherwise it is react-spring's
    /// own tension = (2π/frequency)²·mass and friction = 4π·damping·mass/frequency.
    public static func reactSpring(frequency: Double, damping: Double = 1, mass: Double = 1) -> SpringParameters {
        if mass == 1 { return .dampingResponse(damping: damping, response: frequency) }
        let omega = 2 * Double.pi / frequency
        return .physical(mass: mass, stiffness: omega * omega * mass, damping: 4 * Double.pi * damping * mass / frequency)
    }

    /// react-spring's `{ tension: 170, friction: 26, mass: 1 }`: stiffness, damping and mass.
    public static func reactSpring(tension: Double = 170, friction: Double = 26, mass: Double = 1) -> SpringParameters {
        .physical(mass: mass, stiffness: tension, damping: friction)
    }
}

extension Spring {
    /// react-spring's `{ frequency, damping, mass }` for this spring: frequency = 2π/ω0 (s),
    /// damping = ζ, mass as is. Every spring has one.
    public var reactSpringFrequency: (frequency: Double, damping: Double, mass: Double) { (response, dampingRatio, mass) }
}

extension SpringForm {
    /// `{ tension: 170, friction: 26, mass: 1 }` (its `config.default`).
    public static let reactSpringTensionFriction = SpringForm("reactSpringTensionFriction", "reactspring.spring",
        [.number("tension", default: 170), .number("friction", default: 26), .number("mass", default: 1)],
        build: { v, _ in .reactSpring(tension: value(v, "tension"), friction: value(v, "friction"), mass: value(v, "mass")) },
        inverse: { s in .values(["tension": s.stiffness, "friction": s.damping, "mass": s.mass]) })
    /// `{ frequency, damping: 1, mass: 1 }` (see `SpringParameters.reactSpring(frequency:damping:mass:)`).
    public static let reactSpringFrequency = SpringForm("reactSpringFrequency", "reactspring.spring",
        [.time("frequency"), .number("damping", default: 1), .number("mass", default: 1)],
        // react-spring's mergeConfig: frequency < 0.01 → 0.01, damping < 0 → 0 (NaN passes to the checks).
        build: { v, _ in
            let frequency = value(v, "frequency"), damping = value(v, "damping")
            return .reactSpring(frequency: frequency < ReactSpringPlatform.minimumFrequency ? ReactSpringPlatform.minimumFrequency : frequency,
                                damping: damping < 0 ? 0 : damping, mass: value(v, "mass"))
        },
        inverse: { s in
            let form = s.reactSpringFrequency
            return .values(["frequency": form.frequency, "damping": form.damping, "mass": form.mass])
        })
}
