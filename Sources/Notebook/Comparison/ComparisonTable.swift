import TerminalPlot
import TerminalText

/// A table with one column per compared thing and one row per quantity, aligned, fitted
/// to a width, with the rows that differ highlighted.
///
///                             s             t
///       damping, response     0.8, 400 ms   0.5, 400 ms
///     * settle (0.1 %)        539.4 ms      1.017 s
///
/// A row differs when its cells, as printed, are not all the same. With colour, the
/// cells of such a row (and the column names) take their series' plot colour; without,
/// the row is marked `*` and a note under the table says so. When the columns do not
/// fit the width, they are split into several tables, one under the other, each
/// repeating the row labels. Lines never exceed the width (a lone column too wide for
/// it is cut with "…").
public struct ComparisonTable: Sendable {
    var names: [String]
    var rows: [(label: String, cells: [String])]
    /// Counts the rendering's work when a test attaches one (``ComparisonTableWork``).
    var work: ComparisonTableWork? = nil

    static let gap = 3

    /// Whether the row's cells are not all the same: one pass, compared with the first cell
    /// (linear in the columns; asked once per row per rendering, not once per column group).
    func differs(_ row: (label: String, cells: [String])) -> Bool {
        guard let first = row.cells.first else { return false }
        work?.cellsCompared += row.cells.count
        return row.cells.contains { $0 != first }
    }

    /// The table in `width` columns; with `ascii`, names and cells get ASCII stand-ins before
    /// the columns are measured.
    func render(width: Int, color: Bool, ascii: Bool) -> [String] {
        guard ascii else { return render(width: width, color: color) }
        let shown = ComparisonTable(names: names.map { ASCIIStandIns.ascii($0) },
                                    rows: rows.map { (ASCIIStandIns.ascii($0.label), $0.cells.map { ASCIIStandIns.ascii($0) }) }, work: work)
        return shown.render(width: width, color: color)
    }

    func render(width: Int, color: Bool) -> [String] {
        let labelsAndWidest = (rows.map { measured($0.label) }.max() ?? 0) + 2 + Self.gap
            + (names.indices.map { i in max(measured(names[i]), rows.map { measured($0.cells[i]) }.max() ?? 0) }.max() ?? 0)
        if labelsAndWidest > width { return renderNarrow(width: width, color: color) }
        let marker = color ? "" : "* "
        let differing = rows.map(differs)
        let anyDiffers = differing.contains(true)
        let labelWidth = (rows.map { measured($0.label) }.max() ?? 0) + (color ? 0 : 2)
        let columnWidths = names.indices.map { i in
            max(measured(names[i]), rows.map { measured($0.cells[i]) }.max() ?? 0)
        }
        // Split the columns into groups that fit beside the labels.
        var groups: [[Int]] = []
        var current: [Int] = []
        var used = labelWidth
        for i in names.indices {
            let needed = Self.gap + columnWidths[i]
            if !current.isEmpty && used + needed > width {
                groups.append(current)
                current = []
                used = labelWidth
            }
            current.append(i)
            used += needed
        }
        if !current.isEmpty { groups.append(current) }

        var lines: [String] = []
        for (g, group) in groups.enumerated() {
            if g > 0 { lines.append("") }
            var header = String(repeating: " ", count: labelWidth)
            var plainHeader = header
            for i in group {
                let cell = String(repeating: " ", count: Self.gap) + pad(names[i], columnWidths[i])
                plainHeader += cell
                header += color ? String(repeating: " ", count: Self.gap) + paintedLikeSeries(names[i], index: i)
                    + String(repeating: " ", count: columnWidths[i] - measured(names[i])) : cell
            }
            lines.append(fit(header, plain: plainHeader, width: width))
            for (r, row) in rows.enumerated() {
                let differing = differing[r]
                let label = (differing ? marker : (color ? "" : "  ")) + row.label
                var line = pad(label, labelWidth), plain = line
                for i in group {
                    let cell = pad(row.cells[i], columnWidths[i])
                    plain += String(repeating: " ", count: Self.gap) + cell
                    line += String(repeating: " ", count: Self.gap)
                        + (color && differing ? paintedLikeSeries(row.cells[i], index: i)
                           + String(repeating: " ", count: columnWidths[i] - measured(row.cells[i])) : cell)
                }
                lines.append(fit(line, plain: plain, width: width))
            }
        }
        if anyDiffers && !color { lines.append(fit("* differs", plain: "* differs", width: width)) }
        return lines
    }

    /// For a width that cannot hold the labels and a column: each row's label on its
    /// own line, then one indented line per compared thing.
    ///
    ///     * settle (0.1 %)
    ///         s   539.4 ms
    ///         t   818.7 ms
    func renderNarrow(width: Int, color: Bool) -> [String] {
        let nameWidth = names.map(measured).max() ?? 0
        var lines: [String] = []
        var anyDiffers = false
        for row in rows {
            let differing = differs(row)
            anyDiffers = anyDiffers || differing
            let label = (differing && !color ? "* " : "  ") + row.label
            lines.append(fit(label, plain: label, width: width))
            for i in names.indices {
                let plain = "    " + pad(names[i], nameWidth) + "   " + row.cells[i]
                let line = color && differing
                    ? "    " + pad(names[i], nameWidth) + "   " + paintedLikeSeries(row.cells[i], index: i) : plain
                lines.append(fit(line, plain: plain, width: width))
            }
        }
        if anyDiffers && !color { lines.append(fit("* differs", plain: "* differs", width: width)) }
        return lines
    }

    /// `text` without the spaces that end it, in time proportional to those spaces (the
    /// tables of thousands of columns render tens of thousands of lines).
    static func trailingSpacesRemoved(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The display width of `text` (`displayWidth`), counted in ``work``.
    private func measured(_ text: String) -> Int {
        work?.charactersMeasured += text.count
        return displayWidth(text)
    }

    private func measured(_ character: Character) -> Int {
        work?.charactersMeasured += 1
        return displayWidth(character)
    }

    private func pad(_ s: String, _ width: Int) -> String {
        measured(s) >= width ? s : s + String(repeating: " ", count: width - measured(s))
    }

    /// The line without trailing spaces; cut (losing its colour) if wider than `width`.
    private func fit(_ line: String, plain: String, width: Int) -> String {
        let trimmedPlain = Self.trailingSpacesRemoved(plain)
        guard measured(trimmedPlain) > width else {
            return Self.trailingSpacesRemoved(line)
        }
        guard width > 0 else { return "" }
        var kept = "", used = 0
        for character in trimmedPlain {
            let columns = measured(character)
            if used + columns > width - 1 { break }
            kept.append(character)
            used += columns
        }
        return kept + "…"
    }
}
