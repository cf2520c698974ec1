/// The colours of a plot's series and reference lines, declared once for the terminal and
/// for pictures (SVG, PNG, kitty and sixel plots, animations).
///
/// Each colour is a colour of the 256-colour terminal palette, named by its code: the
/// terminal plot writes the code (`ESC[38;5;<code>m`), a picture paints the code's colour as
/// xterm defines it, so a series reads in the same colour at the prompt, in a table column
/// painted like it, and in a picture. Codes of medium lightness, so every colour reads on
/// dark and light backgrounds and on a picture's white: blue, orange, green, magenta, cyan,
/// red, then round again; reference lines mid-grey.
public enum SeriesColours {
    /// Series colours as 256-colour codes, in the order series come (then round again).
    public static let codes: [Int] = [33, 208, 34, 170, 37, 160]
    /// Reference lines' colour as a 256-colour code.
    public static let referenceCode = 244

    /// Series `index`'s code, the palette repeating (negative indices too).
    public static func code(series index: Int) -> Int {
        codes[((index % codes.count) + codes.count) % codes.count]
    }

    /// The colour xterm gives a code of its 6×6×6 cube (16…231: each channel 0 or 55 + 40·level,
    /// levels 0…5 as the code − 16 in base 6, red first) or its grey ramp (232…255: 8 + 10·step).
    /// Codes 0…15 are the terminal's own sixteen, which every theme redefines; this palette
    /// uses none of them, and they are given the cube's black.
    public static func colour(code: Int) -> RGBA {
        switch code {
        case 16...231:
            func level(_ v: Int) -> UInt8 { v == 0 ? 0 : UInt8(55 + 40 * v) }
            let n = code - 16
            return RGBA(level(n / 36), level(n / 6 % 6), level(n % 6))
        case 232...255:
            let grey = UInt8(8 + 10 * (code - 232))
            return RGBA(grey, grey, grey)
        default:
            return RGBA(0, 0, 0)
        }
    }

    /// A colour as `#rrggbb`, the way the SVG plot names colours.
    public static func hex(_ colour: RGBA) -> String {
        let digits = Array("0123456789abcdef")
        return "#" + String([colour.red, colour.green, colour.blue].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
    }
}
