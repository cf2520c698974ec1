/// Kotlin's number conversions, as the Compose models need them bit for bit.
enum Kotlin {
    /// Kotlin's `Double.toLong()`: truncation, NaN to 0, saturating at the Long range.
    static func long(_ x: Double) -> Int64 {
        if x.isNaN { return 0 }
        if x >= 0x1p63 { return .max }  // 2^63, the first Double past Int64.max
        if x <= -9_223_372_036_854_775_808 { return .min }
        return Int64(x)
    }

    /// Kotlin's `Float.sign` (Math.signum): −1, 1, or the value itself for ±0 and NaN.
    static func sign(_ x: Float) -> Float {
        x > 0 ? 1 : (x < 0 ? -1 : x)
    }
}
