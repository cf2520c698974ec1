import enum FluidLanguage.Messages
import Notebook
import TerminalPlot

/// Runs the live mode a line asked for (`tune`, `play`, `clear`) and prints what it leaves behind.
enum LiveModes {
    static func run(_ request: LiveRequest, session: Session, terminal: TerminalFacts) {
        switch request {
        case .tune(var model):
            model.pictureColours = session.display.pictureColours
            guard let final = TuneScreen.run(model, terminal: terminal, display: session.display, graphics: session.display.graphics) else {
                return Output.error(Messages.tuneCannotTakeTerminal)
            }
            if session.display.followsTerminal { session.display.width = terminal.columns }
            Output.emit(session.finishTune(final), interactive: true, location: nil)
        case .play(var model, let loop):
            model.colours = session.display.pictureColours
            let message = PlayScreen.run(model, loop: loop, terminal: terminal, graphics: session.display.graphics)
            if !message.isEmpty { Output.line(message) }
        case .clearScreen:
            // Cursor home, clear the screen, clear the scrollback.
            TerminalRawMode.write("\u{1B}[H\u{1B}[2J\u{1B}[3J")
        }
    }
}
