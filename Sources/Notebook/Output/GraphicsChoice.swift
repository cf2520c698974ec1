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
