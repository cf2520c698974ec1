import FluidLanguage

extension Session {
    /// `pin LINE`: shows LINE's output now and again after every line that changes a
    /// binding it uses. LINE is a plot command or an expression; it must work now.
    func pin(_ text: String) -> Response {
        guard !text.isEmpty else {
            guard !pins.isEmpty else { return .text("nothing pinned; try: pin plot s   or   pin s.settle") }
            return .text(pins.map { "pin \($0.number): \($0.source)" }.joined(separator: "\n"))
        }
        switch try? Parser.parse(text, commands: CommandRegistry.table).get() {
        case .expression?:
            break
        case .command(let command)? where CommandRegistry.spec(command.name)?.pinnable == true:
            break
        default:
            return .error("pin shows a plot or a value, like pin plot s or pin s.settle; '\(text)' is not one")
        }
        let now = evaluate(text)
        guard !now.failed else { return now }
        nextPinNumber += 1
        let pin = Pin(number: nextPinNumber, source: text)
        pins.append(pin)
        let uses = pin.dependencies(in: interpreter).sorted()
        let note = uses.isEmpty ? "pin \(pin.number): \(text) (uses no binding, so it never redraws)"
            : "pin \(pin.number): \(text) · redraws when \(uses.joined(separator: ", ")) change\(uses.count == 1 ? "s" : "")"
        return Response(lines: [note] + now.lines)
    }

    /// `unpin`, `unpin N`, `unpin all`.
    func unpin(_ text: String) -> Response {
        if text.isEmpty || text == "all" {
            guard !pins.isEmpty else { return .text("nothing pinned") }
            let count = pins.count
            pins.removeAll()
            return .text(count == 1 ? "unpinned 1 line" : "unpinned \(count) lines")
        }
        guard let number = Int(text) else {
            return .error("unpin takes a pin's number (see pin), or all; got '\(text)'")
        }
        guard let index = pins.firstIndex(where: { $0.number == number }) else {
            let numbers = pins.map { String($0.number) }
            return .error(numbers.isEmpty ? "nothing pinned" : "no pin \(number); pinned: \(numbers.joined(separator: ", "))")
        }
        let removed = pins.remove(at: index)
        return .text("unpinned \(removed.number): \(removed.source)")
    }

    /// The pins to show again after `line` succeeded: those using a name it bound (all of
    /// them after `load` or `set`, which can change every binding or how it prints).
    func pinnedUpdates(after line: String) -> [String] {
        guard !pins.isEmpty else { return [] }
        let changed: Set<String>?
        switch try? Parser.parse(line, commands: CommandRegistry.table).get() {
        case .assignment(let name, _)?, .functionDefinition(let name, _, _)?, .memberAssignment(let name, _, _)?:
            changed = [name]
        case .command(let command)? where CommandRegistry.command(command.name)?.changesEveryBinding(command) == true:
            changed = nil
        default:
            return []
        }
        var lines: [String] = []
        for pin in pins {
            if let changed, pin.dependencies(in: interpreter).isDisjoint(with: changed) { continue }
            let response = evaluate(pin.source)
            lines.append("pin \(pin.number): \(pin.source)")
            lines += response.lines
        }
        return lines
    }
}
