/// Text for a terminal whose locale cannot show UTF-8 (LANG=C): the characters fluid's
/// output uses get ASCII stand-ins (`·` → `-`, `∞` → `inf`, `ζ` → `zeta`), and anything else
/// outside ASCII becomes `?` (`??` for a wide character, so carets under a line stay in
/// their columns; nothing for a zero-width one).
///
/// Renderers apply this to each piece of text before they measure and wrap it, so a stand-in
/// longer than its character (`∞` → `inf`) still fits the width, and carets are placed
/// under the text as shown.
public enum ASCIIStandIns {
    static let replacements: [Character: String] = [
        "·": "-", "…": "...", "∞": "inf", "›": ">", "‹": "<", "→": "->", "←": "<-", "↑": "^", "↓": "v",
        "≈": "~", "×": "x", "−": "-", "–": "-", "—": "-", "≤": "<=", "≥": ">=", "≠": "!=", "°": "deg",
        "±": "+/-", "²": "^2", "³": "^3", "µ": "u", "ζ": "zeta", "ω": "omega", "π": "pi", "“": "\"", "”": "\"",
        "‘": "'", "’": "'", "•": "*", "✓": "ok", "✗": "x", "\u{FFFD}": "?",
    ]

    /// `text` with every character outside ASCII replaced; ASCII text is returned as is.
    public static func ascii(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            out += ascii(character)
        }
        return out
    }

    /// One character's stand-in: itself when ASCII.
    public static func ascii(_ character: Character) -> String {
        if character.isASCII { return String(character) }
        if let replacement = replacements[character] { return replacement }
        switch displayWidth(character) {
        case 0: return ""
        case 1: return "?"
        default: return "??"
        }
    }
}
