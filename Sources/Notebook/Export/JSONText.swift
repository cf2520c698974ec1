/// A JSON value written with its keys in the order given, indented two spaces, so an
/// exported file diffs line by line and `--check` compares it exactly.
public indirect enum JSONText {
    case object([(String, JSONText)])
    case array([JSONText])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    func written(indent: Int = 0) -> String {
        let pad = String(repeating: " ", count: indent), inner = String(repeating: " ", count: indent + 2)
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n" + members.map { inner + JSONText.quoted($0.0) + ": " + $0.1.written(indent: indent + 2) }.joined(separator: ",\n")
                + "\n" + pad + "}"
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            if elements.allSatisfy({ if case .number = $0 { true } else { false } }) {
                return "[" + elements.map { $0.written() }.joined(separator: ", ") + "]"
            }
            return "[\n" + elements.map { inner + $0.written(indent: indent + 2) }.joined(separator: ",\n") + "\n" + pad + "]"
        case .string(let text):
            return JSONText.quoted(text)
        case .number(let x):
            guard x.isFinite else { return "null" }
            if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
            return "\(x)"   // the shortest text that reads back as x
        case .bool(let b):
            return b ? "true" : "false"
        case .null:
            return "null"
        }
    }

    /// `text` as a JSON string literal: quotes and backslashes escaped, and every control
    /// character (C0, DEL, C1), U+2028, U+2029 (which end a line in JavaScript, where JSON
    /// is often pasted), the bidirectional controls and U+FEFF (`CommentText.isHidden`)
    /// written as `\uXXXX` (`\n`, `\t`, `\r` for those three), so the string reads back as
    /// it was and shows what it holds.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if CommentText.isHidden(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
