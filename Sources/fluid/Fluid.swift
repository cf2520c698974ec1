import ArgumentParser
import FluidLanguage

/// `fluid`: a terminal notebook for tuning motion. The root command is the notebook itself
/// (`fluid`, `fluid -e LINE`), so `--help` lists its options beside the subcommands and a
/// mistyped option is judged against the options a user can see.
@main
struct Fluid: ParsableCommand {
    static let version = "0.1.0"

    /// `0.1.0 (commit abc1234)`, or the version alone for a build that was not told its commit.
    static var versionLine: String {
        BuildCommit.hash.map { "\(version) (commit \($0))" } ?? "\(version) (commit not recorded: built without make install)"
    }

    static func main() {
        // A closed pipe (`fluid -e … | head -1`) is an error to report, not a signal that
        // kills the process mid-write.
        ProcessControl.ignoreBrokenPipe()
        if let expressions = QuickStart.expressions(in: Array(CommandLine.arguments.dropFirst())) {
            do {
                try Start.notebook(expressions: expressions, display: DisplayChoice())
                ProcessControl.exit(ExitStatus.success)
            } catch let code as ExitCode {
                ProcessControl.exit(code.rawValue)
            } catch {
                exit(reporting: error)
            }
        }
        if let format = ReferencePages.format(in: Array(CommandLine.arguments.dropFirst())) {
            Output.document(String(ReferencePages.page(format).dropLast()))
            ProcessControl.exit(ExitStatus.success)
        }
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
            try command.run()
        } catch {
            exit(reporting: error)
        }
    }

    /// Ends fluid for `error` as the argument parser would (help and the version on standard
    /// output with status 0, a mistake on standard error with its status), through `Output`,
    /// so an argument quoted in the message (a file name a shell glob expanded, starting with
    /// `-`) shows its control characters instead of sending them to the terminal.
    static func exit(reporting error: Error) -> Never {
        let message = fullMessage(for: error)
        let code = exitCode(for: error)
        if !message.isEmpty {
            if code == .success { Output.line(message) } else { Output.error(Messages.commandLineMistake(message)) }
        }
        ProcessControl.exit(code.rawValue)
    }

    static let configuration = CommandConfiguration(
        commandName: "fluid",
        abstract: "A terminal notebook for tuning motion: springs, projections and rubberbands.",
        discussion: """
            With no subcommand, fluid starts the notebook. Piped input runs without prompts \
            and exits non-zero if any line failed.

              fluid                                  start the notebook
              fluid -e 'spring(duration: 0.5s, bounce: 0.3).stiffness'
              fluid run examples/pip.fluid           run a notebook, print its output
              fluid check examples/*.fluid           replay notebooks; exit 1 on any drift
              fluid check --update sessions/a.fluid  accept the new outputs
              fluid help --markdown                  the reference as Markdown; --man: roff

            Exit status: 0 when everything ran, 1 when a line failed or a notebook drifted, \
            \(ExitStatus.usage) for a mistake on the command line (every subcommand alike).
            """,
        subcommands: [Run.self, Check.self, Export.self]
    )

    @Option(name: .customShort("e"), help: ArgumentHelp("Evaluate a line and print its result; repeatable. Exits non-zero if any fails.", valueName: "line"))
    var expressions: [String] = []

    @OptionGroup var display: DisplayOptions

    @Flag(name: [.customShort("V"), .customLong("version")], help: "Print the version and the commit it was built from.")
    var showVersion = false

    func run() throws {
        if showVersion {
            Output.line(Fluid.versionLine)
            return
        }
        try Start.notebook(expressions: expressions, display: display.choice)
    }
}
