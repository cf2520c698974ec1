import Motion

/// The families a spring can be written in, with their argument labels in display order.
public enum SpringForm: String, CaseIterable, Sendable {
    case dampingResponse, durationBounce, physical, tensionFriction, stiffnessDampingRatio, bouncinessSpeed

    /// The labels of the form, in the order they are shown.
    public var labels: [String] {
        switch self {
        case .dampingResponse: return ["damping", "response"]
        case .durationBounce: return ["duration", "bounce"]
        case .physical: return ["mass", "stiffness", "damping"]
        case .tensionFriction: return ["tension", "friction"]
        case .stiffnessDampingRatio: return ["stiffness", "dampingRatio"]
        case .bouncinessSpeed: return ["bounciness", "speed"]
        }
    }

    /// Labels that may be left out, and their value.
    var defaults: [String: Double] {
        switch self {
        case .durationBounce: return ["bounce": 0]
        case .physical: return ["mass": 1]
        default: return [:]
        }
    }

    /// Labels that are times (the rest are plain numbers).
    static let timeLabels: Set<String> = ["response", "duration"]

    /// Every label any form takes, plus `velocity`.
    static let allLabels: [String] = {
        var labels: [String] = []
        for form in allCases { for label in form.labels where !labels.contains(label) { labels.append(label) } }
        return labels + ["velocity"]
    }()

    /// The form written with exactly these labels (velocity aside), if any.
    static func matching(_ given: Set<String>) -> SpringForm? {
        allCases.first { form in
            let labels = Set(form.labels)
            let required = labels.subtracting(form.defaults.keys)
            return required.isSubset(of: given) && given.isSubset(of: labels)
        }
    }

    /// Motion's parameters from values in base units.
    func parameters(_ v: [String: Double]) -> SpringParameters {
        func x(_ label: String) -> Double { v[label] ?? defaults[label] ?? .nan }
        switch self {
        case .dampingResponse: return .dampingResponse(damping: x("damping"), response: x("response"))
        case .durationBounce: return .durationBounce(duration: x("duration"), bounce: x("bounce"))
        case .physical: return .physical(mass: x("mass"), stiffness: x("stiffness"), damping: x("damping"))
        case .tensionFriction: return .tensionFriction(tension: x("tension"), friction: x("friction"))
        case .stiffnessDampingRatio: return .stiffnessDampingRatio(stiffness: x("stiffness"), dampingRatio: x("dampingRatio"))
        case .bouncinessSpeed: return .bouncinessSpeed(bounciness: x("bounciness"), speed: x("speed"))
        }
    }
}

/// A spring as the language holds it: Motion's `Spring` plus the arguments as written
/// (with their units), so it prints and saves in its own form.
public struct SpringValue: Sendable {
    public let form: SpringForm
    /// Every parameter of the form (defaults filled in), as written.
    public let arguments: [String: Quantity]
    /// UIKit's relative initial velocity as written (plain, or per second).
    public let velocity: Quantity
    public let spring: Spring

    /// Builds and validates; `MotionError` names the offending parameter.
    public init(form: SpringForm, arguments: [String: Quantity], velocity: Quantity = Quantity(0)) throws(MotionError) {
        var filled = arguments
        for (label, value) in form.defaults where filled[label] == nil { filled[label] = Quantity(value) }
        self.form = form
        self.arguments = filled
        self.velocity = velocity
        self.spring = try Spring(form.parameters(filled.mapValues(\.value)), initialVelocity: velocity.value)
    }

    /// The arguments in display order.
    public var orderedArguments: [(label: String, value: Quantity)] {
        form.labels.compactMap { label in arguments[label].map { (label, $0) } }
    }
}
