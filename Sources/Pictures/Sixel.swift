/// A picture as sixels (DEC's sixel graphics, as xterm, iTerm2, WezTerm, foot and Windows
/// Terminal draw them): a device control string `ESC P 0;1;0 q`, raster attributes
/// `"1;1;W;H` (square pixels, the picture's size), colour registers `#n;2;r;g;b` (RGB in
/// percent, 0–100), then bands six pixel rows tall, `ESC \` at the end.
///
/// In a band, each colour in turn is selected (`#n`) and one character per column says
/// which of the band's six rows have that colour: 63 + Σ 2^row (`?` none … `~` all). A run
/// of four or more equal characters is written `!count` and the character; a colour's row
/// ends at its last column. `$` returns to the band's start for the next colour, `-` moves
/// to the next band.
///
/// Colours: `ColourPalette` (exact up to 256 colours, to the percent that sixel registers
/// hold; otherwise the most frequent 256 and the nearest of them). Pictures are opaque.
public enum Sixel {
    /// `image` as a sixel device control string.
    public static func encode(_ image: RGBAImage) -> String {
        let colours = ColourPalette([image])
        let palette = colours.colours, indices = colours.indices(of: image)
        var out: [UInt8] = Array("\u{1B}P0;1;0q\"1;1;\(image.width);\(image.height)".utf8)
        for (n, c) in palette.enumerated() {
            out += Array("#\(n);2;\(percent(c.red));\(percent(c.green));\(percent(c.blue))".utf8)
        }
        // The bands split into parts (two for a large picture), each made on its own core
        // into its own bytes: every band starts afresh, so the parts joined are one picture.
        let bandCount = (image.height + 5) / 6
        let parts = min(ConcurrentParts.parts(for: image.width * image.height), bandCount)
        for part in ConcurrentParts.map(parts, { part in
            bands(indices, width: image.width, height: image.height, colours: palette.count,
                  from: bandCount * part / parts * 6, to: bandCount * (part + 1) / parts * 6)
        }) {
            out += part
        }
        out += [0x1B, UInt8(ascii: "\\")]
        return String(decoding: out, as: UTF8.self)
    }

    /// The bands from pixel row `from` (a multiple of 6) up to `to` (cut at `height`) of a
    /// picture `width` pixels wide whose pixels are the colour `indices` (row by row, each
    /// under `colours`): each band's colours, then `-`.
    static func bands(_ indices: [UInt8], width: Int, height: Int, colours: Int, from: Int, to: Int) -> [UInt8] {
        var out: [UInt8] = []
        // Each colour's six bits a column for the band, made in one pass over its pixels.
        var bits = [UInt8](repeating: 0, count: colours * width)
        var top = from
        while top < min(to, height) {
            let rows = min(6, height - top)
            // Each colour's first and last column in the band (first > last: absent).
            var firstColumn = [Int](repeating: width, count: colours), lastColumn = [Int](repeating: -1, count: colours)
            indices.withUnsafeBufferPointer { indices in
                bits.withUnsafeMutableBufferPointer { bits in
                    // A run of one colour in a pixel row at a time: plots are mostly runs.
                    for k in 0..<rows {
                        let line = (top + k) * width, bit: UInt8 = 1 << UInt8(k)
                        var x = 0
                        while x < width {
                            let index = indices[line + x], colour = Int(index)
                            var end = x + 1
                            while end < width, indices[line + end] == index { end += 1 }
                            if x < firstColumn[colour] { firstColumn[colour] = x }
                            if end - 1 > lastColumn[colour] { lastColumn[colour] = end - 1 }
                            let base = colour * width
                            for column in x..<end { bits[base + column] |= bit }
                            x = end
                        }
                    }
                }
            }
            var first = true
            for colour in 0..<colours where firstColumn[colour] <= lastColumn[colour] {
                // The columns before the colour's first are empty (`?`); those after its last
                // are left out: `$` returns to the band's start anyway.
                let from = firstColumn[colour], to = lastColumn[colour] + 1
                if !first { out.append(UInt8(ascii: "$")) }
                first = false
                out.append(UInt8(ascii: "#"))
                appendDecimal(colour, to: &out)
                // The empty columns before `from` are one run: the colour is at `from`.
                appendRun(63, count: from, to: &out)
                bits.withUnsafeMutableBufferPointer { bits in
                    let start = bits.baseAddress! + colour * width + from
                    appendBitRuns(UnsafeBufferPointer(start: start, count: to - from), to: &out)
                    start.update(repeating: 0, count: to - from)
                }
            }
            out.append(UInt8(ascii: "-"))
            top += 6
        }
        return out
    }

    /// A 0–255 channel as the nearest whole percent.
    static func percent(_ channel: UInt8) -> Int { (Int(channel) * 100 + 127) / 255 }

    /// The characters of `row`, runs of four or more as `!count` and the character.
    static func appendRuns(_ row: ArraySlice<UInt8>, to out: inout [UInt8]) {
        var i = row.startIndex
        while i < row.endIndex {
            var j = i + 1
            while j < row.endIndex, row[j] == row[i] { j += 1 }
            appendRun(row[i], count: j - i, to: &out)
            i = j
        }
    }

    /// A colour's bits of a band's columns as characters (63 + bits), runs as `appendRuns`
    /// writes them. A run is followed eight columns at a time while eight bytes equal its
    /// own (a colour's row is mostly long runs of no pixel), then a column at a time.
    static func appendBitRuns(_ bits: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        guard let base = bits.baseAddress else { return }
        let raw = UnsafeRawPointer(base), count = bits.count
        var i = 0
        while i < count {
            let value = base[i]
            let eight = UInt64(value) &* 0x0101_0101_0101_0101
            var j = i + 1
            while j + 8 <= count, raw.loadUnaligned(fromByteOffset: j, as: UInt64.self) == eight { j += 8 }
            while j < count, base[j] == value { j += 1 }
            appendRun(63 + value, count: j - i, to: &out)
            i = j
        }
    }

    /// `count` of `character`: `!count` and the character from four on, else as many of it.
    static func appendRun(_ character: UInt8, count: Int, to out: inout [UInt8]) {
        if count >= 4 {
            out.append(UInt8(ascii: "!"))
            appendDecimal(count, to: &out)
            out.append(character)
        } else {
            for _ in 0..<count { out.append(character) }
        }
    }

    /// `n` (0 or more) in decimal digits, without making a string.
    static func appendDecimal(_ n: Int, to out: inout [UInt8]) {
        var divisor = 1
        while divisor <= n / 10 { divisor *= 10 }
        var rest = max(n, 0)
        while divisor > 0 {
            out.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}
