extension Diagnostic {
    /// The line indented two spaces, carets under the span, then the message:
    ///
    ///       400ms + 20pt
    ///       ^^^^^^^^^^^^ cannot add a time to a length
    ///
    /// Columns are terminal columns: East Asian wide characters (and emoji) take two,
    /// combining marks none, so the carets line up in a terminal. Tabs in the source are
    /// shown as one space. A span at the end of the line gets one caret after it. The
    /// help, if any, follows on its own lines, indented two spaces.
    public func rendered(source: String) -> String {
        let characters = Array(source)
        let start = min(max(span.start, 0), characters.count)
        let end = min(max(span.end, start), characters.count)
        let lead = characters[..<start].reduce(0) { $0 + TerminalWidth.columns(of: $1) }
        let width = max(1, characters[start..<end].reduce(0) { $0 + TerminalWidth.columns(of: $1) })
        let shownSource = String(characters.map { $0 == "\t" ? " " : $0 })
        var lines = [
            "  " + shownSource,
            "  " + String(repeating: " ", count: lead) + String(repeating: "^", count: width) + " " + message,
        ]
        if let help {
            lines += help.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}

/// How many terminal columns text takes: a simple East Asian Wide check, enough for carets.
public enum TerminalWidth {
    public static func columns(of character: Character) -> Int {
        var width = 0
        for scalar in character.unicodeScalars {
            width = max(width, columns(of: scalar))
        }
        // A cluster made only of combining marks (shown attached to what precedes it) is 0.
        return width
    }

    public static func columns(of text: String) -> Int {
        text.reduce(0) { $0 + columns(of: $1) }
    }

    static func columns(of scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if v == 0x200B { return 0 }
        if isWide(v) { return 2 }
        return 1
    }

    static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
