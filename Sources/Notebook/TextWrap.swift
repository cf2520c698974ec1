import TerminalPlot
import TerminalText

/// Fits result lines to the terminal instead of letting the terminal cut them mid-number.
///
/// A line of `·`-separated facts (a spring's summary, a signature list) breaks between
/// facts; other prose breaks between words. Continuation lines keep the line's indent.
/// A fact too wide for its line is broken between its words, and a word wider than the
/// line is cut where the terminal would cut it, but with the indent kept: narrow terminals
/// (20 columns) get no line wider than they are.
public enum TextWrap {
    static let separator = " · "

    public static func fit(_ line: String, width: Int) -> [String] {
        guard width > 0, displayWidth(line) > width else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        let body = line.dropFirst(indent.count)
        let packed = body.contains(separator)
            ? pack(body.components(separatedBy: separator), joiner: separator, indent: indent, width: width)
            : pack(body.split(separator: " ").map(String.init), joiner: " ", indent: indent, width: width)
        return packed.flatMap { fitted in
            guard displayWidth(fitted) > width else { return [fitted] }
            let words = fitted.dropFirst(indent.count).split(separator: " ").map(String.init)
            let rewrapped = words.count > 1 ? pack(words, joiner: " ", indent: indent, width: width) : [fitted]
            return rewrapped.flatMap { cut($0, indent: indent, width: width) }
        }
    }

    /// A diagnostic fitted to `width`: the echoed source line stays whole (its carets must
    /// stay under their columns); a caret line too wide for its message gets the message on
    /// the lines below it; other lines (advice) are fitted as prose.
    public static func fitDiagnostic(_ lines: [String], width: Int) -> [String] {
        func isCaretLine(_ line: String) -> Bool { line.drop { $0 == " " }.hasPrefix("^") }
        return lines.enumerated().flatMap { index, line -> [String] in
            guard width > 0, displayWidth(line) > width else { return [line] }
            if index + 1 < lines.count, isCaretLine(lines[index + 1]) { return [line] }
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("^"), let end = trimmed.firstIndex(where: { $0 != "^" }) {
                let carets = String(line[..<end])
                let message = String(trimmed[end...].drop { $0 == " " })
                return [carets] + fit("  " + message, width: width)
            }
            return fit(line, width: width)
        }
    }

    /// Cuts a line with no space to break at into pieces of at most `width` columns,
    /// each after the first starting with `indent`.
    private static func cut(_ line: String, indent: String, width: Int) -> [String] {
        guard displayWidth(line) > width else { return [line] }
        let room = max(1, width - displayWidth(indent))
        var pieces: [String] = []
        var current = ""
        var first = true
        for character in line {
            let limit = first ? width : room
            if displayWidth(current + String(character)) > limit, !current.isEmpty {
                pieces.append(first ? current : indent + current)
                current = ""
                first = false
            }
            current.append(character)
        }
        if !current.isEmpty { pieces.append(first ? current : indent + current) }
        return pieces
    }

    private static func pack(_ pieces: [String], joiner: String, indent: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for piece in pieces {
            let candidate = current.isEmpty ? indent + piece : current + joiner + piece
            if !current.isEmpty && displayWidth(candidate) > width {
                lines.append(current)
                current = indent + piece
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
