import Notebook
import TerminalText

/// Writes responses: results to standard output, failures to standard error when the
/// input is not a person at a terminal (so scripts can separate them).
///
/// Each response is written whole and at once (no stdio buffering), so results and
/// errors interleave in the order the lines ran, even through `2>&1`, `| cat` or `| tee`.
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
            if let location { text = (response.display.unicode ? location : ASCIIStandIns.ascii(location)) + ":\n" + text }
            write(text, to: .error)
        } else {
            write(text, to: .output)
        }
    }

    static func line(_ text: String) {
        write(text + "\n", to: .output)
    }

    static func error(_ text: String) {
        write(text + "\n", to: .error)
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
