internal import CPlatform

// The package's one seam to the C math library: the only file in the package that calls C's
// math (PackageStructureTests keeps it so). FluidMotion calls these by their C names, and so
// do FluidLanguage and Notebook, which see them as `package` functions through
// `import FluidMotion`; an app that imports FluidMotion sees none of them. Each is the C
// function itself (correctly rounded or within 1 ulp on glibc and Darwin, as their libm
// documents); nothing is approximated here.
//
// Each is disfavoured: where another module's math is also in scope (a test that imports
// this module with @testable, and Foundation), that one is chosen and no call is ambiguous.

/// e^x.
@_disfavoredOverload @inline(__always) package func exp(_ x: Double) -> Double { fluid_exp(x) }
/// e^x − 1, accurate for small |x|.
@_disfavoredOverload @inline(__always) package func expm1(_ x: Double) -> Double { fluid_expm1(x) }
/// The natural logarithm; −∞ at 0, NaN below.
@_disfavoredOverload @inline(__always) package func log(_ x: Double) -> Double { fluid_log(x) }
/// ln(1 + x), accurate for small |x|.
@_disfavoredOverload @inline(__always) package func log1p(_ x: Double) -> Double { fluid_log1p(x) }
/// The base-10 logarithm.
@_disfavoredOverload @inline(__always) package func log10(_ x: Double) -> Double { fluid_log10(x) }
/// x^y, with C's special cases (pow(x, 0) = 1 for every x, pow(0, y < 0) = ∞).
@_disfavoredOverload @inline(__always) package func pow(_ x: Double, _ y: Double) -> Double { fluid_pow(x, y) }
/// The sine of x radians.
@_disfavoredOverload @inline(__always) package func sin(_ x: Double) -> Double { fluid_sin(x) }
/// The cosine of x radians.
@_disfavoredOverload @inline(__always) package func cos(_ x: Double) -> Double { fluid_cos(x) }
/// The tangent of x radians.
@_disfavoredOverload @inline(__always) package func tan(_ x: Double) -> Double { fluid_tan(x) }
/// The angle of (x, y) in radians, in [−π, π].
@_disfavoredOverload @inline(__always) package func atan2(_ y: Double, _ x: Double) -> Double { fluid_atan2(y, x) }
/// √(x² + y²) without intermediate overflow.
@_disfavoredOverload @inline(__always) package func hypot(_ x: Double, _ y: Double) -> Double { fluid_hypot(x, y) }
/// x − n·y with n = trunc(x/y), exact.
@_disfavoredOverload @inline(__always) package func fmod(_ x: Double, _ y: Double) -> Double { fluid_fmod(x, y) }
/// x − n·y with n the integer nearest x/y, exact.
@_disfavoredOverload @inline(__always) package func remainder(_ x: Double, _ y: Double) -> Double { fluid_remainder(x, y) }
/// The largest integer not above x.
@_disfavoredOverload @inline(__always) package func floor(_ x: Double) -> Double { fluid_floor(x) }
/// The smallest integer not below x.
@_disfavoredOverload @inline(__always) package func ceil(_ x: Double) -> Double { fluid_ceil(x) }
