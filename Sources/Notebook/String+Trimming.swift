extension Substring {
    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> Substring {
        var s = self
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return s
    }
}

extension String {
    /// Without the leading and trailing characters found in `characters`.
    func trimmed(of characters: String) -> String {
        let drop = Set(characters)
        guard let first = firstIndex(where: { !drop.contains($0) }) else { return "" }
        let last = lastIndex(where: { !drop.contains($0) })!
        return String(self[first...last])
    }

    /// Without trailing spaces: plots pad their lines to a rectangle, which is invisible
    /// on a terminal and noise in a file or a comparison.
    public var droppingTrailingSpaces: String {
        guard utf8.last == UInt8(ascii: " ") else { return self }
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return String(self[..<end])
    }
}
