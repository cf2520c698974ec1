/// One flick under any platform's deceleration model, for code that handles them alike (the
/// notebook's `decay`, plots, the side-by-side table): the model's curve, of whatever type its
/// platform declares (`DecayModelDeclaration.build`, in the platform's folder). The curve's type
/// documents its formula, its source and its rest rule; a platform that runs its own decays
/// frame by frame finds them by type (`decay.curve as? ReboundCoasting`, say). Two decelerations
/// are equal when their curves are the same type with equal values.
public struct Deceleration: Hashable, Sendable {
    public let curve: any DecelerationCurve

    public init(_ curve: any DecelerationCurve) {
        self.curve = curve
    }

    public var initialVelocity: Double { curve.initialVelocity }
    /// λ, 1/s.
    public var decayConstant: Double { curve.decayConstant }
    public func position(at t: Double) -> Double { curve.position(at: t) }
    public func velocity(at t: Double) -> Double { curve.velocity(at: t) }
    public var distance: Double { curve.distance }
    /// When the model's rest rule stops the flick (s).
    public func stopTime() -> Double { curve.restTime }

    public static func == (a: Deceleration, b: Deceleration) -> Bool { AnyHashable(a.curve) == AnyHashable(b.curve) }

    public func hash(into hasher: inout Hasher) { AnyHashable(curve).hash(into: &hasher) }
}
