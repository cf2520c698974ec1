import FluidLanguage

/// The file paths a line names, rewritten for a file in another folder.
///
/// A path belongs to the file that names it: at the prompt it is relative to the working
/// directory, in a notebook to the notebook's folder. So when `save` writes a line typed at
/// the prompt into `sessions/NAME.fluid`, `trace("examples/data/flick.csv")` becomes
/// `trace("../examples/data/flick.csv")`: the same file, found from the saved file's folder.
enum SourcePaths {
    /// `source` with each relative path given as `trace`'s first argument (a string right
    /// after `trace(`), written against the folder `from`, rewritten relative to the folder
    /// `to` (both absolute). Absolute and `~/` paths, and lines that do not lex, stay as
    /// they are.
    static func rebased(_ source: String, from: String, to: String) -> String {
        guard from != to, let tokens = try? Lexer.tokenize(source) else { return source }
        var characters = Array(source)
        // From the last to the first, so earlier spans keep their offsets.
        for index in tokens.indices.dropFirst(2).reversed() {
            guard case .string(let path) = tokens[index].kind, case .leftParen = tokens[index - 1].kind,
                  case .identifier("trace") = tokens[index - 2].kind, isRelative(path) else { continue }
            let span = tokens[index].span
            characters.replaceSubrange(span.start..<span.end, with: Array(SourcePrinter.quoted(rebased(path: path, from: from, to: to))))
        }
        return String(characters)
    }

    /// `value` with the file of every trace it holds (in lists, in gesture results and the
    /// calls that recreate them, in what a function captured) rewritten from `from` to `to`:
    /// how `load` keeps the invariant that every path a session holds is relative to its
    /// own folder. A `trace("…")` written inside a function's body is read when the function
    /// is called, against the folder of the session that calls it, and is not rewritten.
    static func rebased(_ value: Value, from: String, to: String) -> Value {
        guard from != to else { return value }
        switch value {
        case .trace(var trace):
            if let file = trace.file, isRelative(file) { trace.file = rebased(path: file, from: from, to: to) }
            return .trace(trace)
        case .list(let values):
            return .list(values.map { rebased($0, from: from, to: to) })
        case .record(var record):
            record.fields = record.fields.map { ($0.name, rebased($0.value, from: from, to: to)) }
            record.source = rebased(record.source, from: from, to: to)
            return .record(record)
        case .function(var function):
            if case .user(let parameters, let body, let captured) = function.body {
                function.body = .user(parameters: parameters, body: body,
                                      captured: captured.map { ($0.name, rebased($0.value, from: from, to: to)) })
            }
            return .function(function)
        default:
            return value
        }
    }

    /// `definition` with the paths of its lines rewritten from `from` to `to`, each line
    /// parsed again (a binding is made again from its lines when what it reads changes).
    static func rebased(_ definition: Definition?, from: String, to: String) -> Definition? {
        guard var definition, from != to else { return definition }
        definition.lines = definition.lines.map { line in
            var moved = line
            (moved.source, moved.statement) = rebased(line.source, line.statement, from: from, to: to)
            return moved
        }
        return definition
    }

    /// One line (of a definition or a pin) with its paths rewritten and parsed again.
    static func rebased(_ source: String, _ statement: Statement, from: String, to: String) -> (String, Statement) {
        let moved = rebased(source, from: from, to: to)
        guard moved != source, case .success(let parsed) = Parser.parse(moved, commands: CommandRegistry.table) else { return (source, statement) }
        return (moved, parsed)
    }

    /// A loaded notebook with the paths of its statements rewritten from `from` to `to` (its
    /// layout is what `save` writes again); comments stay as written.
    static func rebased(_ file: SessionFile, from: String, to: String) -> SessionFile {
        guard from != to else { return file }
        var moved = file
        moved.lines = file.lines.map { line in
            guard case .statement(var statement) = line else { return line }
            statement.source = rebased(statement.source, from: from, to: to)
            return .statement(statement)
        }
        return moved
    }

    private static func isRelative(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.hasPrefix("~/")
    }

    private static func rebased(path: String, from: String, to: String) -> String {
        PathText.relative(NotebookPlace.absolute(path, in: from), from: to)
    }
}
