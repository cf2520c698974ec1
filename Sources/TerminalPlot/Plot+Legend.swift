import TerminalText

/// One legend entry: a sample of how the thing is drawn, and its name.
struct LegendEntry {
    let sample: String
    /// Colour of the sample when colour is on.
    let ink: Ink?
    let name: String
}

extension Plot {
    /// Entries laid out left to right with three spaces between, wrapped to `width`.
    /// Lines start at `indent` (under the plot) when every entry fits there, else at 0.
    /// A name too long for a whole line is cut with "…".
    static func legendLines(_ entries: [LegendEntry], indent: Int, width: Int, color: Bool, ascii: Bool = false) -> [String] {
        guard !entries.isEmpty, width > 0 else { return [] }
        let longest = entries.map { $0.sample.count + 1 + displayWidth($0.name) }.max() ?? 0
        let start = longest <= width - indent ? indent : 0
        let available = width - start
        var lines: [String] = []
        var line = "", lineWidth = 0
        for entry in entries {
            let sample = String(entry.sample.prefix(available))
            let name = Text.truncate(entry.name, to: available - sample.count - 1, ascii: ascii)
            let plainWidth = sample.count + (name.isEmpty ? 0 : 1 + displayWidth(name))
            var painted = sample
            if color, let ink = entry.ink { painted = Palette.paint(sample, ink) }
            if !name.isEmpty { painted += " " + name }
            if lineWidth > 0 && lineWidth + 3 + plainWidth > available {
                lines.append(line)
                line = ""; lineWidth = 0
            }
            if lineWidth > 0 { line += "   "; lineWidth += 3 }
            line += painted
            lineWidth += plainWidth
        }
        if lineWidth > 0 { lines.append(line) }
        return lines.map { Text.spaces(start) + $0 }
    }
}
