/// A spring family resolved to physics, validated. Internal: `Spring.init` uses it.
struct ResolvedSpring {
    var mass: Double
    var stiffness: Double
    var damping: Double
    var naturalFrequency: Double
    var dampingRatio: Double

    init(_ parameters: SpringParameters) throws(MotionError) {
        let twoPi = 2 * Double.pi
        switch parameters {
        case let .dampingResponse(zeta, period):
            try requireNonNegative(zeta, "damping", "it is the damping ratio: 1 = no bounce, below 1 bounces")
            try requirePositiveTime(period, "response", "the period of the undamped spring")
            try self.init(mass: 1, omega: twoPi / period, zeta: zeta,
                          stiffness: (twoPi / period) * (twoPi / period),
                          damping: 2 * twoPi * zeta / period,
                          frequencyName: "response", dampingName: "damping")
        case let .durationBounce(duration, bounce):
            try requirePositiveTime(duration, "duration", "the period of the undamped spring")
            guard bounce.isFinite else { throw finiteError("bounce") }
            guard bounce > -1, bounce <= 1 else {
                throw MotionError(parameter: "bounce",
                                  message: "bounce must be greater than -1 and at most 1 (0 = no bounce, 1 = never stops, below 0 = slower than no bounce)")
            }
            let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
            try self.init(mass: 1, omega: twoPi / duration, zeta: zeta,
                          stiffness: (twoPi / duration) * (twoPi / duration),
                          damping: 2 * twoPi * zeta / duration,
                          frequencyName: "duration", dampingName: "bounce")
        case let .physical(mass, stiffness, damping):
            try requirePositive(mass, "mass")
            try requirePositive(stiffness, "stiffness")
            try requireNonNegative(damping, "damping", "0 = never stops")
            let ratio = stiffness / mass
            guard ratio.isFinite else {
                throw MotionError(parameter: "stiffness", message: "stiffness is too large for this mass (the spring would be infinitely fast)")
            }
            guard ratio > 0 else {
                throw MotionError(parameter: "stiffness", message: "stiffness is too small for this mass (the spring would never move)")
            }
            try self.init(mass: mass, omega: ratio.squareRoot(),
                          zeta: damping / (2 * stiffness.squareRoot() * mass.squareRoot()),
                          stiffness: stiffness, damping: damping,
                          frequencyName: "stiffness", dampingName: "damping")
        case let .tensionFriction(tension, friction):
            try requirePositive(tension, "tension")
            try requireNonNegative(friction, "friction", "0 = never stops")
            try self.init(mass: 1, omega: tension.squareRoot(), zeta: friction / (2 * tension.squareRoot()),
                          stiffness: tension, damping: friction,
                          frequencyName: "tension", dampingName: "friction")
        case let .stiffnessDampingRatio(stiffness, zeta):
            try requirePositive(stiffness, "stiffness")
            try requireNonNegative(zeta, "dampingRatio", "1 = no bounce, below 1 bounces")
            try self.init(mass: 1, omega: stiffness.squareRoot(), zeta: zeta,
                          stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot(),
                          frequencyName: "stiffness", dampingName: "dampingRatio")
        case let .settlingDurationDampingRatio(settlingDuration, zeta, epsilon):
            try requirePositiveTime(settlingDuration, "settlingDuration", "the time after which the spring stays within epsilon of its target")
            guard zeta.isFinite else { throw finiteError("dampingRatio") }
            guard zeta > 0 else {
                throw MotionError(parameter: "dampingRatio", message: "dampingRatio must be greater than 0 (an undamped spring never settles)")
            }
            guard epsilon.isFinite else { throw finiteError("epsilon") }
            guard epsilon > 0, epsilon < 1 else {
                throw MotionError(parameter: "epsilon", message: "epsilon must be between 0 and 1 (a fraction of the distance, like 0.001)")
            }
            let omega = SettlingDurationSolver.naturalFrequency(settlingDuration: settlingDuration, dampingRatio: zeta, epsilon: epsilon)
            try self.init(mass: 1, omega: omega, zeta: zeta, stiffness: omega * omega, damping: 2 * zeta * omega,
                          frequencyName: "settlingDuration", dampingName: "dampingRatio")
        case let .platform(written):
            self = try written.writing.resolved()
        }
    }

    /// Physics from ω0 and ζ as a form resolves them, refused when they overflow or vanish;
    /// `frequencyName` and `dampingName` are the written parameters a refusal names.
    init(mass: Double, omega: Double, zeta: Double, stiffness: Double, damping: Double,
                 frequencyName: String, dampingName: String) throws(MotionError) {
        guard omega.isFinite, (omega * omega).isFinite, stiffness.isFinite else {
            throw MotionError(parameter: frequencyName,
                              message: "\(frequencyName) is too extreme: the spring would be infinitely fast")
        }
        guard omega > 0, stiffness > 0 else {
            throw MotionError(parameter: frequencyName,
                              message: "\(frequencyName) is too extreme: the spring would never move")
        }
        guard zeta.isFinite, (zeta * omega).isFinite, damping.isFinite else {
            throw MotionError(parameter: dampingName,
                              message: "\(dampingName) is too large: the spring would never arrive")
        }
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.naturalFrequency = omega
        self.dampingRatio = zeta
    }
}

func finiteError(_ name: String) -> MotionError {
    MotionError(parameter: name, message: "\(name) must be a finite number")
}

func requirePositive(_ value: Double, _ name: String) throws(MotionError) {
    guard value.isFinite else { throw finiteError(name) }
    guard value > 0 else { throw MotionError(parameter: name, message: "\(name) must be greater than 0") }
}

func requirePositiveTime(_ value: Double, _ name: String, _ meaning: String) throws(MotionError) {
    guard value.isFinite else { throw finiteError(name) }
    guard value > 0 else {
        throw MotionError(parameter: name, message: "\(name) must be a positive time (\(meaning), in seconds)")
    }
}

func requireNonNegative(_ value: Double, _ name: String, _ hint: String) throws(MotionError) {
    guard value.isFinite else { throw finiteError(name) }
    guard value >= 0 else { throw MotionError(parameter: name, message: "\(name) must be 0 or more (\(hint))") }
}

// MARK: - Reading a spring in any family

extension Spring {
    /// The spring as UIKit's damping ratio and response: (ζ, 2π/ω0 in s).
    public var dampingResponse: (damping: Double, response: Double) { (dampingRatio, response) }

    /// The spring as SwiftUI's duration (= response, s) and bounce (see `bounce`).
    public var durationBounce: (duration: Double, bounce: Double) { (response, bounce) }

    /// Mass, stiffness and damping coefficient.
    public var physical: (mass: Double, stiffness: Double, damping: Double) { (mass, stiffness, damping) }

    /// react-spring's tension and friction: the same motion with mass 1, i.e. (k/m, c/m).
    public var tensionFriction: (tension: Double, friction: Double) {
        mass == 1 ? (stiffness, damping) : (stiffness / mass, damping / mass)
    }

    /// Android's stiffness (mass 1, k/m) and damping ratio ζ.
    public var stiffnessDampingRatio: (stiffness: Double, dampingRatio: Double) {
        (mass == 1 ? stiffness : stiffness / mass, dampingRatio)
    }
}
