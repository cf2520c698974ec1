import ArgumentParser
import Notebook
import TerminalPlot

/// Options shared by every subcommand: how results are drawn and where sessions live.
struct DisplayOptions: ParsableArguments {
    @Option(help: "Columns for plots and tables (default: the terminal's width, or 72 off a terminal).")
    var width: Int?

    @Option(help: "Rows of a plot's drawing area (default: 14).")
    var height: Int?

    @Option(help: "Plot style: braille, block or ascii (default: braille where the terminal shows UTF-8).")
    var style: ChoiceArgument<CanvasStyle>?

    @Flag(help: "Draw plots with plain ASCII characters (same as --style ascii).")
    var ascii = false

    @Flag(name: .customLong("no-color"), help: "Never use colour (also: NO_COLOR=1).")
    var noColor = false

    @Option(name: .customLong("sessions"),
            help: "Folder for save and load (default: $FLUID_SESSIONS, else ./sessions at the prompt and the project's sessions/ for run and check).")
    var sessionsDirectory: String?

    func validate() throws {
        try style?.check("--style")
        // The prompt's ranges and wording (`set width 10`, `plot s, width: 10`).
        if let width, !DisplaySettings.widths.contains(width) {
            throw ValidationError(OptionWording.wholeNumber("--width", in: DisplaySettings.widths))
        }
        if let height, !DisplaySettings.heights.contains(height) {
            throw ValidationError(OptionWording.wholeNumber("--height", in: DisplaySettings.heights))
        }
    }

    /// The parsed options as plain values.
    var choice: DisplayChoice {
        DisplayChoice(width: width, height: height, style: style?.value, ascii: ascii, noColor: noColor, sessionsDirectory: sessionsDirectory)
    }

    func interactiveSettings(_ terminal: TerminalFacts) -> DisplaySettings { choice.interactiveSettings(terminal) }
    func transcriptSettings() -> DisplaySettings { choice.transcriptSettings() }
    func store(_ environment: [String: String]) -> SessionStore { choice.store(environment) }
    func namedStore(_ environment: [String: String]) -> SessionStore? { choice.namedStore(environment) }
}

