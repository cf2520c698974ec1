import ArgumentParser
import Foundation
import Notebook
import TerminalPlot

/// Options shared by every subcommand: how results are drawn and where sessions live.
struct DisplayOptions: ParsableArguments {
    @Option(help: "Columns for plots and tables (default: the terminal's width, or 72 off a terminal).")
    var width: Int?

    @Option(help: "Rows of a plot's drawing area (default: 14).")
    var height: Int?

    @Option(help: "Plot style: braille, block or ascii (default: braille where the terminal shows UTF-8).")
    var style: CanvasStyle?

    @Flag(help: "Draw plots with plain ASCII characters (same as --style ascii).")
    var ascii = false

    @Flag(name: .customLong("no-color"), help: "Never use colour (also: NO_COLOR=1).")
    var noColor = false

    @Option(name: .customLong("sessions"), help: "Folder for save and load (default: $FLUID_SESSIONS or ./sessions).")
    var sessionsDirectory: String?

    func validate() throws {
        if let width, !(20...1000).contains(width) {
            throw ValidationError("--width must be between 20 and 1000 columns; got \(width).")
        }
        if let height, !(3...200).contains(height) {
            throw ValidationError("--height must be between 3 and 200 rows; got \(height).")
        }
    }

    /// Settings for live use: follow the terminal.
    func interactiveSettings(_ terminal: TerminalFacts) -> DisplaySettings {
        var settings = DisplaySettings()
        settings.width = width ?? (terminal.outputIsTerminal ? terminal.columns : 72)
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
}

extension CanvasStyle: ExpressibleByArgument {}
