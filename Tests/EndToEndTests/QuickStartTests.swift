import Foundation
import Testing

/// `fluid` and `fluid -e LINE …` start without the argument parser (see QuickStart in
/// Sources/fluid); these pin that the quick path and the parser's path behave alike.
@Suite struct QuickStartTests {
    @Test func severalLinesRunInOrderAndTheStatusSaysWhetherAllRan() throws {
        let result = try FluidProcess.run(["-e", "a = 2s", "-e", "a * 3", "-e", "nope"])
        #expect(result.stdout == "a = 2 s\n6 s\n")
        #expect(result.stderr.contains("unknown name 'nope'"))
        #expect(result.status == 1)
    }

    @Test func displayOptionsStillGoThroughTheParser() throws {
        // `--width` is not taken by the quick path; the parser's path must give the same answer.
        let quick = try FluidProcess.run(["-e", "spring(duration: 0.5s, bounce: 0.3).stiffness"])
        let parsed = try FluidProcess.run(["--width", "72", "-e", "spring(duration: 0.5s, bounce: 0.3).stiffness"])
        #expect(quick.stdout == "157.9\n")
        #expect(parsed.stdout == quick.stdout)
        #expect(parsed.status == 0 && quick.status == 0)
    }

    @Test func aValueThatLooksLikeAnOptionIsTheParsersToJudge() throws {
        let result = try FluidProcess.run(["-e"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("Missing value for '-e <line>'"), "\(result.stderr)")
        let negative = try FluidProcess.run(["-e", "-1"])
        #expect(negative.status != 0)
        #expect(negative.stderr.contains("-e <line>"), "\(negative.stderr)")
    }

    @Test func helpAndSubcommandsAreUntouched() throws {
        let help = try FluidProcess.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE"), "\(help.stdout)")
        let version = try FluidProcess.run(["--version"])
        #expect(version.stdout.hasPrefix("0."), "\(version.stdout)")
    }
}
