import Notebook
import TerminalPlot

/// How results are drawn and where sessions live, as chosen on the command line: plain
/// values, so the quick start (see ``QuickStart``) can use the defaults without parsing.
struct DisplayChoice {
    var width: Int?
    var height: Int?
    var style: CanvasStyle?
    var ascii = false
    var noColor = false
    var sessionsDirectory: String?

    /// Settings for live use: follow the terminal.
    func interactiveSettings(_ terminal: TerminalFacts) -> DisplaySettings {
        var settings = DisplaySettings()
        // A terminal narrower than the narrowest plot still gets 20-column output.
        settings.width = width ?? (terminal.outputIsTerminal ? min(max(terminal.columns, 20), 1000) : 72)
        settings.height = height ?? 14
        settings.unicode = terminal.unicodeAllowed || !terminal.outputIsTerminal
        settings.style = ascii ? .ascii : (style ?? .braille)
        settings.color = !noColor && terminal.colorAllowed
        settings.wrapsText = terminal.outputIsTerminal
        settings.followsTerminal = terminal.outputIsTerminal && width == nil
        return settings
    }

    /// Settings for replaying files: fixed unless the command line says otherwise, so a
    /// transcript prints the same on every machine.
    func transcriptSettings() -> DisplaySettings {
        var settings = DisplaySettings.transcript
        if let width { settings.width = width }
        if let height { settings.height = height }
        if let style { settings.style = style }
        if ascii { settings.style = .ascii }
        return settings
    }

    func store(_ environment: [String: String]) -> SessionStore {
        SessionStore.resolve(option: sessionsDirectory, environment: environment)
    }

    /// The sessions folder `--sessions` or `FLUID_SESSIONS` names; nil when neither does
    /// (a replayed notebook then uses its project's `sessions/`).
    func namedStore(_ environment: [String: String]) -> SessionStore? {
        SessionStore.named(option: sessionsDirectory, environment: environment)
    }
}
