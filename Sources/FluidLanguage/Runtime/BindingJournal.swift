/// What the open transactions of an ``Interpreter`` changed, so that a failing one can put
/// every binding and definition back.
///
/// A transaction used to save copies of all bindings and definitions and restore them on
/// failure. The copies were free, but the first binding after them copied every binding
/// (copy-on-write), once per line: replaying n lines cost O(n²). The journal records only what
/// changes, the value or definition a name had before (nil when it had none), and undoes
/// those records newest first. Cost: O(1) per change, O(changes) to roll back.
struct BindingJournal {
    enum Record {
        case binding(String, previous: Value?)
        case removal(String, Value, Environment.Place)
        case definition(String, previous: Definition?)
    }

    private(set) var records: [Record] = []
    /// Open transactions (they nest: `load` binds many names, each binding is one).
    private(set) var depth = 0

    var isRecording: Bool { depth > 0 }

    mutating func record(_ record: Record) {
        if depth > 0 { records.append(record) }
    }

    /// Opens a transaction; returns the mark to roll back to.
    mutating func open() -> Int {
        depth += 1
        return records.count
    }

    /// Closes a transaction. The outermost one forgets its records: nothing can undo them now.
    mutating func close() {
        depth -= 1
        if depth == 0 { records.removeAll(keepingCapacity: true) }
    }

    /// Removes and returns the records made since `mark`, newest first.
    mutating func takeRecords(since mark: Int) -> [Record] {
        let taken = records[mark...].reversed()
        records.removeSubrange(mark...)
        return Array(taken)
    }
}

extension Interpreter {
    /// Runs `body`; if it throws, every binding and definition it changed is put back as it
    /// was (in the bindings' order too), and the error is rethrown. Transactions nest: an
    /// inner one that succeeds is undone with the outer one that fails.
    public func transaction<T>(_ body: () throws(Diagnostic) -> T) throws(Diagnostic) -> T {
        let mark = journal.open()
        defer { journal.close() }
        do {
            return try body()
        } catch {
            for record in journal.takeRecords(since: mark) {
                switch record {
                case .binding(let name, let previous?):
                    environment.bind(name, previous)        // keeps its place in the order
                case .binding(let name, nil):
                    environment.remove(name)
                case .removal(let name, let value, let place):
                    environment.restore(name, value, at: place)
                case .definition(let name, let previous):
                    definitions[name] = previous
                }
            }
            throw error
        }
    }

    /// Binds `name`, recorded for the open transaction.
    func setBinding(_ name: String, _ value: Value) {
        if journal.isRecording { journal.record(.binding(name, previous: environment.values[name])) }
        environment.bind(name, value)
    }

    /// Sets how `name` was made, recorded for the open transaction.
    func setDefinition(_ name: String, _ definition: Definition?) {
        if journal.isRecording { journal.record(.definition(name, previous: definitions[name])) }
        definitions[name] = definition
    }
}
