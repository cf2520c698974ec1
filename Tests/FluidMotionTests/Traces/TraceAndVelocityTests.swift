import Foundation
import Testing
@testable import FluidMotion

@Suite("Traces and velocity estimation")
struct TraceAndVelocityTests {
    @Test("a trace refuses empty input, mismatched counts, NaN and times that do not increase")
    func validation() throws {
        #expect(throws: MotionError.self) { try Trace<Double>(times: [], samples: []) }
        #expect(throws: MotionError.self) { try Trace<Double>(times: [0, 1], samples: [0]) }
        #expect(throws: MotionError.self) { try Trace<Double>(times: [0, .nan], samples: [0, 1]) }
        #expect(throws: MotionError.self) { try Trace<Double>(times: [0, 1], samples: [0, .infinity]) }
        #expect(throws: MotionError.self) { try Trace<Point2>(times: [0, 1], samples: [Point2(x: 0, y: 0), Point2(x: .nan, y: 0)]) }
        do {
            _ = try Trace<Double>(times: [0, 0.016, 0.016], samples: [0, 1, 2])
            Issue.record("equal times must be refused")
        } catch {
            #expect(error.message == "sample 3 is not after sample 2: times must increase strictly")
        }
        let one = try Trace<Double>(times: [0.5], samples: [3])
        #expect(one.duration == 0 && one.value(at: 9) == 3)
    }

    @Test("values between samples are linear; before and after, the end values")
    func interpolation() throws {
        let trace = try Trace<Double>(times: [0, 0.1, 0.3], samples: [0, 10, 30])
        #expect(trace.value(at: -1) == 0)
        #expect(trace.value(at: 0.05) == 5)
        #expect(isClose(trace.value(at: 0.2), 20, relative: 1e-15))
        #expect(trace.value(at: 1) == 30)
        #expect(trace.index(atOrBefore: 0.1) == 1)
    }

    @Test("a quadratic path's velocity is recovered exactly, whatever the sampling")
    func quadraticIsExact() throws {
        // x(t) = 40 + 900t − 2500t²  ⇒  x'(t) = 900 − 5000t (an identity of the least-squares fit:
        // a degree-2 fit reproduces a degree-2 curve). Tolerance 1e-9 relative: rounding of the
        // QR solve on samples of size ~1e2.
        var rng = LCG(seed: 7)
        for _ in 0..<50 {
            var t = 0.0
            var times: [Double] = []
            for _ in 0..<12 { times.append(t); t += rng.uniform(0.004, 0.02) }
            let values = times.map { 40 + 900 * $0 - 2500 * $0 * $0 }
            let trace = try Trace<Double>(times: times, samples: values)
            let exact = 900 - 5000 * trace.end
            #expect(isClose(trace.releaseVelocity(), exact, relative: 1e-9, absolute: 1e-9))
        }
    }

    @Test("on a curve that is not quadratic the estimate matches an independent least-squares fit")
    func sineAgainstMpmath() throws {
        // x(t) = 300·sin(4t) sampled every 16 ms up to 0.32 s: the 100 ms window keeps the 7
        // samples from 0.224 s. Reference: mpmath (40 digits) solving the normal equations of
        // the quadratic fit over those samples (scripts/references/gestures.py):
        // 351.05195546705778182. The true derivative 1200·cos(1.28) = 344.0582515583466 differs
        // by the fit's truncation; tolerance 1e-11 relative for rounding.
        let times = (0...20).map { Double($0) * 0.016 }
        let trace = try Trace<Double>(times: times, samples: times.map { 300 * sin(4 * $0) })
        #expect(isClose(trace.releaseVelocity(), 351.05195546705778182, relative: 1e-11))
        // …and is within 2.1 % of the derivative: what a 100 ms quadratic window costs here.
        #expect(isClose(trace.releaseVelocity(), 1200 * cos(1.28), relative: 0.021))
    }

    @Test("a gap longer than 40 ms starts the window afresh; one sample gives 0, two their slope")
    func windowRules() throws {
        // Stopped for 100 ms, then moving at 1000 pt/s: only the samples after the gap count.
        let trace = try Trace<Double>(times: [0, 0.1, 0.11, 0.12, 0.13], samples: [50, 0, 10, 20, 30])
        #expect(isClose(trace.releaseVelocity(), 1000, relative: 1e-12))
        #expect(try Trace<Double>(times: [0], samples: [1]).releaseVelocity() == 0)
        #expect(isClose(try Trace<Double>(times: [0, 0.01], samples: [1, 3]).releaseVelocity(), 200, relative: 1e-12))
        // Each sample's estimate uses only the samples up to it.
        let velocities = trace.velocities().samples
        #expect(velocities[0] == 0)
        #expect(isClose(velocities[4], 1000, relative: 1e-12))
    }

    @Test("a 2-D trace estimates each axis on its own")
    func planar() throws {
        let times = (0..<10).map { Double($0) / 60 }
        let points = times.map { Point2(x: 100 + 600 * $0, y: 400 - 1500 * $0 + 900 * $0 * $0) }
        let trace = try Trace<Point2>(times: times, samples: points)
        let v = trace.releaseVelocity()
        #expect(isClose(v.x, 600, relative: 1e-10))
        #expect(isClose(v.y, -1500 + 1800 * trace.end, relative: 1e-10))
    }
}
