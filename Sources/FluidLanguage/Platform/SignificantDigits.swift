internal import CPlatform

// FluidLanguage's seam to C's number printing (its math is FluidMotion's seam, Platform/CMath.swift).

/// x with `digits` significant digits as C's `%.*g` prints it (correctly rounded; `1e+20`,
/// `0.1`, `inf`, `nan`).
func significantDigitsText(_ x: Double, digits: Int) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    let count = Int(fluid_format_significant(x, Int32(digits), &buffer, buffer.count))
    return String(decoding: buffer.prefix(max(0, min(count, buffer.count - 1))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
