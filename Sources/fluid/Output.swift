import Foundation
import Notebook

/// Writes responses: results to standard output, failures to standard error when the
/// input is not a person at a terminal (so scripts can separate them).
///
/// Each response is written whole and at once (no stdio buffering), so results and
/// errors interleave in the order the lines ran, even through `2>&1`, `| cat` or `| tee`.
enum Output {
    /// `ascii`: the terminal cannot show UTF-8, so the text gets ASCII stand-ins.
    static func emit(_ response: Response, interactive: Bool, location: String?, ascii: Bool = false) {
        guard !response.lines.isEmpty else { return }
        var text = response.lines.map(\.droppingTrailingSpaces).joined(separator: "\n") + "\n"
        if ascii { text = ASCIIFallback.ascii(text) }
        if response.failed && !interactive {
            if let location { text = "\(location):\n" + text }
            write(text, to: FileHandle.standardError)
        } else {
            write(text, to: FileHandle.standardOutput)
        }
    }

    static func line(_ text: String) {
        write(text + "\n", to: FileHandle.standardOutput)
    }

    static func error(_ text: String) {
        write(text + "\n", to: FileHandle.standardError)
    }

    private static func write(_ text: String, to handle: FileHandle) {
        // A closed pipe (`fluid | head`) must not kill or stall the session.
        try? handle.write(contentsOf: Data(text.utf8))
    }
}
