import Foundation
import Testing
@testable import FluidLanguage

/// A line typed at the prompt continues on the next when a bracket is left open or it ends in
/// an operator, a comma, `=`, `:`, `..` or `->`. Most lines end plainly and are decided
/// without lexing (`endsPlainly`); that shortcut must never disagree with the lexed rule.
@Suite("Continuation: when a typed line goes on")
struct ContinuationTests {
    @Test(arguments: [
        ("plot s,", true),
        ("s = spring(damping: 0.8,", true),
        ("s = spring(damping: 0.8, response: 0.4s)", false),
        ("xs = [1, 2,", true),
        ("a = 1 +", true),
        ("a = 1 −", true),
        ("a = 2 ×", true),
        ("f(x) ->", true),
        ("f(x) →", true),
        ("r = 0..", true),
        ("t =", true),
        ("a ≠", false),            // not an operator of the language: finished, the run reports it
        ("x = 5", false),
        ("\"unterminated", false),
        ("plot s  # a comment, with a comma,", false),
        ("s.stiffness", false),
        ("", false),
        ("   ", false),
        ("50%", false),
        ("f(", true),
        ("f(x))", false),
    ])
    func documentedCases(line: String, unfinished: Bool) {
        #expect(Continuation.isUnfinished(line) == unfinished, "\(line)")
        #expect(Continuation.lexedIsUnfinished(line) == unfinished, "\(line)")
    }

    /// Every prefix of every statement line of the example notebooks (what a person has
    /// typed so far): the shortcut, where it answers, answers as the lexed rule.
    @Test func shortcutAgreesWithTheLexedRuleOnTheExamples() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".fluid") }
        #expect(files.count >= 10)
        var checked = 0, shortcuts = 0
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n").map(String.init) where !line.hasPrefix("#") {
                let characters = Array(line)
                for end in 1...max(1, characters.count) {
                    let candidate = String(characters.prefix(end))
                    if Continuation.endsPlainly(candidate) {
                        shortcuts += 1
                        #expect(!Continuation.lexedIsUnfinished(candidate), "\(file): \(candidate)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 3_000)
        #expect(shortcuts > checked / 4)
    }
}
