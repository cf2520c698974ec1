import TerminalPlot

/// Fits result lines to the terminal instead of letting the terminal cut them mid-number.
///
/// A line of `·`-separated facts (a spring's summary, a signature list) breaks between
/// facts; other prose breaks between words. Continuation lines keep the line's indent.
/// Lines that fit, and lines with nowhere to break, are left as they are.
enum TextWrap {
    static let separator = " · "

    static func fit(_ line: String, width: Int) -> [String] {
        guard width > 0, displayWidth(line) > width else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        let body = line.dropFirst(indent.count)
        if body.contains(separator) {
            return pack(body.components(separatedBy: separator), joiner: separator, indent: indent, width: width)
        }
        return pack(body.split(separator: " ").map(String.init), joiner: " ", indent: indent, width: width)
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
