import Foundation
import Notebook

/// Writes responses: results to standard output, failures to standard error when the
/// input is not a person at a terminal (so scripts can separate them).
enum Output {
    static func emit(_ response: Response, interactive: Bool, location: String?) {
        guard !response.lines.isEmpty else { return }
        if response.failed && !interactive {
            var text = response.lines.joined(separator: "\n") + "\n"
            if let location { text = "\(location):\n" + text }
            FileHandle.standardError.write(Data(text.utf8))
        } else {
            print(response.lines.joined(separator: "\n"))
        }
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
