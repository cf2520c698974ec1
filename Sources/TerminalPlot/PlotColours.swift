import Pictures

/// The colours a picture of a plot is painted in besides its series: the background, the ink
/// of the frame, ticks and words, the grid, and the legend's box. Series and reference lines
/// keep `SeriesColours` (medium lightness, read on both).
///
/// `light` is the picture fluid has always drawn (white, ink #333333), for files and light
/// terminals. `dark(background:foreground:)` follows a dark terminal: its own background and
/// foreground when it told them (OSC 11 and 10), else #1e1e1e and #d0d0d0; the grid is the
/// background mixed with 12 % of the ink, the legend's border with 30 %.
public struct PlotColours: Sendable, Equatable {
    public var background: String
    public var ink: String
    public var grid: String
    public var legendFill: String
    public var legendStroke: String

    public static let light = PlotColours(background: "#ffffff", ink: "#333333", grid: "#eeeeee", legendFill: "#ffffff", legendStroke: "#cccccc")

    /// Colours for a dark terminal, from its own background and foreground when known.
    public static func dark(background: RGBA? = nil, foreground: RGBA? = nil) -> PlotColours {
        let back = background ?? RGBA(0x1E, 0x1E, 0x1E), ink = foreground ?? RGBA(0xD0, 0xD0, 0xD0)
        return PlotColours(background: SeriesColours.hex(back), ink: SeriesColours.hex(ink), grid: SeriesColours.hex(mix(back, ink, 0.12)),
                           legendFill: SeriesColours.hex(back), legendStroke: SeriesColours.hex(mix(back, ink, 0.3)))
    }

    /// The background moved `fraction` of the way to the ink (0 the background, 1 the ink):
    /// the shades of `play`'s and `tune`'s lanes. On `light` a fraction of (255 − v)/204
    /// gives the grey v of the picture fluid always drew (220 the track: 35/204).
    public func shade(_ fraction: Double) -> RGBA {
        let back = RGBA(hex: background) ?? .white, front = RGBA(hex: ink) ?? RGBA(0x33, 0x33, 0x33)
        return Self.mix(back, front, fraction)
    }

    /// `a` moved a `fraction` of the way to `b`, channel by channel.
    static func mix(_ a: RGBA, _ b: RGBA, _ fraction: Double) -> RGBA {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8(min(max((Double(x) + (Double(y) - Double(x)) * fraction).rounded(), 0), 255)) }
        return RGBA(channel(a.red, b.red), channel(a.green, b.green), channel(a.blue, b.blue))
    }

    /// Whether a colour is dark: its relative luminance (Rec. 709 weights on the channels made
    /// linear, each value squared: gamma 2, near sRGB's 2.2) under 0.18, the grey a person sees
    /// as half way between black and white.
    public static func isDark(_ colour: RGBA) -> Bool {
        func linear(_ v: UInt8) -> Double { (Double(v) / 255) * (Double(v) / 255) }
        return 0.2126 * linear(colour.red) + 0.7152 * linear(colour.green) + 0.0722 * linear(colour.blue) < 0.18
    }
}
