/// react-spring's `decay: d` as a decay constant: it integrates e^(−(1 − d)·t) with t in ms,
/// so λ = 1000·(1 − d).
extension DecayConversion {
    /// λ = 1000·(1 − d) from react-spring's per-millisecond decay d.
    public static func decayConstant(reactSpringDecay d: Double) -> Double { 1000 * (1 - d) }
    /// d = 1 − λ/1000 (below 0 when λ > 1000/s: react-spring cannot express such a fast decay).
    public static func reactSpringDecay(decayConstant lambda: Double) -> Double { 1 - lambda / 1000 }
}
