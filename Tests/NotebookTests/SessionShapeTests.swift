import Foundation
import Testing

/// Issue 25, part 3: commands own their work. `Session` is a coordinator whose extensions all
/// live in its own folder (`Sources/Notebook/Session/`); a command's body is in its command
/// type, which sees the session only through `CommandContext` (whose session is private).
@Suite("Session stays a coordinator")
struct SessionShapeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `path:line` of each `extension Session` (not `SessionStore`, `SessionFile`, …) in `text`.
    static func sessionExtensions(_ text: String, path: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: #"(?m)^\s*(public |internal )?extension Session\b(?![A-Za-z0-9_])"#)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            "\(path):\(text[..<Range(match.range, in: text)!.lowerBound].filter { $0 == "\n" }.count + 1)"
        }
    }

    @Test("no extension of Session outside Sources/Notebook/Session/")
    func extensionsInTheirFolder() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100, "found only \(files.count) Swift files under Sources")
        var outside: [String] = []
        for file in files where !file.hasPrefix("Notebook/Session/") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            outside += try Self.sessionExtensions(text, path: "Sources/" + file)
        }
        #expect(outside.isEmpty, "Session extended outside its folder: \(outside); give the work to a command through CommandContext")
    }

    @Test("the pattern finds an extension of Session and nothing else")
    func patternFinds() throws {
        #expect(try Self.sessionExtensions("extension Session {\n}", path: "a").count == 1)
        #expect(try Self.sessionExtensions("x\npublic extension Session {", path: "a") == ["a:2"])
        #expect(try Self.sessionExtensions("extension SessionStore {", path: "a").isEmpty)
        #expect(try Self.sessionExtensions("extension Session.Replay {", path: "a").count == 1)
    }
}
