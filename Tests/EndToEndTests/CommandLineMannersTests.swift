import Foundation
import Testing

/// What a Swift developer expects of a command-line tool: `--help` that shows everything,
/// `-V`, errors on standard error, and one documented status (64, EX_USAGE) for a wrong
/// command line whichever subcommand it names.
@Suite struct CommandLineMannersTests {
    @Test func helpListsEveryTopLevelOptionAndSubcommand() throws {
        let inventory = try ParserInventory.load()
        let help = try FluidProcess.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stderr.isEmpty)
        #expect(inventory.root.options.contains("-e") && inventory.root.options.contains("--width"))
        for option in inventory.root.options {
            #expect(help.stdout.contains(option), "--help does not show \(option)")
        }
        #expect(inventory.subcommands.map(\.name) == ["run", "check", "export"])
        for subcommand in inventory.subcommands {
            #expect(help.stdout.contains("\n  \(subcommand.name) "), "--help does not list \(subcommand.name)")
        }
        #expect(!help.stdout.contains("USAGE: fluid <subcommand>\n"))
    }

    @Test func versionPrintsTheVersionAndWhatIsKnownOfTheCommit() throws {
        for spelling in ["-V", "--version"] {
            let result = try FluidProcess.run([spelling])
            #expect(result.status == 0, "\(spelling): \(result.stderr)")
            #expect(result.stdout.hasPrefix("0.1.0 (commit "), "\(spelling): \(result.stdout)")
            #expect(result.stdout.hasSuffix(")\n"))
            #expect(result.stderr.isEmpty)
        }
    }

    @Test func aMistypedOptionSuggestsTheVisibleOneAndNeverAHiddenCommand() throws {
        let result = try FluidProcess.run(["--wdth", "40", "-e", "1"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Did you mean '--width'?"), "\(result.stderr)")
        #expect(!result.stderr.contains("start"), "\(result.stderr)")
    }

    /// Every subcommand: an unknown option, a missing argument and a bad value each exit 64,
    /// with the message on standard error and nothing on standard output.
    @Test func usageMistakesExitWithOneStatusForEverySubcommand() throws {
        let mistakes: [[String]] = [
            ["--bogus"], ["--width", "5", "-e", "1"], ["--style", "fancy"], ["-e"], ["nonsense"],
            ["run"], ["run", "--bogus", "a.fluid"], ["run", "a.fluid", "--height", "1"],
            ["check"], ["check", "--bogus", "a.fluid"], ["check", "a.fluid", "--width", "x"],
            ["export"], ["export", "a.fluid"], ["export", "a.fluid", "--to", "cobol"],
            ["export", "a.fluid", "--to", "swift", "--check"], ["export", "--bogus"],
        ]
        for arguments in mistakes {
            let result = try FluidProcess.run(arguments)
            #expect(result.status == 64, "fluid \(arguments.joined(separator: " ")) exited \(result.status)")
            #expect(result.stdout.isEmpty, "fluid \(arguments.joined(separator: " ")) printed on stdout: \(result.stdout)")
            #expect(result.stderr.hasPrefix("Error: "), "fluid \(arguments.joined(separator: " ")): \(result.stderr)")
        }
    }

    /// A word outside an option's choices, or a number outside its range, is refused in the
    /// same words on the command line as at the prompt.
    @Test func usageErrorsReadAsThePromptsDo() throws {
        let pairs: [([String], String, String)] = [
            (["--style", "brail", "-e", "1"], "set style brail", "style: is braille, block or ascii, not 'brail'; did you mean 'braille'?"),
            (["--width", "5", "-e", "1"], "set width 5", "width: is a whole number from 20 to 1000"),
            (["export", "a.fluid", "--to", "swiftt"], "export session swiftt", ", not 'swiftt'; did you mean 'swift'?"),
        ]
        for (arguments, line, words) in pairs {
            let command = try FluidProcess.run(arguments)
            let prompt = try FluidProcess.run(["-e", "s = spring(damping: 0.8, response: 0.4s)", "-e", line])
            #expect(command.status == 64 && command.stderr.contains(words), "fluid \(arguments.joined(separator: " ")): \(command.stderr)")
            #expect((prompt.stdout + prompt.stderr).contains(words), "\(line): \(prompt.stdout)\(prompt.stderr)")
        }
    }

    @Test func theDocumentedStatusesAreTheOnesUsed() throws {
        let guide = try String(contentsOf: FluidProcess.packageRoot.appendingPathComponent("docs/guide.md"), encoding: .utf8)
        #expect(guide.contains("| 64 |"), "the guide's exit status table names 64")
        let help = try FluidProcess.run(["--help"])
        #expect(help.stdout.contains("64 for a mistake on the command line"))
    }
}
