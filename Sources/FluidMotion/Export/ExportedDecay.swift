/// A decay as a session export hands it to each platform's part: the word of the model it
/// was made with (`exact`, `inertia`), the flick's velocity (units per second) and its curve,
/// whose type is the model's (`InertiaDecay`, `AndroidFling`, …), so a part reads the
/// parameters of its own platform's model from it and converts any other through the decay
/// constant λ (1/s), which every model has.
public struct ExportedDecay: Sendable {
    public let model: String
    public let velocity: Double
    public let curve: any DecelerationCurve

    public init(model: String, velocity: Double, curve: any DecelerationCurve) {
        self.model = model
        self.velocity = velocity
        self.curve = curve
    }

    /// λ, 1/s.
    public var decayConstant: Double { curve.decayConstant }

    /// A parameter as exported code prints it: 6 significant digits, as a spring's.
    public func exportNumber(_ x: Double) -> ExportNumber { ExportNumber(x, significant: 6) }

    /// How far an exponential decay x(t) = amplitude·(1 − e^(−λt)), run from printed values,
    /// strays from fluid's curve, in fractions of the curve's distance, on a 1 ms grid from
    /// the release until the curve stops (its model's rest rule) and a fifth more. The
    /// exponential never stops; past the curve's stop the gap is what it still travels.
    /// A flick of no distance has deviation 0.
    public func exponentialDeviation(amplitude: Double, decayConstant lambda: Double, model: String) -> ExportDeviation {
        let distance = abs(curve.distance)
        guard distance > 0, distance.isFinite else { return ExportDeviation(maximum: 0, time: 0, model: model) }
        let horizon = min(60, curve.restTime * MotionWindow.margin)
        return ExportResimulation.deviation({ t in amplitude * -expm1(-lambda * t) / distance },
                                            from: { t in curve.position(at: min(t, curve.restTime)) / distance },
                                            horizon: horizon, model: model)
    }

    /// How many times the flick's velocity the curve starts at: 1 for an exponential decay,
    /// power/τ for an inertia whose power is not its time constant. A platform's exponential
    /// decay follows the curve when started at this multiple of the gesture's velocity.
    public var velocityScale: Double {
        let start = curve.velocity(at: 0)
        return velocity == 0 || !start.isFinite ? 1 : start / velocity
    }

    /// What a platform's exponential decay says beside its claim when it must be started
    /// faster than the flick (`velocityScale` not 1 to 6 digits), else "".
    public var velocityScaleNote: String {
        let scale = exportNumber(velocityScale)
        return scale.value == 1 ? "" : ", started at \(scale)× the gesture's velocity (this decay starts at \(scale)× its flick's)"
    }

    /// The same for a platform that takes the decay constant alone and is started at
    /// `velocityScale` × the flick's velocity: amplitude that velocity over λ.
    public func exponentialDeviation(decayConstant lambda: Double, model: String) -> ExportDeviation {
        exponentialDeviation(amplitude: velocity * exportNumber(velocityScale).value / lambda, decayConstant: lambda, model: model)
    }
}
