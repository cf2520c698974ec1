import Testing
@testable import FluidLanguage

/// A trace's summary prints rounding noise as 0 (below 1e-9 of its scale), and real motion as it is.
@Suite struct TraceNoiseTests {
    @Test func aVelocityBelowTheNoiseFloorOfItsScalePrintsAsZero() {
        // Values near 1 differing by rounding alone: velocity ~1e-14/s, floor 1e-9 × 1 / 0.1 s.
        let settled = output("trace([(0ms, 1), (50ms, 1 + 1e-16 * 4), (100ms, 1 + 1e-15)])")
        #expect(settled.hasSuffix("· 1 → 1 · velocity 0/s"), "\(settled)")
        // The same size of velocity is real motion in a trace whose scale is small.
        let slow = output("trace([(0ms, 0pt), (50ms, 1e-15pt), (100ms, 2e-15pt)])")
        #expect(slow.hasSuffix("velocity 2e-14 pt/s"), "\(slow)")
    }

    @Test func endsBelowTheFloorPrintAsZeroInEachCoordinate() {
        let i = Interpreter()
        let text = output("trace([0ms, 100ms], [(1e-14pt, 500pt), (300pt, -1e-12pt)])", in: i)
        #expect(text.contains("(0 pt, 500 pt) → (300 pt, 0 pt)"), "\(text)")
        #expect(ValueFormatter.noiseFraction == 1e-9)
    }

    @Test func valuesAboveTheFloorAreKept() {
        // 1 mm/s on a 1000 pt trace over 100 ms: floor 1e-5 pt/s, kept.
        let text = output("trace([(0ms, 1000pt), (100ms, 1000.0001pt)])")
        #expect(text.hasSuffix("velocity 0.001 pt/s"), "\(text)")
    }
}
