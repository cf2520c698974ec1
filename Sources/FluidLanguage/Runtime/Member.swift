/// One member a kind of value answers (`s.stiffness`, `d.distance`, `tr.velocity`), declared
/// once: its name, what it gives, what it means, and how it is read. From a kind's table
/// come the names offered after `s.` (Tab and did-you-mean), the reading itself, `help NAME`,
/// and the rows of `compare` that have a `compareLabel`.
public struct Member<Subject: Sendable>: Sendable {
    public let name: String
    /// What it gives, as help says it: "a time", "a plain number", "a percentage".
    public let gives: String
    /// One line: what it is, with its formula where it has one.
    public let meaning: String
    /// How `compare` labels its row ("settle (0.1 %)"); nil when compare does not show it.
    public let compareLabel: String?
    /// The value; nil when this subject has none (see `missing`).
    let read: @Sendable (Subject) -> Value?
    /// Why a subject has no value when `read` gives nil (a spring that never settles has no
    /// settle time), as a message; nil means the subject has no such member at all.
    let missing: (@Sendable (Subject) -> Message)?
    /// Whether the subject has the member (a trace of numbers has no `x`).
    let isAvailable: @Sendable (Subject) -> Bool

    init(_ name: String, gives: String, _ meaning: String, compare compareLabel: String? = nil,
         missing: (@Sendable (Subject) -> Message)? = nil, when isAvailable: @escaping @Sendable (Subject) -> Bool = { _ in true },
         _ read: @escaping @Sendable (Subject) -> Value?) {
        self.name = name
        self.gives = gives
        self.meaning = meaning
        self.compareLabel = compareLabel
        self.read = read
        self.missing = missing
        self.isAvailable = isAvailable
    }

    /// A member that reads back a word the subject is written in (`s.stiffness`): its name
    /// and meaning are the word's descriptor's.
    init(_ word: ParameterDescriptor<Double>, gives: String, compare compareLabel: String? = nil, _ read: @escaping @Sendable (Subject) -> Value?) {
        self.init(word.name, gives: gives, word.meaning, compare: compareLabel, read)
    }

    /// The member's number for `subject`, or nil when it has none (a row's "—").
    public func quantity(of subject: Subject) -> Quantity? {
        guard isAvailable(subject), case .number(let q) = read(subject) else { return nil }
        return q
    }

    /// The member's value, nil when the subject has no such member, or the reason it has no
    /// value as a diagnostic at the member's name.
    func value(of subject: Subject, nameSpan: SourceSpan) throws(Diagnostic) -> Value? {
        guard isAvailable(subject) else { return nil }
        if let value = read(subject) { return value }
        if let missing { throw Diagnostic(missing(subject), nameSpan) }
        return nil
    }
}

extension Array where Element: Sendable {
    /// The names of the members `subject` has, in table order.
    func names<Subject>(for subject: Subject) -> [String] where Element == Member<Subject> {
        filter { $0.isAvailable(subject) }.map(\.name)
    }

    /// The member called `name`, read from `subject`.
    func read<Subject>(_ name: String, of subject: Subject, nameSpan: SourceSpan) throws(Diagnostic) -> Value? where Element == Member<Subject> {
        guard let member = first(where: { $0.name == name }) else { return nil }
        return try member.value(of: subject, nameSpan: nameSpan)
    }

    /// The member called `name`.
    public subscript<Subject>(member name: String) -> Member<Subject>? where Element == Member<Subject> {
        first { $0.name == name }
    }
}

/// How help describes a member shared by several kinds: the kind, a value of it to read the
/// member from in an example, and the member's description there.
struct MemberHelp: Sendable {
    /// "a spring", "a decay", "a trace".
    let kind: String
    let name: String
    let gives: String
    let meaning: String
    /// A line that runs: `spring(damping: 0.8, response: 0.4s).stiffness`.
    let example: String
}
