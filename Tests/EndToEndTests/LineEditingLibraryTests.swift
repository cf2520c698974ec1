import Foundation
import Testing

/// libedit is opened when the prompt starts (not linked): where it cannot be found, fluid
/// says so once and still reads and evaluates lines on the terminal; FLUID_LIBEDIT names
/// the library file where the loader would not find it.
@Suite(.serialized) struct LineEditingLibraryTests {
    @Test("without libedit the prompt says editing is off and still evaluates lines")
    func withoutLibeditLinesAreReadAsTyped() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let missing = sandbox.directory.appendingPathComponent("no-such-libedit.so.2").path
        let fluid = try sandbox.start(environment: ["FLUID_LIBEDIT": missing])
        #expect(fluid.expect("line editing is off (libedit was not found at \(missing), FLUID_LIBEDIT"),
                "no message about the missing libedit; the screen shows:\n\(fluid.screen.tail())")
        fluid.sendLine("1s + 1s")
        #expect(fluid.expect("2 s"), "the line was not evaluated without libedit; got:\n\(fluid.unmatchedText)")
        fluid.send("\u{04}")   // Ctrl-D at the start of a line: end of input, as a pipe ends
        #expect(fluid.waitForExit() == 0, "fluid did not leave on Ctrl-D without libedit")
    }

    @Test("FLUID_LIBEDIT naming the library file gives the editing prompt")
    func namedLibraryIsUsed() throws {
        let candidates = ["/usr/lib/x86_64-linux-gnu/libedit.so.2", "/usr/lib/aarch64-linux-gnu/libedit.so.2",
                          "/usr/lib/libedit.3.dylib", "/usr/lib64/libedit.so.0"]
        guard let library = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else { return }
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let fluid = try sandbox.startAtPrompt(environment: ["FLUID_LIBEDIT": library])
        fluid.sendLine("a = 1s")
        #expect(fluid.expect("a = 1 s"), "typed `a = 1s`; got:\n\(fluid.unmatchedText)")
        #expect(fluid.expectPrompt())
        fluid.send("\u{1B}[A")   // ↑ recalls the line: libedit is editing
        #expect(fluid.waitForScreen { $0.cursorLine == "› a = 1s" }, "↑ did not recall the line; the screen shows:\n\(fluid.screen.tail())")
        fluid.send("\u{15}\u{04}")   // Ctrl-U clears it, Ctrl-D leaves
        #expect(fluid.waitForExit() == 0)
    }
}
