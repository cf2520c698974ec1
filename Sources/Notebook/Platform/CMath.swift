internal import CPlatform

// Notebook's seam to the C math library, for the little drawing and stepping it does (the
// motion math is FluidMotion's). Each is the C function itself.

/// The sine of x radians.
@_disfavoredOverload @inline(__always) func sin(_ x: Double) -> Double { fluid_sin(x) }
/// The cosine of x radians.
@_disfavoredOverload @inline(__always) func cos(_ x: Double) -> Double { fluid_cos(x) }
/// The base-10 logarithm; −∞ at 0, NaN below.
@_disfavoredOverload @inline(__always) func log10(_ x: Double) -> Double { fluid_log10(x) }
/// x^y, with C's special cases (pow(x, 0) = 1 for every x).
@_disfavoredOverload @inline(__always) func pow(_ x: Double, _ y: Double) -> Double { fluid_pow(x, y) }
