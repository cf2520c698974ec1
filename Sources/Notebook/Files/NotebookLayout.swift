import FluidLanguage

/// The lines `save` writes for a session that was loaded from a notebook: the notebook's own
/// layout (comments, blank lines, plots and other lines that bind nothing, in place), each
/// binding's current lines where the binding first appeared, and what is new at the end.
///
/// - A binding line of the notebook becomes the binding's current definition (all its
///   lines, once, at its first place); its other old lines are dropped.
/// - `set digits`, `pin`, `load` and `save` lines are dropped: the settings are written at the
///   top, the pins at the end, and a loaded file's bindings are already in the program.
/// - Bindings the notebook did not have are appended in dependency order, then the pins.
///
/// The caller replays the result; if a binding now reads one the notebook makes further
/// down, the replay fails and the caller writes the plain program instead.
enum NotebookLayout {
    enum Planned: Equatable {
        case verbatim(String)
        case statement(String)
    }

    static func lines(notebook: SessionFile, program: [(name: String, lines: [String])], settings: [String],
                      pins: [String]) -> [Planned] {
        let byName = Dictionary(program.map { ($0.name, $0.lines) }, uniquingKeysWith: { first, _ in first })
        var written: Set<String> = []
        var planned = settings.map(Planned.statement)
        for line in notebook.lines {
            switch line {
            case .verbatim(let text):
                if text.hasPrefix("# fluid session ") { continue }
                planned.append(.verbatim(text))
            case .statement(let statement):
                switch try? Parser.parse(statement.source, commands: CommandRegistry.table).get() {
                case .assignment(let name, _)?, .functionDefinition(let name, _, _)?, .memberAssignment(let name, _, _)?:
                    guard let current = byName[name], written.insert(name).inserted else { continue }
                    planned += current.map(Planned.statement)
                case .command(let command)? where ["pin", "load", "save"].contains(CommandRegistry.spec(command.name)?.name ?? ""):
                    continue
                case .command(let command)? where CommandRegistry.spec(command.name)?.name == "set"
                    && command.arguments.first?.word == "digits":
                    continue
                default:
                    planned.append(.statement(statement.source))
                }
            }
        }
        for binding in program where !written.contains(binding.name) {
            planned += binding.lines.map(Planned.statement)
        }
        return planned + pins.map(Planned.statement)
    }
}
