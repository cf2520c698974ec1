internal import CPlatform

// FluidLanguage's seam to the C math library (the language's math builtins, `^`, number
// formatting): the only file in the module that reaches C's math. Each is the C function
// itself.
//
// Each is disfavoured: where another module's math is also in scope (a test that imports
// this module with @testable and Foundation), that one is chosen and no call is ambiguous.

/// e^x.
@_disfavoredOverload @inline(__always) func exp(_ x: Double) -> Double { fluid_exp(x) }
/// The natural logarithm; −∞ at 0, NaN below.
@_disfavoredOverload @inline(__always) func log(_ x: Double) -> Double { fluid_log(x) }
/// The base-10 logarithm.
@_disfavoredOverload @inline(__always) func log10(_ x: Double) -> Double { fluid_log10(x) }
/// x^y, with C's special cases (pow(x, 0) = 1 for every x, pow(0, y < 0) = ∞).
@_disfavoredOverload @inline(__always) func pow(_ x: Double, _ y: Double) -> Double { fluid_pow(x, y) }
/// The sine of x radians.
@_disfavoredOverload @inline(__always) func sin(_ x: Double) -> Double { fluid_sin(x) }
/// The cosine of x radians.
@_disfavoredOverload @inline(__always) func cos(_ x: Double) -> Double { fluid_cos(x) }
/// The tangent of x radians.
@_disfavoredOverload @inline(__always) func tan(_ x: Double) -> Double { fluid_tan(x) }

/// x with `digits` significant digits as C's `%.*g` prints it (correctly rounded; `1e+20`,
/// `0.1`, `inf`, `nan`).
func significantDigitsText(_ x: Double, digits: Int) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    let count = Int(fluid_format_significant(x, Int32(digits), &buffer, buffer.count))
    return String(decoding: buffer.prefix(max(0, min(count, buffer.count - 1))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
