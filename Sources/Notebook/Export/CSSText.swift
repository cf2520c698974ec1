/// Notebook text in generated CSS. A CSS comment ends only at `*/`; comments go through
/// `CommentText`. Names (a notebook's file stem and its bindings', in custom property names)
/// are escaped as CSS Syntax reads identifiers, so any text stands for itself.
enum CSSText: CodeText {
    static let language = "CSS"

    /// `name` as characters of a CSS identifier, for after a custom property's `--`:
    /// ASCII letters, digits, `-` and `_` stay; other printable ASCII is escaped with a
    /// backslash (`\.`); space, control characters and the hidden characters of
    /// `CommentText` (line and paragraph separators, bidirectional controls) as a hex escape
    /// and a space (`\20 `, `\2028 `), which CSS reads as that one character; other non-ASCII
    /// characters (letters of any script) are identifier characters and stay. Never refused.
    static func identifier(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_":
                out.unicodeScalars.append(scalar)
            case "!"..."~":
                out += "\\"
                out.unicodeScalars.append(scalar)
            default:
                if scalar.isASCII || CommentText.isHidden(scalar) || scalar.properties.isWhitespace || scalar.value == 0 {
                    out += "\\" + String(scalar.value == 0 ? 0xFFFD : scalar.value, radix: 16, uppercase: true) + " "
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
