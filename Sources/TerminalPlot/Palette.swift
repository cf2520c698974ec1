/// ANSI colours for series and reference lines.
///
/// 256-colour codes of medium lightness, so every colour reads on both dark and light
/// backgrounds: blue, orange, green, magenta, cyan, red; then the cycle repeats.
/// Reference lines are mid-grey. Nothing here is used when colour is off.
enum Palette {
    static let seriesCodes: [Int] = [33, 208, 34, 170, 37, 160]
    static let referenceCode = 244
    static let reset = "\u{1B}[0m"

    static func escape(for ink: Ink) -> String {
        switch ink {
        case .series(let n):
            let count = seriesCodes.count
            return "\u{1B}[38;5;\(seriesCodes[((n % count) + count) % count])m"
        case .reference: return "\u{1B}[38;5;\(referenceCode)m"
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
