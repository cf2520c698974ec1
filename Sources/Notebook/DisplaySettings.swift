import FluidLanguage
import Pictures
import TerminalPlot

/// How results are shown: decided by the executable from the terminal, changed by `set`.
public struct DisplaySettings: Equatable, Sendable {
    /// Columns available to a plot or table.
    public var width: Int
    /// Rows of a plot's drawing area.
    public var height: Int
    /// Braille, block or ASCII drawing.
    public var style: CanvasStyle
    /// ANSI colours in plots. Never on off a terminal or with NO_COLOR.
    public var color: Bool
    /// The terminal can show UTF-8; when false, plots fall back to ASCII.
    public var unicode: Bool
    /// Break long summary lines to fit `width` (at a terminal). Transcripts keep one
    /// line per fact list, so a changed number shows as a one-line diff.
    public var wrapsText: Bool = false
    /// The width follows the terminal as it is resized, until `set width` or `--width`
    /// fixes it.
    public var followsTerminal: Bool = false
    /// `set graphics …`: whether plots are drawn as pictures (see ``GraphicsChoice``).
    public var graphicsChoice: GraphicsChoice = .auto
    /// The picture protocol the terminal answered for when fluid started; nil for none, and
    /// always nil for transcripts, pipes and files.
    public var detectedGraphics: GraphicsProtocol?
    /// The protocol plots are drawn with now, or nil for text plots.
    public var graphics: GraphicsProtocol? { graphicsChoice.resolved(detected: detectedGraphics) }
    /// `set theme …`: the colours of pictures at the terminal (see ``ThemeChoice``).
    public var themeChoice: ThemeChoice = .auto
    /// The colours the terminal answered at start; nil when not asked or not answered.
    public var terminalColours: TerminalColours?
    /// The terminal's background is dark, by its answer; false when unknown.
    public var terminalIsDark: Bool {
        terminalColours?.background.flatMap { RGBA(hex: $0) }.map(PlotColours.isDark) ?? false
    }
    /// The colours pictures at the terminal are painted in: dark ones follow the terminal's own.
    public var pictureColours: PlotColours {
        switch themeChoice {
        case .light: return .light
        case .dark, .auto:
            guard themeChoice == .dark || terminalIsDark else { return .light }
            let colours = terminalIsDark ? terminalColours : nil
            return .dark(background: colours?.background.flatMap { RGBA(hex: $0) }, foreground: colours?.foreground.flatMap { RGBA(hex: $0) })
        }
    }

    public init(width: Int = 72, height: Int = 14, style: CanvasStyle = .braille, color: Bool = false, unicode: Bool = true) {
        self.width = width
        self.height = height
        self.style = style
        self.color = color
        self.unicode = unicode
    }

    /// The columns a plot may be drawn in (`set width`, `plot …, width:`, `--width`), as
    /// `ParameterDescriptor.width` declares them.
    public static let widths = ParameterDescriptor<Int>.width.wholeNumbers
    /// The rows a plot's drawing may take (`set height`, `plot …, height:`, `--height`), as
    /// `ParameterDescriptor.height` declares them.
    public static let heights = ParameterDescriptor<Int>.height.wholeNumbers

    /// The settings replays use, so a checked transcript prints the same on every machine:
    /// 72 columns, 14 rows, braille, no colour.
    public static let transcript = DisplaySettings()

    /// The style actually drawn: ASCII when the terminal cannot show UTF-8.
    public var effectiveStyle: CanvasStyle { unicode ? style : .ascii }
}
