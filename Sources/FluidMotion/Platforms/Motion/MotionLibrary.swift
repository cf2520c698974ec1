/// Motion (Framer Motion), from motiondivision/motion
/// `packages/motion-dom/src/animation/generators/spring.ts` (the math is `MotionLibrarySpring`):
/// physics keys `{ stiffness: 100, damping: 10, mass: 1 }`, which win over the time keys;
/// `{ duration: 0.8, bounce: 0.3 }` through `findSpring` (duration is Motion's settle time, not
/// SwiftUI's period); `{ visualDuration, bounce: 0.3 }`. Bounce is clamped to a damping ratio
/// of 0.05 … 1 and duration to 0.01 … 10 s. Its duration rule is the generator's rest check
/// on a 50 ms grid (`Spring.motionRestDuration`).
public struct MotionLibraryPlatform: MotionPlatform {
    public init() {}
    public let name = "motion", title = "Motion (Framer Motion)", aliases = ["framermotion"]
    public let upstream = "motiondivision/motion packages/motion-dom/src/animation/generators/spring.ts (ANCHORS.md)"
    /// Checked against 13.1.1's own code (the figures in the tests); the rules of 12.34.3
    /// (time-defined springs ignore velocity) and 12.36.0 (the rest rule checks velocity
    /// whatever the damping) hold from those releases on.
    public let release = "12.36+"

    public var constructors: [SpringConstructor] {
        [SpringConstructor(name: "motion.spring",
            summary: "Motion (Framer Motion) 12.36+: stiffness/damping/mass (100/10/1), "
                   + "duration/bounce (0.8 s, 0.3: Motion's settle time, not SwiftUI's period), visualDuration/bounce; "
                   + "bounce is clamped to a damping ratio of 0.05 … 1; a spring given by duration or visualDuration starts at rest "
                   + "whatever its velocity, and one given by duration ends at it",
            example: "motion.spring(duration: 0.5s, bounce: 0.25)",
            forms: [.motionPhysical, .motionDuration, .motionVisualDuration])]
    }

    public var family: SpringFamily? {
        SpringFamily(name: name, primary: .motionPhysical, alternatives: [.motionVisualDuration, .motionDuration])
    }

    public var presets: [SpringPreset] {
        [SpringPreset("default", .spring(.motionPhysical, [:]), "{ type: \"spring\" } with no keys: stiffness 100, damping 10, mass 1")]
    }

    public var members: [SpringMember] {
        [(name: "visualDuration", form: .motionVisualDuration, label: "visualDuration"),
         (name: "motionDuration", form: .motionDuration, label: "duration")]
    }

    /// Motion clamps the damping ratio its bounce gives to 0.05 … 1 and the duration to
    /// 0.01 … 10 s.
    public func notes(on form: SpringForm, written values: [String: Double], flags: [String: Bool], spring: Spring) -> [SpringPhrase] {
        guard form == .motionDuration || form == .motionVisualDuration else { return [] }
        var notes: [SpringPhrase] = []
        if let bounce = values["bounce"] {
            let ratio = MotionLibrarySpring.dampingRatio(bounce: bounce)
            if ratio != 1 - bounce {
                notes.append("Motion treats bounce \(number: bounce) as \(number: 1 - ratio) (damping ratio \(number: ratio); it keeps 0.05 … 1)")
            }
        }
        if form == .motionDuration, let duration = values["duration"], MotionLibrarySpring.clampedDuration(duration) != duration {
            notes.append("Motion clamps duration \(time: duration) to \(time: MotionLibrarySpring.clampedDuration(duration))")
        }
        return notes
    }

    public var exportTarget: ExportTarget? { .motion }

    /// tune's knobs: visual duration and bounce.
    public var tuneKnobs: [SpringForm] { [.motionVisualDuration] }

    /// `{ type: "spring", stiffness, damping, mass }`, and the `{ visualDuration, bounce }`
    /// form as a comment when Motion's bounce can give the damping ratio (the deviation is
    /// the worse of the two).
    public func exportedCode(_ spring: Spring, tolerance: Double) -> ExportedCode {
        let physics = spring.exportedPhysics
        let (m, k, c, v) = (physics.mass, physics.stiffness, physics.damping, physics.velocity)
        let velocityKey = spring.initialVelocity == 0 ? "" : ", velocity: \(v)"
        var lines = ["{ type: \"spring\", stiffness: \(k), damping: \(c), mass: \(m)\(velocityKey) }"]
        var deviation = spring.closedFormDeviation(physics, model: "Motion 12.36+'s closed form from the printed values")
        if spring.initialVelocity != 0, spring.motionVisualDurationBounce != nil {
            // Motion starts a spring given by visualDuration at rest: not the same spring.
            lines.append("// not { visualDuration, bounce }: Motion 12.34.3+ starts a spring given by visualDuration at rest, dropping this velocity")
        } else if let form = spring.motionVisualDurationBounce {
            let visual = spring.exportNumber(form.visualDuration), bounceNumber = spring.exportNumber(form.bounce)
            lines.append("// the same spring: { type: \"spring\", visualDuration: \(visual), bounce: \(bounceNumber)\(velocityKey) }")
            let omega = MotionLibrarySpring.naturalFrequency(visualDuration: visual.value)
            let zeta = MotionLibrarySpring.dampingRatio(bounce: bounceNumber.value)
            deviation = .worst(deviation, spring.closedFormDeviation(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, velocity: v.value,
                                                                     model: "Motion 12.36+'s visualDuration form from the printed values"))
        } else {
            let why = spring.dampingRatio > 1 ? "over-damped" : "bouncier than Motion's bounce allows (damping ratio under 0.05)"
            lines.append("// no visualDuration form: this spring is \(why)")
        }
        lines += spring.exportVelocityNote().map { "// " + $0 }
        return ExportedCode(lines: lines, deviation: deviation)
    }
}

extension ExportTarget {
    public static let motion = ExportTarget("motion", title: "Framer Motion",
                                            summary: "{ type: \"spring\", stiffness, damping, mass }, or { visualDuration, bounce }")
}

// MARK: - Forms

extension SpringForm {
    /// Physics keys, defaults stiffness 100, damping 10, mass 1; they win over duration keys.
    public static let motionPhysical = physical.renamed("motionPhysical", "motion.spring",
        [.number("stiffness", default: 100), .number("damping", default: 10), .number("mass", default: 1)])
    /// `{ duration: 0.8, bounce: 0.3 }` through `findSpring`; read back exactly, or nil when
    /// Motion's bounce cannot give the damping ratio or the duration falls outside its clamp.
    public static let motionDuration = SpringForm("motionDuration", "motion.spring",
        [.time("duration", default: MotionLibrarySpring.defaultDuration), .number("bounce", default: MotionLibrarySpring.defaultBounce)], ignoresVelocity: true,
        build: { v, _ in .motionDuration(duration: value(v, "duration"), bounce: value(v, "bounce")) },
        inverse: { s in
            if let motion = s.motionDurationBounce { return .values(["duration": motion.duration, "bounce": motion.bounce]) }
            if let reason = motionBounceLimit(s) { return .none(reason) }
            let needed = s.motionUnclampedDuration ?? .nan
            return .none("it would need a duration of \(time: needed); Motion clamps durations to 10 ms … 10 s")
        })
    /// `{ visualDuration, bounce: 0.3 }` (the default bounce of Motion's `spring(visualDuration, bounce)`).
    public static let motionVisualDuration = SpringForm("motionVisualDuration", "motion.spring",
        [.time("visualDuration"), .number("bounce", default: MotionLibrarySpring.defaultBounce)], ignoresVelocity: true,
        build: { v, _ in .motionVisualDuration(visualDuration: value(v, "visualDuration"), bounce: value(v, "bounce")) },
        inverse: { s in
            guard let motion = s.motionVisualDurationBounce else { return .none(motionBounceLimit(s) ?? "") }
            return .values(["visualDuration": motion.visualDuration, "bounce": motion.bounce])
        })

    /// Why Motion's bounce cannot give this spring's damping ratio; nil when it can.
    private static func motionBounceLimit(_ s: Spring) -> SpringPhrase? {
        if s.dampingRatio > 1 { return "Motion's bounce never over-damps (this damping ratio is \(number: s.dampingRatio))" }
        if s.dampingRatio < 0.05 { return "Motion's bounce keeps the damping ratio at 0.05 or more (this one is \(number: s.dampingRatio))" }
        return nil
    }
}

// MARK: - Read-back

/// Reading a spring in Motion's time keys. Each returns nil when Motion cannot express the
/// spring exactly; each is the exact inverse of the matching `SpringParameters` case, up to
/// rounding.
extension Spring {
    /// Motion's `{ visualDuration, bounce }` for this spring: visualDuration = 2π/(1.2·ω0) (s),
    /// bounce = 1 − ζ. nil unless 0.05 ≤ ζ ≤ 1, the damping ratios Motion's bounce can give
    /// (it never over-damps, and clamps ζ below at 0.05).
    public var motionVisualDurationBounce: (visualDuration: Double, bounce: Double)? {
        guard MotionLibrarySpring.dampingRatioRange.contains(dampingRatio) else { return nil }
        return (MotionLibrarySpring.visualDuration(naturalFrequency: naturalFrequency), 1 - dampingRatio)
    }

    /// Motion's `{ duration, bounce }` for this spring (`findSpring` inverted exactly):
    /// duration = ω0T/ω0 with ω0T the envelope product of ζ, bounce = 1 − ζ. nil unless
    /// 0.05 ≤ ζ ≤ 1 and the duration lies in Motion's 0.01 … 10 s.
    public var motionDurationBounce: (duration: Double, bounce: Double)? {
        guard MotionLibrarySpring.dampingRatioRange.contains(dampingRatio) else { return nil }
        let duration = MotionLibrarySpring.duration(naturalFrequency: naturalFrequency, dampingRatio: dampingRatio)
        guard MotionLibrarySpring.durationRange.contains(duration) else { return nil }
        return (duration, 1 - dampingRatio)
    }

    /// The Motion duration this spring would need, before Motion's 0.01 … 10 s clamp; nil when
    /// Motion's bounce cannot give its damping ratio. Says why `motionDurationBounce` is nil.
    public var motionUnclampedDuration: Double? {
        guard MotionLibrarySpring.dampingRatioRange.contains(dampingRatio) else { return nil }
        return MotionLibrarySpring.duration(naturalFrequency: naturalFrequency, dampingRatio: dampingRatio)
    }
}

// MARK: - Duration

extension Spring {
    /// Motion's rest rule (motion-dom's spring generator run through
    /// `calcGeneratorDuration`): the animation is done at the first frame of a 50 ms grid
    /// (t = 0, 50, 100 … ms) where |target − x| ≤ restDelta and |velocity| ≤ restSpeed. Since
    /// Motion 12.36.0 the velocity is checked whatever the damping (`MotionLibraryRelease.current`);
    /// before, only for an under-damped spring (`.before12_36`). When the grid reaches
    /// 20 000 ms without that, Motion reports an infinite duration, and so does this (+∞).
    /// A spring given by `duration` ends at its duration instead (`MotionLibrarySpring.durationEnd`).
    ///
    /// - Parameters:
    ///   - distance: the size of the move in the animated value's units (1 for opacity or a
    ///     scale from 0 to 1; 300 for a 300 px slide). Motion picks its thresholds from it.
    ///   - restSpeed: units per second; nil for Motion's default, 0.01 for a move under 5
    ///     units and 2 otherwise (Motion treats 0 as unset too).
    ///   - restDelta: units; nil for Motion's default, 0.005 under 5 units and 0.5 otherwise.
    ///   - release: the rule of Motion 12.36+ (the default) or the one before.
    /// The initial velocity is `initialVelocity · distance` units per second toward the
    /// target. Velocity is the exact derivative of the closed form, as Motion computes it.
    /// A distance of 0 (or not finite) is at rest at once: 0.
    public func motionRestDuration(distance: Double = 1, restSpeed: Double? = nil, restDelta: Double? = nil,
                                   release: MotionLibraryRelease = .current) -> Double {
        guard distance.isFinite, distance != 0 else { return 0 }
        let small = abs(distance) < 5
        let speedLimit = restSpeed.flatMap { $0 == 0 || !$0.isFinite ? nil : abs($0) } ?? (small ? 0.01 : 2)
        let deltaLimit = restDelta.flatMap { $0 == 0 || !$0.isFinite ? nil : abs($0) } ?? (small ? 0.005 : 0.5)
        let motion = SpringOscillator(spring: self, displacement: distance, velocity: -initialVelocity * distance)
        let checksVelocity = release == .current || dampingRatio < 1
        func done(_ milliseconds: Int) -> Bool {
            let t = Double(milliseconds) / 1000
            guard abs(motion.position(at: t)) <= deltaLimit else { return false }
            return !checksVelocity || abs(motion.velocity(at: t)) <= speedLimit
        }
        var milliseconds = 0
        var finished = done(0)
        while !finished && milliseconds < Self.motionMaximumMilliseconds {
            milliseconds += Self.motionFrameMilliseconds
            finished = done(milliseconds)
        }
        return milliseconds >= Self.motionMaximumMilliseconds ? .infinity : Double(milliseconds) / 1000
    }

    /// Motion's `calcGeneratorDuration` time step (ms).
    public static let motionFrameMilliseconds = 50
    /// Motion's `maxGeneratorDuration` (ms): at or past it the duration is infinite.
    public static let motionMaximumMilliseconds = 20_000
}

/// Which of Motion's rest rules: the current one (velocity checked whatever the damping,
/// since 12.36.0) or the one before (velocity checked for under-damped springs only).
public enum MotionLibraryRelease: String, Sendable, CaseIterable {
    case current
    case before12_36
}

// MARK: - The math of motion-dom's spring generator

/// Motion's (Framer Motion's) time-based springs, as `motion-dom`'s spring generator defines
/// them (motiondivision/motion, `packages/motion-dom/src/animation/generators/spring.ts`):
///
/// - Bounce → damping ratio: ζ = clamp(1 − bounce, 0.05, 1). Motion never over-damps and never
///   goes below ζ = 0.05, whatever the bounce.
/// - `visualDuration` (s): ω0 = 2π / (1.2·visualDuration); mass 1.
/// - `duration` (s, clamped to 0.01 … 10 as Motion does) with `bounce`: `findSpring` picks ω0 so
///   that its envelope reaches `safeMin` = 0.001 at the duration, with velocity 0 (time-defined
///   springs ignore velocity upstream):
///   ζ < 1: (ζ / √(1 − ζ²))·e^(−ζω0T) = 0.001, so ω0 = ln(ζ / (0.001·√(1 − ζ²))) / (ζT), exactly;
///   ζ = 1: e^(−ω0T)·(ω0T + 1) = 0.001, so ω0 = u*/T with u* ≈ 9.2335 the root of
///   u − ln(1 + u) = −ln 0.001 (`criticalProduct`).
///   Upstream approximates the root with Newton steps from ω0 = 5/T (`rootIterations` 12, a
///   loop from 1: 11 steps); fluid solves it exactly, so springs match upstream to the
///   accuracy of those steps, not beyond: an ulp or so for ordinary bounces, but 2.4 % low at
///   bounce 1e-8, where the steps stop short. `MotionLibrarySpringOptions` runs Motion's own steps
///   (what `retarget(…, platform: motion)` draws).
/// Stiffness k = ω0², damping c = 2ζω0 (mass 1), as upstream.
///
/// A spring given by `duration` or `visualDuration` starts at rest whatever velocity it is
/// given (since 12.34.3), and one given by `duration` ends at its duration (`durationEnd`).
public enum MotionLibrarySpring {
    /// The release whose rules fluid models, as help and export comments name it; the
    /// figures in the tests come from 13.1.1's own code.
    public static let release = "Motion 12.36+"

    /// When Motion's JavaScript animation (JSAnimation) ends a spring given by `duration`
    /// (seconds): at the generator's `calculatedDuration`, the duration in ms clamped to
    /// 10 ms … 10 s (findSpring's clamp), on the first display frame at or after it. Checked
    /// against Motion 13.1.1's spring generator in MotionDurationEndReferenceTests.
    public static func animationEnd(duration: Double) -> Double {
        clampedDuration(duration * 1000 / 1000)
    }

    /// When a spring given by `duration` (seconds) ends in Motion: its generator is done at
    /// t ≥ the duration in ms, clamped to 0.01 … 10 s, which `calcGeneratorDuration` finds
    /// on its 50 ms grid: the first multiple of 50 ms at or after it. The milliseconds are
    /// made as Motion makes them (s · 1000, then / 1000, clamped, · 1000), so where that
    /// rounding lands just past a frame, both end on the next one. This grid is Motion's
    /// `calcGeneratorDuration` (its WAAPI easing and `toString`); a JS-driven animation
    /// (JSAnimation) takes the generator's own duration instead and ends on the first display
    /// frame at or after the duration itself (`MotionLibrarySpringOptions.endMilliseconds`).
    public static func durationEnd(duration: Double) -> Double {
        let end = clampedDuration(duration * 1000 / 1000) * 1000
        let step = Double(Spring.motionFrameMilliseconds)
        var frames = (end / step).rounded(.up)
        // The division may round across a whole number: settle on the first frame whose
        // time is at or after the end, as the grid's comparison does.
        if frames * step < end { frames += 1 }
        if frames > 0 && (frames - 1) * step >= end { frames -= 1 }
        return frames * step / 1000
    }

    /// The envelope level `findSpring` solves for (`safeMin`).
    public static let envelopeLevel = 0.001
    /// Motion's clamp of `duration`, in seconds.
    public static let durationRange: ClosedRange<Double> = 0.01...10
    /// Motion's clamp of the damping ratio.
    public static let dampingRatioRange: ClosedRange<Double> = 0.05...1
    /// Motion's defaults: physics keys stiffness 100, damping 10, mass 1; time keys 0.8 s, bounce 0.3.
    public static let defaultDuration = 0.8
    public static let defaultBounce = 0.3

    /// ζ = clamp(1 − bounce, 0.05, 1).
    public static func dampingRatio(bounce: Double) -> Double {
        min(max(1 - bounce, dampingRatioRange.lowerBound), dampingRatioRange.upperBound)
    }

    /// The duration Motion uses: clamped to 0.01 … 10 s.
    public static func clampedDuration(_ duration: Double) -> Double {
        min(max(duration, durationRange.lowerBound), durationRange.upperBound)
    }

    /// ω0 = 2π / (1.2·visualDuration), rad/s.
    public static func naturalFrequency(visualDuration: Double) -> Double {
        2 * Double.pi / (visualDuration * 1.2)
    }

    /// visualDuration = 2π / (1.2·ω0), s: the inverse of `naturalFrequency(visualDuration:)`.
    public static func visualDuration(naturalFrequency omega: Double) -> Double {
        2 * Double.pi / (1.2 * omega)
    }

    /// ω0·T at which `findSpring`'s envelope reaches 0.001, for damping ratio ζ in [0.05, 1]
    /// given with its complement 1 − ζ (pass the bounce itself when it was not clamped: ζ near
    /// 1 rounds, the bounce does not): ln(ζ/(0.001·√((1 − ζ)(1 + ζ))))/ζ below 1, u* at 1.
    static func envelopeProduct(dampingRatio zeta: Double, complement: Double) -> Double {
        if zeta >= 1 || complement <= 0 { return criticalProduct }
        let logRatio = log(zeta) - 0.5 * (log(complement) + log(2 - complement)) - log(envelopeLevel)
        return logRatio / zeta
    }

    /// The ω0 of `findSpring` for a duration T (already clamped) and a bounce.
    public static func naturalFrequency(duration: Double, bounce: Double) -> Double {
        let zeta = dampingRatio(bounce: bounce)
        // Unclamped, 1 − ζ is the bounce exactly; clamped, 1 − ζ is exact (ζ in [0.05, 1]).
        let complement = zeta == 1 - bounce ? bounce : 1 - zeta
        return envelopeProduct(dampingRatio: zeta, complement: complement) / duration
    }

    /// The duration T whose `findSpring` gives ω0 at damping ratio ζ: the inverse of
    /// `naturalFrequency(duration:bounce:)` (before Motion's clamp).
    public static func duration(naturalFrequency omega: Double, dampingRatio zeta: Double) -> Double {
        envelopeProduct(dampingRatio: zeta, complement: 1 - zeta) / omega
    }

    /// u* with e^(−u)·(1 + u) = 0.001, u > 0: the root of h(u) = u − ln(1 + u) + ln 0.001, which
    /// is convex and increasing for u > 0, so Newton's method from a point right of the root
    /// descends monotonically onto it; it stops when a step no longer decreases u (the last
    /// representable approach). ≈ 9.23341 (see the tests for the 30-digit value).
    public static let criticalProduct: Double = {
        let c = -log(envelopeLevel)
        var u = c + log1p(c) + 1            // h(u) > 0 here: ln(1 + u) < ln(1 + c) + 1 for this u
        for _ in 0..<100 {
            let h = u - log1p(u) - c
            let next = u - h * (1 + u) / u
            if !(next < u) { break }
            u = next
        }
        return u
    }()
}
