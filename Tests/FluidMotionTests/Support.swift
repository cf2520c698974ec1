@_exported import SeededRandom
// Shared helpers for the Motion tests.

/// |actual − expected| ≤ max(relative·|expected|, absolute). Tolerances are stated at each
/// call site next to the reference they apply to.
func isClose(_ actual: Double, _ expected: Double, relative: Double, absolute: Double = 0) -> Bool {
    abs(actual - expected) <= max(relative * abs(expected), absolute)
}
