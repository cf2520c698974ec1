import TerminalText

/// Text for a terminal whose locale cannot show UTF-8 (LANG=C): the characters results use
/// get ASCII stand-ins, and anything else outside ASCII becomes `?` (`??` for a wide
/// character, so carets under a line stay in their columns).
enum ASCIIFallback {
    static let replacements: [Character: String] = [
        "·": "-", "…": "...", "∞": "inf", "›": ">", "‹": "<", "→": "->", "←": "<-", "↑": "^", "↓": "v",
        "≈": "~", "×": "x", "−": "-", "–": "-", "—": "-", "≤": "<=", "≥": ">=", "≠": "!=", "°": "deg",
        "±": "+/-", "²": "^2", "³": "^3", "µ": "u", "ζ": "zeta", "ω": "omega", "π": "pi", "“": "\"", "”": "\"",
        "‘": "'", "’": "'", "•": "*", "✓": "ok", "✗": "x", "\u{FFFD}": "?",
    ]

    static func ascii(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isASCII {
                out.append(character)
            } else if let replacement = replacements[character] {
                out += replacement
            } else {
                out += displayWidth(character) >= 2 ? "??" : (displayWidth(character) == 0 ? "" : "?")
            }
        }
        return out
    }
}
