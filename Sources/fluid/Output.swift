import FluidLanguage
import Notebook
import TerminalText

/// Writes responses: results to standard output, failures to standard error when the
/// input is not a person at a terminal (so scripts can separate them).
///
/// Each response is written whole and at once (no stdio buffering), so results and
/// errors interleave in the order the lines ran, even through `2>&1`, `| cat` or `| tee`.
///
/// Nothing a notebook holds reaches the terminal as a command: a response's lines come from
/// `TerminalRenderer`, which shows every control character of the notebook's text as
/// `\u{1B}` (`ControlCharacters`), leaving only its own colours; ``line(_:)``,
/// ``reportLine(_:)`` and ``error(_:)`` take text (a transcript line, a report line, a
/// message naming a file) and show its control characters the same way; ``document(_:)`` writes a machine format whose
/// writer escaped them in its own syntax. The same on a terminal, a pipe or a file, so a
/// log `cat` later is as safe.
enum Output {
    /// The response is rendered at the display settings of the session that ran it (width,
    /// colour, UTF-8 or ASCII, wrapping): see `TerminalRenderer`.
    static func emit(_ response: Response, interactive: Bool, location: String?) {
        // Plots as pictures, only for a person at a terminal that draws them.
        if interactive, !response.failed, let graphics = response.display.graphics, TerminalDevice.outputIsTerminal,
           response.blocks.contains(where: { if case .plot = $0 { return true } else { return false } }) {
            write(TerminalGraphics.rendered(response, with: graphics), to: .output)
            return
        }
        let lines = response.lines
        guard !lines.isEmpty else { return }
        var text = ""
        for line in lines {
            text += line.droppingTrailingSpaces
            text += "\n"
        }
        if response.failed && !interactive {
            if let location {
                let shown = ControlCharacters.visible(location)
                text = (response.display.unicode ? shown : ASCIIStandIns.ascii(shown)) + ":\n" + text
            }
            write(text, to: .error)
        } else {
            write(text, to: .output)
        }
    }

    /// `text` and a line feed on standard output, its control characters shown (line feeds
    /// in it still break lines).
    static func line(_ text: String) {
        write(ControlCharacters.visible(text) + "\n", to: .output)
    }

    /// A mistake from the catalogue (`Messages`) and a line feed on standard error, its
    /// control characters shown. There is no form that takes a bare string: every error
    /// fluid writes has its code (`help E402`).
    static func error(_ message: Message) {
        write(ControlCharacters.visible(message.text) + "\n", to: .error)
    }

    /// A line of a report for people on standard error (`fluid check --format json`'s diffs
    /// and summary, kept off standard output, which holds the document): findings, not a
    /// mistake of fluid's, which is written by ``error(_:)``.
    static func reportLine(_ text: String) {
        write(ControlCharacters.visible(text) + "\n", to: .error)
    }

    /// A machine-readable document (JSON, JUnit XML) and a line feed on standard output,
    /// as it is: its writer has escaped every control character in the document's own
    /// syntax (`ControlCharacters.escaped(_:as:)`), which a parser reads back.
    static func document(_ text: String) {
        write(text + "\n", to: .output)
    }

    /// Writes `text` whole, at once. When standard output is gone (its reader closed the
    /// pipe: `yes | fluid | head -1`) or cannot be written (a full disk, `> /dev/full`), fluid
    /// stops at once with status 1, saying why unless the reader simply left: nothing it
    /// computes after that could be seen, and a script must not think it succeeded.
    private static func write(_ text: String, to stream: StandardStreams.Stream) {
        switch StandardStreams.write(text, to: stream) {
        case .written:
            return
        case .closed where stream == .output:
            ProcessControl.exit(1)
        case .failed(let reason) where stream == .output:
            _ = StandardStreams.write("fluid: cannot write to standard output: \(reason)\n", to: .error)
            ProcessControl.exit(1)
        case .closed, .failed:
            return   // standard error is gone too: there is nowhere left to say anything
        }
    }
}
