import Motion

/// One way of writing a spring: the callee that writes it (`spring`, `framer.spring`), its
/// argument labels in display order with their defaults, how they map to Motion's
/// `SpringParameters`, and the inverse: the arguments that give a spring in this form, or
/// why the form cannot express it. The forms are listed in `SpringForms.swift`.
public struct SpringForm: Sendable, Hashable, CustomStringConvertible {
    /// A stable name for the form, e.g. `dampingResponse`, `framerDuration`.
    public let id: String
    /// The callee that writes it: `spring`, `framer.spring`, `swiftui.bouncy`.
    public let constructor: String
    /// The labels of the form, in the order they are shown (true/false flags included).
    public let labels: [String]
    /// Labels that may be left out, and their value.
    let defaults: [String: Double]
    /// Labels that are true/false, and their value when left out.
    let flagDefaults: [String: Bool]
    /// Motion's parameters from values in base units (defaults filled in).
    let build: @Sendable (_ values: [String: Double], _ flags: [String: Bool]) -> SpringParameters
    /// The arguments (base units) that give `spring` in this form, or why there are none.
    let inverse: @Sendable (Spring) -> SpringFormInverse

    init(_ id: String, _ constructor: String, _ labels: [String], defaults: [String: Double] = [:], flags: [String: Bool] = [:],
         build: @escaping @Sendable ([String: Double], [String: Bool]) -> SpringParameters,
         inverse: @escaping @Sendable (Spring) -> SpringFormInverse) {
        self.id = id
        self.constructor = constructor
        self.labels = labels
        self.defaults = defaults
        self.flagDefaults = flags
        self.build = build
        self.inverse = inverse
    }

    public static func == (a: SpringForm, b: SpringForm) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public var description: String { id }

    /// Labels that are times (a plain number is taken in seconds); the rest are plain numbers
    /// or, for `flagDefaults`, true/false.
    static let timeLabels: Set<String> = ["response", "duration", "settlingDuration", "visualDuration", "perceptualDuration", "frequency"]

    /// The generic `spring(...)` forms, in matching order.
    public static var allCases: [SpringForm] { generic }

    /// Every label the generic `spring(...)` takes, plus `velocity`.
    static let allLabels: [String] = labels(of: generic)

    /// Every label of `forms`, in first-seen order, plus `velocity`.
    static func labels(of forms: [SpringForm]) -> [String] {
        var labels: [String] = []
        for form in forms { for label in form.labels where !labels.contains(label) { labels.append(label) } }
        return labels + ["velocity"]
    }

    /// The generic form written with exactly these labels (velocity aside), if any.
    static func matching(_ given: Set<String>) -> SpringForm? { matching(given, in: generic) }

    /// The first of `forms` whose required labels are given and which takes every given label.
    static func matching(_ given: Set<String>, in forms: [SpringForm]) -> SpringForm? {
        forms.first { form in
            let labels = Set(form.labels)
            let required = labels.subtracting(form.defaults.keys).subtracting(form.flagDefaults.keys)
            return required.isSubset(of: given) && given.isSubset(of: labels)
        }
    }

    /// The signature of the form with its defaults: `(duration: 0.8s, bounce: 0.3)`.
    var signature: String {
        "(" + labels.map { label in
            if let flag = flagDefaults[label] { return "\(label): \(flag)" }
            guard let value = defaults[label] else { return "\(label):" }
            return "\(label): " + SourcePrinter.literal(value) + (SpringForm.timeLabels.contains(label) ? "s" : "")
        }.joined(separator: ", ") + ")"
    }
}

/// The arguments that write a spring in a form, or why the form cannot.
enum SpringFormInverse {
    case values([String: Double], flags: [String: Bool] = [:])
    /// A phrase that completes "cannot express this spring: …".
    case none(String)
}

/// A spring as the language holds it: Motion's `Spring` plus the arguments as written
/// (with their units), so it prints and saves in its own form.
public struct SpringValue: Sendable {
    public let form: SpringForm
    /// Every numeric parameter of the form (defaults filled in), as written.
    public let arguments: [String: Quantity]
    /// Every true/false parameter of the form (defaults filled in), as written.
    public let flags: [String: Bool]
    /// UIKit's relative initial velocity as written (plain, or per second).
    public let velocity: Quantity
    public let spring: Spring
    /// Whether printing adds the other ways its family writes it (set by `s as family`).
    public var showsFamily = false

    /// Builds and validates; `MotionError` names the offending parameter.
    public init(form: SpringForm, arguments: [String: Quantity], velocity: Quantity = Quantity(0), flags: [String: Bool] = [:]) throws(MotionError) {
        var filled = arguments
        for (label, value) in form.defaults where filled[label] == nil {
            filled[label] = Quantity(value, SpringForm.timeLabels.contains(label) ? .time : .none)
        }
        var filledFlags = flags
        for (label, value) in form.flagDefaults where filledFlags[label] == nil { filledFlags[label] = value }
        self.form = form
        self.arguments = filled
        self.flags = filledFlags
        self.velocity = velocity
        self.spring = try Spring(form.build(filled.mapValues(\.value), filledFlags), initialVelocity: velocity.value)
    }

    /// The numeric arguments in display order.
    public var orderedArguments: [(label: String, value: Quantity)] {
        form.labels.compactMap { label in arguments[label].map { (label, $0) } }
    }

    /// The flags in display order.
    public var orderedFlags: [(label: String, value: Bool)] {
        form.labels.compactMap { label in flags[label].map { (label, $0) } }
    }
}
