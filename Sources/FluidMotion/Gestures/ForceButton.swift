/// The flashlight button (nathangitter/fluid-interfaces, `FlashlightButton`): a force-driven
/// state machine with hysteresis, and a scale that follows the force.
///
/// With normalised force f in [0, 1] at each sample:
/// - reset → activated when f ≥ `activation` (0.5);
/// - activated → confirmed when f ≤ `confirmation` (0.49): the light toggles;
/// - confirmed → reset when f ≤ `reset` (0.4).
/// The gaps between the thresholds are hysteresis: a finger resting on a threshold does not
/// flicker between states. Lifting the finger returns to reset.
///
/// Scale while pressed: 1 + (maxWidth/minWidth − 1)·f (the source's widths: 50 → 92 pt);
/// on release it springs back to 1 with damping 0.4, response 0.2 s from where it was.
public struct ForceButton: Hashable, Sendable {
    public var reset: Double
    public var activation: Double
    public var confirmation: Double
    public var minWidth: Double
    public var maxWidth: Double

    public init(reset: Double = 0.4, activation: Double = 0.5, confirmation: Double = 0.49,
                minWidth: Double = 50, maxWidth: Double = 92) {
        self.reset = reset
        self.activation = activation
        self.confirmation = confirmation
        self.minWidth = minWidth
        self.maxWidth = maxWidth
    }

    /// The release spring of the source: damping 0.4, response 0.2 s.
    public static let releaseSpring = try! Spring(.dampingResponse(damping: 0.4, response: 0.2))

    /// The next state after a sample of force `f` in state `state`.
    public func next(_ state: ForceState, force f: Double) -> ForceState {
        switch state {
        case .reset: return f >= activation ? .activated : .reset
        case .activated: return f <= confirmation ? .confirmed : .activated
        case .confirmed: return f <= reset ? .reset : .confirmed
        }
    }

    /// Scale for force f: 1 + (maxWidth/minWidth − 1)·f.
    public func scale(force f: Double) -> Double { 1 + (maxWidth / minWidth - 1) * f }

    /// The state changes over a press: (time, new state), starting with (start, reset) and,
    /// when the press ends in another state, (end, reset) for the finger lifting.
    ///
    /// - Throws: `MotionError` (parameter "force") if a force is outside [0, 1].
    public func transitions(_ force: Trace<Double>) throws(MotionError) -> [(time: Double, state: ForceState)] {
        try Self.checkForces(force)
        var state = ForceState.reset
        var result: [(time: Double, state: ForceState)] = [(force.start, .reset)]
        for (t, f) in zip(force.times, force.samples) {
            let next = next(state, force: f)
            if next != state { result.append((t, next)); state = next }
        }
        if state != .reset { result.append((force.end, .reset)) }
        return result
    }

    /// Times at which the light toggles (each entry into `confirmed`).
    public func toggles(_ force: Trace<Double>) throws(MotionError) -> [Double] {
        try transitions(force).filter { $0.state == .confirmed }.map(\.time)
    }

    /// Scale over time: the formula at each sample of the press, then the release spring from
    /// the last scale back to 1, sampled every `step` seconds for `settle` seconds. A step
    /// that is not a positive time, a `settle` that is not finite, or a release grid past
    /// ``SampleGrid/maximumSamples`` samples throws instead of trapping or allocating.
    public func scaleTrace(_ force: Trace<Double>, step: Double = 1.0 / 120, settle: Double? = nil) throws(MotionError) -> Trace<Double> {
        try Self.checkForces(force)
        var times = force.times
        var values = force.samples.map { scale(force: $0) }
        let release = SpringMove(spring: Self.releaseSpring, from: values[values.count - 1], velocity: 0, to: 1)
        let length = settle ?? Self.releaseSpring.settlingTime(threshold: 0.001)
        let steps = try SampleGrid.steps(covering: length, every: step, parameter: length.isFinite && length >= 0 ? "step" : "settle")
        for k in 1...max(steps, 1) {
            let t = Double(k) * step
            times.append(force.end + t)
            values.append(release.position(at: t))
        }
        return Trace<Double>(unchecked: times, values)
    }

    static func checkForces(_ force: Trace<Double>) throws(MotionError) {
        if let bad = force.samples.firstIndex(where: { !($0 >= 0 && $0 <= 1) }) {
            throw MotionError(parameter: "force",
                              message: "force must be between 0 and 1 (a fraction of the maximum force); sample \(bad + 1) is \(force.samples[bad])")
        }
    }
}
