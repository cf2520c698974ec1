/// Whole numbers from real ones that never trap: the one conversion painting, playing,
/// plotting and the pictures' encoders use for pixels, cells, columns, frames and tick counts.
///
/// `Int(someDouble)` stops the process when the value is NaN, infinite or beyond `Int`'s
/// range; a notebook reaches all three easily (a trace spanning ±1e308, a spring released at
/// 1e300 pt/s, 0/0 in a user function). `Int(bounded:)` instead follows one rule:
///
/// - NaN gives `nan` (0 unless the caller states another value);
/// - a value within ±`Int.boundedLimit` (±2⁴⁰, about ±1.1 × 10¹²) is truncated toward zero,
///   as `Int(_:)` does (round it first for another rule: `Int(bounded: x.rounded(.up))`);
/// - anything beyond, +∞ and −∞ included, is held at +`boundedLimit` or −`boundedLimit`.
///
/// The limit is far outside any picture or terminal (so a held value still draws off the
/// edge, where it belongs), and small enough that adding, subtracting or multiplying two
/// such values by a picture's size cannot overflow `Int` either.
extension Int {
    /// The largest magnitude `Int(bounded:)` returns: 2⁴⁰.
    public static let boundedLimit = 1 << 40

    /// `value` truncated toward zero, held within ±`boundedLimit`; NaN gives `nan`.
    @inlinable
    public init(bounded value: Double, nan: Int = 0) {
        if value.isNaN {
            self = nan
        } else if value >= 1_099_511_627_776 {
            self = Int.boundedLimit
        } else if value <= -1_099_511_627_776 {
            self = -Int.boundedLimit
        } else {
            self = Int(value)
        }
    }
}

extension Int32 {
    /// `value` truncated toward zero and held within `Int32`'s range (±∞ at its ends); NaN
    /// gives `nan`. For waits and sizes handed to the C library.
    @inlinable
    public init(bounded value: Double, nan: Int32 = 0) {
        self = value.isNaN ? nan : Int32(clamping: Int(bounded: value))
    }
}

extension UInt8 {
    /// A colour channel or a coverage byte: `value` rounded to nearest and held within
    /// 0…255; NaN gives `nan`.
    @inlinable
    public init(bounded value: Double, nan: UInt8 = 0) {
        guard !value.isNaN else { self = nan; return }
        // Rounded half away from zero as `rounded()` does, without the C library's round: the
        // value less its integer part is exact, so a half or more moves it one further out.
        let whole = Int(bounded: value)
        let fraction = value - Double(whole)
        self = UInt8(clamping: fraction >= 0.5 ? whole + 1 : fraction <= -0.5 ? whole - 1 : whole)
    }
}
