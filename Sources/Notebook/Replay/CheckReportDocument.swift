import TerminalText
/// What `fluid check --format junit|json` writes to standard output: every notebook checked,
/// as one test case each, with one entry per drifted output. The shapes are documented in
/// docs/check-report.md.
public struct CheckReportDocument: Sendable {
    /// One notebook: its path as given on the command line and what check found.
    public struct Notebook: Sendable {
        public var path: String
        public var report: Replayer.CheckReport
        public init(path: String, report: Replayer.CheckReport) {
            self.path = path
            self.report = report
        }

        /// `clean`, `drift`, `failure`, `unreadable`, `updated` or `skipped`: the notebook's outcome.
        public var status: String {
            if report.skipped != nil { return "skipped" }
            if report.unreadable { return "unreadable" }
            if report.failed { return "failure" }
            if report.updated { return "updated" }
            return report.clean ? "clean" : "drift"
        }
    }

    public var notebooks: [Notebook]
    public init(notebooks: [Notebook]) { self.notebooks = notebooks }

    var findings: [CheckFinding] { notebooks.flatMap(\.report.findings) }
    /// `<failure>` elements: drifted outputs and statements not run.
    var failureCount: Int { findings.filter { $0.kind.isDrift }.count }
    /// `<error>` elements: failing lines and files that could not be read or written.
    var errorCount: Int { findings.count - failureCount }

    /// JUnit XML within the common schema, Jenkins xUnit's junit-10.xsd (which CI servers
    /// read): `<testsuites>` holding one `<testsuite name="fluid check">`, one `<testcase>`
    /// per notebook (`name` its path, `classname` "fluid.check"), a
    /// `<failure type="drift|not-run">` per drifted output and an
    /// `<error type="failure|unreadable|not-written">` per failing line or unreadable file;
    /// its `message` is `path:line: ` and the words, with the code after the place
    /// (`path:3: E100: …`) when the line fails with a catalogued mistake (the schema has no
    /// attribute for it). `tests` counts notebooks; `failures` and `errors` count those elements.
    /// A notebook skipped for a missing tool holds a `<skipped message="…"/>`, and the suites
    /// then count them in `skipped`.
    public func junit() -> String {
        let skipped = notebooks.filter { $0.report.skipped != nil }.count
        let counts = "tests=\"\(notebooks.count)\" failures=\"\(failureCount)\" errors=\"\(errorCount)\"" + (skipped > 0 ? " skipped=\"\(skipped)\"" : "")
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"fluid check\" \(counts)>",
                     "  <testsuite name=\"fluid check\" \(counts)>"]
        for notebook in notebooks {
            let path = Self.xmlEscaped(notebook.path)
            let opening = "    <testcase classname=\"fluid.check\" name=\"\(path)\""
            if let why = notebook.report.skipped {
                lines += [opening + ">", "      <skipped message=\"\(Self.xmlEscaped(why))\"/>", "    </testcase>"]
                continue
            }
            guard !notebook.report.findings.isEmpty else {
                lines.append(opening + "/>")
                continue
            }
            lines.append(opening + ">")
            for finding in notebook.report.findings {
                let element = finding.kind.isDrift ? "failure" : "error"
                let place = finding.line.map { "\(notebook.path):\($0)" } ?? notebook.path
                let message = Self.xmlEscaped("\(place): " + (finding.code.map { "\($0.name): " } ?? "") + finding.message)
                lines.append("      <\(element) type=\"\(finding.kind.rawValue)\" message=\"\(message)\">"
                             + Self.xmlEscaped(Self.body(finding, place: place)) + "</\(element)>")
            }
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The text inside a `<failure>`: the statement, then its expected and actual lines.
    static func body(_ finding: CheckFinding, place: String) -> String {
        var lines = finding.source.isEmpty ? [place + ": " + finding.message] : [place + ": " + finding.source]
        if !finding.source.isEmpty || !finding.expected.isEmpty {
            lines.append("expected:")
            lines += finding.expected.map { "  " + $0 }
            lines.append("actual:")
            lines += finding.actual.map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    /// `text` safe inside an XML 1.0 attribute or element: the five markup characters as
    /// entities, characters XML 1.0 forbids (controls other than tab, line feed and
    /// carriage return) as U+FFFD, and the rest of the characters a terminal would obey (CR,
    /// DEL, C1, U+2028/U+2029, bidi controls) as character references (`&#xD;`,
    /// `ControlCharacters.escaped(_:as: .xml)`), which a parser reads back as the character.
    static func xmlEscaped(_ text: String) -> String {
        ControlCharacters.escaped(markupEscaped(text), as: .xml)
    }

    /// The markup characters as entities and XML 1.0's forbidden characters as U+FFFD.
    private static func markupEscaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let forbidden = scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                out.unicodeScalars.append(forbidden ? "\u{FFFD}" : scalar)
            }
        }
        return out
    }

    /// JSON: `{"format": "fluid-check/1", "clean", "counts": {…}, "notebooks": [{"path",
    /// "status", "statements", "findings": [{"kind", "line", "source", "expected",
    /// "actual", "message", "code"}]}]}`; `line` is null when the whole file is at fault,
    /// `code` (`"E100"`) null unless the line fails with a catalogued mistake.
    public func json() -> String {
        func count(_ status: String) -> JSONText { .number(Double(notebooks.filter { $0.status == status }.count)) }
        let document = JSONText.object([
            ("format", .string("fluid-check/1")),
            ("clean", .bool(notebooks.allSatisfy { $0.report.clean || $0.report.updated })),
            ("counts", .object([("notebooks", .number(Double(notebooks.count))), ("clean", count("clean")),
                                ("drift", count("drift")), ("failure", count("failure")),
                                ("unreadable", count("unreadable")), ("updated", count("updated")),
                                ("failures", .number(Double(failureCount))), ("errors", .number(Double(errorCount)))])),
            ("notebooks", .array(notebooks.map { notebook in
                .object([("path", .string(notebook.path)), ("status", .string(notebook.status)),
                         ("statements", .number(Double(notebook.report.statements))),
                         ("findings", .array(notebook.report.findings.map { finding in
                             .object([("kind", .string(finding.kind.rawValue)),
                                      ("line", finding.line.map { .number(Double($0)) } ?? .null),
                                      ("source", .string(finding.source)),
                                      ("expected", .array(finding.expected.map(JSONText.string))),
                                      ("actual", .array(finding.actual.map(JSONText.string))),
                                      ("message", .string(finding.message)),
                                      ("code", finding.code.map { .string($0.name) } ?? .null)])
                         }))])
            })),
        ])
        return document.written() + "\n"
    }
}
