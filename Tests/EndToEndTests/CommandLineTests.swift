import Foundation
import Testing

/// `fluid -e`, piped input and exit statuses, as a script or a user at a shell meets them.
@Suite struct CommandLineTests {
    @Test func evaluatesOneExpression() throws {
        // SwiftUI documents Spring(duration: 0.5, bounce: 0.3) as stiffness 157.9:
        // k = (2π / 0.5 s)² = 157.913670…
        let result = try FluidProcess.run(["-e", "spring(duration: 0.5s, bounce: 0.3).stiffness"])
        #expect(result.status == 0)
        #expect(result.stdout == "157.9\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func exportPrintsPlainCodeToPaste() throws {
        // fluid -e and a pipe both print the code with no escapes, ready to paste.
        let result = try FluidProcess.run(["-e", "export spring(damping: 0.8, response: 0.4s) css"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("transition-duration: 561ms;\ntransition-timing-function: linear(0, "))
        #expect(!result.stdout.contains("\u{1B}"))
        let piped = try FluidProcess.run([], input: "s = spring(damping: 0.8, response: 0.4s)\nexport s swiftui\n")
        #expect(piped.stdout.contains(".spring(response: 0.4, dampingFraction: 0.8)\n"))
        #expect(!piped.stdout.contains("\u{1B}"))
    }

    @Test func failingExpressionExitsNonZeroWithACaret() throws {
        let result = try FluidProcess.run(["-e", "400ms + 20pt"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("400ms + 20pt"))
        #expect(result.stderr.contains("^^^^^^^^^^^^"))
        #expect(result.stderr.contains("cannot add a time to a length"))
    }

    @Test func pipedInputRunsWithoutPromptsOrEscapes() throws {
        let script = """
            s = spring(damping: 0.8, response: 0.4s)
            s.stiffness
            plot s
            """
        let result = try FluidProcess.run([], input: script + "\n")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(!result.stdout.contains("\u{1B}"), "no escape codes off a terminal")
        #expect(!result.stdout.contains("›"), "no prompt off a terminal")
        // k = (2π / 0.4)² = 246.74011…
        #expect(result.stdout.contains("\n246.7\n"))
    }

    @Test func pipedInputReportsTheFailingLineAndGoesOn() throws {
        let script = """
            a = 1s
            b = a + 2pt
            c = a * 2
            c
            """
        let result = try FluidProcess.run([], input: script + "\n")
        #expect(result.status == 1)
        #expect(result.stderr.contains("line 2"))
        #expect(result.stderr.contains("cannot add"))
        #expect(result.stdout.contains("c = 2 s"))
    }

    @Test func misspelledArgumentSuggestsTheRightOne() throws {
        let result = try FluidProcess.run(["-e", "spring(damping: 0.8, respons: 0.4s)"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("did you mean 'response'?"))
    }

    @Test func quitEndsPipedInputWithSuccess() throws {
        let result = try FluidProcess.run([], input: "1s + 1s\nquit\nthis would fail\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("2 s"))
    }

    @Test func helpListsSubcommands() throws {
        let result = try FluidProcess.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("run"))
        #expect(result.stdout.contains("check"))
    }

    @Test func badOptionIsAClearError() throws {
        let result = try FluidProcess.run(["--width", "0", "-e", "1"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--width"))
    }
}
