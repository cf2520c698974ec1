import Pictures

/// ANSI colours for series and reference lines: the 256-colour codes of `SeriesColours`
/// (the one declaration pictures paint from too), written as `ESC[38;5;<code>m`. Nothing
/// here is used when colour is off.
enum Palette {
    static let reset = "\u{1B}[0m"

    static func escape(for ink: Ink) -> String {
        switch ink {
        case .series(let n): return "\u{1B}[38;5;\(SeriesColours.code(series: n))m"
        case .reference: return "\u{1B}[38;5;\(SeriesColours.referenceCode)m"
        }
    }

    /// `text` wrapped in the ink's colour (and a reset).
    static func paint(_ text: String, _ ink: Ink) -> String {
        escape(for: ink) + text + reset
    }
}

/// `text` in the colour a plot gives series `index` (for tables that sit beside plots,
/// so a column reads in its curve's colour). Escape codes: use only when colour is on.
public func paintedLikeSeries(_ text: String, index: Int) -> String {
    Palette.paint(text, .series(index))
}
