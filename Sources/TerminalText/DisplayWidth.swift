/// Terminal columns a string occupies: the one width rule for plots, wrapping, carets under
/// a diagnostic and ASCII stand-ins.
///
/// Each `Character` (grapheme cluster) takes the widest of its scalars: 2 for East Asian Wide
/// and Fullwidth characters and emoji (``isWide(_:)``), 0 for combining marks, enclosing
/// marks, format characters and the zero-width space (so `e` + U+0301 is 1), 1 otherwise.
/// Escape sequences take none: CSI (`ESC [ … final byte`, e.g. the colour
/// `\u{1B}[38;5;33m`), OSC (`ESC ] … BEL` or `ESC ] … ESC \`) and other two-character
/// `ESC x` escapes. Control characters other than ESC count 1: a notebook's text is measured
/// after ``ControlCharacters/visible(_:)`` has shown them (`\u{1B}`, printable ASCII, as wide
/// as it is long), so the escapes measured here are only the renderer's own.
public func displayWidth(_ s: String) -> Int {
    singleColumnCount(s) ?? clusterWidth(s)
}

/// The number of scalars in `s` when every one of them is a one-column character standing
/// alone (``isSingleColumnAlone(_:)``), else nil. Such a string's grapheme clusters are its
/// scalars, so its width by the rule of ``displayWidth(_:)`` is its scalar count: the
/// common case (plot rows of ASCII, braille, blocks and box drawing; numbers, names and
/// units) measured without grapheme breaking or Unicode property lookups.
@inline(__always)
func singleColumnCount(_ s: String) -> Int? {
    var ascii = true
    for byte in s.utf8 where byte < 0x20 || byte > 0x7E {
        ascii = false
        break
    }
    if ascii { return s.utf8.count }
    var count = 0
    for scalar in s.unicodeScalars {
        guard isSingleColumnAlone(scalar.value) else { return nil }
        count += 1
    }
    return count
}

/// True for scalars that take one column and always form a grapheme cluster of their own
/// next to any other scalar of this set: printable ASCII; Latin-1, Latin Extended and
/// spacing modifier letters (U+00A0–U+02FF, not the soft hyphen, a format character);
/// Greek and Cyrillic (U+0370–U+0482: the combining marks on either side are left out);
/// general punctuation (U+2010–U+2027, U+2030–U+205E: dashes, quotes, bullets, "…", "′");
/// arrows, mathematical operators and technical symbols (U+2190–U+2328: "→", "∞", "≈");
/// box drawing, block elements and geometric shapes (U+2500–U+25FF); braille (U+2800–U+28FF).
/// None of them is a combining mark, a format character, East Asian Wide, or a scalar the
/// grapheme rules join to a neighbour (Extend, SpacingMark, Prepend, ZWJ, Hangul, regional
/// indicators, CR/LF/controls). Everything else takes the cluster-wise path.
@inline(__always)
func isSingleColumnAlone(_ v: UInt32) -> Bool {
    switch v {
    case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x2010...0x2027, 0x2030...0x205E,
         0x2190...0x2328, 0x2500...0x25FF, 0x2800...0x28FF:
        return true
    default:
        return false
    }
}

/// ``displayWidth(_:)`` cluster by cluster: escapes skipped, each `Character` measured.
func clusterWidth(_ s: String) -> Int {
    var width = 0
    var characters = s.makeIterator()
    while let c = characters.next() {
        guard c == "\u{1B}" else { width += displayWidth(c); continue }
        guard let kind = characters.next() else { break }
        if kind == "[" {
            // Parameter and intermediate bytes, then one final byte in @…~.
            while let b = characters.next() {
                let v = b.unicodeScalars.first?.value ?? 0
                if v >= 0x40 && v <= 0x7E { break }
            }
        } else if kind == "]" {
            while let b = characters.next() {
                if b == "\u{07}" { break }
                if b == "\u{1B}" { _ = characters.next(); break }
            }
        }
    }
    return width
}

/// Columns one character takes (no escape handling): 0, 1 or 2, as ``displayWidth(_:)``
/// counts them.
public func displayWidth(_ character: Character) -> Int {
    if character.isASCII { return 1 }
    var width = 0
    for scalar in character.unicodeScalars {
        width = max(width, columns(of: scalar))
    }
    // A cluster made only of combining marks (shown attached to what precedes it) is 0.
    return width
}

private func columns(of scalar: Unicode.Scalar) -> Int {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if scalar.value == 0x200B { return 0 }
    return isWide(scalar.value) ? 2 : 1
}

/// East Asian Wide and Fullwidth blocks (Hangul Jamo, CJK, Hiragana/Katakana, Hangul
/// syllables, compatibility ideographs, fullwidth forms) and the emoji blocks: the ranges
/// terminals draw two columns wide.
func isWide(_ v: UInt32) -> Bool {
    switch v {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
         0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
         0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
        return true
    default:
        return false
    }
}
