import Testing
@testable import FluidMotion

/// An app calls the library directly, with whatever numbers it has: a huge time, ∞ or NaN
/// must give an error or a clamped answer, never a trap in `Int(...)` or an allocation
/// without bound.
@Suite("huge and non-finite inputs")
struct HugeInputTests {
    static let hostile: [Double] = [1e300, -1e300, .infinity, -.infinity, .nan]

    @Test("adaptiveButton.scaleTrace refuses events at hostile times")
    func adaptiveButton() throws {
        let button = AdaptiveButton()
        for time in Self.hostile {
            #expect(throws: MotionError.self, "up at \(time) s") {
                _ = try button.scaleTrace([(time: 0, event: .down), (time: time, event: .up)])
            }
        }
        for step in [0, -1, 1e-300, .nan, .infinity] as [Double] {
            #expect(throws: MotionError.self, "step \(step) s") {
                _ = try button.scaleTrace([(time: 0, event: .down), (time: 0.1, event: .up)], step: step)
            }
        }
        #expect(try button.scaleTrace([(time: 0, event: .down), (time: 0.1, event: .up)]).count > 10)
    }

    @Test("forceButton.scaleTrace refuses a hostile settle or step")
    func forceButton() throws {
        let button = ForceButton()
        let press = try Trace<Double>(times: [0, 0.1], samples: [0, 0.5])
        for settle in Self.hostile where !(settle < 0) {
            #expect(throws: MotionError.self, "settle \(settle) s") { _ = try button.scaleTrace(press, settle: settle) }
        }
        #expect(throws: MotionError.self) { _ = try button.scaleTrace(press, step: .nan) }
        #expect(try button.scaleTrace(press, settle: -1e300).count == 3, "a negative settle adds one release sample")
    }

    @Test("elasticScroll.cells refuses a hostile step")
    func elasticScroll() throws {
        let touch = try Trace<Double>(times: [0, 0.1], samples: [0, 40])
        for step in [0, 1e-300, .nan, -.infinity] as [Double] {
            #expect(throws: MotionError.self, "step \(step)") { _ = try ElasticScroll(distances: [0, 100]).cells(touch, step: step) }
        }
    }

    @Test("re-simulation deviation clamps a hostile horizon")
    func deviation() {
        for horizon in Self.hostile {
            let result = ExportResimulation.deviation({ $0 }, from: { $0 }, horizon: horizon, model: "identity")
            #expect(result.maximum == 0, "horizon \(horizon)")
        }
    }

    @Test("ExportNumber takes any count of significant digits")
    func exportNumber() {
        for digits in [Int.min, -5, 0, 100, Int.max] {
            #expect(ExportNumber(0.001234, significant: digits).value.isFinite)
            #expect(ExportNumber(1e300, significant: digits).value.isFinite)
        }
        #expect(ExportNumber(.infinity, significant: Int.max).text == "inf")
        #expect(ExportNumber(.nan, significant: 3).value.isNaN)
    }

    @Test("sample grids stop at their maximum, never trap")
    func sampleGrid() throws {
        #expect(try SampleGrid.steps(covering: 1, every: 0.25) == 4)
        #expect(try SampleGrid.steps(covering: -1e300, every: 0.25) == 0)
        for span in [1e300, .infinity, .nan] as [Double] {
            #expect(throws: MotionError.self) { _ = try SampleGrid.steps(covering: span, every: 1) }
        }
        #expect(SampleGrid.clamped(.nan, to: 6) == 0)
        #expect(SampleGrid.clamped(.infinity, to: 6) == 6)
        #expect(SampleGrid.clamped(-.infinity, to: 6) == 0)
        #expect(SampleGrid.clamped(3.7, to: 6) == 3)
    }
}
