import Foundation
import Testing
@testable import Notebook

/// A fresh, empty folder under the system's temporary directory, unique per call.
func makeTemporaryDirectory(_ label: String = #function) -> String {
    let safe = label.filter { $0.isLetter || $0.isNumber }
    let path = (NSTemporaryDirectory() as NSString)
        .appendingPathComponent("fluid-nbtests-\(safe)-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

func removeDirectory(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
}

/// A session whose store points at a folder that does not exist (for tests that never save).
func makeSession(sessions directory: String = "/nonexistent-fluid-sessions-for-tests",
                 display: DisplaySettings = .transcript) -> Session {
    Session(store: SessionStore(directory: directory), display: display)
}

/// A session whose files (`plot …, to:`, `play …, to:`, `save`) resolve inside `folder`.
func makeSession(in folder: String) -> Session {
    let session = makeSession()
    session.folder = folder
    return session
}

func readFile(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
}

func writeFile(_ text: String, to path: String) {
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
}

extension Response {
    /// All lines joined by newlines, for `contains` checks and readable failures.
    var text: String { lines.joined(separator: "\n") }
}

/// The ESC character that starts every ANSI escape sequence.
let escape: Character = "\u{1B}"

/// Display width of a line as a terminal counts it: one column per Unicode scalar, which
/// is exact for the characters plots use (ASCII, box drawing, braille, blocks), none of
/// which are wide or combining. Escape sequences must already be absent.
func columns(_ line: String) -> Int { line.unicodeScalars.count }

/// `x` with `digits` significant digits, trailing zeros (and a bare point) removed:
/// an independent reference for the notebook's number printing.
func significant(_ x: Double, _ digits: Int) -> String {
    var s = String(format: "%.\(digits)g", x)
    if s.contains("."), !s.contains("e") {
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
    }
    return s
}
