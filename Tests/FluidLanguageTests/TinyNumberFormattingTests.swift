import Testing
import SeededRandom
@testable import FluidLanguage

/// Issue 24: `5e-324` printed as `0.5e-323`: a power of ten below 1e-308 is subnormal or
/// zero, so the scientific branch divided by a wrong power. Every number in scientific
/// notation has one digit before its point (1 to 9), at 17 digits the printed text reads back
/// as exactly the Double (the language reads numbers as Swift's `Double(text)` does), and at
/// fewer digits it is within half a unit of its last digit.
@Suite("Formatting: subnormals, the smallest and largest Doubles")
struct TinyNumberFormattingTests {
    /// The boundaries: the least subnormal and its neighbours, the largest subnormal, the
    /// least normal, the largest Double, and the edges of scientific notation (1e-5, 1e15).
    static let boundaries: [Double] = [
        .leastNonzeroMagnitude, Double.leastNonzeroMagnitude.nextUp, Double.leastNonzeroMagnitude * 3,
        Double.leastNormalMagnitude.nextDown, .leastNormalMagnitude, Double.leastNormalMagnitude.nextUp,
        .greatestFiniteMagnitude, Double.greatestFiniteMagnitude.nextDown,
        1e-5, Double(1e-5).nextDown, 1e-6, 9.99996e-6, 1e15, Double(1e15).nextDown, 1e-300, Double("1e-310")!, Double("1e-320")!, Double("2.5e-323")!,  // subnormal: read at run time, as a notebook would write them
    ]

    /// The boundaries, and 2,000 subnormals and 2,000 tiny normals from their bit patterns.
    static var samples: [Double] {
        var random = SplitMix64(seed: 24)
        var values = boundaries
        for _ in 0..<2000 { values.append(Double(bitPattern: random.next() % (1 << 52) + 1)) }
        for _ in 0..<2000 { values.append(Double(bitPattern: (random.next() % (60 << 52)) + (1 << 52))) }
        return values + values.map { -$0 }
    }

    /// `d.ddd…e±XX` with a first digit 1 to 9: normal scientific form.
    static func isNormalScientific(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" { rest = rest.dropFirst() }
        guard let first = rest.first, ("1"..."9").contains(first) else { return false }
        let parts = rest.split(separator: "e", omittingEmptySubsequences: false)
        guard parts.count == 2, let exponent = Int(parts[1]), parts[1].first == "-" || parts[1].first == "+" else { return false }
        _ = exponent
        let mantissa = parts[0]
        return mantissa.count == 1 || (mantissa.dropFirst().first == "." && mantissa.dropFirst(2).allSatisfy(\.isNumber) && mantissa.count > 2)
    }

    @Test func theLeastSubnormalPrintsInNormalForm() {
        let least = Double.leastNonzeroMagnitude  // 5e-324
        #expect(ValueFormatter(digits: 4).number(least) == "4.941e-324")
        #expect(ValueFormatter(digits: 1).number(least) == "5e-324")
        #expect(ValueFormatter(digits: 17).number(least) == "4.9406564584124654e-324")
        #expect(ValueFormatter(digits: 4).number(-Double("1e-310")!) == "-1e-310")
        #expect(output("5e-324") == "4.941e-324")
    }

    @Test func atSeventeenDigitsEveryPrintedNumberReadsBackExactly() {
        let formatter = ValueFormatter(digits: 17)
        for x in Self.samples {
            let text = formatter.number(x)
            #expect(Double(text) == x, "\(x.bitPattern): \(text)")
            if abs(x) < 1e-5 { #expect(Self.isNormalScientific(text), "\(text)") }
        }
    }

    @Test(arguments: [1, 2, 4, 6, 10, 15])
    func atFewerDigitsTheTextIsNormalAndWithinHalfItsLastDigit(digits: Int) {
        let formatter = ValueFormatter(digits: digits)
        for x in Self.samples {
            let text = formatter.number(x)
            // Below 1e-6 and from 1e16 always scientific; near the edges rounding may carry
            // a number to 1e-5 (0.00001) or keep a whole number whole.
            if abs(x) < 1e-6 || abs(x) >= 1e16 { #expect(text.contains("e"), "\(x) at \(digits) digits: \(text)") }
            guard text.contains("e") else { continue }
            #expect(Self.isNormalScientific(text), "\(x) at \(digits) digits: \(text)")
            guard let back = Double(text), let exponent = Int(text.split(separator: "e")[1]) else {
                Issue.record("\(text) does not read back")
                continue
            }
            if back.isInfinite {
                // Rounded up past the largest Double (1.798e+308): the text is right, but
                // no Double reads it.
                #expect(abs(x) > 1.79e308, "\(x) at \(digits) digits: \(text)")
                continue
            }
            let significant = text.split(separator: "e")[0].filter(\.isNumber).count
            #expect(significant <= digits, "\(text) has at most \(digits) digits")
            // Half a unit of the last digit shown, and the rounding of the read-back itself.
            let halfUnit = 0.5 * pow10(exponent - digits + 1)
            #expect(abs(back - x) <= halfUnit * (1 + 1e-12) + back.ulp, "\(x) at \(digits) digits: \(text)")
        }
    }

    /// 10^n, exact as far as Double allows (the tests' own power, not the formatter's).
    private func pow10(_ n: Int) -> Double {
        Double("1e\(n)") ?? 0
    }
}
