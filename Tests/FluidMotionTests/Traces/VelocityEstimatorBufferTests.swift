import Testing
@testable import FluidMotion

/// `VelocityEstimator.velocity(times:values:at:)` works in one temporary buffer (a million
/// samples' velocities in a fraction of a second); these check it against the estimator as
/// written before, with arrays and `leastSquaresPolynomial`, to the bit.
@Suite struct VelocityEstimatorBufferTests {
    /// The estimator as it was: the window walked back into arrays, then the generic solver.
    static func reference(_ e: VelocityEstimator, times: [Double], values: [Double], at index: Int) -> Double {
        guard times.indices.contains(index), values.count == times.count else { return 0 }
        let now = times[index]
        var taus: [Double] = [], xs: [Double] = []
        var i = index, newer = now
        while i >= 0, taus.count < e.history {
            let age = now - times[i]
            if age > e.horizon * (1 + 1e-9) || newer - times[i] > e.maximumGap * (1 + 1e-9) { break }
            taus.append(-age)
            xs.append(values[i])
            newer = times[i]
            i -= 1
        }
        guard taus.count >= 2 else { return 0 }
        let scale = max(e.horizon, -(taus.last ?? 0), 1e-9)
        return leastSquaresPolynomial(taus.map { $0 / scale }, xs, degree: min(2, taus.count - 1))[1] / scale
    }

    /// Every sample of seeded random traces: spacing from 0.1 ms to 60 ms (gaps past the
    /// 40 ms limit included), values smooth, noisy and huge, windows of 1 to 25 samples.
    @Test func sameBitsAsTheArrayEstimator() {
        var random = LCG(seed: 11)
        for round in 0..<40 {
            let n = 2 + Int(random.uniform(0, 300))
            var t = random.uniform(0, 5), times: [Double] = []
            for _ in 0..<n {
                times.append(t)
                t += random.uniform(0.0001, round % 3 == 0 ? 0.06 : 0.02)
            }
            let scale = round % 5 == 0 ? 1e12 : 100
            let values = times.map { scale * sin(3 * $0) + random.uniform(-1, 1) }
            let estimators = [VelocityEstimator(), .adapted(to: times),
                              VelocityEstimator(horizon: random.uniform(0.01, 0.3), maximumGap: random.uniform(0.005, 0.05), history: 1 + round % 25)]
            for e in estimators {
                for i in times.indices {
                    let fast = e.velocity(times: times, values: values, at: i)
                    let slow = Self.reference(e, times: times, values: values, at: i)
                    #expect(fast.bitPattern == slow.bitPattern, "round \(round), sample \(i): \(fast) against \(slow)")
                }
            }
        }
    }
}
