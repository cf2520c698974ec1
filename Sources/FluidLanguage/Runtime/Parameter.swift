/// One parameter of a builtin, declared once: its name, what it takes, its default, and what
/// it means. A builtin's table of parameters gives its signature text (`help`), the labels
/// its call accepts (binding and Tab completion after `spring(da`), the defaults and unit
/// checks of `BoundArguments.quantity(_:)`, and the parameter lines of `help NAME`.
struct Parameter: Sendable {
    let name: String
    /// Matched by position as well as by label (`project(1200pt/s, fast)`); shown bare in
    /// the signature. Labelled-only parameters show as `name:` or `name: default`.
    let positional: Bool
    /// How a message and help say what it takes: "a speed", "a trace of positions". Like
    /// `meaning`, put together when a message or help asks, not when the table is built.
    var takes: String { describedTakes() }
    private let describedTakes: @Sendable () -> String
    /// The quantity it must be, when it is one; nil for traces, lists, springs, strings.
    let expectation: Expectation?
    /// Used when the call leaves it out; nil when it is required (or optional without one).
    let defaultValue: Quantity?
    /// How the signature shows the default: `normal` for a rate, else the default as source.
    let defaultText: String?
    /// Whether a call may leave it out although it has no default (`value(spring)` has no t).
    let optional: Bool
    /// One line: what it does.
    var meaning: String { describedMeaning() }
    private let describedMeaning: @Sendable () -> String

    private init(_ name: String, positional: Bool, takes: @escaping @autoclosure @Sendable () -> String, expectation: Expectation?,
                 defaultValue: Quantity?, defaultText: String?, optional: Bool, meaning: @escaping @autoclosure @Sendable () -> String) {
        self.name = name
        self.positional = positional
        self.describedTakes = takes
        self.expectation = expectation
        self.defaultValue = defaultValue
        self.defaultText = defaultText
        self.optional = optional
        self.describedMeaning = meaning
    }

    /// A quantity: `.speed`, `.time`, … with an optional default in base units (s, pt, pt/s).
    static func quantity(_ name: String, _ expectation: Expectation, default value: Double? = nil, shown: String? = nil,
                         positional: Bool = false, optional: Bool = false, _ meaning: @escaping @autoclosure @Sendable () -> String) -> Parameter {
        let shownDefault = value.map { SourcePrinter.quantity(Quantity($0, expectation.dimension, unit: Parameter.shownUnit(expectation))) }
        return Parameter(name, positional: positional, takes: expectation.phrase, expectation: expectation,
                         defaultValue: value.map { Quantity($0, expectation.dimension) },
                         defaultText: shown ?? shownDefault, optional: optional, meaning: meaning())
    }

    /// A parameter declared by its descriptor (`.of(.fps)`): its name, quantity, default
    /// and meaning from there. A builtin whose use differs says so here, in its table: its
    /// own `meaning` line, or its own `default`; `required` when the call must give it.
    /// `shown` is how the signature writes the default when a name says it better (`normal`).
    static func of<Value>(_ descriptor: ParameterDescriptor<Value>, positional: Bool = false, required: Bool = false,
                          default value: Value? = nil, shown: String? = nil,
                          _ meaning: @escaping @autoclosure @Sendable () -> String? = nil) -> Parameter {
        let fallback = (value ?? descriptor.defaultValue)?.parameterNumber
        return .quantity(descriptor.name, descriptor.expectation, default: fallback, shown: shown, positional: positional, optional: !required,
                         meaning() ?? descriptor.meaning)
    }

    /// Anything else (a trace, a list, a spring, a string): the builtin checks it itself.
    static func value(_ name: String, takes: @escaping @autoclosure @Sendable () -> String, default shown: String? = nil, positional: Bool = false,
                      optional: Bool = false, _ meaning: @escaping @autoclosure @Sendable () -> String) -> Parameter {
        Parameter(name, positional: positional, takes: takes(), expectation: nil, defaultValue: nil, defaultText: shown,
                  optional: optional || shown != nil, meaning: meaning())
    }

    /// Whether a call must give it.
    var required: Bool { defaultText == nil && !optional }

    /// How the signature writes it: `velocity`, `rate: normal`, `friction:`.
    var signatureText: String {
        if positional, defaultText == nil { return name }
        return name + ":" + (defaultText.map { " " + $0 } ?? "")
    }

    /// How `help NAME` lists it: `speed: 100pt/s  a speed · the fastest …`.
    var helpLine: String { helpFacts.joined(separator: " · ") }

    /// The same, as facts.
    var helpFacts: [String] {
        [(positional ? name : name + ":") + (defaultText.map { " " + $0 } ?? ""), takes, meaning]
    }

    /// The unit a default is shown in: pt/s for a speed, s for a time, pt for a length.
    private static func shownUnit(_ expectation: Expectation) -> Unit? {
        switch expectation.dimension {
        case .time: return .second
        case .length: return .point
        case .speed: return Unit.rate(.point, per: .second)
        default: return nil
        }
    }
}

/// The parameters of one builtin, and the ways they combine (for the signature).
struct ParameterTable: Sendable {
    let parameters: [Parameter]
    /// Alternative calls as parameter names (or fixed text such as `model: android`), each
    /// shown `(…)` after the first; empty for one call taking every parameter in order.
    let forms: [[String]]
    /// Takes any number of positional arguments (`min(a, b, …)`).
    let variadic: Bool

    init(_ parameters: [Parameter], forms: [[String]] = [], variadic: Bool = false) {
        self.parameters = parameters
        self.forms = forms
        self.variadic = variadic
    }

    var positional: [String] { parameters.filter(\.positional).map(\.name) }
    var labels: [String] { parameters.map(\.name) }

    subscript(name: String) -> Parameter? { parameters.first { $0.name == name } }

    /// The number of arguments when every call takes the same number (all positional and
    /// required), else nil.
    var arity: Int? {
        guard !variadic, !parameters.isEmpty, parameters.allSatisfy({ $0.positional && $0.required }) else { return nil }
        return parameters.count
    }

    /// `decay(velocity, rate: normal, model: exact) · (velocity, friction: 1)`.
    func signature(_ name: String) -> String {
        if variadic { return "\(name)(a, b, …) · \(name)(list)" }
        let calls = (forms.isEmpty ? [labels] : forms).map { form in
            "(" + form.map { word in self[word]?.signatureText ?? word }.joined(separator: ", ") + ")"
        }
        return name + calls.joined(separator: " · ")
    }
}
