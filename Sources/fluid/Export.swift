import ArgumentParser
import FluidMotion
import enum FluidLanguage.Messages
import Notebook

/// `fluid export FILE.fluid… --to TARGET [-o OUT] [--check]`: a session's springs, decays and
/// retargeted motions as one file of named constants for an app.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a session's springs, decays and retargeted motions as named constants for an app.",
        discussion: """
            Targets: \(SessionExportTarget.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: "; ")). \
            Each constant carries the lines that made it and the platform's deviation claim. A notebook with \
            \(SessionExport.nothingToExport) is skipped with a note, so a glob of notebooks passes in CI \
            (--strict makes it an error). With --check, nothing is written: the exit status is 1, with a \
            diff as diff -u writes it (patch applies it), when OUT differs from what the session exports \
            now or is missing (for CI). Exit status \(ExitStatus.usage) for bad arguments.
            """
    )

    @Argument(help: "Notebook files (*.fluid).", completion: CompletionKind.notebooks)
    var files: [String]

    @Option(name: .customLong("to"), help: ArgumentHelp("The target.", valueName: SessionExportTarget.allCases.map(\.rawValue).joined(separator: "|")))
    var target: String

    @Option(name: .customShort("o"), help: ArgumentHelp(
        "Write here (a folder when there are several files or OUT ends in /) instead of standard output.", valueName: "out"))
    var output: String?

    @Option(help: ArgumentHelp(SessionExportLayout.nameOption.meaning, valueName: "name"))
    var name: String?

    @Option(name: .customLong("package"), help: ArgumentHelp(SessionExportLayout.packageOption.meaning, valueName: "package"))
    var kotlinPackage: String?

    @Option(help: ArgumentHelp(SessionExportLayout.accessOption.meaning, valueName: "public|internal"))
    var access: SessionExportLayout.Access?

    @Option(help: ArgumentHelp(SessionExportLayout.prefixOption.meaning, valueName: "prefix"))
    var prefix: String?

    @Flag(help: "Compare OUT with what the session exports now; exit 1 with a diff when they differ.")
    var check = false

    @Flag(help: "Make a notebook with \(SessionExport.nothingToExport) an error, not a note.")
    var strict = false

    @OptionGroup var fileAccess: FileAccessOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("give a notebook: fluid export FILE.fluid --to swift") }
        if SessionExportTarget(rawValue: target) == nil {
            throw ValidationError(ChoiceWording.notAmong(target, SessionExportTarget.allCases.map(\.rawValue), noun: "target"))
        }
        if check && output == nil { throw ValidationError("--check compares with a file: give it with -o OUT") }
        if let target = SessionExportTarget(rawValue: target), let problem = layout.problem(for: target) { throw ValidationError(problem) }
        if name != nil && files.count > 1 { throw ValidationError("--name names one notebook's namespace; export the notebooks one at a time") }
        guard intoFolder, let target = SessionExportTarget(rawValue: target) else { return }
        if output == nil && (target == .json || target == .tokens) {
            throw ValidationError("several notebooks on standard output would not be one JSON document; give a folder: -o OUT")
        }
        // One file per notebook in the folder, named after it (a Kotlin file after its object): two
        // notebooks of one name would collide, also where a file system ignores case.
        var seen: [String: String] = [:]
        for path in files {
            let name = layout.fileName(stem: Self.stem(path), target: target)
            if let other = seen[name.lowercased()] {
                throw ValidationError("\(other) and \(path) would both write \(name); export them one at a time, each with its own -o")
            }
            seen[name.lowercased()] = path
        }
    }

    /// The layout the options ask for.
    var layout: SessionExportLayout {
        SessionExportLayout(name: name, package: kotlinPackage, access: access, prefix: prefix)
    }

    /// Whether OUT is a folder of one file per notebook: several notebooks, or OUT ends in /.
    var intoFolder: Bool {
        files.count > 1 || output?.hasSuffix("/") == true
    }

    /// `drawer` for `sessions/drawer.fluid`.
    static func stem(_ path: String) -> String {
        PathText.stem(path)
    }

    func run() throws {
        guard let target = SessionExportTarget(rawValue: target) else { throw ExitCode(ExitStatus.usage) }
        let environment = ProcessControl.environment
        var failed = false
        // Every notebook's motions share one set of cubic-bezier fits (a motion under many
        // names, or in many notebooks, is fitted once).
        let fits = CubicBezierFits()
        for path in files {
            let session = fileAccess.session(replaying: path, store: SessionStore.named(option: nil, environment: environment), display: .transcript)
            // Exporting (and --check) writes the export and nothing else: the notebook's
            // save and `to:` lines are skipped, not run.
            session.fileAccess.writesNothing = true
            // The problem names the file and what is wrong with it (no such file, a folder,
            // not UTF-8), as `run` and `check` say it.
            let file: SessionFile
            switch Replayer.read(path: path) {
            case .success(let read): file = read
            case .failure(let problem):
                Output.error(Messages.notebookUnreadable(problem.description))
                failed = true
                continue
            }
            if let failure = Replayer.replay(file, in: session).first(where: { $0.response.failed }) {
                Output.error(Messages.exportLineFails("\(path):\(failure.statement.lineNumber): \(failure.statement.source)",
                                                      transcript: failure.response.transcript))
                failed = true
                continue
            }
            let name = Self.stem(path)
            let export = SessionExport(title: name, origin: PathText.lastComponent(path),
                                       entries: SessionExport.locating(SessionExport.entries(of: session), in: file), layout: layout)
            // A notebook of gestures or numbers alone is skipped (a glob of notebooks passes in CI), or refused with --strict.
            if export.isEmpty {
                Output.error(Messages.exportNothing(path, SessionExport.nothingToExport, strict: strict))
                failed = failed || strict
                continue
            }
            // The export's work is paid from a step budget, as the prompt's export pays it from its
            // line's: a notebook of thousands of motions is refused with the step limit's message.
            if let problem = export.budgetProblem(target, limits: session.interpreter.settings.limits) {
                Output.error(Messages.exportTooMuchWork(path, problem))
                failed = true
                continue
            }
            let text: String
            do {
                text = try export.render(target, fits: fits)
            } catch {
                Output.error(Messages.exportFailed(path, error.description))
                failed = true
                continue
            }
            guard let output else {
                // Several notebooks one after another, a blank line between (each file's
                // header names the notebook it comes from).
                if path != files[0] { Output.line("") }
                Output.line(text.hasSuffix("\n") ? String(text.dropLast()) : text)
                continue
            }
            let destination = intoFolder ? PathText.appending(layout.fileName(stem: name, target: target), to: output) : output
            if check {
                let current = FileText.read(destination)
                if current != text {
                    for line in UnifiedDiff.lines(from: current, to: text, oldLabel: destination,
                                                  newLabel: "\(destination) (exported from \(path) now)") {
                        Output.line(line)
                    }
                    Output.error(Messages.exportDiffers(destination, from: path))
                    failed = true
                }
                continue
            }
            do {
                try AtomicFile.write(text, to: destination, keepPrevious: false)
            } catch {
                Output.error(Messages.writeFailed("\(destination): \(error)"))
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }
}

/// `--access public|internal`: its words offered by help and completion.
extension SessionExportLayout.Access: ExpressibleByArgument {}
