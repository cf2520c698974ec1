import TerminalText

/// Live dependencies: binding a name makes every binding that reads it (directly or through
/// others) again, in dependency order, or changes nothing.
extension Interpreter {
    /// Binds `name` to `value`, made by `statement` (typed as `source`), and makes its
    /// dependents again. Refuses a definition that would read itself through others (a
    /// cycle). If a dependent fails, every binding is left as it was and the error names it.
    func bind(_ name: String, _ value: Value, by statement: Statement, source: String, shown: [TextLine]) throws(Diagnostic) -> Execution {
        var definition = Definition.after(statement, source: source, binding: name, previous: definitions[name],
                                          builtins: Self.builtinNameSet)
        // A line that reads the last result (`x = 2 * ans`) is kept as its value: `ans` is
        // not a binding, so the line would mean something else made again or replayed.
        if Self.lastResultNames.contains(where: { definition.reads.contains($0) && environment[$0] == nil }) { definition = .value }
        return try bind(name, value, definition: definition, span: Interpreter.span(of: name, in: source), shown: shown)
    }

    func bind(_ name: String, _ value: Value, definition: Definition, span: SourceSpan, shown: [TextLine]) throws(Diagnostic) -> Execution {
        if let loop = cycle(from: name, reads: definition.reads) {
            throw Diagnostic(Messages.dependencyCycle(loop), span)
        }
        return try transaction { () throws(Diagnostic) in
            setBinding(name, value)
            setDefinition(name, definition)
            let dependents = try remakeDependents(of: [name], span: span)
            return Execution(name: name, value: value, shown: shown, dependents: dependents)
        }
    }

    /// Builtin names, which no definition can bind and so no definition depends on.
    public static let builtinNameSet: Set<String> = Set(builtinNames)

    /// A path `name → … → name` if a definition of `name` reading `reads` would close one:
    /// `name` reads the first, which reads the next, …, which reads `name`.
    func cycle(from name: String, reads: Set<String>) -> [String]? {
        var readBy: [String: String] = [:]
        var queue = reads.sorted()
        for read in queue { readBy[read] = name }
        var index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            if current == name {
                var path: [String] = []
                var step = readBy[name]
                while let previous = step, previous != name { path.append(previous); step = readBy[previous] }
                return [name] + Array(path.reversed()) + [name]
            }
            for next in (definitions[current]?.reads ?? []).sorted() where readBy[next] == nil {
                readBy[next] = current
                queue.append(next)
            }
        }
        return nil
    }

    /// The bindings that read any of `roots`, directly or through each other, each made
    /// again from its lines after everything it reads; returns what each now shows (not
    /// for function definitions, whose value is unchanged).
    func remakeDependents(of roots: Set<String>, span: SourceSpan) throws(Diagnostic) -> [Execution] {
        let order = dependentsInOrder(of: roots)
        var remade: [Execution] = []
        for dependent in order {
            guard let definition = definitions[dependent], !definition.lines.isEmpty, !definition.definesFunction else { continue }
            var value = environment[dependent]
            for line in definition.lines {
                do {
                    value = try remake(line.statement, current: value, source: line.source)
                    // The next line (`x = x + 1`) reads what this one made.
                    if let value { setBinding(dependent, value) }
                } catch {
                    throw Diagnostic(Messages.dependentFails(dependent, because: error.message), span,
                                     help: error.rendered(source: line.source))
                }
            }
            guard let value else { continue }
            setBinding(dependent, value)
            if case .function = value { continue }
            remade.append(Execution(name: dependent, value: value, shown: Self.bound(dependent, shown(value))))
        }
        return remade
    }

    /// One line of a definition evaluated again against the bindings as they are now.
    private func remake(_ statement: Statement, current: Value?, source: String) throws(Diagnostic) -> Value? {
        switch statement {
        case .assignment(_, let expression):
            return try evaluate(expression)
        case .memberAssignment(let target, let member, let expression):
            guard let current else { return nil }
            let newValue = try evaluate(expression)
            let memberSpan = Interpreter.span(of: member, in: source, after: target.count)
            return try Members.with(current, [EvaluatedArgument(label: member, labelSpan: memberSpan, value: newValue, span: expression.span)])
        default:
            return current
        }
    }

    /// Every binding that reads one of `roots` (transitively), ordered so each comes after
    /// all it reads among them. `roots` themselves are not listed.
    func dependentsInOrder(of roots: Set<String>) -> [String] {
        var affected: Set<String> = []
        var queue = Array(roots)
        while let next = queue.popLast() {
            for reader in definitions.readers[next] ?? [] where !roots.contains(reader) && affected.insert(reader).inserted {
                queue.append(reader)
            }
        }
        guard !affected.isEmpty else { return [] }
        return orderedByReads(affected.sorted(), within: affected)
    }

    /// `names` (and only names in `within`) ordered so each comes after all it reads among
    /// them: a depth-first post-order over definitions' reads. Ties follow the order the
    /// bindings were first made; names not bound go last, by name.
    func orderedByReads(_ names: [String], within: Set<String>) -> [String] {
        let rank = environment.rank
        func key(_ name: String) -> (Int, String) { (rank[name] ?? .max, name) }
        var ordered: [String] = []
        var done: Set<String> = []
        for start in names.sorted(by: { key($0) < key($1) }) {
            var stack: [(name: String, expanded: Bool)] = [(start, false)]
            while let (name, expanded) = stack.popLast() {
                if done.contains(name) { continue }
                if expanded { done.insert(name); ordered.append(name); continue }
                stack.append((name, true))
                let reads = (definitions[name]?.reads ?? []).filter { within.contains($0) && !done.contains($0) }
                for read in reads.sorted(by: { key($0) > key($1) }) { stack.append((read, false)) }
            }
        }
        return ordered
    }
}
