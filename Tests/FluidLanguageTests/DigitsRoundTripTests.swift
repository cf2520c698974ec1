import Testing
@testable import FluidLanguage
import FluidMotion

// `set digits 17` is for exact comparison: whatever prints, read back, must be the same
// Double — in every unit a result can print in (scaled units like ms, % and deg included),
// and in every kind of result (numbers, points, ranges, lists, spring lines).
@Suite("17 digits round-trip")
struct DigitsRoundTripTests {
    static let units: [Unit] = [.millisecond, .percent, .degree, .point]

    @Test("a quantity printed at 17 digits reads back as the same Double, in every unit (seed 17)")
    func quantities() throws {
        let formatter = ValueFormatter(digits: 17)
        var random = LCG(seed: 17)
        for unit in [nil] + Self.units {
            for _ in 0..<2000 {
                let x = pow(10, random.uniform(-7, 7)) * (random.uniform(0, 1) < 0.5 ? -1 : 1)
                let q = Quantity(x, unit?.dimension ?? .none, unit: unit)
                let text = formatter.quantity(q)
                let back = try #require(number(text))
                #expect(back == x, "\(x) printed as \(text) reads back as \(back)")
            }
        }
    }

    @Test("times in spring lines (ms below a second) read back exactly at 17 digits (seed 5)")
    func times() throws {
        let formatter = ValueFormatter(digits: 17)
        var random = LCG(seed: 5)
        for _ in 0..<3000 {
            let seconds = pow(10, random.uniform(-6, 1))
            let text = formatter.time(seconds)
            #expect(try #require(number(text)) == seconds, "\(seconds) printed as \(text)")
        }
    }

    @Test("a percentage prints as it is typed back: 1.5 % and 1.5% are the same number")
    func percentWithASpace() {
        #expect(number("1.5 %") == 0.015)
        #expect(number("1.5%") == 0.015)
        #expect(number("-1.5 % + 1") == 0.985)
    }

    @Test("each digit setting from 1 to 17 prints that many significant digits")
    func significantDigits() {
        for digits in 1...17 {
            let text = ValueFormatter(digits: digits).number(1 / 3)
            let significant = text.filter(\.isNumber).drop { $0 == "0" }
            #expect(significant.count == digits, "\(digits): \(text)")
        }
    }
}
