/// Terminal columns a string occupies: the one width rule for plots, wrapping, carets under
/// a diagnostic and ASCII stand-ins.
///
/// Each `Character` (grapheme cluster) takes the widest of its scalars: 2 for East Asian Wide
/// and Fullwidth characters and emoji (``isWide(_:)``), 0 for combining marks, enclosing
/// marks, format characters and the zero-width space (so `e` + U+0301 is 1), 1 otherwise.
/// Escape sequences take none: CSI (`ESC [ … final byte`, e.g. the colour
/// `\u{1B}[38;5;33m`), OSC (`ESC ] … BEL` or `ESC ] … ESC \`) and other two-character
/// `ESC x` escapes. Control characters other than ESC count 1 (callers strip or refuse them).
public func displayWidth(_ s: String) -> Int {
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
