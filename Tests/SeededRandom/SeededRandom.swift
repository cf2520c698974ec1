/// Seeded generators for the test suites: the same draws from the same seed on every run
/// and platform, so a failing property test reproduces.

/// A linear congruential generator with Knuth's MMIX constants.
public struct LCG {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
    /// Uniform in [lo, hi), from the top 53 bits.
    public mutating func uniform(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * Double(next() >> 11) / 9007199254740992.0
    }
}

/// SplitMix64 (Steele, Lea and Flood 2014): a tiny, fast generator whose sequence depends
/// only on the seed; usable with `Double.random(in:using:)` and friends.
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A number in 0..<bound (bound > 0); the modulo bias is irrelevant here.
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
