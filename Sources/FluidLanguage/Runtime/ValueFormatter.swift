import FluidMotion
import TerminalText

/// How values are shown to people: numbers rounded to N significant digits (4 by
/// default), units after a space (`400 ms`, `1.5 %`), a spring in its own form with its
/// derived values on a second line.
public struct ValueFormatter: Sendable {
    public var digits: Int

    /// The most significant digits a Double carries: at 17 every value prints exactly.
    public static let maximumDigits = 17

    public init(digits: Int = 4) {
        self.digits = min(max(digits, 1), Self.maximumDigits)
    }

    // MARK: Numbers

    /// `x` rounded to `digits` significant digits, without trailing zeros:
    /// 246.74011 → "246.7", 0.19999999999999996 → "0.2", 1234567 → "1234567",
    /// 246.74 at 2 digits → "250", 1234567.891 → "1.235e+06", 1e-7 → "1e-07"; scientific
    /// notation below 1e-5, from 1e15, and when rounding would replace more than two
    /// whole digits of a fractional number with zeros. Scientific notation always has one
    /// digit before the point, subnormals included (5e-324 → "4.941e-324"); at 17 digits the
    /// text reads back as exactly `x`.
    public func number(_ x: Double) -> String {
        if x.isNaN { return "nan" }
        if x.isInfinite { return x < 0 ? "-∞" : "∞" }
        if x == 0 { return "0" }
        if digits > 15 { return printfNumber(x) }
        let sign = x < 0 ? "-" : ""
        let magnitude = abs(x)
        var exponent = Int(log10(magnitude).rounded(.down))
        // Rounding can carry into the next power of ten (9.9996 → 10.00).
        let scaled = (magnitude / pow(10, Double(exponent - digits + 1))).rounded()
        if scaled >= ValueFormatter.powerOfTen(digits) { exponent += 1 }
        if exponent < -5 || exponent >= 15 {
            // C's `%.*g`, correctly rounded from the Double's own digits: a power of ten
            // below 1e-308 is subnormal or zero, so dividing by one would print 5e-324 as
            // `0.5e-323` (and lose digits of every number near it).
            return printfNumber(x)
        }
        if exponent >= digits {
            // More digits than shown. A whole number prints whole (123456789), since
            // rounding it to 123500000 would read as exact; otherwise scientific notation
            // makes the rounding visible (1234567.891 → 1.235e+06).
            if magnitude.rounded() == magnitude {
                return sign + fixed(magnitude, decimals: 0)
            }
            // Up to two rounded-away digits read naturally (246.74 at 2 digits is 250).
            if exponent - digits + 1 <= 2 {
                let unit = pow(10, Double(exponent - digits + 1))
                return sign + fixed((magnitude / unit).rounded() * unit, decimals: 0)
            }
            let mantissa = magnitude / pow(10, Double(exponent))
            return sign + fixed(mantissa, decimals: digits - 1) + "e+" + pad(exponent)
        }
        return sign + fixed(magnitude, decimals: max(0, digits - 1 - exponent))
    }

    /// 16 or 17 digits, and scientific notation at any: past what the scaled-integer path
    /// below keeps exact, so C's `%.*g` (correctly rounded) prints them; trailing zeros of
    /// the fraction are dropped.
    private func printfNumber(_ x: Double) -> String {
        let text = significantDigitsText(x, digits: digits)
        let parts = text.split(separator: "e", maxSplits: 1)
        var mantissa = String(parts[0])
        if mantissa.contains(".") {
            while mantissa.last == "0" { mantissa.removeLast() }
            if mantissa.last == "." { mantissa.removeLast() }
        }
        return parts.count == 2 ? mantissa + "e" + parts[1] : mantissa
    }

    private func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// A non-negative number with at most `decimals` decimals, trailing zeros removed:
    /// n = round(x·10^decimals) as an integer, its trailing zeros dropped (each one a decimal
    /// fewer), then written as n / 10^d "." n mod 10^d with the fraction zero-padded to d
    /// digits. Integer arithmetic on the digits, no text scanned back. x·10^decimals at or
    /// over 9·10¹⁸ (past UInt64's exact range) prints x rounded to a whole number.
    private func fixed(_ x: Double, decimals: Int) -> String {
        let scaled = (x * ValueFormatter.powerOfTen(decimals)).rounded()
        guard scaled < 9e18 else { return String(Int64(x.rounded())) }
        var n = UInt64(scaled), d = decimals
        while d > 0, n % 10 == 0 { n /= 10; d -= 1 }
        guard d > 0 else { return String(n) }
        let unit = UInt64(ValueFormatter.powerOfTen(d))
        let fraction = String(n % unit)
        return String(n / unit) + "." + String(repeating: "0", count: d - fraction.utf8.count) + fraction
    }

    /// 10^n for n in 0 … 22 exactly (every one a Double), else `pow`.
    private static func powerOfTen(_ n: Int) -> Double {
        n >= 0 && n < exactPowers.count ? exactPowers[n] : pow(10, Double(n))
    }

    private static let exactPowers: [Double] = (0...22).map { n in (0..<n).reduce(1.0) { p, _ in p * 10 } }

    /// A quantity in its display unit: `400 ms`, `1200 pt/s`, `20 %`, `0.8`.
    public func quantity(_ q: Quantity) -> String {
        guard var unit = q.displayUnit, !unit.symbol.isEmpty else { return number(q.value) }
        guard let exact = writtenExactly(q.value, in: unit) else {
            // No number in this unit reads back as this Double: write it in the base unit.
            if q.dimension == .none { return number(q.value) }
            unit = Unit.all.first { $0.dimension == q.dimension && $0.numerator == 1 && $0.denominator == 1 } ?? unit
            return quantity(Quantity(q.value, q.dimension, unit: unit))
        }
        let written = number(exact)
        // Per-second rates read as `2/s`, not `2 1/s`.
        if unit.symbol.hasPrefix("1/") { return written + unit.symbol.dropFirst() }
        if unit.symbol.hasPrefix("/") { return written + unit.symbol }
        return written + " " + unit.symbol
    }

    /// A time in ms below one second, else in s: `400 ms`, `1.2 s`.
    public func time(_ seconds: Double) -> String {
        guard abs(seconds) < 1, seconds != 0, let milliseconds = writtenExactly(seconds, in: .millisecond) else {
            return number(seconds) + " s"
        }
        return number(milliseconds) + " ms"
    }

    /// `base` written in `unit`. At 17 digits the text must read back as exactly `base`, but
    /// the scaling (×1000 for ms, ×100 for %, ×180/π for deg) rounds: of the Doubles within a
    /// few ulps of `fromBase(base)`, the one whose `toBase` is `base` is printed
    /// (1.7556558567422238e-06 s is 0.0017556558567422237 ms, not …238). nil at 17 digits
    /// when there is none (the scaled Doubles are sparser than the base ones there), so the
    /// caller writes the base unit instead. Below 17 digits, simply `fromBase(base)`.
    private func writtenExactly(_ base: Double, in unit: Unit) -> Double? {
        let written = unit.fromBase(base)
        guard digits >= Self.maximumDigits, written.isFinite, unit.toBase(written) != base else { return written }
        var up = written, down = written
        for _ in 0..<4 {
            up = up.nextUp
            down = down.nextDown
            if unit.toBase(up) == base { return up }
            if unit.toBase(down) == base { return down }
        }
        return nil
    }

    // MARK: Values

    /// A value as lines to show, each in the shape a renderer may wrap it by (facts break
    /// between facts, calls and prose between words); ``format(_:)`` is their text.
    public func shown(_ value: Value) -> [TextLine] {
        switch value {
        case .spring(let s): return springLines(s)
        case .decay(let d): return decayLines(d)
        case .motion(let m): return motionLines(m)
        case .trace(let t): return [traceLine(t)]
        case .record(let r): return recordLines(r)
        case .difference(let d): return [differenceLine(d)]
        case .list(let elements): return listLines(elements)
        default: return TextLine.prose(format(value))
        }
    }

    public func format(_ value: Value) -> String {
        switch value {
        case .number(let q): return quantity(q)
        case .bool(let b): return b ? "true" : "false"
        case .string(let s): return SourcePrinter.quoted(s)
        case .list(let elements): return listText(elements)
        case .point(let p): return "(" + quantity(p.x) + ", " + quantity(p.y) + ")"
        case .range(let r): return quantity(r.lower) + " … " + quantity(r.upper)
        case .spring(let s): return spring(s)
        case .decay(let d): return decay(d)
        case .motion(let m): return motion(m)
        case .function(let f): return function(f)
        case .namespace(let n):
            return n.name + ": " + n.entries.map(\.name).joined(separator: ", ")
        case .trace(let t): return trace(t)
        case .record(let r): return record(r)
        case .difference(let d): return difference(d)
        }
    }

    /// `spring(damping: 0.8, response: 400 ms)` and, indented 4, the derived values.
    /// A spring written by a platform's constructor adds, between the two, what the platform
    /// does to the values as written (SwiftUI's and Motion's clamps) and, after `s as NAME`,
    /// the family's other forms.
    public func spring(_ value: SpringValue) -> String { TextLine.text(springLines(value)) }

    func springLines(_ value: SpringValue) -> [TextLine] {
        let middle = changeNoteLines(value) + SpringFamilies.notes(value, self) + SpringFamilies.alternatives(value, self)
        return [TextLine(springFirstLine(value))] + middle.map { TextLine(indent: 4, $0) }
            + [TextLine(indent: 4, facts: springSummaryFacts(value.spring))]
    }

    /// `bounce changed through spring(duration:, bounce:), keeping duration 400 ms`.
    func changeNoteLines(_ value: SpringValue) -> [String] {
        guard let note = value.changeNote else { return [] }
        let kept = note.form.labels.compactMap { label -> String? in
            guard let v = note.kept[label] else { return nil }
            return label + " " + (SpringForm.timeLabels.contains(label) ? time(v) : number(v))
        }
        let form = note.form.constructor + "(" + note.form.labels.map { $0 + ":" }.joined(separator: ", ") + ")"
        return ["\(note.label) changed through \(form)" + (kept.isEmpty ? "" : ", keeping " + kept.joined(separator: ", "))]
    }

    public func springFirstLine(_ value: SpringValue) -> String {
        var parts = value.orderedArguments.map { argument in
            argument.value.dimension == .time ? "\(argument.label): " + time(argument.value.value) : "\(argument.label): " + quantity(argument.value)
        }
        parts += value.orderedFlags.map { "\($0.label): \($0.value)" }
        if value.velocity.value != 0 { parts.append("velocity: " + quantity(value.velocity)) }
        return value.form.constructor + "(" + parts.joined(separator: ", ") + ")"
    }

    /// `mass 1 · stiffness 246.7 · damping 25.13 · bounce 0.2 · settles 0.5712 s · overshoot 1.516 %`
    /// (damping here is the coefficient c; settles is the 0.1 % settling time).
    public func springSummary(_ s: Spring) -> String {
        springSummaryFacts(s).joined(separator: TextLine.factSeparator)
    }

    public func springSummaryFacts(_ s: Spring) -> [String] {
        [
            "mass " + number(s.mass),
            "stiffness " + number(s.stiffness),
            "damping " + number(s.damping),
            "bounce " + number(s.bounce),
            "settles " + number(s.settlingTime(threshold: 0.001)) + " s",
            "overshoot " + number(s.overshoot * 100) + " %",
        ]
    }

    public func function(_ f: FunctionValue) -> String {
        switch f.body {
        case .user(let parameters, let body, _):
            if let name = f.name { return "\(name)(\(parameters.joined(separator: ", "))) = " + SourcePrinter.expression(body) }
            return SourcePrinter.lambda(parameters: parameters, body: body)
        case .builtin(let name):
            return Builtins.table[name]?.topic.signature ?? name
        case .native(_, let source, _):
            return source
        }
    }
}
