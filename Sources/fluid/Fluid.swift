import ArgumentParser
import Foundation

/// `fluid`: a terminal notebook for tuning motion.
@main
struct Fluid: ParsableCommand {
    static let version = "0.1.0"

    static func main() {
        // A closed pipe (`fluid -e … | head -1`) is an error to report, not a signal that
        // kills the process mid-write.
        signal(SIGPIPE, SIG_IGN)
        if let expressions = QuickStart.expressions(in: Array(CommandLine.arguments.dropFirst())) {
            do {
                try Start.notebook(expressions: expressions, display: DisplayChoice())
                Foundation.exit(0)
            } catch let code as ExitCode {
                Foundation.exit(code.rawValue)
            } catch {
                exit(withError: error)
            }
        }
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
            try command.run()
        } catch {
            exit(withError: error)
        }
    }

    static let configuration = CommandConfiguration(
        commandName: "fluid",
        abstract: "A terminal notebook for tuning motion: springs, projections and rubberbands.",
        discussion: """
            With no subcommand, fluid starts the notebook. Piped input runs without prompts \
            and exits non-zero if any line failed.

              fluid                                  start the notebook
              fluid -e 'spring(duration: 0.5s, bounce: 0.3).stiffness'
              fluid run examples/pip.fluid           run a notebook and print what it prints
              fluid check examples/*.fluid           replay notebooks; exit 1 on any drift
              fluid check --update sessions/a.fluid  accept the new outputs
            """,
        version: version,
        subcommands: [Start.self, Run.self, Check.self, Export.self],
        defaultSubcommand: Start.self
    )
}
