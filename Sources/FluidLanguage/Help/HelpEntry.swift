import TerminalText

/// What `help NAME` says about one name of the language, as typed data: the notebook renders
/// it; nothing is printed and parsed back. Made by `Interpreter.help(for:)` from the tables
/// the language runs on (builtins' parameter tables, member tables, presets, constants,
/// units), so help cannot drift from what a line does.
public struct HelpEntry: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// `spring`, `project`, `motion.spring`.
        case function
        /// A word of the language that is not a function: `as`.
        case keyword
        /// `stiffness`, `overshoot`, `distance`: read with a dot.
        case member
        /// A word a spring constructor takes that is not a member: `extraBounce`.
        case parameter
        /// `swiftui.bouncy`, `android.stiffness.low`, `css.ease`.
        case preset
        /// `swiftui`, `android.stiffness`: presets and constructors under one name.
        case namespace
        /// `pi`, `fast`, `talk`.
        case constant
        /// `ms`, `pt/s`, `%`.
        case unit
        /// A word that lists a whole kind: `units`, `presets`, `constants`, `members`, `errors`.
        case topic
        /// A mistake's code, `E100`: what it means, and a line that makes it (its example fails).
        case error
    }

    public var name: String
    public var kind: Kind
    /// How it is written: `spring(damping:, response:) · …`, `s.stiffness`, `400ms`; for a
    /// preset, constant or namespace, its name.
    public var signature: String
    /// One line: what it is.
    public var summary: String
    /// What it evaluates to in a fresh notebook, as the notebook prints it (presets,
    /// constants, namespaces); nil for the rest.
    public var value: String? { shownValue.map(TextLine.text) }
    /// The same, as the lines the value formatter shows.
    public var shownValue: [TextLine]?
    /// Further lines: a function's parameters, the kinds that have a member, a topic's list.
    public var details: [String] { detailFacts.map { $0.joined(separator: " · ") } }
    /// The same lines as facts, for a renderer to break between them.
    public var detailFacts: [[String]]
    /// A line that runs in a fresh notebook; for an `.error` entry, the line that fails with its code.
    public var example: String
    /// Related names `help` also answers.
    public var seeAlso: [String]

    public init(name: String, kind: Kind, signature: String, summary: String, value: [TextLine]? = nil, details: [[String]] = [],
                example: String, seeAlso: [String] = []) {
        self.name = name
        self.kind = kind
        self.signature = signature
        self.summary = summary
        self.shownValue = value
        self.detailFacts = details
        self.example = example
        self.seeAlso = seeAlso
    }
}
