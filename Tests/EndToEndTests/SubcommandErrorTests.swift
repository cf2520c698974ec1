import Foundation
import Testing

/// Every error of every `fluid` subcommand goes to standard error with a non-zero status
/// (issue 27): for the root command and each subcommand the argument parser lists (read from
/// the binary, so a subcommand added later fails here until its mistakes are listed), a
/// notebook that is not there, a folder, a file that is not text, an option that does not
/// exist and a value an option does not take each leave standard output empty, and standard
/// error names the file, option or value and what is wrong with it.
@Suite struct SubcommandErrorTests {
    /// The status of a wrong command line (EX_USAGE, Sources/fluid/ExitStatus.swift).
    static let usage: Int32 = 64

    /// What each subcommand needs besides its files to get as far as reading them.
    static let required: [String: [String]] = ["run": [], "check": [], "export": ["--to", "json"]]

    /// Per command (the root is ""), an option and a value it does not take, and the words
    /// of the message that say why.
    static let badValues: [String: (arguments: [String], value: String, says: String)] = [
        "": (["--width", "wide", "-e", "1"], "wide", "is invalid for '--width"),
        "run": (["--style", "fancy"], "fancy", "is braille, block or ascii"),
        "check": (["--format", "xml"], "xml", "is text, junit or json"),
        "export": (["--to", "cobol"], "cobol", "target: is swift, kotlin"),
    ]

    /// Runs `arguments` in `directory` and checks the manners every error keeps: the status,
    /// nothing on standard output, and each of `named` on standard error.
    static func expectError(_ arguments: [String], in directory: URL, status: Int32, naming named: [String]) throws {
        let result = try FluidProcess.run(arguments, directory: directory)
        let shown = "fluid " + arguments.joined(separator: " ")
        #expect(result.status == status, "\(shown) exited \(result.status): \(result.stderr)")
        #expect(result.stdout.isEmpty, "\(shown) printed on standard output: \(result.stdout)")
        for words in named {
            #expect(result.stderr.contains(words), "\(shown): standard error does not say \(words.debugDescription): \(result.stderr)")
        }
    }

    @Test func everySubcommandIsListedHere() throws {
        let inventory = try ParserInventory.load()
        #expect(inventory.subcommands.count >= 3)
        for subcommand in inventory.subcommands {
            #expect(Self.required[subcommand.name] != nil, "list what fluid \(subcommand.name) needs in SubcommandErrorTests.required")
            #expect(Self.badValues[subcommand.name] != nil, "give fluid \(subcommand.name) a bad value in SubcommandErrorTests.badValues")
        }
    }

    @Test func aNotebookThatCannotBeReadIsAnErrorOnStandardError() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("folder.fluid"), withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x00, 0x0A]).write(to: directory.appendingPathComponent("binary.fluid"))
        let problems = [("nope.fluid", "nope.fluid: no such file"), ("folder.fluid", "folder.fluid: is a folder"),
                        ("binary.fluid", "binary.fluid:1: is not UTF-8 text")]
        for subcommand in try ParserInventory.load().subcommands {
            let extra = try #require(Self.required[subcommand.name])
            for (file, says) in problems {
                try Self.expectError([subcommand.name, file] + extra, in: directory, status: 1, naming: [says])
            }
        }
    }

    @Test func anOptionThatDoesNotExistIsAUsageErrorNamingIt() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.expectError(["--no-such-option"], in: directory, status: Self.usage, naming: ["'--no-such-option'"])
        for subcommand in try ParserInventory.load().subcommands {
            let extra = try #require(Self.required[subcommand.name])
            try Self.expectError([subcommand.name, "a.fluid", "--no-such-option"] + extra, in: directory, status: Self.usage,
                                 naming: ["Unknown option '--no-such-option'", "fluid \(subcommand.name) --help"])
        }
    }

    @Test func aValueAnOptionDoesNotTakeIsAUsageErrorNamingIt() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let commands = [""] + (try ParserInventory.load().subcommands.map(\.name))
        for command in commands {
            let bad = try #require(Self.badValues[command])
            // The bad value last, so the option's own check (not a missing --to) answers.
            let extra = (Self.required[command] ?? []).filter { !bad.arguments.contains($0) && $0 != "json" }
            let arguments = (command.isEmpty ? [] : [command, "a.fluid"] + extra) + bad.arguments
            try Self.expectError(arguments, in: directory, status: Self.usage, naming: ["'\(bad.value)'", bad.says])
        }
    }

    /// A notebook whose line fails is not exported: the line and its error on standard
    /// error, nothing written to standard output (where the export would have gone).
    @Test func anExportOfAFailingNotebookSaysWhichLineFailed() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "# fluid session 1\nx = nope(1)\n".write(to: directory.appendingPathComponent("fails.fluid"), atomically: true, encoding: .utf8)
        try Self.expectError(["export", "fails.fluid", "--to", "json"], in: directory, status: 1,
                             naming: ["fails.fluid:2: x = nope(1)", "unknown function 'nope'", "nothing was exported"])
        try Self.expectError(["run", "--quiet", "fails.fluid"], in: directory, status: 1,
                             naming: ["fails.fluid:2:", "unknown function 'nope'"])
    }
}
