import FluidMotion

/// `a - b` of two motions over time (springs, decays, retargeted motions, traces) or
/// functions of one variable: a curve of its own, how far a is ahead of b at each moment.
/// `plot d`, `diff d, …` and `value(d, 100ms)` read it like any motion.
///
/// When both parts are motions it is a `FluidMotion.MotionDifference`, in the parts' dimension
/// (checked when it is made: progress minus a distance means nothing). A part that is a
/// function is sampled by whoever draws it; its dimension is known only then.
public struct DifferenceValue: Sendable {
    public let minuend: Value
    public let subtrahend: Value
    /// The difference as a motion, when both parts are motions.
    public let motion: MotionOverTime?
    /// The motions and functions it subtracts, counted through differences inside it: every
    /// moment of it evaluates each of them, so it is held to ``maximumParts``.
    public let parts: Int

    /// The most parts a difference may have. `d = d - d` doubles them line after line;
    /// past this, drawing or settling it would evaluate thousands of motions per moment.
    public static let maximumParts = 64

    /// - Throws: the message for two motions whose positions are of different dimensions.
    init(_ a: Value, minus b: Value) throws(DimensionMismatch) {
        minuend = a
        subtrahend = b
        parts = DifferenceValue.parts(of: a) + DifferenceValue.parts(of: b)
        if let left = a.motionOverTime, let right = b.motionOverTime {
            guard left.dimension == right.dimension else { throw DimensionMismatch(left: left.dimension, right: right.dimension) }
            motion = MotionOverTime(curve: MotionDifference(left.curve, minus: right.curve), dimension: left.dimension,
                                    unit: left.unit ?? right.unit, velocityUnit: left.velocityUnit ?? right.velocityUnit,
                                    quantity: "difference")
        } else {
            motion = nil
        }
    }

    /// Two motions whose positions cannot be subtracted.
    struct DimensionMismatch: Error {
        let left: Dimension
        let right: Dimension
    }

    private static func parts(of value: Value) -> Int {
        if case .difference(let d) = value { return d.parts }
        return 1
    }

    /// `progress (a number)`, `a length`: what a motion's position is, in words.
    static func positionPhrase(_ d: Dimension) -> String { d == .none ? "progress (a number)" : d.phrase }
}
