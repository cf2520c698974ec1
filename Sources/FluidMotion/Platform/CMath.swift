internal import CPlatform

// FluidMotion's seam to the C math library: the only file in FluidMotion that reaches C. The rest of
// the module calls these by their C names. Each is the C function itself (correctly rounded
// or within 1 ulp on glibc and Darwin, as their libm documents); nothing is approximated here.
//
// Each is disfavoured: where another module's math is also in scope (a test that imports
// this module with @testable, and Foundation), that one is chosen and no call is ambiguous.

/// e^x.
@_disfavoredOverload @inline(__always) func exp(_ x: Double) -> Double { fluid_exp(x) }
/// e^x − 1, accurate for small |x|.
@_disfavoredOverload @inline(__always) func expm1(_ x: Double) -> Double { fluid_expm1(x) }
/// The natural logarithm; −∞ at 0, NaN below.
@_disfavoredOverload @inline(__always) func log(_ x: Double) -> Double { fluid_log(x) }
/// ln(1 + x), accurate for small |x|.
@_disfavoredOverload @inline(__always) func log1p(_ x: Double) -> Double { fluid_log1p(x) }
/// The base-10 logarithm.
@_disfavoredOverload @inline(__always) func log10(_ x: Double) -> Double { fluid_log10(x) }
/// x^y, with C's special cases (pow(x, 0) = 1 for every x, pow(0, y < 0) = ∞).
@_disfavoredOverload @inline(__always) func pow(_ x: Double, _ y: Double) -> Double { fluid_pow(x, y) }
/// The sine of x radians.
@_disfavoredOverload @inline(__always) func sin(_ x: Double) -> Double { fluid_sin(x) }
/// The cosine of x radians.
@_disfavoredOverload @inline(__always) func cos(_ x: Double) -> Double { fluid_cos(x) }
/// The angle of (x, y) in radians, in [−π, π].
@_disfavoredOverload @inline(__always) func atan2(_ y: Double, _ x: Double) -> Double { fluid_atan2(y, x) }
/// √(x² + y²) without intermediate overflow.
@_disfavoredOverload @inline(__always) func hypot(_ x: Double, _ y: Double) -> Double { fluid_hypot(x, y) }
/// x − n·y with n = trunc(x/y), exact.
@_disfavoredOverload @inline(__always) func fmod(_ x: Double, _ y: Double) -> Double { fluid_fmod(x, y) }
/// x − n·y with n the integer nearest x/y, exact.
@_disfavoredOverload @inline(__always) func remainder(_ x: Double, _ y: Double) -> Double { fluid_remainder(x, y) }
/// The largest integer not above x.
@_disfavoredOverload @inline(__always) func floor(_ x: Double) -> Double { fluid_floor(x) }
/// The smallest integer not below x.
@_disfavoredOverload @inline(__always) func ceil(_ x: Double) -> Double { fluid_ceil(x) }
