import SeededRandom
/// Seeded random notebook input, grammar-aware: most lines are nearly right (so they reach
/// the evaluator, the plots and the files) and the rest are bent in the ways people and
/// corrupted files bend them: wrong labels and units, huge and non-finite numbers, deep
/// nesting, unbalanced brackets, unicode, control characters and bytes that are not UTF-8.
///
/// The same seed gives the same lines on every platform (SplitMix64, no `Double.random`),
/// so a failure names its seed and reproduces.
struct ProgramGenerator {
    var random: SplitMix64
    /// Lines of a value being built over many lines (see `ProgramGenerator+Growth.swift`),
    /// handed out one per call before anything else.
    var pending: [String] = []

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    // MARK: Vocabulary

    static let names = ["s", "t", "x", "y", "f", "g", "xs", "p", "q", "r", "d", "k", "é", "名前", "a_1", "_"]
    static let functions = [
        "spring", "value", "velocity", "project", "decay", "rubberband", "relativeVelocity", "nearest",
        "closestAngle", "sqrt", "abs", "clamp", "round", "exp", "ln", "sin", "cos", "min", "max",
        "sprung", "valeu", "f", "g",
    ]
    static let labels = [
        "damping", "response", "duration", "bounce", "mass", "stiffness", "tension", "friction",
        "dampingRatio", "bounciness", "speed", "velocity", "rate", "model", "dimension", "exponent",
        "range", "from", "to", "lower", "upper", "candidates", "x", "t", "respons", "dampng", "",
    ]
    static let members = [
        "x", "y", "lower", "upper", "count", "first", "distance", "stop", "velocity", "rate", "mass",
        "stiffness", "damping", "dampingRatio", "response", "bounce", "tension", "friction", "settle",
        "overshoot", "peak", "rise", "period", "oscillations", "naturalFrequency", "nope", "smooth",
        "stiffness.low",
    ]
    static let presets = [
        "swiftui.smooth", "swiftui.snappy", "swiftui.bouncy", "reactspring.wobbly", "reactspring.molasses",
        "android.stiffness.low", "android.dampingRatio.highBouncy", "android.default", "swiftui", "android.stiffness",
        "fast", "normal", "pi", "e", "true", "false",
    ]
    static let units = ["", "", "", "", "s", "s", "ms", "pt", "pt", "px", "deg", "rad", "%", "pt/s", "pt/s", "px/s", "/s", "deg/s", "sec", "pt/ms"]
    /// Lines that run, put before every batch so the rest has springs, functions, lists
    /// and decays to work on.
    static let prelude = [
        "s = spring(damping: 0.8, response: 0.4s)", "t = spring(duration: 0.5s, bounce: 0.3)",
        "u = spring(mass: 1, stiffness: 170, damping: 26)", "f(x) = x^0.7", "g = x -> x^2 - 1",
        "xs = [1, 2, 3]", "p = (10pt, 20pt)", "d = decay(1200pt/s)", "r = 0pt..600pt", "k = 3",
    ]
    static let springForms = [
        "damping: %, response: %s", "duration: %s, bounce: %", "mass: %, stiffness: %, damping: %",
        "tension: %, friction: %", "stiffness: %, dampingRatio: %", "bounciness: %, speed: %",
        "damping: %, response: %s, velocity: %", "stiffness: %",
    ]
    static let plotted = ["s", "t", "u", "f", "g", "d", "s, t", "s, t, u", "velocity(s)", "x -> x^2, 0..1", "x -> rubberband(x, dimension: 300pt), 0pt..600pt", "f, 0..600", "swiftui.bouncy", "decay(1e6pt/s)", "x -> 1/x, -1..1", "x -> ln(x), -1..1"]
    static let numbers = [
        "0", "1", "2", "0.4", "0.8", "1.5", "3", "10", "170", "26", "1200", "0.0001", "1e308", "1e309", "1e-320",
        "123456789012345678901234567890", "9007199254740993", ".5", "5.", "1e", "0x10", "1_000", "-0",
        "nan", "NaN", "inf", "∞", "1e400", "2.5e-3",
    ]
    static let commands = [
        "plot", "save", "load", "help", "set", "vars", "plto", "hepl",
    ]
    static let oddText = [
        "é", "名前", "🙂", "\u{301}", "\u{200B}", "\u{FEFF}", "ﬁ", "Ω", "›", "·", "…", "\t", "\\", "\"", "#", "#>",
        "->", "..", "...", "::", "=", "==", ",", ";", "@", "$", "`", "?",
    ]

    // MARK: Lines

    /// One input line as bytes (without its newline).
    mutating func line() -> [UInt8] {
        if !pending.isEmpty { return Array(pending.removeFirst().utf8) }
        let text: String
        switch random.below(20) {
        case 11 where random.below(4) == 0:
            pending = growth()
            text = pending.removeFirst()
        case 0..<6: text = statement()
        case 6..<9: text = command()
        case 9: text = deepNesting()
        case 10: text = random.below(2) == 0 ? oneOf(Self.oddText) + expression(depth: 2) : "plot " + oneOf(Self.plotted)
        default: text = expression(depth: 0)
        }
        var bytes = Array(text.utf8)
        if random.below(8) == 0 { mutate(&bytes) }
        // A newline inside would split the line; a quit would end the run early.
        bytes.removeAll { $0 == 0x0A }
        return bytes
    }

    mutating func statement() -> String {
        switch random.below(6) {
        case 0: return "\(oneOf(Self.names)) = \(expression(depth: 0))"
        case 1: return "\(oneOf(Self.names))(\(parameters())) = \(expression(depth: 1))"
        case 2: return "\(oneOf(Self.names)).\(oneOf(Self.members)) = \(expression(depth: 1))"
        case 3: return "s = \(springCall())"
        case 4: return "\(oneOf(Self.names)) = \(oneOf(Self.names)) with \(oneOf(Self.labels)): \(number())"
        default: return "\(oneOf(Self.names)) = \(oneOf(Self.names))"
        }
    }

    mutating func command() -> String {
        switch random.below(9) {
        case 0, 1:
            var parts = [random.below(2) == 0 ? oneOf(Self.plotted) : expression(depth: 1)]
            for _ in 0..<random.below(3) { parts.append(expression(depth: 1)) }
            if random.below(2) == 0 { parts.append("\(number())\(oneOf(Self.units))..\(number())\(oneOf(Self.units))") }
            if random.below(3) == 0 { parts.append("width: \(oneOf(["20", "5", "1000", "1001", "72", "-3", "1e9", "40.5"]))") }
            if random.below(3) == 0 { parts.append("height: \(oneOf(["3", "1", "200", "14", "0"]))") }
            if random.below(4) == 0 { parts.append("title: \"\(oneOf(Self.oddText))\"") }
            return "plot " + parts.joined(separator: ", ")
        case 2: return "save \(oneOf(["a", "b", "fuzz", "x.y", "../escape", "/tmp/abs", ".hidden", "名前", "a b", "\"q\"", ""]))"
        case 3: return "load \(oneOf(["a", "b", "fuzz", "x.y", "../escape", "nope", "a.fluid", "/dev/null", ""]))"
        case 4: return "help \(oneOf(Self.functions + Self.commands + ["", "units", "nope"]))"
        case 5:
            let setting = oneOf(["digits", "width", "height", "style", "color", "colour", "nope", ""])
            let value = oneOf(["1", "17", "18", "0", "20", "19", "1000", "3", "200", "braille", "block", "ascii", "on", "off", "x", "-1", "99999999999999999999"])
            return "set \(setting) \(value)"
        case 6: return "vars"
        case 7: return oneOf(Self.commands) + " " + expression(depth: 2)
        default: return oneOf(Self.commands)
        }
    }

    mutating func expression(depth: Int) -> String {
        if depth > 4 { return atom() }
        switch random.below(16) {
        case 0, 1, 2: return atom()
        case 3: return "\(expression(depth: depth + 1)) \(oneOf(["+", "-", "*", "/", "^", "<", "<=", ">", ">=", "==", "!=", ".."])) \(expression(depth: depth + 1))"
        case 4: return "-\(expression(depth: depth + 1))"
        case 5: return "(\(expression(depth: depth + 1)))"
        case 6: return "(\(expression(depth: depth + 1)), \(expression(depth: depth + 1)))"
        case 7: return "[\(list(depth: depth + 1))]"
        case 8: return springCall()
        case 9: return "\(oneOf(Self.functions))(\(arguments(depth: depth + 1)))"
        case 10: return "\(expression(depth: depth + 1)).\(oneOf(Self.members))"
        case 11: return "\(oneOf(Self.names))[\(expression(depth: depth + 1))]"
        case 12: return "\(oneOf(Self.names)) -> \(expression(depth: depth + 1))"
        case 13: return "(\(parameters())) -> \(expression(depth: depth + 1))"
        case 14: return "\(expression(depth: depth + 1)) with \(oneOf(Self.labels)): \(expression(depth: depth + 1))"
        default: return "\"\(oneOf(Self.oddText))\(oneOf(Self.names))\""
        }
    }

    mutating func atom() -> String {
        switch random.below(5) {
        case 0, 1: return number() + oneOf(Self.units)
        case 2: return oneOf(Self.names)
        case 3: return oneOf(Self.presets)
        default: return "\(oneOf(Self.names)).\(oneOf(Self.members))"
        }
    }

    mutating func number() -> String {
        switch random.below(3) {
        case 0: return oneOf(Self.numbers)
        case 1: return "\(random.below(2)).\(random.below(100))"
        default: return String(random.below(2000)) + (random.below(2) == 0 ? ".\(random.below(1000))" : "")
        }
    }

    mutating func springCall() -> String {
        if random.below(2) == 0 {
            var form = oneOf(Self.springForms)
            while let hole = form.firstIndex(of: "%") { form.replaceSubrange(hole...hole, with: number()) }
            return "spring(\(form))"
        }
        var arguments: [String] = []
        for _ in 0..<(1 + random.below(3)) {
            let label = oneOf(Self.labels)
            let value = number() + oneOf(Self.units)
            arguments.append(label.isEmpty ? value : "\(label): \(value)")
        }
        return "spring(\(arguments.joined(separator: ", ")))"
    }

    mutating func arguments(depth: Int) -> String {
        (0..<random.below(4)).map { _ in
            let label = random.below(3) == 0 ? oneOf(Self.labels) : ""
            let value = expression(depth: depth)
            return label.isEmpty ? value : "\(label): \(value)"
        }.joined(separator: ", ")
    }

    mutating func list(depth: Int) -> String {
        (0..<random.below(5)).map { _ in expression(depth: depth) }.joined(separator: ", ")
    }

    mutating func parameters() -> String {
        (0..<random.below(4)).map { _ in oneOf(Self.names) }.joined(separator: ", ")
    }

    /// Nesting near and past the parser's and evaluator's limits.
    mutating func deepNesting() -> String {
        let n = oneOf([10, 63, 64, 65, 200, 1000, 5000])
        switch random.below(6) {
        case 0: return String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n)
        case 1: return String(repeating: "-", count: n) + "1"
        case 2: return String(repeating: "2^", count: n) + "1"
        case 3: return String(repeating: "[", count: n) + String(repeating: "]", count: n)
        case 4: return "x" + String(repeating: ".stiffness", count: n)
        default: return String(repeating: "f(", count: n) + String(repeating: ")", count: random.below(n + 1))
        }
    }

    /// Byte-level damage: insert, delete, duplicate, or drop in bytes that are not UTF-8.
    mutating func mutate(_ bytes: inout [UInt8]) {
        for _ in 0..<(1 + random.below(3)) {
            let position = bytes.isEmpty ? 0 : random.below(bytes.count + 1)
            switch random.below(5) {
            case 0: bytes.insert(oneOf([0xFF, 0xFE, 0xC0, 0x80, 0xE2, 0xF0, 0x00, 0x1B, 0x0D, 0x09, 0x7F]), at: position)
            case 1: if !bytes.isEmpty { bytes.remove(at: min(position, bytes.count - 1)) }
            case 2:
                let end = min(bytes.count, position + random.below(8))
                bytes.insert(contentsOf: bytes[position..<end], at: position)
            case 3: bytes.insert(contentsOf: [0xE2, 0x80], at: position) // a truncated "…"
            default: bytes.insert(UInt8(random.below(256)), at: position)
            }
        }
    }

    // MARK: Session files

    /// A session file's bytes: a header (right, future or damaged), statements with `#>`
    /// outputs that may or may not match, comments, blank lines, CRLF endings, stray output
    /// lines, and lines that load other generated files.
    mutating func sessionFile(otherFiles: [String]) -> [UInt8] {
        var lines: [String] = []
        switch random.below(6) {
        case 0: lines.append("# fluid session 1")
        case 1: lines.append("# fluid session \(oneOf(["2", "0", "-1", "x", "99999999999999999999", ""]))")
        case 2: lines.append("#> output before any statement")
        default: break
        }
        for _ in 0..<random.below(12) {
            switch random.below(8) {
            case 0: lines.append("# a comment \(oneOf(Self.oddText))")
            case 1: lines.append("")
            case 2 where !otherFiles.isEmpty: lines.append("load \(oneOf(otherFiles))")
            case 3: lines.append(command())
            default:
                lines.append(random.below(2) == 0 ? statement() : expression(depth: 1))
                for _ in 0..<random.below(3) { lines.append("#> " + expression(depth: 2)) }
            }
        }
        let ending = random.below(4) == 0 ? "\r\n" : "\n"
        var bytes = Array((lines.joined(separator: ending) + (random.below(5) == 0 ? "" : ending)).utf8)
        if random.below(6) == 0 { mutate(&bytes) }
        return bytes
    }

    // MARK: Choice

    mutating func oneOf<T>(_ items: [T]) -> T { items[random.below(items.count)] }
}
