import Foundation
import Testing

/// `ans`, `?` and `clear` typed at a real terminal, keystroke by keystroke.
@Suite(.serialized) struct AnsHelpClearTerminalTests {
    @Test func ansQuestionMarkAndClearAtThePrompt() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let fluid = try sandbox.startAtPrompt()

        fluid.sendLine("spring(duration: 0.5s, bounce: 0.3).stiffness")
        try #require(fluid.expect("157.9"), "got:\n\(fluid.unmatchedText)")
        try #require(fluid.expectPrompt())
        fluid.sendLine("ans * 2")
        #expect(fluid.expect("315.8"), "ans is the last result; got:\n\(fluid.unmatchedText)")
        try #require(fluid.expectPrompt())

        fluid.sendLine("? rate")
        #expect(fluid.expect("example: "), "? NAME is help NAME; got:\n\(fluid.unmatchedText)")
        try #require(fluid.expectPrompt())

        fluid.sendLine("clear")
        try #require(fluid.expectPrompt(), "no prompt after clear; the screen shows:\n\(fluid.screen.tail())")
        let raw = String(decoding: fluid.output, as: UTF8.self)
        #expect(raw.contains("\u{1B}[H\u{1B}[2J"), "clear wrote no clear-screen sequence")
        fluid.sendLine("_")
        #expect(fluid.expect("315.8"), "clear keeps the last result; got:\n\(fluid.unmatchedText)")
    }
}
