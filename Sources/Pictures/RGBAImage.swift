/// A picture in memory: `width` × `height` pixels, each four bytes (red, green, blue,
/// alpha, 0–255, alpha not premultiplied), row by row from the top-left corner.
///
/// This is what every picture fluid writes or sends is drawn into: a plot for a PNG file or
/// a terminal's graphics protocol, a frame of a motion for a GIF or an APNG. Pixels outside
/// the picture are ignored when set and read as transparent black.
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes, row-major, RGBA.
    public var bytes: [UInt8]

    /// A picture filled with one colour (opaque white unless told otherwise).
    public init(width: Int, height: Int, fill: RGBA = .white) {
        precondition(width >= 0 && height >= 0, "a picture's size is not negative")
        self.width = width
        self.height = height
        let pixel = fill.word
        // The first row's pixels written as words, then copied row after row.
        self.bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            let row = width * 4
            for i in stride(from: 0, to: row, by: 4) { raw.storeBytes(of: pixel, toByteOffset: i, as: UInt32.self) }
            if let base = raw.baseAddress, height > 1 {
                for y in 1..<height { (base + y * row).copyMemory(from: base, byteCount: row) }
            }
            count = width * height * 4
        }
    }

    /// The pixel at column `x`, row `y` (0, 0 is the top-left); transparent black outside.
    public subscript(x: Int, y: Int) -> RGBA {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return RGBA(0, 0, 0, 0) }
            let i = (y * width + x) * 4
            return RGBA(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            let i = (y * width + x) * 4
            bytes[i] = newValue.red; bytes[i + 1] = newValue.green; bytes[i + 2] = newValue.blue; bytes[i + 3] = newValue.alpha
        }
    }

    /// Every pixel's alpha is 255 (a picture with no pixels is opaque too).
    public var isOpaque: Bool {
        bytes.withUnsafeBufferPointer { b in
            var i = 3
            while i < b.count {
                if b[i] != 255 { return false }
                i += 4
            }
            return true
        }
    }

    /// Paints `colour` over the pixel at (x, y) with coverage `coverage` (0 leaves it, 1
    /// replaces it): each channel becomes `old + (new − old)·coverage·alpha/255`, rounded.
    /// Used for anti-aliased edges; outside the picture nothing happens.
    public mutating func blend(x: Int, y: Int, _ colour: RGBA, coverage: Double = 1) {
        guard x >= 0, y >= 0, x < width, y < height, coverage > 0 else { return }
        let a = min(coverage, 1) * Double(colour.alpha) / 255
        let i = (y * width + x) * 4
        func mix(_ old: UInt8, _ new: UInt8) -> UInt8 {
            UInt8(bounded: Double(old) + (Double(new) - Double(old)) * a, nan: old)
        }
        bytes[i] = mix(bytes[i], colour.red)
        bytes[i + 1] = mix(bytes[i + 1], colour.green)
        bytes[i + 2] = mix(bytes[i + 2], colour.blue)
        bytes[i + 3] = mix(bytes[i + 3], 255)
    }
}

/// One colour: red, green, blue and alpha, 0–255 each (alpha 255 is opaque).
public struct RGBA: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A colour written as `#rrggbb` (the way the SVG plot names its colours); nil otherwise.
    public init?(hex: String) {
        let digits = Array(hex.utf8.dropFirst(hex.hasPrefix("#") ? 1 : 0))
        guard digits.count == 6 else { return nil }
        var value: UInt32 = 0
        for d in digits {
            let v: UInt8
            switch d {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v = d - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): v = d - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): v = d - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(v)
        }
        self.init(UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }

    /// The four bytes red, green, blue, alpha as one word, stored as they lie in memory
    /// (each pixel of an `RGBAImage` written at once).
    var word: UInt32 {
        (UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24).littleEndian
    }

    public static let white = RGBA(255, 255, 255)
    public static let black = RGBA(0, 0, 0)
}
