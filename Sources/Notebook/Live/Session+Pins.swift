import FluidLanguage
import TerminalText

extension Session {
    /// `pin LINE`: shows LINE's output now and again after every line that changes a
    /// binding it uses. LINE is a plot command or an expression; it must work now.
    func pin(_ text: String) -> Response {
        guard !text.isEmpty else {
            guard !pins.isEmpty else { return .text("nothing pinned; try: pin plot s   or   pin s.settle") }
            return .text(pins.map { "pin \($0.number): \($0.source)" }.joined(separator: "\n"))
        }
        let (parsed, refusal) = parse(text)
        switch parsed {
        case .expression?:
            break
        case .command(let command)? where CommandRegistry.spec(command.name)?.pinnable == true:
            break
        default:
            return refusal.failed ? refusal : .error("pin shows a plot or a value, like pin plot s or pin s.settle; '\(text)' is not one")
        }
        guard let statement = parsed else { return refusal }
        let now = execute(statement, line: text)
        guard !now.failed else { return now }
        nextPinNumber += 1
        let pin = Pin(number: nextPinNumber, source: text, statement: statement)
        pins.append(pin)
        let uses = pin.dependencies(in: interpreter).sorted()
        let note = uses.isEmpty ? TextLine("pin \(pin.number): \(text) (uses no binding, so it never redraws)")
            : TextLine(facts: ["pin \(pin.number): \(text)", "redraws when \(uses.joined(separator: ", ")) change\(uses.count == 1 ? "s" : "")"])
        return Response(blocks: [.text([note])] + now.blocks)
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

    /// The pins to show again after a line that changed `change`: those using a name it
    /// bound (all of them after `load` or `set`, which can change every binding or how it
    /// prints). Each pin runs its statement as parsed when it was pinned.
    func pinnedUpdates(after change: BindingChange) -> [Block] {
        guard !pins.isEmpty, change != .none else { return [] }
        var blocks: [Block] = []
        for pin in pins {
            if case .names(let changed) = change, pin.dependencies(in: interpreter).isDisjoint(with: changed) { continue }
            blocks.append(.text([TextLine("pin \(pin.number): \(pin.source)")]))
            blocks += execute(pin.statement, line: pin.source).blocks
        }
        return blocks
    }
}
