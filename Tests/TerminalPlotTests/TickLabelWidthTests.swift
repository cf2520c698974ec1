@testable import TerminalPlot
import Testing

/// The x tick layout checks spacing on widths worked out without making the labels
/// (`TickLabels.widths`); they must be the widths of the labels `format` makes.
@Suite struct TickLabelWidthTests {
    @Test func widthsAreTheFormattedLabelsWidths() {
        var generator = SplitMix(seed: 0x5EED)
        var checked = 0, scientific = 0
        for _ in 0..<2000 {
            let magnitude = Double.random(in: -12...12, using: &generator)
            let lo = (Double.random(in: -1...1, using: &generator)) * pow10(magnitude)
            let span = pow10(magnitude + Double.random(in: -3...1, using: &generator))
            for ticks in NiceTicks.candidates(from: lo, to: lo + span, maxCount: Int.random(in: 1...20, using: &generator)) {
                guard let widths = TickLabels.widths(ticks) else { scientific += 1; continue }
                #expect(widths == TickLabels.format(ticks).map(\.count), "\(TickLabels.format(ticks))")
                checked += 1
            }
        }
        #expect(checked > 1000 && scientific > 100, "both notations are exercised: \(checked) fixed, \(scientific) scientific")
    }

    private func pow10(_ e: Double) -> Double {
        var result = 1.0
        let whole = Int(e.rounded(.down))
        for _ in 0..<abs(whole) { result = whole < 0 ? result / 10 : result * 10 }
        return result * (1 + (e - e.rounded(.down)) * 9)
    }
}

/// A small seeded generator, so the test sees the same numbers on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}

/// `Axis.select` finds the percentiles `fittedY` needs without sorting.
@Suite struct SelectionTests {
    @Test func selectGivesTheSortedValueAtEveryIndex() {
        var generator = SplitMix(seed: 42)
        for count in [1, 2, 3, 7, 50, 333] {
            let values = (0..<count).map { _ in Double(Int.random(in: -20...20, using: &generator)) / 4 }
            let sorted = values.sorted()
            for k in 0..<count {
                var scratch = values
                #expect(Axis.select(&scratch, k) == sorted[k], "k = \(k) of \(count)")
                #expect(scratch.sorted() == sorted, "still a permutation")
            }
        }
    }
}
