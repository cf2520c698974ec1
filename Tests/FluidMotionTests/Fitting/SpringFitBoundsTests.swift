import Foundation
import Testing
import SeededRandom
@testable import FluidMotion

// SpringFit on long traces (method, step 4): the search runs on 2,048 samples and the
// winner is polished on all of them, so the fit is a bounded number of passes over the
// samples, whatever their shape, and still lands on the least-squares optimum of every sample.

/// A trace of one of the shapes a long trace can have, on `n` unevenly spaced times over
/// about 2 s: a spring's step response with noise (kinds 0–3, a random spring each), a ramp,
/// a step, pure noise, a sine that never settles.
private func longTrace(kind: Int, n: Int, seed: UInt64) -> (times: [Double], values: [Double]) {
    var random = LCG(seed: seed)
    var times: [Double] = []
    var t = 0.0
    for _ in 0..<n {
        times.append(t)
        t += random.uniform(0.5, 1.5) * 2 / Double(n)
    }
    let spring = try! Spring(.dampingResponse(damping: random.uniform(0.1, 2.5), response: random.uniform(0.1, 0.8)))
    let values = times.map { t -> Double in
        switch kind {
        case 0...3: return spring.value(at: t) + random.uniform(-0.02, 0.02)
        case 4: return t / 2
        case 5: return t < 1 ? 0 : 1
        case 6: return random.uniform(0, 1)
        default: return 0.5 + 0.5 * sin(20 * t)
        }
    }
    return (times, values)
}

@Suite struct SpringFitBoundsTests {
    /// The subsampled search and the polish find the optimum the search on every sample
    /// finds: for traces of a spring (with noise, so the optimum has a non-zero residual),
    /// ζ and T to 1e-6 relative (the tolerance of SpringFitTests; measured: 2e-8 at most)
    /// and rms to 1e-9; for any shape, never a worse rms than the search on every sample
    /// (1e-9 relative; measured 4e-10 for the step, whose minimum is a long flat valley).
    @Test(arguments: 0..<8)
    func aLongTraceFitsAsTheSearchOnEverySampleDoes(kind: Int) throws {
        let (times, values) = longTrace(kind: kind, n: 5_000, seed: UInt64(40 + kind))
        let fast = try SpringFit(times: times, values: values)
        let everySample = try SpringFit(times: times, values: values, exhaustiveUpTo: .max)
        #expect(fast.rms <= everySample.rms * (1 + 1e-9), "kind \(kind): rms \(fast.rms) against \(everySample.rms)")
        if kind <= 3 {
            #expect(isClose(fast.spring.dampingRatio, everySample.spring.dampingRatio, relative: 1e-6),
                    "kind \(kind): ζ \(fast.spring.dampingRatio) against \(everySample.spring.dampingRatio)")
            #expect(isClose(fast.spring.response, everySample.spring.response, relative: 1e-6),
                    "kind \(kind): T \(fast.spring.response) against \(everySample.spring.response)")
            #expect(isClose(fast.rms, everySample.rms, relative: 1e-9))
        }
    }

    /// Up to `exhaustiveSamples` samples nothing changed: the fit is the search on every
    /// sample, to the bit.
    @Test func shortTracesAreFittedOnEverySample() throws {
        for n in [SpringFit.minimumSamples, 241, SpringFit.exhaustiveSamples] {
            let (times, values) = longTrace(kind: 0, n: n, seed: 7)
            #expect(try SpringFit(times: times, values: values) == SpringFit(times: times, values: values, exhaustiveUpTo: .max))
        }
    }

    /// The work is linear in the samples with a fixed bound, for every shape: at most the
    /// full passes of step 4 (three costs to choose, the polish's first evaluation and its
    /// `polishEvaluations`, the errors) per sample, plus the search on 2,048 samples (three
    /// refinements of at most 200 iterations of four Jacobian evaluations and one trial, and
    /// at most 250 rejected trials each) and the 32 × 40 grid on 61. The search on every
    /// sample, as it was, makes hundreds of passes: 100,000 samples would cost 30 million
    /// evaluations and more, past this bound.
    @Test(arguments: [0, 5, 6, 7])
    func theWorkIsABoundedNumberOfPassesOverTheSamples(kind: Int) throws {
        let n = 100_000
        let (times, values) = longTrace(kind: kind, n: n, seed: UInt64(90 + kind))
        let fit = try SpringFit(times: times, values: values)
        let passes = 3 + 1 + SpringFit.polishEvaluations + 1
        let search = 3 * (1 + 200 * 5 + 250) * SpringFit.exhaustiveSamples + 32 * 40 * 61
        #expect(fit.evaluatedSamples <= passes * n + search, "kind \(kind): \(fit.evaluatedSamples) samples evaluated for \(n)")
    }

    /// `stop` is asked at least once per 65,536 samples evaluated, and its true ends the fit
    /// with `SpringFit.stopped` at once.
    @Test func stopIsAskedOftenAndEndsTheFit() throws {
        let (times, values) = longTrace(kind: 0, n: 150_000, seed: 3)
        var asks = 0
        let fit = try SpringFit(times: times, values: values, stop: { asks += 1; return false })
        #expect(asks * 65_536 >= fit.evaluatedSamples, "\(asks) asks for \(fit.evaluatedSamples) samples")
        for stopAt in [1, 2, 10, asks / 2, asks] {
            var count = 0
            #expect(throws: SpringFit.stopped) {
                try SpringFit(times: times, values: values, stop: { count += 1; return count >= stopAt })
            }
            #expect(count == stopAt, "the fit went on asking after its stop said true (\(count) asks, stopped at \(stopAt))")
        }
    }
}
