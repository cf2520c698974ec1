import TerminalText

/// How a list prints. A list of plain values is one line, `[1, 2 s, (3 pt, 4 pt)]`. A list
/// holding a value that prints on several lines (a spring, a decay, a retargeted motion, a
/// record with fields), directly or in a list inside it, prints one element per line, each
/// indented 4 past its bracket, with that element's own lines (a spring's summary) indented
/// beneath its first:
///
///     [
///         spring(damping: 0.8, response: 400 ms),
///             mass 1 · stiffness 246.7 · damping 25.13 · bounce 0.2 · settles 0.5394 s · overshoot 1.516 %
///         [1, 2]
///     ]
///
/// The comma stands after the line that is source (a spring's first line, a list's `]`), so
/// the first lines read as the list written out. Lists nested deeper than 10 levels stay at
/// the 10th level's indent (``deepestIndent``), so a value nested 1,000 deep fits a terminal.
/// A list of decays only is their table.
extension ValueFormatter {
    /// Where each list's storage decided its layout, so a list shared many times
    /// (`x = [x, x]` doubled) is looked into once.
    private typealias Layouts = [UnsafeRawPointer: Bool]

    /// The deepest indent of an element of a tall list, in columns: 10 levels of 4.
    static let deepestIndent = 40

    /// The lines of a list as shown: one line, the decays' table, or one element per line.
    func listLines(_ elements: [Value]) -> [TextLine] {
        if let table = decayTable(elements) { return TextLine.prose(table) }
        var layouts = Layouts()
        guard isTall(elements, layouts: &layouts) else { return TextLine.prose(listText(elements)) }
        var lines: [TextLine] = []
        _ = writeTall(elements, indent: 0, layouts: &layouts, into: &lines)
        return lines
    }

    /// The text of a list: its lines joined by newlines.
    func listText(_ elements: [Value]) -> String {
        if let table = decayTable(elements) { return table }
        var layouts = Layouts()
        guard isTall(elements, layouts: &layouts) else {
            var text = ""
            writeFlat(elements, into: &text)
            return text
        }
        var lines: [TextLine] = []
        _ = writeTall(elements, indent: 0, layouts: &layouts, into: &lines)
        return TextLine.text(lines)
    }

    /// Whether a value prints on more than one line without being a list: springs, decays
    /// and motions always (their summary), a record when it has fields.
    private static func isTall(_ value: Value) -> Bool {
        switch value {
        case .spring, .decay, .motion: return true
        case .record(let r): return !r.fields.isEmpty
        default: return false
        }
    }

    /// Whether the list prints one element per line: some element is tall, or is a list that
    /// is. Each storage is looked into once (`layouts`), so shared halves cost nothing more.
    private func isTall(_ elements: [Value], layouts: inout Layouts) -> Bool {
        let key = Self.storage(of: elements)
        if let key, let known = layouts[key] { return known }
        var tall = false
        for element in elements {
            if case .list(let items) = element {
                if decayTable(items) != nil || isTall(items, layouts: &layouts) { tall = true; break }
            } else if Self.isTall(element) {
                tall = true
                break
            }
        }
        if let key { layouts[key] = tall }
        return tall
    }

    /// A tall list's lines appended to `lines`: `[` (the caller's line holds it when it
    /// prefixes a name), an element per line at `indent + 4`, `]` at `indent`. Returns the
    /// index of the `]` line, where a comma after the list goes. An element that is the same
    /// list as the one before (one storage) copies the lines just written.
    private func writeTall(_ elements: [Value], indent: Int, layouts: inout Layouts, into lines: inout [TextLine]) -> Int {
        lines.append(TextLine(indent: indent, "["))
        let inner = min(indent + 4, Self.deepestIndent)
        var previous: (range: Range<Int>, comma: Int)?
        for (i, element) in elements.enumerated() {
            let isLast = i == elements.count - 1
            let start = lines.count
            if case .list(let items) = element, let copied = previous, case .list(let before) = elements[i - 1],
               items.count == before.count, Self.storage(of: items) == Self.storage(of: before) {
                // The element before was not last, so its copy already ends in its comma.
                lines.append(contentsOf: lines[copied.range])
                let comma = copied.comma - copied.range.lowerBound + start
                if isLast { lines[comma] = Self.droppingComma(lines[comma]) }
                previous = (start..<lines.count, comma)
                continue
            }
            let comma = writeElement(element, indent: inner, layouts: &layouts, into: &lines)
            if !isLast { lines[comma] = Self.appending(",", to: lines[comma]) }
            previous = (start..<lines.count, comma)
        }
        lines.append(TextLine(indent: indent, "]"))
        return lines.count - 1
    }

    /// One element's lines at `indent`; returns the index of the line its comma follows.
    private func writeElement(_ element: Value, indent: Int, layouts: inout Layouts, into lines: inout [TextLine]) -> Int {
        if case .list(let items) = element {
            if let table = decayTable(items) {
                lines.append(contentsOf: TextLine.prose(table).map { Self.indented($0, by: indent) })
                return lines.count - 1
            }
            if isTall(items, layouts: &layouts) {
                return writeTall(items, indent: indent, layouts: &layouts, into: &lines)
            }
            var text = ""
            writeFlat(items, into: &text)
            lines.append(TextLine(indent: indent, text))
            return lines.count - 1
        }
        let first = lines.count
        lines.append(contentsOf: shown(element).map { Self.indented($0, by: indent) })
        return first
    }

    private static func indented(_ line: TextLine, by columns: Int) -> TextLine {
        var line = line
        line.indent += columns
        return line
    }

    /// `line` without the comma that ends its text.
    private static func droppingComma(_ line: TextLine) -> TextLine {
        var line = line
        if let last = line.pieces.indices.last, line.pieces[last].hasSuffix(",") { line.pieces[last].removeLast() }
        return line
    }

    /// `line` with `suffix` after its text (after its last fact for a line of facts).
    private static func appending(_ suffix: String, to line: TextLine) -> TextLine {
        var line = line
        if line.pieces.isEmpty { line.pieces = [suffix] } else { line.pieces[line.pieces.count - 1] += suffix }
        return line
    }

    /// A flat list's text appended to `out`: `[`, the elements separated by `, `, `]`. Lists
    /// inside it are written into the same text, so a list nested k deep costs its length,
    /// not k copies of it; an element that is the same list as the one before (one storage,
    /// so the same elements) is copied from the text just written, so `x = [x, x]` doubled
    /// 19 times costs the length of its text, not 2^19 formats.
    private func writeFlat(_ elements: [Value], into out: inout String) {
        if let table = decayTable(elements) { out += table; return }
        out += "["
        var previous: (start: Int, end: Int)?
        for (i, element) in elements.enumerated() {
            if i > 0 { out += ", " }
            let start = out.utf8.count
            if case .list(let items) = element {
                if let previous, case .list(let before) = elements[i - 1], items.count == before.count,
                   Self.storage(of: items) == Self.storage(of: before) {
                    let utf8 = out.utf8
                    let piece = String(out[utf8.index(utf8.startIndex, offsetBy: previous.start)..<utf8.index(utf8.startIndex, offsetBy: previous.end)])
                    out += piece
                } else {
                    writeFlat(items, into: &out)
                }
            } else {
                out += format(element)
            }
            previous = (start, out.utf8.count)
        }
        out += "]"
    }

    private static func storage(of list: [Value]) -> UnsafeRawPointer? {
        list.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
}
