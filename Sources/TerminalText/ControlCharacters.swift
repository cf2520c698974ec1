/// Text from a notebook shown on a terminal as text, never as commands to the terminal.
///
/// A notebook, a file it reads, a file's name or a line typed at a pipe may hold bytes a
/// terminal obeys: ESC starts a sequence that sets the window title (OSC 0/2), writes the
/// clipboard (OSC 52) or clears the screen (CSI 2J); CR sends the cursor back over what was
/// just printed; BEL rings; U+009B is CSI on its own; bidi overrides and isolates reorder
/// what a reviewer reads. Every such character is **shown**: written as `\u{` hex `}`, the
/// way Swift spells it (`ESC` → `\u{1B}`, `CR` → `\u{D}`, `U+202E` → `\u{202E}`): capital
/// hex digits, no leading zeros, only printable ASCII. One convention for every output path:
/// renderers (``TextLine/fitted(width:ascii:)``, diagnostics, plot labels), `fluid run`'s
/// transcript, `fluid check`'s reports, messages that quote file names and values.
///
/// Shown (``isShown(_:)``): the C0 controls U+0000–U+001F except tab and line feed, DEL
/// (U+007F), the C1 controls U+0080–U+009F, the line and paragraph separators U+2028 and
/// U+2029, and every `Bidi_Control` character (U+061C, U+200E, U+200F, U+202A–U+202E,
/// U+2066–U+2069). Kept: line feed (a renderer's line break) and tab (it only moves the
/// cursor forward; a diagnostic shows it as one space). Everything else, emoji joiners and
/// combining marks included, is kept as it is.
///
/// The shown form holds no control character, so showing is idempotent, and its display
/// width is its length: ``displayWidth(_:)`` measures the text as the terminal draws it, and
/// carets placed with it stay under their columns. The form is for reading, not a way back:
/// a notebook's own literal `\u{1B}` text looks the same.
///
/// Machine formats (JSON, JUnit XML) keep their own syntax: ``escaped(_:as:)`` writes the
/// same characters as `\u001B` or `&#x1B;`, which a parser reads back as the character.
public enum ControlCharacters {
    /// How a shown character is written.
    public enum Form: Sendable {
        /// `\u{1B}`: for people (the default everywhere text reaches a terminal).
        case visible
        /// `\u001B`: inside a JSON document. Only correct for characters that can occur
        /// in a JSON document only inside a string, which every shown character except line
        /// feed and tab is (both are kept).
        case json
        /// `&#x1B;`: inside an XML 1.0 document, as a character reference. XML 1.0 allows
        /// tab, line feed, CR, DEL, C1 and the rest as references; other C0 controls are
        /// not characters XML can hold and become U+FFFD.
        case xml
    }

    /// `text` with every character of ``isShown(_:)`` written as `\u{1B}`. Text without
    /// one (nearly all) is returned as it is, after one pass over its UTF-8 bytes.
    public static func visible(_ text: String) -> String {
        escaped(text, as: .visible)
    }

    /// `text` with every character of ``isShown(_:)`` written in `form`, everything else
    /// as it is.
    public static func escaped(_ text: String, as form: Form) -> String {
        guard mayNeedShowing(text) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isShown(scalar) {
                out.append(contentsOf: written(scalar, as: form).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// True for the characters a terminal could obey or that reorder text (see the type).
    @inline(__always)
    public static func isShown(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        switch v {
        case 0x09, 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// The shown form of one character: `\u{1B}`, `\u001B` or `&#x1B;`.
    static func written(_ scalar: Unicode.Scalar, as form: Form) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        switch form {
        case .visible:
            return "\\u{" + hex + "}"
        case .json:
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        case .xml:
            // XML 1.0's Char production leaves out C0 controls other than tab, LF and CR.
            if scalar.value < 0x20 && scalar.value != 0x0D { return "\u{FFFD}" }
            return "&#x" + hex + ";"
        }
    }

    /// False only when `text` certainly holds no shown character: no byte below 0x20 other
    /// than tab and line feed, no DEL, and no lead byte of a shown character's UTF-8 form
    /// (0xC2 for C1, 0xD8 for U+061C, 0xE2 for the U+20xx ones). A pass over the bytes, so
    /// the common case (ASCII, braille, box drawing, `·`) costs no decoding.
    @inline(__always)
    static func mayNeedShowing(_ text: String) -> Bool {
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 ? byte != 0x09 && byte != 0x0A : byte == 0x7F { return true }
            if byte >= 0x80 {
                switch previous {
                case 0xC2 where byte <= 0x9F: return true   // U+0080–U+009F
                case 0xD8 where byte == 0x9C: return true   // U+061C
                case 0x80 where beforePrevious == 0xE2 && (byte == 0x8E || byte == 0x8F || (0xA8...0xAE).contains(byte)):
                    return true   // U+200E, U+200F, U+2028–U+202E
                case 0x81 where beforePrevious == 0xE2 && (0xA6...0xA9).contains(byte):
                    return true   // U+2066–U+2069
                default: break
                }
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }
}
