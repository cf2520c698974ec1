import FluidMotion

/// The deceleration models `decay(v, model:)` and `project(v, model:)` know, by the names
/// users type (bare words or strings).
public enum DecayModel: String, CaseIterable, Sendable {
    /// UIKit, the exact continuous decay (decay's default).
    case exact
    /// UIKit as the WWDC 2018 talk sums it, per millisecond (project's default).
    case talk
    /// Android's FlingAnimation.
    case android
    /// Motion's (Framer Motion's) inertia.
    case inertia
    /// react-spring's decay.
    case reactspring
    /// Jetpack Compose's exponentialDecay().
    case compose
    /// Rebound's coasting spring (SpringConfig.coastingConfigWithOrigamiFriction).
    case rebound
    /// Jetpack Compose's splineBasedDecay(density): Android's scroll fling spline.
    case splineBasedDecay

    /// The model a name means, any case: a platform's name or alias means its first model
    /// (`MotionPlatform.decayModels`: `uikit` is exact, `motion` inertia), else a model's own
    /// word or one of its other words.
    public static func named(_ name: String) -> DecayModel? {
        let word = OldNames.current(name.lowercased())
        if let platform = MotionPlatforms.named(orAlias: word), let first = platform.decayModels.first {
            return DecayModel(rawValue: first)
        }
        switch word {
        case "exact": return .exact
        case "talk", "wwdc": return .talk
        case "fling": return .android
        case "inertia": return .inertia
        case "react-spring": return .reactspring
        case "exponentialdecay": return .compose
        case "coasting": return .rebound
        case "splinebaseddecay", "composespline", "spline": return .splineBasedDecay
        default: return nil
        }
    }

    /// The model's own parameters, in display order.
    public var labels: [String] {
        switch self {
        case .exact, .talk, .reactspring: return ["rate"]
        case .android, .rebound: return ["friction"]
        case .inertia: return ["power", "timeConstant"]
        case .compose: return ["frictionMultiplier", "absVelocityThreshold"]
        case .splineBasedDecay: return ["density"]
        }
    }

    /// Every parameter label any model takes.
    static let allLabels = ["rate", "friction", "power", "timeConstant", "frictionMultiplier", "absVelocityThreshold", "density"]

    /// How tables name it.
    public var title: String {
        switch self {
        case .exact: return "UIKit exact"
        case .talk: return "UIKit talk"
        case .android: return "Android fling"
        case .inertia: return "Motion inertia"
        case .reactspring: return "react-spring"
        case .compose: return "Compose exponentialDecay"
        case .rebound: return "Rebound coasting"
        case .splineBasedDecay: return "Compose splineBasedDecay"
        }
    }

    /// The model's rest rule, as summaries state it.
    public var restRule: String {
        switch self {
        case .exact, .talk: return "stops when |v| < 0.5 pt/s"
        case .android: return "stops where |v| < 46.88 pt/s"
        case .inertia: return "snaps to its target within 0.5 pt"
        case .reactspring: return "stops where a 60 Hz frame moves < 0.1 pt"
        case .compose: return "stops when |v| reaches absVelocityThreshold, whole ms"
        case .rebound: return "stops when |v| < 0.001 units/s (restSpeedThreshold)"
        case .splineBasedDecay: return "ends at its fling spline's duration, whole ms"
        }
    }

    /// The default of a parameter of `model`, as written: Rebound's coasting friction is
    /// Origami 7, the friction of its default config; the rest as `defaultValue(_:)`.
    static func defaultValue(_ label: String, model: DecayModel) -> Quantity {
        model == .rebound && label == "friction" ? Quantity(7) : defaultValue(label)
    }

    /// The default of each parameter, as written.
    static func defaultValue(_ label: String) -> Quantity {
        switch label {
        case "friction": return Quantity(AndroidFling.defaultFriction)
        case "power": return Quantity(InertiaDecay.defaultPower)
        case "timeConstant": return Quantity(InertiaDecay.defaultTimeConstant * 1000, in: .millisecond)
        case "frictionMultiplier": return Quantity(1)
        case "absVelocityThreshold": return Quantity(0.1)
        case "density": return Quantity(1)
        default: return Quantity(DecelerationRate.normal.perMillisecond)
        }
    }
}

/// A flick decaying under one model, as `decay(1200pt/s, model: android)` wrote it.
public struct DecayValue: Sendable {
    public var decay: Deceleration
    /// The release velocity as written (a speed, `1200pt/s`).
    public var velocity: Quantity
    public var model: DecayModel
    /// The model's parameters as written, defaults filled in: `rate` (plain, per ms),
    /// `friction` (plain: FlingAnimation's scalar; or a rate per second: λ itself),
    /// `power` (plain), `timeConstant` (a time).
    public var parameters: [String: Quantity]

    /// - Throws: `MotionError` naming the parameter that is out of range, or "velocity" when
    ///   the flick is so fast that its distance or stop time overflows.
    public init(model: DecayModel, velocity: Quantity, parameters given: [String: Quantity]) throws(MotionError) {
        var parameters: [String: Quantity] = [:]
        for label in model.labels { parameters[label] = given[label] ?? DecayModel.defaultValue(label, model: model) }
        let v = velocity.value
        func value(_ label: String) -> Double { parameters[label]?.value ?? .nan }
        switch model {
        case .exact: decay = .exact(Decay(velocity: v, rate: try DecelerationRate(value("rate"))))
        case .talk: decay = .talk(TalkDecay(velocity: v, rate: try DecelerationRate(value("rate"))))
        case .reactspring: decay = .reactSpring(try ReactSpringDecay(velocity: v, decay: value("rate")))
        case .android: decay = .android(try AndroidFling(velocity: v, friction: DecayValue.frictionScalar(parameters["friction"]!)))
        case .rebound: decay = .rebound(try ReboundCoasting(velocity: v, friction: DecayValue.reboundFriction(parameters["friction"]!)))
        case .inertia: decay = .inertia(try InertiaDecay(velocity: v, power: value("power"), timeConstant: value("timeConstant")))
        case .compose: decay = .compose(try ComposeExponentialDecay(velocity: v, frictionMultiplier: value("frictionMultiplier"),
                                                                    absVelocityThreshold: value("absVelocityThreshold")))
        case .splineBasedDecay: decay = .composeSpline(try ComposeSplineDecay(velocity: v, density: value("density")))
        }
        guard v.isFinite, decay.distance.isFinite, decay.stopTime().isFinite else {
            throw MotionError(parameter: "velocity", message: "this flick is too fast to model: its distance overflows")
        }
        self.velocity = velocity
        self.model = model
        self.parameters = parameters
    }

    /// FlingAnimation's scalar f from `friction:` as written: a plain number is f, a rate per
    /// second is λ = 4.2·f.
    static func frictionScalar(_ q: Quantity) -> Double {
        q.dimension == .frequency ? DecayConversion.androidFriction(decayConstant: q.value) : q.value
    }

    /// Rebound's physical friction λ from `friction:` as written: a plain number is Origami
    /// friction o, as coastingConfigWithOrigamiFriction takes it (λ = (o − 8)·3 + 25); a rate
    /// per second is λ itself, as `new SpringConfig(0, λ)`.
    static func reboundFriction(_ q: Quantity) -> Double {
        q.dimension == .frequency ? q.value : Rebound.frictionFromOrigami(q.value)
    }

    /// The model's own friction as a plain number: Android's scalar f, or Rebound's Origami
    /// friction; nil for the models without one.
    var ownFriction: Double? {
        guard let q = parameters["friction"] else { return nil }
        guard model == .rebound else { return DecayValue.frictionScalar(q) }
        return q.dimension == .frequency ? Rebound.origamiFriction(fromPhysical: q.value) : q.value
    }

    /// The length unit distances are shown in: that of the velocity (`px/s` → px).
    var lengthUnit: Unit? { velocity.unit.flatMap(Builtins.lengthUnit(ofRate:)) }

    /// The per-millisecond rate: the model's own where it has one, else UIKit's rate of the
    /// same curve, e^(−λ/1000).
    public var rate: Double {
        parameters["rate"]?.value ?? DecayConversion.rate(decayConstant: decay.decayConstant)
    }
}
