import Foundation
import Testing

/// Issue 25, part 4: a diagnostic's words come from the catalogue (`Messages`), which gives
/// each its code. These files still build some from a string literal, `Diagnostic("…")`;
/// the counts below may only fall. Converting one: add its entry to `Messages` and
/// `ErrorCode` (with its example), then lower the count here.
@Suite("inline diagnostic messages only become fewer")
struct InlineMessageRatchetTests {
    /// Files with inline `Diagnostic("…")` literals, and how many each may keep.
    static let allowed: [String: Int] = [
        "Sources/Notebook/Commands/CompareCommand.swift": 1,
        "Sources/Notebook/Commands/DiffCommand.swift": 2,
        "Sources/Notebook/Commands/DurationsCommand.swift": 1,
        "Sources/Notebook/Commands/OptionKey.swift": 1,
        "Sources/Notebook/Commands/PlayCommand+Animation.swift": 3,
        "Sources/Notebook/Commands/PlotCommand.swift": 1,
        "Sources/Notebook/Comparison/MotionSubjects.swift": 1,
        "Sources/Notebook/Live/PlayContents.swift": 1,
    ]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file under Sources, by its path from the repository's root.
    static func sources() throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { "Sources/" + $0 }.sorted()
    }

    /// How many times `Diagnostic("` occurs in a file.
    static func inlineCount(_ path: String) throws -> Int {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        return text.components(separatedBy: "Diagnostic(\"").count - 1
    }

    @Test("no file gains an inline Diagnostic(\"…\") message; new files have none")
    func ratchet() throws {
        let files = try Self.sources()
        #expect(files.count > 100, "found only \(files.count) Swift files under Sources")
        var total = 0
        for file in files {
            let count = try Self.inlineCount(file)
            total += count
            let allowed = Self.allowed[file] ?? 0
            #expect(count <= allowed,
                    "\(file) has \(count) inline Diagnostic(\"…\") messages, more than its \(allowed): make them catalogue entries in Messages")
        }
        #expect(total <= Self.allowed.values.reduce(0, +))
    }

    @Test("messages are made only in the catalogue: no file but Messages*.swift calls Message(…)")
    func oneCatalogue() throws {
        for file in try Self.sources() where !(file.split(separator: "/").last ?? "").hasPrefix("Messages") {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            let made = text.range(of: #"(?<![A-Za-z_.])Message\("#, options: .regularExpression)
            #expect(made == nil, "\(file) makes a Message: add it to the catalogue, Messages*.swift")
        }
    }

    @Test("every file the table names still exists (a moved file takes its count along)")
    func tableIsCurrent() throws {
        let files = Set(try Self.sources())
        for file in Self.allowed.keys { #expect(files.contains(file), "\(file) is gone: move or drop its row") }
    }
}
