/// How an axis shows its values: the factor from data to displayed numbers and the
/// symbol written after them.
struct AxisDisplay: Sendable, Equatable {
    var scale: Double
    var symbol: String

    /// Picks the display for data spanning `lo … hi` (data units).
    /// `.time` reads in ms below a 2 s span, in s from 2 s on.
    init(unit: AxisUnit, lo: Double, hi: Double) {
        switch unit {
        case .none:
            scale = 1; symbol = ""
        case .time:
            if hi - lo < 2 { scale = 1000; symbol = "ms" } else { scale = 1; symbol = "s" }
        case .custom(let s, let factor):
            scale = factor.isFinite && factor != 0 ? factor : 1
            symbol = Text.sanitized(s)
        }
    }

    /// "200 ms", "12 pt", but "45°" and "50%": symbols that hug their number.
    func label(_ number: String) -> String {
        guard !symbol.isEmpty else { return number }
        return hugs ? number + symbol : number + " " + symbol
    }

    /// Columns the unit adds to a number's label: the symbol, and a space unless it hugs.
    var suffixWidth: Int { symbol.isEmpty ? 0 : symbol.count + (hugs ? 0 : 1) }

    /// Whether the symbol is written against its number (`45°`, `50%`).
    /// (Compared one by one, not hashed; an ASCII symbol only with the ASCII ones, as no
    /// ASCII string equals the others, and comparing with them takes Unicode normalisation.)
    private var hugs: Bool {
        if symbol.utf8.allSatisfy({ $0 < 0x80 }) { return symbol == "%" || symbol == "'" || symbol == "\"" }
        switch symbol {
        case "°", "%", "′", "″", "'", "\"": return true
        default: return false
        }
    }
}
