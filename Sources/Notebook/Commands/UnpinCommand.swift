import FluidLanguage

/// `unpin`, `unpin N`, `unpin all`: stop showing pins (see `unpin(_:in:)`).
struct UnpinCommand: NotebookCommand {
    static let spec = CommandSpec(
        name: "unpin", form: .words,
        parameters: [CommandParameter(name: "pin", placeholder: "N | all", kind: .word(.free), required: false)],
        summary: "Stop showing pin N, or every pin.",
        example: "unpin all")

    static func run(_ call: CommandCall<Self>, in context: CommandContext) throws(Diagnostic) -> Response {
        unpin(call.word("pin") ?? "", in: context)
    }

    /// `unpin`, `unpin N`, `unpin all`.
    static func unpin(_ text: String, in context: CommandContext) -> Response {
        let pins = context.pins
        if text.isEmpty || text == "all" {
            guard !pins.isEmpty else { return .text("nothing pinned") }
            let count = pins.count
            context.pins.removeAll()
            return .text(count == 1 ? "unpinned 1 line" : "unpinned \(count) lines")
        }
        guard let number = Int(text) else {
            return .error(Messages.unpinNeedsNumber(text))
        }
        guard let index = pins.firstIndex(where: { $0.number == number }) else {
            return .error(Messages.noSuchPin(number, pinned: pins.map(\.number)))
        }
        let removed = context.pins.remove(at: index)
        return .text("unpinned \(removed.number): \(removed.source)")
    }
}
