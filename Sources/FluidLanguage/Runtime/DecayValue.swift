import FluidMotion

/// A deceleration model `decay(v, model:)` and `project(v, model:)` know, by the names users
/// type (bare words or strings): one of the platforms' declarations (`MotionPlatform.decayModels`,
/// listed by `MotionPlatforms.decayModels`), which state its words, parameters, title and rest
/// rule and build its decay.
public struct DecayModel: Sendable, Equatable, CustomStringConvertible {
    public let declaration: DecayModelDeclaration

    /// Every model, in the order they are listed.
    public static let all: [DecayModel] = MotionPlatforms.decayModels.map(DecayModel.init)

    /// `decay`'s default, the model its summary calls exact (UIKit's continuous decay).
    public static let exact: DecayModel = all.first { $0.declaration.defaultFor == .decay } ?? all[0]
    /// `project`'s default, the model of the WWDC 2018 talk's sum.
    public static let talk: DecayModel = all.first { $0.declaration.defaultFor == .project } ?? all[0]

    /// The model a name means, any case: a platform's name or alias means its first model
    /// (`uikit` is exact, `motion` inertia), else a model's own word or one of its other words.
    public static func named(_ name: String) -> DecayModel? {
        MotionPlatforms.decayModel(named: OldNames.current(name.lowercased())).map(DecayModel.init)
    }

    /// The word `model:` takes, as the decay prints it.
    public var rawValue: String { declaration.word }
    public var description: String { rawValue }

    /// The model's own parameters, in display order.
    public var labels: [String] { declaration.labels }

    /// Every parameter label any model takes, in the order they are listed.
    static let allLabels: [String] = all.flatMap(\.labels).reduce(into: []) { labels, label in
        if !labels.contains(label) { labels.append(label) }
    }

    /// The first listed declaration of each parameter: what it takes, its default as help shows it.
    static func describing(_ label: String) -> DecayParameterDeclaration? { firstDeclarations[label] }

    /// `describing`'s answers, found once: each label's declaration in the first model listing it.
    private static let firstDeclarations: [String: DecayParameterDeclaration] = all.reduce(into: [:]) { found, model in
        for parameter in model.declaration.parameters where found[parameter.name] == nil { found[parameter.name] = parameter }
    }

    /// How tables name it.
    public var title: String { declaration.title }

    /// The model's rest rule, as summaries state it.
    public var restRule: String { declaration.restRule }

    /// The default of a parameter of this model, as written (a time in milliseconds).
    func defaultValue(_ label: String) -> Quantity? {
        declaration.parameter(label).map(DecayModel.quantity)
    }

    /// A parameter's default as a quantity: a time in milliseconds, else a plain number.
    static func quantity(_ parameter: DecayParameterDeclaration) -> Quantity {
        parameter.kind == .time ? Quantity(parameter.defaultValue * 1000, in: .millisecond) : Quantity(parameter.defaultValue)
    }

    public static func == (a: DecayModel, b: DecayModel) -> Bool { a.declaration.word == b.declaration.word }
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
        var arguments: [String: (value: Double, isRate: Bool)] = [:]
        for parameter in model.declaration.parameters {
            let q = given[parameter.name] ?? DecayModel.quantity(parameter)
            parameters[parameter.name] = q
            arguments[parameter.name] = (q.value, parameter.kind == .plainOrRate && q.dimension == .frequency)
        }
        let v = velocity.value
        decay = try model.declaration.build(v, DecayArguments(arguments))
        guard v.isFinite, decay.distance.isFinite, decay.stopTime().isFinite else {
            throw MotionError(parameter: "velocity", message: "this flick is too fast to model: its distance overflows")
        }
        self.velocity = velocity
        self.model = model
        self.parameters = parameters
    }

    /// A friction as written, in the own units of the first model listed with one
    /// (FlingAnimation's scalar f): a plain number as it is, a rate per second converted.
    static func frictionScalar(_ q: Quantity) -> Double {
        guard q.dimension == .frequency, let plain = DecayModel.describing("friction")?.plainOfRate else { return q.value }
        return plain(q.value)
    }

    /// The model's own friction as a plain number, in the platform's units (FlingAnimation's
    /// scalar, Origami friction), from a friction written either way; nil for models without one.
    var ownFriction: Double? {
        guard let q = parameters["friction"], let parameter = model.declaration.parameter("friction") else { return nil }
        guard q.dimension == .frequency, let plain = parameter.plainOfRate else { return q.value }
        return plain(q.value)
    }

    /// The length unit distances are shown in: that of the velocity (`px/s` → px).
    var lengthUnit: Unit? { velocity.unit.flatMap(Builtins.lengthUnit(ofRate:)) }

    /// The per-millisecond rate: the model's own where it has one, else UIKit's rate of the
    /// same curve, e^(−λ/1000).
    public var rate: Double {
        parameters["rate"]?.value ?? DecayConversion.rate(decayConstant: decay.decayConstant)
    }
}
