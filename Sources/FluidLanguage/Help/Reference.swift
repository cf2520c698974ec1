/// The whole reference as typed data: sections of entries made from the declarations that
/// drive `help` and completion (command specs, builtins' parameter tables, member tables,
/// presets, platforms, units, settings). `fluid help --markdown` renders it as Markdown
/// (``ReferenceDocument/markdown``) and `fluid help --man` as a man page
/// (``ReferenceDocument/manPage(name:version:)``); nothing in it is written by hand beside the
/// declarations, so a new builtin appears in both.
public struct ReferenceDocument: Sendable {
    public var title: String
    /// Paragraphs before the table of contents.
    public var introduction: [String]
    public var sections: [ReferenceSection]

    public init(title: String, introduction: [String], sections: [ReferenceSection]) {
        self.title = title
        self.introduction = introduction
        self.sections = sections
    }
}

/// A part of the reference a reader looks in (commands; springs and platforms; units …),
/// with a paragraph or two and its groups.
public struct ReferenceSection: Sendable {
    public var title: String
    public var introduction: [String]
    /// A document beside this one that tells more (docs/errors.md), by its path relative to
    /// the reference, and what it holds.
    public var link: (text: String, target: String, note: String)?
    public var groups: [ReferenceGroup]

    public init(title: String, introduction: [String] = [], link: (text: String, target: String, note: String)? = nil,
                groups: [ReferenceGroup]) {
        self.title = title
        self.introduction = introduction
        self.link = link
        self.groups = groups
    }
}

/// A group of one kind of thing: functions whose entries each have a heading, or a table of
/// short rows (members, units, presets).
public struct ReferenceGroup: Sendable {
    public var title: String
    public var introduction: [String]
    public var entries: [ReferenceEntry]
    /// Rows shown as a table under `columns`; each row has one text per column.
    public var columns: [String]
    public var rows: [[ReferenceText]]

    public init(title: String, introduction: [String] = [], entries: [ReferenceEntry] = [], columns: [String] = [],
                rows: [[ReferenceText]] = []) {
        self.title = title
        self.introduction = introduction
        self.entries = entries
        self.columns = columns
        self.rows = rows
    }
}

/// One function, command or platform: its name (the heading), how it is written, what it
/// does, its parameters or options as terms with their meanings, and a line that runs.
public struct ReferenceEntry: Sendable {
    public var name: String
    /// How it is written (`decay(velocity, rate: normal, model: exact) · …`); empty for none.
    public var usage: String
    public var summary: String
    /// Parameters, options or facts: a term written as code and what it means.
    public var terms: [(term: String, meaning: String)]
    /// Whether the terms are written as code (`rate: normal`) or are labels (`presets`).
    public var termsAreCode: Bool
    /// A line that runs; empty for none.
    public var example: String

    public init(name: String, usage: String = "", summary: String, terms: [(term: String, meaning: String)] = [], termsAreCode: Bool = true,
                example: String = "") {
        self.name = name
        self.usage = usage
        self.summary = summary
        self.terms = terms
        self.termsAreCode = termsAreCode
        self.example = example
    }
}

/// A cell or a paragraph's text: words, or code (a name, a line, a value) shown as typed.
public enum ReferenceText: Sendable, Hashable {
    case words(String)
    case code(String)

    public var text: String {
        switch self {
        case .words(let text), .code(let text): return text
        }
    }
}
