import FluidMotion

/// A spring animation retargeted while it runs, as `retarget(...)` calls wrote it: the
/// first spring and each retarget's time, target and spring, so it prints back as source.
public struct RetargetedMotionValue: Sendable {
    /// One `retarget(…, at:, to:, spring:)` step.
    public struct Retarget: Sendable {
        /// The retarget time as written.
        public var at: Quantity
        /// The new target as written (fractions of the first move), nil to keep the old one.
        public var target: Quantity?
        /// The new spring, nil to keep the old one.
        public var spring: SpringValue?
    }

    public var motion: RetargetedMotion
    /// The spring that starts the motion (0 → 1).
    public var base: SpringValue
    public var retargets: [Retarget]
    /// The most retargets one motion takes: each one adds a segment that every moment,
    /// settle and print of it walks (a chain of thousands made each line take seconds).
    public static let maximumRetargets = 100

    public init(spring: SpringValue) {
        motion = RetargetedMotion(spring.spring)
        base = spring
        retargets = []
    }

    /// This motion retargeted once more.
    /// - Throws: `MotionError` ("at" or "to") from `RetargetedMotion.retargeted`.
    public func retargeted(_ step: Retarget) throws(MotionError) -> RetargetedMotionValue {
        var result = self
        result.motion = try motion.retargeted(at: step.at.value, to: step.target?.value, spring: step.spring?.spring)
        result.retargets.append(step)
        return result
    }

    /// The spring of the last segment, as written.
    public var lastSpring: SpringValue { retargets.last(where: { $0.spring != nil })?.spring ?? base }

    static let memberNames = ["settle", "overshoot", "peak", "target", "segments", "retargets", "spring"]

    func member(_ name: String, nameSpan: SourceSpan) throws(Diagnostic) -> Value? {
        switch name {
        case "settle": return .number(Quantity(motion.settlingTime(), .time))
        case "overshoot": return .number(Quantity(motion.overshoot, .none, unit: .percent))
        case "peak":
            guard let peak = motion.peakTime else { throw Diagnostic(Messages.motionHasNoPeak, nameSpan) }
            return .number(Quantity(peak, .time))
        case "target": return .number(Quantity(motion.finalTarget))
        case "segments": return .number(Quantity(Double(motion.segments.count)))
        case "retargets": return .list(retargets.map { .number($0.at) })
        case "spring": return .spring(lastSpring)
        default: return nil
        }
    }
}
