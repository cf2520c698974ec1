import TerminalText
/// Small text helpers for laying out plain (escape-free) strings in columns.
enum Text {
    /// User text made safe for one line: tabs and line breaks become spaces, other
    /// control characters (ESC included, so no stray escape code gets through) are
    /// dropped.
    static func sanitized(_ s: String) -> String {
        var out = ""
        for c in s {
            guard let v = c.unicodeScalars.first?.value, c.unicodeScalars.count == 1 else {
                out.append(c)   // multi-scalar clusters are printable by construction
                continue
            }
            if v == 0x09 || v == 0x0A || v == 0x0D || v == 0x0B || v == 0x0C { out.append(" "); continue }
            if v < 0x20 || (v >= 0x7F && v < 0xA0) { continue }
            out.append(c)
        }
        return out
    }

    /// `s` cut to at most `width` display columns; a cut string ends with "…" (with "..."
    /// when `ascii`, for a terminal that cannot show UTF-8).
    static func truncate(_ s: String, to width: Int, ascii: Bool = false) -> String {
        guard width > 0 else { return "" }
        guard displayWidth(s) > width else { return s }
        let ellipsis = ascii && width >= 4 ? "..." : (ascii ? "." : "…")
        var kept = "", used = 0
        let room = width - displayWidth(ellipsis)
        for character in s {
            let columns = displayWidth(character)
            if used + columns > room { break }
            kept.append(character)
            used += columns
        }
        return kept + ellipsis
    }

    /// `n` spaces (none for n ≤ 0), written as bytes: what `String(repeating: " ", count:)`
    /// gives, for less.
    static func spaces(_ n: Int) -> String {
        guard n > 0 else { return "" }
        return String(unsafeUninitializedCapacity: n) { bytes in
            bytes.initialize(repeating: 0x20)
            return n
        }
    }

    /// `s` followed by spaces up to `width` display columns (escape codes not counted).
    static func padRight(_ s: String, to width: Int) -> String {
        let w = displayWidth(s)
        return w >= width ? s : s + spaces(width - w)
    }

    /// `s.count` (its characters), at once for printable ASCII: a byte a character.
    static func characterCount(_ s: String) -> Int {
        s.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? s.utf8.count : s.count
    }

    /// `s` preceded by spaces up to `width` columns.
    static func padLeft(_ s: String, to width: Int) -> String {
        let count = characterCount(s)
        return count >= width ? s : spaces(width - count) + s
    }

    /// `s` centred in `width` columns (extra space on the right), cut if too long.
    static func center(_ s: String, in width: Int, ascii: Bool = false) -> String {
        let t = truncate(s, to: width, ascii: ascii)
        let left = (width - displayWidth(t)) / 2
        return spaces(left) + t
    }

    /// A line of `width` columns with each string placed at its column; later strings
    /// never overwrite earlier ones (callers check overlaps first).
    static func place(_ items: [(column: Int, text: String)], width: Int) -> String {
        // Printable ASCII: one byte a character, so bytes can be placed instead.
        if items.allSatisfy({ $0.text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }) {
            var bytes = [UInt8](repeating: 0x20, count: max(width, 0))
            for item in items {
                var i = item.column
                for byte in item.text.utf8 {
                    if i >= 0 && i < bytes.count { bytes[i] = byte }
                    i += 1
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return placeCharacters(items, width: width)
    }

    /// `place` a `Character` at a time: the general path.
    static func placeCharacters(_ items: [(column: Int, text: String)], width: Int) -> String {
        var cells = Array(repeating: Character(" "), count: max(width, 0))
        for item in items {
            for (offset, c) in item.text.enumerated() {
                let i = item.column + offset
                if i >= 0 && i < cells.count { cells[i] = c }
            }
        }
        return String(cells)
    }
}
