import Pictures

/// Exact, compact text for tick values.
///
/// All labels of one axis share one notation: plain decimals with as many places as
/// the step needs (`0.0 0.2 0.4`, `0 200 400`), or, when the largest label reaches
/// 10⁶ or stays below 10⁻³, compact scientific form (`1e6`, `2.5e-4`). Zero is `0`.
enum TickLabels {
    static func format(_ ticks: NiceTicks) -> [String] {
        let integers = ticks.scaledIntegers
        let largest = integers.map { abs($0) }.max() ?? 0
        let largestExponent = decimalExponent(of: Double(largest)) + ticks.exponent
        let scientific = largest != 0 && (largestExponent >= 6 || largestExponent < -3)
        return integers.map { n in
            scientific
                ? formatScientific(n, exponent: ticks.exponent)
                : formatFixed(n, exponent: ticks.exponent, places: max(0, -ticks.exponent))
        }
    }

    /// The width (characters) of each label `format` gives, without making the strings;
    /// nil when the labels would be scientific (their widths vary with the digits).
    static func widths(_ ticks: NiceTicks) -> [Int]? {
        let integers = ticks.scaledIntegers
        let largest = integers.map { abs($0) }.max() ?? 0
        let largestExponent = decimalExponent(of: Double(largest)) + ticks.exponent
        guard !(largest != 0 && (largestExponent >= 6 || largestExponent < -3)) else { return nil }
        return integers.map { fixedWidth($0, exponent: ticks.exponent) }
    }

    /// The width of `formatFixed(n, exponent:, places: max(0, −exponent))`.
    static func fixedWidth(_ n: Int, exponent: Int) -> Int {
        var digits = 1, m = n.magnitude
        while m >= 10 { m /= 10; digits += 1 }
        if exponent >= 0 { return (n < 0 ? 1 : 0) + digits + (n != 0 ? exponent : 0) }
        return (n < 0 ? 1 : 0) + max(digits, -exponent + 1) + 1
    }

    /// `n × 10^exponent` with `places` decimals (places ≥ −exponent): the digits of |n|,
    /// then `exponent` zeros (none for 0), or with a negative exponent a point before the
    /// last −exponent digits (zeros in front when there are not enough); then zeros up
    /// to `places` decimals; a minus sign in front of a negative n. Written as bytes.
    static func formatFixed(_ n: Int, exponent: Int, places: Int) -> String {
        var digitCount = 1, rest = n.magnitude
        while rest >= 10 { rest /= 10; digitCount += 1 }
        let sign = n < 0 ? 1 : 0
        let zero = UInt8(ascii: "0"), point = UInt8(ascii: ".")
        if exponent >= 0 {
            let zeros = n != 0 ? exponent : 0
            let count = sign + digitCount + zeros + (places > 0 ? 1 + places : 0)
            return String(unsafeUninitializedCapacity: count) { bytes in
                if sign == 1 { bytes[0] = UInt8(ascii: "-") }
                var m = n.magnitude
                for i in stride(from: sign + digitCount - 1, through: sign, by: -1) {
                    bytes[i] = zero + UInt8(m % 10)
                    m /= 10
                }
                var i = sign + digitCount
                for _ in 0..<zeros { bytes[i] = zero; i += 1 }
                if places > 0 {
                    bytes[i] = point
                    i += 1
                    for _ in 0..<places { bytes[i] = zero; i += 1 }
                }
                return i
            }
        }
        // Digits (padded with zeros to one more than the fraction) around the point.
        let fraction = -exponent
        let padded = max(digitCount, fraction + 1)
        let count = sign + padded + 1 + max(places - fraction, 0)
        return String(unsafeUninitializedCapacity: count) { bytes in
            if sign == 1 { bytes[0] = UInt8(ascii: "-") }
            let last = sign + padded   // the last byte of the number; the point is `fraction` before it
            var m = n.magnitude
            for j in 0..<padded {
                bytes[j < fraction ? last - j : last - j - 1] = zero + UInt8(m % 10)
                m /= 10
            }
            bytes[last - fraction] = point
            var i = last + 1
            while i < count { bytes[i] = zero; i += 1 }
            return count
        }
    }

    /// `formatFixed` with string operations: the general path it is checked against.
    static func formatFixedByStrings(_ n: Int, exponent: Int, places: Int) -> String {
        let sign = n < 0 ? "-" : ""
        var digits = String(n.magnitude)
        if exponent >= 0 {
            if n != 0 { digits += String(repeating: "0", count: exponent) }
            return sign + digits + (places > 0 ? "." + String(repeating: "0", count: places) : "")
        }
        let fraction = -exponent
        if digits.count <= fraction {
            digits = String(repeating: "0", count: fraction - digits.count + 1) + digits
        }
        let split = digits.index(digits.endIndex, offsetBy: -fraction)
        var text = digits[..<split] + "." + digits[split...]
        if places > fraction { text += String(repeating: "0", count: places - fraction) }
        return (n == 0 ? "" : sign) + text
    }

    /// `n × 10^exponent` as `d.ddde±x`, trailing zeros dropped: 1e6, 2.5e-4, -3e9.
    static func formatScientific(_ n: Int, exponent: Int) -> String {
        guard n != 0 else { return "0" }
        var magnitude = n.magnitude
        var e = exponent
        while magnitude % 10 == 0 { magnitude /= 10; e += 1 }
        let digits = String(magnitude)
        let power = e + digits.count - 1
        let head = String(digits.prefix(1))
        let tail = digits.dropFirst()
        return (n < 0 ? "-" : "") + head + (tail.isEmpty ? "" : "." + tail) + "e\(power)"
    }
}

extension TickLabels {
    /// A value for people: at most `significant` significant digits, trailing zeros
    /// dropped (0.5703 → "0.5703", 570.3 → "570.3", 1234567 → "1.235e6", 0 → "0").
    static func formatSignificant(_ value: Double, significant: Int = 4) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "∞" : "-∞") }
        guard value != 0 else { return "0" }
        let digits = min(max(significant, 1), 15)
        var e = decimalExponent(of: value) - (digits - 1)
        var n = (value / powerOfTen(e)).rounded()
        if abs(n) >= powerOfTen(digits) { n = (n / 10).rounded(); e += 1 }   // 9999.7 → 1000e1
        guard abs(n) < 9e15 else { return "0" }
        var integer = Int(bounded: n)
        while integer != 0 && integer % 10 == 0 && e < 0 { integer /= 10; e += 1 }
        let magnitude = decimalExponent(of: Double(integer)) + e
        if magnitude >= 6 || magnitude < -4 { return formatScientific(integer, exponent: e) }
        return formatFixed(integer, exponent: e, places: max(0, -e))
    }
}
