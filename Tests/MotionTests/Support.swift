// Shared helpers for the Motion tests.

/// |actual − expected| ≤ max(relative·|expected|, absolute). Tolerances are stated at each
/// call site next to the reference they apply to.
func isClose(_ actual: Double, _ expected: Double, relative: Double, absolute: Double = 0) -> Bool {
    abs(actual - expected) <= max(relative * abs(expected), absolute)
}

/// A small deterministic linear congruential generator (Knuth's MMIX constants), so the
/// property tests draw the same parameters on every run and platform.
struct LCG {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
    /// Uniform in [lo, hi), from the top 53 bits.
    mutating func uniform(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * Double(next() >> 11) / 9007199254740992.0
    }
}
