import Foundation
import Testing

/// Issue 25, part 4: a diagnostic's words come from the catalogue (`Messages`), which gives
/// each its code. No file under Sources builds one from a string literal (`Diagnostic("…")`,
/// or a literal chosen by `?:`); a new mistake is a catalogue entry: its words in a
/// `Messages*.swift` file, its case in `ErrorCode`, its example in `ErrorCode+Examples.swift`.
@Suite("diagnostic messages come from the catalogue")
struct InlineMessageRatchetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file under Sources, by its path from the repository's root.
    static func sources() throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { "Sources/" + $0 }.sorted()
    }

    /// The places a file makes a diagnostic from a string literal: `Diagnostic("`, with any
    /// space or line break after the bracket, or a literal among the first argument's choices
    /// (`Diagnostic(svg ? "…" : "…", span)`), as `path:line`.
    static func inlineMessages(_ path: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        return try inlineMatches(text).map { match in
            let line = text[..<Range(match.range, in: text)!.lowerBound].filter { $0 == "\n" }.count + 1
            return "\(path):\(line)"
        }
    }

    /// Where `text` makes a diagnostic from a string literal.
    static func inlineMatches(_ text: String) throws -> [NSTextCheckingResult] {
        let expression = try NSRegularExpression(pattern: #"Diagnostic\(\s*"|Diagnostic\([^()"\n]*\?\s*""#)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
    }

    @Test("no file under Sources makes a Diagnostic from a string literal")
    func noInlineMessages() throws {
        let files = try Self.sources()
        #expect(files.count > 100, "found only \(files.count) Swift files under Sources")
        let found = try files.flatMap(Self.inlineMessages)
        #expect(found.isEmpty, "inline Diagnostic(\"…\") messages: \(found); make them catalogue entries in Messages")
    }

    @Test("the pattern finds the inline forms it is meant to")
    func patternFinds() throws {
        func count(_ text: String) throws -> Int { try Self.inlineMatches(text).count }
        #expect(try count(#"throw Diagnostic("x", span)"#) == 1)
        #expect(try count("throw Diagnostic(\n    \"x\", span)") == 1)
        #expect(try count(#"throw Diagnostic(svg ? "a" : "b", span)"#) == 1)
        #expect(try count(#"throw Diagnostic(Messages.x(a ? 1 : 2), span)"#) == 0)
        #expect(try count(#"throw Diagnostic(Messages.cannotWriteFile(file, problem), span)"#) == 0)
    }

    @Test("messages are made only in the catalogue: no file but Messages*.swift calls Message(…)")
    func oneCatalogue() throws {
        for file in try Self.sources() where !(file.split(separator: "/").last ?? "").hasPrefix("Messages") {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            let made = text.range(of: #"(?<![A-Za-z_.])Message\("#, options: .regularExpression)
            #expect(made == nil, "\(file) makes a Message: add it to the catalogue, Messages*.swift")
        }
    }

    /// The places a file could report a failure from a bare string: a function named `error`
    /// that takes a `String` and makes a `Response` or writes it (`Response.error(_:)` and
    /// `Output.error(_:)` take a `Message`; help's `error(_ name:)` finds an entry, and is no writer),
    /// a call `.error("…")` or `.error(x ? "…" : …)`, or a failed `Response` made without its code.
    static func uncodedErrors(_ text: String) throws -> [NSTextCheckingResult] {
        let pattern = #"func error\(_ \w+: String\)\s*(->\s*Response\s*)?\{"# + #"|\.error\(\s*"|\.error\([^()"\n]*\?\s*"|failed: true\)"#
        let expression = try NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
    }

    @Test("no error is written from a bare string: responses and the command line's errors take a Message")
    func noUncodedErrors() throws {
        var found: [String] = []
        for file in try Self.sources() {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            for match in try Self.uncodedErrors(text) {
                found.append("\(file):\(text[..<Range(match.range, in: text)!.lowerBound].filter { $0 == "\n" }.count + 1)")
            }
        }
        #expect(found.isEmpty, "errors from bare strings: \(found); make them catalogue entries in Messages and pass the Message")
    }

    @Test("the uncoded-error pattern finds the forms it is meant to")
    func uncodedPatternFinds() throws {
        func count(_ text: String) throws -> Int { try Self.uncodedErrors(text).count }
        #expect(try count(#"static func error(_ text: String) -> Response {"#) == 1)
        #expect(try count(#"static func error(_ text: String) {"#) == 1)
        #expect(try count(#"static func error(_ name: String) -> HelpEntry? {"#) == 0)
        #expect(try count(#"return .error("no pin \(n)")"#) == 1)
        #expect(try count(#"Output.error(strict ? "a" : "b")"#) == 1)
        #expect(try count(#"Response(blocks: [.prose(text)], failed: true)"#) == 1)
        #expect(try count(#"static func error(_ message: Message) -> Response {"#) == 0)
        #expect(try count(#"return .error(Messages.noSuchPin(n, pinned: []))"#) == 0)
        #expect(try count(#"Response(blocks: blocks, failed: true, code: message.code)"#) == 0)
    }
}
