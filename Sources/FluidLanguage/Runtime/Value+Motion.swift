import FluidMotion

/// A language value read as a motion over time: the curve (`FluidMotion.MotionCurve`) and what
/// its numbers are, so plots, `diff`, `play`, `value(…, t)` and CSS export take every kind
/// of motion through one door.
///
/// Positions are in base units of `dimension` (progress for springs and retargeted motions,
/// lengths for decays, the samples' dimension for a trace); velocities in those per second.
public struct MotionOverTime: Sendable {
    public var curve: any MotionCurve
    /// The dimension of a position (a velocity is this per second).
    public var dimension: Dimension
    /// How positions are best shown (`px` for a decay flicked in px/s); nil for base units.
    public var unit: Unit?
    /// How velocities are best shown; nil for base units.
    public var velocityUnit: Unit?
    /// What a position is, for an axis label: "progress", "distance", "difference"; nil
    /// for recorded samples, which are whatever was recorded.
    public var quantity: String?

    /// A position as a quantity.
    public func position(_ value: Double) -> Quantity { Quantity(value, dimension, unit: unit) }
    /// A velocity as a quantity.
    public func velocity(_ value: Double) -> Quantity { Quantity(value, dimension / .time, unit: velocityUnit) }
}

extension Value {
    /// The one mapping from values to motions over time: a spring (its step response), a
    /// decay, a retargeted motion, a one-axis trace, and a difference of two of these. nil
    /// for anything else, functions included (they are sampled by the interpreter instead).
    public var motionOverTime: MotionOverTime? {
        switch self {
        case .spring(let s):
            return MotionOverTime(curve: s.spring, dimension: .none, unit: nil, velocityUnit: nil, quantity: "progress")
        case .motion(let m):
            return MotionOverTime(curve: m.motion, dimension: .none, unit: nil, velocityUnit: nil, quantity: "progress")
        case .decay(let d):
            return MotionOverTime(curve: d.decay, dimension: .length, unit: d.lengthUnit, velocityUnit: d.velocity.unit, quantity: "distance")
        case .trace(let t):
            guard case .one(let samples) = t.samples else { return nil }
            return MotionOverTime(curve: samples, dimension: t.dimension, unit: t.unit, velocityUnit: t.rateUnit, quantity: nil)
        case .difference(let d):
            return d.motion
        default:
            return nil
        }
    }

    /// An easing (`css.easeOut`, `cubicBezier(…)`) as its timing curve, which plays over a
    /// duration the user gives (`fit`, `play`); nil for anything else.
    public var easing: CubicBezierTiming? {
        guard case .function(let function) = self else { return nil }
        return Builtins.easingTiming(function)
    }

    /// A value `-` can take to make a difference over time: a motion, a function of one
    /// variable, or such a difference.
    var isCurve: Bool {
        switch self {
        case .function(let f): return f.arity == 1 || f.arity == nil
        case .difference: return true
        default: return motionOverTime != nil
        }
    }
}
