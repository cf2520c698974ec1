import FluidLanguage

/// Typing a value in `tune`: `=` opens an entry for the ←/→ knob, Tab moves it to the next
/// knob of the family, Backspace deletes, Enter sets the value (or says why not and keeps
/// the text to fix), Esc closes the entry and leaves the spring as it was.
///
/// A time takes `ms` or `s` (`450ms`, `0.45s`); a plain number is seconds below 20 and
/// refused from 20 on, as in the notebook (`450` would be 450 seconds). Other knobs take
/// plain numbers.
extension TuneModel {
    /// The knob the entry sets: the ←/→ knob, or the one Tab moved to.
    public var entryKnob: String { horizontal }

    mutating func type(_ key: LiveKey) {
        guard var text = entry else { return }
        switch key {
        case .enter:
            switch Self.parse(text, isTime: isTime(entryKnob), label: entryKnob) {
            case .success(let value):
                set(entryKnob, to: value)
                if note == nil { entry = nil }
            case .failure(let problem):
                note = problem.message
            }
            return
        case .escape, .interrupt:
            entry = nil
            return
        case .tab:
            pair = (pair + 1) % max(parameters.count, 1)
            return
        case .backspace:
            if !text.isEmpty { text.removeLast() }
        case .character(let c) where (c.isASCII && (c.isNumber || c.isLetter)) || ".-+".contains(c):
            guard text.count < 24 else { note = "a value is at most 24 characters"; return }
            text.append(c)
        default:
            note = "type a number\(isTime(entryKnob) ? " with ms or s" : ""), Enter sets it, Esc leaves it, Tab: next knob"
        }
        entry = text
    }

    /// Why typed text is not a value.
    struct EntryProblem: Error {
        var message: String
    }

    /// The typed text as a value in base units (seconds for times).
    static func parse(_ text: String, isTime: Bool, label: String) -> Result<Double, EntryProblem> {
        let trimmed = text
        var digits = Substring(trimmed), scale = 1.0, unit = ""
        if isTime {
            for (suffix, factor) in [("ms", 0.001), ("s", 1.0)] where digits.hasSuffix(suffix) {
                digits = digits.dropLast(suffix.count)
                scale = factor
                unit = suffix
                break
            }
        }
        guard !digits.isEmpty, let number = Double(digits), number.isFinite else {
            let form = isTime ? "a time like 450ms or 0.45s" : "a number like 0.8"
            return .failure(EntryProblem(message: "'\(trimmed)' is not \(form)"))
        }
        if isTime && unit.isEmpty && abs(number) >= 20 {
            return .failure(EntryProblem(message: "\(label) \(digits) without a unit would be \(digits) seconds; type \(digits)ms for milliseconds"))
        }
        return .success(number * scale)
    }
}
