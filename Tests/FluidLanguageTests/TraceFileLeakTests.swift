import Testing
@testable import FluidLanguage

/// Issue 24: `trace("FILE")` may name any file a notebook can reach (`.env`, a key, a
/// config), and its error lands in a terminal or a CI log. No error quotes the file's
/// content: not a line of a file that is not a trace, not a field, not a unit; column names
/// only from a header that reads as a trace's (it names t, time, x, y, …). Each file below
/// hides the marker in a different place; no message may hold it, or any of the file's lines.
@Suite("Trace files: errors never quote the file")
struct TraceFileLeakTests {
    static let marker = "s3cretzz"

    /// Files that are not traces, each with the marker somewhere in its first lines.
    static let notTraces: [String] = [
        "API_KEY=S3CRETzz\nOTHER=1\n",
        "export TOKEN=S3CRETzz # deploy\n",
        "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktS3CRETzz\n-----END OPENSSH PRIVATE KEY-----\n",
        "{\"token\": \"S3CRETzz\", \"t\": 1}\n",
        "machine api.example.com login me password S3CRETzz\n",
        "root:S3CRETzz:0:0::/root:/bin/sh\n",
        "S3CRETzz\n",
        "S3CRETzz,S3CRETzz\n",
        "a, S3CRETzz, a\n0, 1, 2\n",
        "# a comment\n\nS3CRETzz, other\n1, 2\n",
        "S3CRETzz (ms), b (pt)\n0, 1\n",
        "password = S3CRETzz\r\nuser = me\r\n",
        "\u{FEFF}S3CRETzz\n",
        String(repeating: "S3CRETzz,", count: 10_001) + "\n",
    ]

    /// Files whose header reads as a trace's, with the marker in a field or a unit: the
    /// error names the line, the field and the column, never the text.
    static let tracesWithSecrets: [String] = [
        "t (ms), x\n0, S3CRETzz\n",
        "t (ms), x\nS3CRETzz, 1\n",
        "t (ms), x\n0, 1\n16, S3CRETzz\n",
        "t (S3CRETzz), x\n0, 1\n",
        "t (ms), x (S3CRETzz)\n0, 1\n",
        "t (ms), x, y\n0, S3CRETzz, S3CRETzz\n",
        "t (ms), value\n0, 1, S3CRETzz\n",
    ]

    @Test("no error quotes a file that is not a trace", arguments: notTraces)
    func notATrace(text: String) throws {
        try expectNoLeak(text, calls: ["trace(\"f\")", "trace(\"f\", column: \"x\")"])
    }

    @Test("no error quotes a trace's fields or units", arguments: tracesWithSecrets)
    func fieldsAndUnits(text: String) throws {
        try expectNoLeak(text, calls: ["trace(\"f\")", "trace(\"f\", column: \"x\")"])
    }

    private func expectNoLeak(_ text: String, calls: [String]) throws {
        let i = interpreter(files: ["f": text])
        for call in calls {
            let message = try #require(diagnostic(call, in: i)?.message, "\(call) of \(text.prefix(40)) is an error")
            #expect(message.hasPrefix("f:") || message.hasPrefix("f "), "the message names the file: \(message)")
            #expect(!message.lowercased().contains(Self.marker), "\(call) quoted the file: \(message)")
            for line in text.split(whereSeparator: \.isNewline) where line.count >= 4 {
                #expect(!message.contains(line), "\(call) quoted the line \(line): \(message)")
            }
        }
    }
}
