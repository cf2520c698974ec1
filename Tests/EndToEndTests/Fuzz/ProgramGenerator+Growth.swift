/// Values built over many lines, the way a hostile or careless notebook builds them: nesting
/// one level per line, doubling shared halves, closures wrapping closures, composition,
/// retarget chains and differences of differences, each followed by what walks the value
/// (printing, comparing, plotting, saving). Each must stop at a limit with a message.
extension ProgramGenerator {
    /// The lines of one growth run: its start, 20 to 400 growing lines, and a consumer.
    mutating func growth() -> [String] {
        let count = 20 + random.below(381)
        let name = oneOf(["n", "c", "m", "d", "grow"])
        var lines: [String]
        switch random.below(7) {
        case 0: lines = ["\(name) = [1]"] + Array(repeating: "\(name) = [\(name)]", count: count)
        case 1: lines = ["\(name) = [1, 2]"] + Array(repeating: "\(name) = [\(name), \(name)]", count: min(count, 40))
        case 2: lines = ["wrap(g) = x -> g(x)", "\(name) = x -> x"] + Array(repeating: "\(name) = wrap(\(name))", count: count)
        case 3: lines = ["twice(g, h) = x -> g(x) + h(x)", "\(name) = x -> x"] + Array(repeating: "\(name) = twice(\(name), \(name))", count: min(count, 40))
        case 4:
            lines = ["c0(x) = x + 1"] + (1...min(count, 60)).map { "c\($0)(x) = c\($0 - 1)(c\($0 - 1)(x))" }
            lines.append("plot c\(min(count, 60)), 0..1")
        case 5:
            lines = ["s = spring(damping: 0.6, response: 0.3s)", "\(name) = retarget(s, at: 10ms, to: 0.5)"]
                + (1...count).map { "\(name) = retarget(\(name), at: \(10 + $0)ms, to: \($0 % 2 == 0 ? "0.5" : "1"))" }
        default:
            lines = ["s = spring(damping: 0.6, response: 0.3s)", "\(name) = s - s"] + Array(repeating: "\(name) = \(name) - \(name)", count: min(count, 40))
        }
        // Every command that walks a value: printing, comparing, plotting, saving, timing,
        // exporting, pinning (redrawn by the line after), and the line's budget spent twice.
        lines += oneOf(["\(name)", "\(name) == \(name)", "plot \(name)", "save fuzz", "vars", "\(name)(1)", "diff \(name), s",
                            "compare \(name), s", "durations \(name)", "export \(name) swiftui", "pin \(name)", "[\(name), \(name)]",
                            "diff \(name), \(name), 0s..1s", "save fuzz\nload fuzz", "pin plot \(name)\n\(name) = 1"]).split(separator: "\n").map(String.init)
        return lines
    }
}
