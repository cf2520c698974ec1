/// The session as the program that makes it: each binding's lines as written.
extension Interpreter {
    /// Every binding's definition lines as typed (`s = spring(damping: d, response: 0.4s)`,
    /// then `s.damping = 0.6`), in an order where each binding comes after the bindings it
    /// reads, ties kept in the order the bindings were first made. A binding with no lines
    /// (a spring kept by `tune`) is written as its value. Replaying the lines makes the same
    /// bindings, bit for bit.
    public func programLines() -> [(name: String, lines: [String])] {
        let order = environment.order
        return orderedByReads(order, within: Set(order)).map { ($0, lines(of: $0)) }
    }

    /// The lines that make `name`: its definition's, else its value written as source.
    private func lines(of name: String) -> [String] {
        if let definition = definitions[name], !definition.lines.isEmpty { return definition.lines.map(\.source) }
        return sourceText(name).map { [$0] } ?? []
    }
}
