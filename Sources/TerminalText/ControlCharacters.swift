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
        /// `\u001B`: inside a JSON document whose writer puts no CR between tokens (fluid's
        /// puts spaces and line feeds, which are kept): every other shown character can only
        /// stand inside a string there, where the escape reads back as the character.
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
        var text = text
        return text.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 32)
            var index = 0
            while index < bytes.count {
                let (length, value) = shownCharacter(in: bytes, at: index)
                if length > 0 {
                    append(value, as: form, to: &out)
                    index += length
                } else {
                    out.append(bytes[index])
                    index += 1
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// The UTF-8 length and the value of the shown character starting at `index` of valid
    /// UTF-8 `bytes`, or length 0 when the character there is not shown. Read from the bytes
    /// alone: ASCII controls and DEL are one byte; U+0080–U+009F are `C2 80`–`C2 9F`;
    /// U+061C is `D8 9C`; U+200E, U+200F and U+2028–U+202E are `E2 80 xx`, U+2066–U+2069
    /// `E2 81 xx`. None of these lead bytes is ever a continuation byte, so a byte-wise scan
    /// finds exactly the characters ``isShown(_:)`` names.
    @inline(__always)
    static func shownCharacter(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (length: Int, value: UInt32) {
        let lead = bytes[index]
        switch lead {
        case 0x09, 0x0A:
            return (0, 0)
        case 0x00...0x1F, 0x7F:
            return (1, UInt32(lead))
        case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
            return (2, UInt32(bytes[index + 1]))
        case 0xD8 where index + 1 < bytes.count && bytes[index + 1] == 0x9C:
            return (2, 0x061C)
        case 0xE2 where index + 2 < bytes.count:
            let second = bytes[index + 1], third = bytes[index + 2]
            if second == 0x80 && (third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third)) {
                return (3, 0x2000 + UInt32(third - 0x80))
            }
            if second == 0x81 && (0xA6...0xA9).contains(third) {
                return (3, 0x2040 + UInt32(third - 0x80))
            }
            return (0, 0)
        default:
            return (0, 0)
        }
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

    /// Appends the shown form of the character `value` to `out` as UTF-8: `\u{1B}`, `\u001B` or
    /// `&#x1B;` (capital hex digits; JSON's at least four).
    static func append(_ value: UInt32, as form: Form, to out: inout [UInt8]) {
        func hex(atLeast minimum: Int) {
            var digits = 1
            while digits < 6, value >> (4 * UInt32(digits)) != 0 { digits += 1 }
            var place = max(digits, minimum)
            while place > 0 {
                place -= 1
                let digit = UInt8(truncatingIfNeeded: value >> (4 * UInt32(place))) & 0xF
                out.append(digit < 10 ? 0x30 + digit : 0x37 + digit)   // "0"…"9", "A"…"F"
            }
        }
        switch form {
        case .visible:
            out.append(contentsOf: "\\u{".utf8)
            hex(atLeast: 1)
            out.append(UInt8(ascii: "}"))
        case .json:
            out.append(contentsOf: "\\u".utf8)
            hex(atLeast: 4)
        case .xml:
            // XML 1.0's Char production leaves out C0 controls other than tab, LF and CR.
            if value < 0x20 && value != 0x0D {
                out.append(contentsOf: "\u{FFFD}".utf8)
                return
            }
            out.append(contentsOf: "&#x".utf8)
            hex(atLeast: 1)
            out.append(UInt8(ascii: ";"))
        }
    }

    /// True when `text` holds a shown character, read from its UTF-8 bytes in place
    /// (``shownCharacter(in:at:)``) without decoding, so the common case (ASCII, braille,
    /// box drawing, `·`) costs one pass and no copy.
    @inline(__always)
    static func mayNeedShowing(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable(mayNeedShowing) { return found }
        return Array(text.utf8).withUnsafeBufferPointer { mayNeedShowing($0) }
    }

    /// ``mayNeedShowing(_:)`` over the bytes themselves.
    static func mayNeedShowing(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 ? byte != 0x09 && byte != 0x0A : byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2 {
                if shownCharacter(in: bytes, at: index).length > 0 { return true }
            }
            index += 1
        }
        return false
    }
}
