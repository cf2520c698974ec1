import Pictures

/// How a terminal draws pictures, when it can: kitty's graphics protocol (kitty, Ghostty,
/// WezTerm) or sixels (xterm, iTerm2, WezTerm, foot, Windows Terminal).
public enum GraphicsProtocol: String, Sendable, CaseIterable {
    case kitty, sixel
}

/// `set graphics auto|kitty|sixel|off` (and `FLUID_GRAPHICS`): `auto` draws plots as
/// pictures with the protocol the terminal answered for at start, if any; `kitty` and
/// `sixel` use that protocol whatever the terminal said; `off` keeps text plots.
public enum GraphicsChoice: String, Sendable, CaseIterable {
    case auto, kitty, sixel, off

    /// The protocol plots are drawn with, given what the terminal answered (nil: text).
    public func resolved(detected: GraphicsProtocol?) -> GraphicsProtocol? {
        switch self {
        case .auto: return detected
        case .kitty: return .kitty
        case .sixel: return .sixel
        case .off: return nil
        }
    }
}

/// `set theme auto|dark|light`: the colours of pictures at the terminal. `auto` follows the
/// background the terminal answered (OSC 11) at start: dark pictures on a dark background,
/// light ones otherwise (and when it did not answer, with `NO_COLOR`, off a terminal).
/// Files (`plot …, to:`) are always light.
public enum ThemeChoice: String, Sendable, CaseIterable {
    case auto, dark, light
}

/// The colours a terminal answered at start (OSC 10 and 11), as `#rrggbb`.
public struct TerminalColours: Sendable, Equatable {
    public var foreground: String?
    public var background: String?

    public init(foreground: String?, background: String?) {
        self.foreground = foreground
        self.background = background
    }

    /// An answer's colour, `rgb:RRRR/GGGG/BBBB` (1 to 4 hex digits a channel, scaled to 8 bits), as `#rrggbb`.
    public static func hex(answer: Substring) -> String? {
        guard answer.hasPrefix("rgb:") else { return nil }
        let channels = answer.dropFirst(4).split(separator: "/")
        guard channels.count == 3 else { return nil }
        var bytes: [UInt8] = []
        for channel in channels {
            guard (1...4).contains(channel.count), let value = Int(channel, radix: 16) else { return nil }
            let top = (1 << (4 * channel.count)) - 1
            bytes.append(UInt8((Double(value) * 255 / Double(top)).rounded()))
        }
        return SeriesColours.hex(RGBA(bytes[0], bytes[1], bytes[2]))
    }
}
