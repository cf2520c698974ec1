/// The session as the program that makes it: each binding's lines as written.
extension Interpreter {
    /// Every binding's definition lines as typed (`s = spring(damping: d, response: 0.4s)`,
    /// then `s.damping = 0.6`), in an order where each binding comes after the bindings it
    /// reads, ties kept in the order the bindings were first made. A binding with no lines
    /// (a spring kept by `tune`) is written as its value. Replaying the lines makes the same
    /// bindings, bit for bit.
    public func programLines() -> [(name: String, lines: [String])] {
        let order = environment.order
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        var written: Set<String> = []
        var program: [(name: String, lines: [String])] = []
        for start in order {
            var stack: [(name: String, expanded: Bool)] = [(start, false)]
            while let (name, expanded) = stack.popLast() {
                if written.contains(name) { continue }
                if expanded {
                    written.insert(name)
                    program.append((name, lines(of: name)))
                    continue
                }
                stack.append((name, true))
                let reads = (definitions[name]?.reads ?? []).filter { position[$0] != nil && !written.contains($0) }
                for read in reads.sorted(by: { position[$0]! > position[$1]! }) { stack.append((read, false)) }
            }
        }
        return program
    }

    /// The lines that make `name`: its definition's, else its value written as source.
    private func lines(of name: String) -> [String] {
        if let definition = definitions[name], !definition.lines.isEmpty { return definition.lines.map(\.source) }
        return sourceText(name).map { [$0] } ?? []
    }
}
