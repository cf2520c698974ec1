/// A number as it is printed into exported code, and the Double that text means, so a
/// re-simulation can run from exactly what a developer pastes.
///
/// Text is plain decimal (no exponent) with trailing zeros removed: 246.740 → "246.74",
/// 1.0 → "1". `value` is the Double nearest the printed decimal (an integer divided by a
/// power of ten, both exact, so the division rounds once to that nearest Double).
public struct ExportNumber: Hashable, Sendable, CustomStringConvertible {
    public let text: String
    public let value: Double

    public var description: String { text }

    /// `x` rounded to `decimals` digits after the point (0 … 15). |x| must be below 10¹⁵ so the
    /// scaled integer is exact; larger or non-finite values are printed by Swift as they are.
    public init(_ x: Double, decimals: Int) {
        let decimals = min(max(decimals, 0), 15)
        let scale = ExportNumber.powerOfTen(decimals)
        let scaled = (x * scale).rounded()
        guard x.isFinite, abs(scaled) < 9e15 else {
            self.text = "\(x)"
            self.value = x
            return
        }
        let value = scaled / scale
        self.value = value == 0 ? 0 : value            // never "-0"
        self.text = ExportNumber.decimalText(Int64(scaled), decimals: decimals)
    }

    /// `x` rounded to `significant` significant digits (1 … 15), never more than 15 decimals.
    public init(_ x: Double, significant: Int) {
        guard x.isFinite, x != 0 else { self.init(x.isFinite ? 0 : x, decimals: 0); return }
        // Outside 1 … 15 the arithmetic below could overflow (Int.max digits): clamp.
        let significant = min(max(significant, 1), 15)
        let exponent = Int(floor(log10(abs(x))))
        let decimals = significant - 1 - exponent
        if decimals >= 0 {
            self.init(x, decimals: decimals)
        } else {
            // Round to tens, hundreds, …: still an integer, printed without a point.
            let unit = ExportNumber.powerOfTen(-decimals)
            self.init((x / unit).rounded() * unit, decimals: 0)
        }
    }

    /// 10^n for n in 0 … 22, exact in Double.
    static func powerOfTen(_ n: Int) -> Double {
        var p = 1.0
        for _ in 0..<n { p *= 10 }
        return p
    }

    /// The integer `scaled` with a decimal point `decimals` places from the right, trailing
    /// zeros (and a bare point) removed.
    static func decimalText(_ scaled: Int64, decimals: Int) -> String {
        let negative = scaled < 0
        var digits = String(scaled.magnitude)
        if decimals > 0 {
            while digits.count <= decimals { digits = "0" + digits }
            let point = digits.index(digits.endIndex, offsetBy: -decimals)
            var fraction = String(digits[point...])
            while fraction.hasSuffix("0") { fraction.removeLast() }
            digits = String(digits[..<point]) + (fraction.isEmpty ? "" : "." + fraction)
        }
        return (negative && digits != "0" ? "-" : "") + digits
    }
}
