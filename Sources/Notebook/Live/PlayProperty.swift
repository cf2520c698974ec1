import FluidLanguage
import Pictures

/// What a lane of `play` shows a motion as (`play s, as: scale`). Each draws the lane's
/// progress p (0 at the start, 1 at the target; overshoot above 1, undershoot below 0) in
/// `columns` cells of one terminal row:
///
/// - `position`: a marker moving along a track, `·` at the start, `┊` at the target.
/// - `scale`: a block growing from the start, to the cell's eighth (`▏▎▍▌▋▊▉█`), with the
///   target's edge marked `┊` while the block is short of it.
/// - `rotation`: a needle turning through 90° as p goes 0 → 1 (→ at 0°, ↓ at 90°, clockwise,
///   in eight directions), with the angle: `↘ 47°` (from 10⁹° in four digits: `↘ 9e+301°`).
/// - `opacity`: a block across the lane whose shade follows p clamped to 0…1 (` ░▒▓█`), with
///   the percentage.
///
/// `lowest`…`highest` is the range of progress every lane reaches (0 and 1 included), so
/// lanes share their columns and compare at a glance. Without Unicode, ASCII stand-ins.
public enum PlayProperty: String, CaseIterable, Sendable {
    case position, scale, rotation, opacity

    /// The lane's row for progress `p`, exactly `columns` cells (at least 1).
    func row(_ p: Double, columns: Int, lowest: Double, highest: Double, unicode: Bool) -> String {
        let columns = max(columns, 1)
        switch self {
        case .position:
            var cells = Array(repeating: unicode ? "─" : "-", count: columns)
            cells[Self.column(of: 0, columns: columns, lowest, highest)] = unicode ? "·" : "."
            cells[Self.column(of: 1, columns: columns, lowest, highest)] = unicode ? "┊" : "|"
            cells[Self.column(of: p, columns: columns, lowest, highest)] = unicode ? "●" : "o"
            return cells.joined()
        case .scale:
            return Self.bar(p, columns: columns, lowest: lowest, highest: highest, unicode: unicode)
        case .rotation:
            // The needle points the way the angle does modulo a full turn; the angle is shown
            // whole, or in four digits from 10⁹° on (a spring released at 1e300 pt/s turns
            // through 9e+301°).
            let degrees = p.isFinite ? p * 90 : 0
            let directions = unicode ? ["→", "↘", "↓", "↙", "←", "↖", "↑", "↗"] : ["-", "\\", "|", "/", "-", "\\", "|", "/"]
            let eighth = Int(bounded: (degrees.truncatingRemainder(dividingBy: 360) / 45).rounded()) % 8
            let angle = abs(degrees) < 1e9 ? String(Int(bounded: degrees.rounded())) : ValueFormatter(digits: 4).number(degrees)
            let text = directions[(eighth + 8) % 8] + " " + angle + "°"
            return Self.padded(unicode ? text : text.replacing("°", with: " deg"), columns)
        case .opacity:
            let q = p.isFinite ? min(max(p, 0), 1) : 0
            let shades = unicode ? [" ", "░", "▒", "▓", "█"] : [" ", ".", ":", "+", "#"]
            let shade = shades[Int(bounded: (q * Double(shades.count - 1)).rounded())]
            let percent = " " + String(Int(bounded: (q * 100).rounded())) + "%"
            guard columns > percent.count + 1 else { return Self.padded(String(repeating: shade, count: columns), columns) }
            return String(repeating: shade, count: columns - percent.count) + Self.padded(percent, percent.count)
        }
    }

    /// The column (0 ..< columns) where progress `value` sits between `lowest` and `highest`.
    static func column(of value: Double, columns: Int, _ lowest: Double, _ highest: Double) -> Int {
        guard value.isFinite, highest > lowest, columns > 1 else { return 0 }
        let x = (value - lowest) / (highest - lowest) * Double(columns - 1)
        return min(max(Int(bounded: x.rounded()), 0), columns - 1)
    }

    /// A block from the start's column, `p` × (target − start) cells long in eighths of a
    /// cell: at the target its end meets the `┊`, past it (overshoot) it covers the mark.
    static func bar(_ p: Double, columns: Int, lowest: Double, highest: Double, unicode: Bool) -> String {
        let start = column(of: 0, columns: columns, lowest, highest)
        let target = column(of: 1, columns: columns, lowest, highest)
        var cells = Array(repeating: " ", count: columns)
        cells[target] = unicode ? "┊" : "|"
        let span = highest > lowest ? Double(columns - 1) / (highest - lowest) : 0
        let length = p.isFinite ? max(0, min(p * span, Double(columns - start))) : 0
        let full = Int(bounded: length)
        for i in 0..<full { cells[start + i] = unicode ? "█" : "#" }
        let eighths = Int(bounded: (length - Double(full)) * 8)
        if eighths > 0, start + full < columns {
            cells[start + full] = unicode ? ["▏", "▎", "▍", "▌", "▋", "▊", "▉"][eighths - 1] : "="
        }
        return cells.joined()
    }

    static func padded(_ text: String, _ columns: Int) -> String {
        text.count >= columns ? String(text.prefix(columns)) : text + String(repeating: " ", count: columns - text.count)
    }
}
