/// Terminal columns a string occupies, not counting ANSI escape sequences.
///
/// Counts one column per `Character` (grapheme cluster), which is exact for the glyphs
/// this module draws (ASCII, box drawing, blocks, braille). Skipped: CSI sequences
/// (`ESC [ … final byte`, e.g. the colour `\u{1B}[38;5;33m`), OSC sequences
/// (`ESC ] … BEL` or `ESC ] … ESC \`), and other two-character `ESC x` escapes.
/// Wide (CJK, emoji) characters count as one column.
public func displayWidth(_ s: String) -> Int {
    var width = 0
    var characters = s.makeIterator()
    while let c = characters.next() {
        guard c == "\u{1B}" else { width += 1; continue }
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
