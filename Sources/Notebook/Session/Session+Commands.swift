import FluidLanguage

/// Running command lines, and the rules the registry gives every command: a misspelled
/// command word is suggested, a command word cannot be bound.
extension Session {
    /// Binds the command's arguments to its spec and runs it.
    func run(_ statement: CommandStatement, line: String) -> Response {
        guard let command = CommandRegistry.command(statement.name) else { return .error(Messages.unknownCommand(statement.name)) }
        return run(command, statement, line: line)
    }

    /// Binds the line to `command`'s spec and runs it (the command's own type, so its call
    /// reads only its own option keys).
    private func run<Command: NotebookCommand>(_ command: Command.Type, _ statement: CommandStatement, line: String) -> Response {
        do throws(Diagnostic) {
            let call = try CommandCall<Command>(statement, line: line, context: CommandContext(self))
            if fileAccess.writesNothing, let file = command.writtenFile(call) {
                return .text("skipped: \(file) was not written (this replay writes no files)")
            }
            return try command.run(call, in: call.context)
        } catch {
            return .diagnostic(error, source: line)
        }
    }

    /// `plto s`, `hepl plot`: a first word that names nothing but is close to a command,
    /// followed by more words, was meant as that command.
    func misspelledCommand(in line: String) -> Diagnostic? {
        let characters = Array(line)
        var start = 0
        while start < characters.count, characters[start] == " " || characters[start] == "\t" { start += 1 }
        var end = start
        while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
        guard end > start, end < characters.count, characters[end] == " " else { return nil }
        let word = String(characters[start..<end])
        guard interpreter.value(of: word) == nil, !Interpreter.builtinNames.contains(word),
              let command = Suggestions.closest(to: word, in: CommandRegistry.words) else { return nil }
        return Diagnostic(Messages.unknownCommand(word, suggestion: command), SourceSpan(start: start, end: end))
    }

    /// The command word a statement would bind (`plot = 3`, `save(x) = …`), if any.
    func commandNameBound(by statement: Statement) -> String? {
        switch statement {
        case .assignment(let name, _), .functionDefinition(let name, _, _):
            return CommandRegistry.command(name) == nil ? nil : name
        default:
            return nil
        }
    }
}
