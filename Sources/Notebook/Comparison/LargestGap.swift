/// The largest |d(t)| of a difference d over an interval, by dense sampling then
/// refinement, for curves that may only be evaluated in batches (functions written in
/// the language are sampled on one evaluation thread per batch).
///
/// 1. d is sampled at `samples` evenly spaced times across [lo, hi], ends included.
/// 2. Around the best sample, the bracket [t₍ᵢ₋₁₎, t₍ᵢ₊₁₎] (clamped to [lo, hi]) is
///    sampled again at `zoom` evenly spaced times, and the bracket becomes the two
///    intervals around the new best; this repeats `rounds` times. Each round shrinks the
///    bracket by (zoom − 1)/2 = 10, so with the defaults the time is located to about
///    (hi − lo)/2000 · 10⁻⁸, and |d| at a smooth peak to far below its printed digits.
///
/// This finds the global maximum whenever the peak is wider than the first sampling step
/// ((hi − lo)/2000): true for any spring or decay whose settle time is within the span.
/// A time within 10⁻⁹ of the span from an end is reported at that end (a maximum at
/// the boundary, where refinement only creeps toward it). NaN samples are ignored; nil
/// when every sample is NaN.
enum LargestGap {
    static func find<Failure: Error>(from lo: Double, to hi: Double, samples: Int = 2001, zoom: Int = 21, rounds: Int = 8,
                                     _ difference: ([Double]) throws(Failure) -> [Double]) throws(Failure) -> (time: Double, value: Double)? {
        func grid(_ a: Double, _ b: Double, _ n: Int) -> [Double] {
            (0..<n).map { i in i == n - 1 ? b : a + (b - a) * Double(i) / Double(n - 1) }
        }
        func best(_ times: [Double], _ values: [Double]) -> Int? {
            var index: Int?
            for i in values.indices where values[i].isFinite {
                if index == nil || abs(values[i]) > abs(values[index!]) { index = i }
            }
            return index
        }
        var times = grid(lo, hi, max(samples, 3))
        var values = try difference(times)
        guard var i = best(times, values) else { return nil }
        var result = (time: times[i], value: values[i])
        for _ in 0..<rounds {
            let a = times[max(i - 1, 0)], b = times[min(i + 1, times.count - 1)]
            guard b > a else { break }
            times = grid(a, b, zoom)
            values = try difference(times)
            guard let j = best(times, values) else { break }
            i = j
            if abs(values[j]) >= abs(result.value) { result = (times[j], values[j]) }
        }
        let tolerance = (hi - lo) * 1e-9
        if abs(result.time - lo) <= tolerance, let v = try difference([lo]).first, v.isFinite { return (lo, v) }
        if abs(result.time - hi) <= tolerance, let v = try difference([hi]).first, v.isFinite { return (hi, v) }
        return result
    }
}
