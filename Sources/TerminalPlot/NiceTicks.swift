import Pictures

/// Evenly spaced "round" tick values: multiples of 1, 2 or 5 × 10ⁿ.
///
/// A tick set is stored as integers (`first … first + count − 1` multiples of
/// `mantissa × 10^exponent`) so its labels can be printed exactly, without the
/// rounding noise of `0.1 + 0.2`.
public struct NiceTicks: Sendable, Hashable {
    /// 1, 2 or 5.
    public let mantissa: Int
    /// The step is `mantissa × 10^exponent`.
    public let exponent: Int
    /// Index of the first tick: its value is `first × step`.
    public let first: Int
    public let count: Int

    public var step: Double { Double(mantissa) * powerOfTen(exponent) }

    /// Tick values, in increasing order.
    public var values: [Double] {
        (0..<count).map { Double((first + $0) * mantissa) * powerOfTen(exponent) }
    }

    /// The exact tick values as `integer × 10^exponent` pairs, for printing.
    var scaledIntegers: [Int] { (0..<count).map { (first + $0) * mantissa } }

    /// The tick sets for `lo … hi`, from the finest step (about `span / maxCount`)
    /// upward. Each set holds every multiple of its step inside the range (with a
    /// tolerance of 10⁻⁹ of the step at the ends). Empty for a non-finite or empty range.
    public static func candidates(from lo: Double, to hi: Double, maxCount: Int) -> [NiceTicks] {
        let span = hi - lo
        guard lo.isFinite, hi.isFinite, span.isFinite, span > 0 else { return [] }
        let raw = span / Double(max(maxCount, 1))
        var exponent = decimalExponent(of: raw)
        var result: [NiceTicks] = []
        // Three decades of candidates always reach a step wider than the span.
        for _ in 0..<4 {
            for mantissa in [1, 2, 5] {
                let step = Double(mantissa) * powerOfTen(exponent)
                guard step > 0, step.isFinite else { continue }
                let low = (lo / step - 1e-9).rounded(.up)
                let high = (hi / step + 1e-9).rounded(.down)
                // Indices beyond 2⁵³ cannot be represented exactly; such ranges are
                // padded before ticks are asked for, so this only guards odd input.
                guard abs(low) < 9e15, abs(high) < 9e15, high >= low else { continue }
                let count = Int(bounded: high - low) + 1
                guard count >= 1, count <= 10_000 else { continue }
                let ticks = NiceTicks(mantissa: mantissa, exponent: exponent, first: Int(bounded: low), count: count)
                result.append(ticks)
            }
            exponent += 1
        }
        return result
    }

    /// The finest tick set with at most `maxCount` ticks (at least one tick when the
    /// range allows it), or `nil` for a non-finite or empty range.
    public static func choose(from lo: Double, to hi: Double, maxCount: Int) -> NiceTicks? {
        let sets = candidates(from: lo, to: hi, maxCount: maxCount)
        return sets.first { $0.count <= max(maxCount, 1) } ?? sets.last
    }
}

/// 10ⁿ for n clamped to −330…308, by repeated multiplication (exact up to 10²²).
func powerOfTen(_ n: Int) -> Double {
    let e = min(max(n, -330), 308)
    var result = 1.0
    for _ in 0..<abs(e) { result *= 10 }
    return e >= 0 ? result : 1 / result
}

/// The n with 10ⁿ ≤ |x| < 10ⁿ⁺¹ (0 for 0 or a non-finite x).
func decimalExponent(of x: Double) -> Int {
    var value = abs(x)
    guard value.isFinite, value > 0 else { return 0 }
    var n = 0
    while value >= 10, n < 400 { value /= 10; n += 1 }
    while value < 1, n > -400 { value *= 10; n -= 1 }
    return n
}
