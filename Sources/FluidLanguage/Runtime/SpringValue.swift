import FluidMotion

/// The language's view of FluidMotion's `SpringForm` (declared per platform in
/// `FluidMotion/Platforms/`): matching given labels to a form, and its signature text.
extension SpringForm {
    /// Labels that are times in any form (a plain number is taken in seconds); the rest are
    /// plain numbers or true/false flags. Every form agrees on a label's kind.
    static let timeLabels: Set<String> = Set((generic + SpringFamilies.constructors.flatMap(\.forms)).flatMap(\.times))

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
        forms.first { form in form.required.isSubset(of: given) && given.isSubset(of: Set(form.labels)) }
    }

    /// The signature of the form with its defaults: `(duration: 0.8s, bounce: 0.3)`.
    var signature: String {
        "(" + arguments.map { label in
            if let flag = label.defaultFlag { return "\(label.name): \(flag)" }
            guard let value = label.defaultValue else { return "\(label.name):" }
            return "\(label.name): " + SourcePrinter.literal(value) + (label.kind == .time ? "s" : "")
        }.joined(separator: ", ") + ")"
    }
}

/// A spring as the language holds it: FluidMotion's `Spring` plus the arguments as written
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
    /// Set on the result of a change made through another form (`s.bounce = 0.4` on a
    /// damping/response spring), and printed once under it.
    public var changeNote: SpringChangeNote?

    /// Builds and validates; `MotionError` names the offending parameter.
    public init(form: SpringForm, arguments: [String: Quantity], velocity: Quantity = Quantity(0), flags: [String: Bool] = [:]) throws(MotionError) {
        var filled = arguments
        for (label, value) in form.defaults where filled[label] == nil {
            filled[label] = Quantity(value, form.times.contains(label) ? .time : .none)
        }
        var filledFlags = flags
        for (label, value) in form.flagDefaults where filledFlags[label] == nil { filledFlags[label] = value }
        self.form = form
        self.arguments = filled
        self.flags = filledFlags
        self.velocity = velocity
        // A form the platform starts at rest keeps the velocity as written (it prints and
        // saves) but the spring starts at rest, with a note (`SpringFamilies.notes`).
        var values = filled.mapValues(\.value)
        if form.readsVelocity { values["velocity"] = velocity.value }
        self.spring = try Spring(form.build(values, filledFlags), initialVelocity: form.ignoresVelocity ? 0 : velocity.value)
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
