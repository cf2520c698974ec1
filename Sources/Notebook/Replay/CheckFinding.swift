import FluidLanguage

/// One problem `fluid check` found in a notebook, as data for a CI reporter
/// (``CheckReportDocument``): which line, what it recorded, what it prints now.
public struct CheckFinding: Equatable, Sendable {
    public enum Kind: String, Sendable {
        /// A statement prints something other than its `#>` lines (or fails where it
        /// recorded output, or runs where it recorded an error).
        case drift
        /// A statement fails without recording its error as `#!` lines.
        case failure
        /// The file quits before this statement, so its recorded output was not checked.
        case notRun = "not-run"
        /// The file could not be read or parsed at all.
        case unreadable
        /// `--update` could not write the new outputs back.
        case notWritten = "not-written"

        /// Drift and statements not run are a failed comparison; the rest are errors (in
        /// JUnit terms, `<failure>` and `<error>`).
        public var isDrift: Bool { self == .drift || self == .notRun }
    }

    public var kind: Kind
    /// The 1-based line of the statement in the file (nil when the whole file is at fault).
    public var line: Int?
    /// The statement's source as written.
    public var source: String = ""
    /// The recorded output (`#>` or `#!` lines, without the markers).
    public var expected: [String] = []
    /// What the statement prints now, as a transcript (empty when it did not run).
    public var actual: [String] = []
    /// What went wrong, in a sentence.
    public var message: String
    /// The code of the mistake the statement now fails with (`E100`, as `help E100` explains
    /// it), when it fails with a diagnostic from the catalogue; nil otherwise.
    public var code: ErrorCode? = nil

    /// The code of the first diagnostic in `response`, if it carries one.
    static func code(of response: Response) -> ErrorCode? {
        for block in response.blocks {
            if case .diagnostic(let diagnostic, _) = block { return diagnostic.code }
        }
        return nil
    }
}
