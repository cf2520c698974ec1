/// `help errors` and `help E012`: the catalogue of mistakes by code, each with the lines that
/// make it (``ErrorCode/example``).
extension Help {
    static let errorsTopic = HelpEntry(
        name: "errors", kind: .topic, signature: "errors",
        summary: "every mistake fluid names, by a code that never changes; help E100 shows one with the lines that make it",
        details: errorLines,
        example: "help E100", seeAlso: ["E100"])

    /// Each area's name, then its codes: code · meaning · the line that makes it.
    static var errorLines: [[String]] {
        var lines: [[String]] = []
        var area = ""
        for code in ErrorCode.allCases {
            if code.area != area {
                area = code.area
                lines.append([area + ":"])
            }
            lines.append([code.name, code.meaning] + (code.example.last.map { ["like: " + $0] } ?? []))
        }
        return lines
    }

    /// `E100` (or `e100`): one code, its meaning, and the lines that make it in a fresh
    /// notebook; the last of them is the example and fails.
    static func error(_ name: String) -> HelpEntry? {
        guard let code = ErrorCode(name: name) else { return nil }
        let example = code.example
        let details: [[String]] = example.isEmpty
            ? [["no example can be shown; the line above says what makes it"]]
            : example.count > 1 ? [["after: " + example.dropLast().joined(separator: "; ")]] : []
        return HelpEntry(name: code.name, kind: .error, signature: code.name, summary: code.meaning, details: details,
                         example: example.last ?? "help errors", seeAlso: ["errors"])
    }
}
