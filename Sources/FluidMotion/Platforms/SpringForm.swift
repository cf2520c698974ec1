/// One argument of a spring form: its label, whether it is a time (seconds), a plain number
/// or a true/false flag, and its default when the platform has one.
public struct SpringLabel: Sendable, Hashable {
    /// What a label's value is.
    public enum Kind: Sendable, Hashable {
        /// A time, in seconds (a plain number written for it is taken in seconds).
        case time
        /// A plain number, with the platform's own meaning (a ratio, a stiffness, Origami units).
        case number
        /// true or false.
        case flag
    }

    public let name: String
    public let kind: Kind
    /// The value used when the label is left out (seconds for times); nil when it is required.
    public let defaultValue: Double?
    /// For a flag, its value when left out.
    public let defaultFlag: Bool?

    /// A time label (seconds), required unless `default` is given.
    public static func time(_ name: String, default value: Double? = nil) -> SpringLabel {
        SpringLabel(name: name, kind: .time, defaultValue: value, defaultFlag: nil)
    }

    /// A plain-number label, required unless `default` is given.
    public static func number(_ name: String, default value: Double? = nil) -> SpringLabel {
        SpringLabel(name: name, kind: .number, defaultValue: value, defaultFlag: nil)
    }

    /// A true/false label with its default.
    public static func flag(_ name: String, default value: Bool) -> SpringLabel {
        SpringLabel(name: name, kind: .flag, defaultValue: nil, defaultFlag: value)
    }
}

/// One way a platform writes a spring: the callee that writes it in fluid (`spring`,
/// `motion.spring`, `swiftui.bouncy`), its labels in display order with their units and
/// defaults, how values map to `SpringParameters`, and the exact inverse (read-back): the
/// values that give a spring in this form, or why the form cannot express it.
///
/// Values are in base units: seconds for `.time` labels, the platform's own numbers for the
/// rest. `build` expects every label filled (see `parameters(_:flags:)`, which fills defaults).
/// The inverse is exact up to rounding: build → spring → inverse gives the values back to
/// ~1e-12 relative wherever the platform takes them as written (no clamp).
public struct SpringForm: Sendable, Hashable, CustomStringConvertible {
    /// A stable name for the form, e.g. `dampingResponse`, `motionDuration`.
    public let id: String
    /// The callee that writes it in fluid: `spring`, `motion.spring`, `swiftui.bouncy`.
    public let constructor: String
    /// The labels with their kinds and defaults, in display order.
    public let arguments: [SpringLabel]
    /// Motion's parameters from values in base units, every label filled.
    public let build: @Sendable (_ values: [String: Double], _ flags: [String: Bool]) -> SpringParameters
    /// The values (base units) that give `spring` in this form, or why there are none.
    public let inverse: @Sendable (Spring) -> SpringFormInverse
    /// The platform starts a spring written in this form at rest whatever velocity it is
    /// given (Motion's springs given by `duration` or `visualDuration`, since 12.34.3).
    public let ignoresVelocity: Bool
    /// The platform derives the spring from its velocity too (UIKit's iOS 7 API): `build` finds
    /// the velocity (fractions of the move per second) under "velocity" in its values.
    public let readsVelocity: Bool

    public init(_ id: String, _ constructor: String, _ arguments: [SpringLabel], ignoresVelocity: Bool = false, readsVelocity: Bool = false,
                build: @escaping @Sendable ([String: Double], [String: Bool]) -> SpringParameters,
                inverse: @escaping @Sendable (Spring) -> SpringFormInverse) {
        self.id = id
        self.constructor = constructor
        self.arguments = arguments
        self.ignoresVelocity = ignoresVelocity
        self.readsVelocity = readsVelocity
        self.build = build
        self.inverse = inverse
    }

    /// The same form under another id and callee, with other defaults (`swiftui.interactiveSpring`
    /// is `Animation.spring`'s form with 0.15 s and 0.86).
    public func renamed(_ id: String, _ constructor: String, _ arguments: [SpringLabel]? = nil) -> SpringForm {
        SpringForm(id, constructor, arguments ?? self.arguments, ignoresVelocity: ignoresVelocity, readsVelocity: readsVelocity,
                   build: build, inverse: inverse)
    }

    public static func == (a: SpringForm, b: SpringForm) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public var description: String { id }

    /// The labels, in display order (flags included).
    public var labels: [String] { arguments.map(\.name) }
    /// Labels that may be left out, and their value (seconds for times).
    public var defaults: [String: Double] {
        arguments.reduce(into: [:]) { result, label in if let value = label.defaultValue { result[label.name] = value } }
    }
    /// Flag labels and their value when left out.
    public var flagDefaults: [String: Bool] {
        arguments.reduce(into: [:]) { result, label in if let flag = label.defaultFlag { result[label.name] = flag } }
    }
    /// The labels that are times, in seconds.
    public var times: Set<String> { Set(arguments.filter { $0.kind == .time }.map(\.name)) }
    /// The labels that must be given (no default).
    public var required: Set<String> {
        Set(arguments.filter { $0.defaultValue == nil && $0.defaultFlag == nil }.map(\.name))
    }

    /// The parameters for `values` and `flags`, defaults filled in. A missing required value
    /// is NaN, which `Spring.init` refuses, naming the label.
    public func parameters(_ values: [String: Double], flags: [String: Bool] = [:], velocity: Double = 0) -> SpringParameters {
        var filled = defaults.merging(values) { _, given in given }
        for label in required where filled[label] == nil { filled[label] = .nan }
        if readsVelocity { filled["velocity"] = velocity }
        return build(filled, flagDefaults.merging(flags) { _, given in given })
    }

    /// A spring written in this form (defaults filled in), with UIKit's relative velocity
    /// (0 when the form ignores velocity).
    public func spring(_ values: [String: Double], flags: [String: Bool] = [:], initialVelocity: Double = 0) throws(MotionError) -> Spring {
        try Spring(parameters(values, flags: flags, velocity: initialVelocity), initialVelocity: ignoresVelocity ? 0 : initialVelocity)
    }

    /// `values[label]`, NaN when missing: for `build` closures (Spring.init names a NaN).
    public static func value(_ values: [String: Double], _ label: String) -> Double { values[label] ?? .nan }
}

/// The values that write a spring in a form, or why the form cannot.
public enum SpringFormInverse: Sendable {
    case values([String: Double], flags: [String: Bool] = [:])
    /// A phrase that completes "cannot express this spring: …".
    case none(SpringPhrase)
}
