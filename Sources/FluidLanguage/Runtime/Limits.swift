/// Bounds that keep a line from running away with memory, stack or time. Each one, when
/// reached, stops the line with a message that names the limit and the setting that raises
/// it (`set steps 10000000`); the line changes nothing and the session goes on.
///
/// A session's limits are settings (``LanguageSettings/limits``); ``standard`` holds the
/// defaults, chosen so that any single line finishes or stops within about two seconds and
/// a few hundred MiB. Each can be raised up to its ``Setting/maximum``: the most that stays
/// safe for the stack (depth, calls) or for the machine (elements, steps).
public struct Limits: Hashable, Sendable {
    /// Units of work per line: expression evaluations, samples drawn or compared, values
    /// printed or saved, lines loaded (see ``Budget``).
    public var steps: Int
    /// Nested function calls (user functions calling each other).
    public var calls: Int
    /// Elements a value may hold: a list's elements, counting those of lists inside it, a
    /// string's characters (UTF-8 bytes), a trace's samples, and the values a function or
    /// difference holds, counted once per path to them (so shared structure counts as often
    /// as printing it would); a value therefore always prints and saves in bounded time.
    public var elements: Int
    /// Levels a value may nest: lists in lists, functions holding functions, differences of
    /// differences. Printing, saving and freeing a value walk it level by level.
    public var depth: Int

    public init(steps: Int = 2_000_000, calls: Int = 200, elements: Int = 1_000_000, depth: Int = 1_000) {
        self.steps = steps
        self.calls = calls
        self.elements = elements
        self.depth = depth
    }

    /// The defaults.
    public static let standard = Limits()

    /// Characters in one line of input; longer lines are refused before they are read. Not a
    /// setting: a line is read before any setting could apply to it.
    public static let lineLength = 100_000

    /// Frames a platform's frame model runs at most before fluid says it does not end
    /// (`reactspringFrames`, `composeFrames`, `androidFrames`, `retarget(…, platform: motion)`,
    /// the frame rows of `durations` and `compare`, …): 28 minutes at 60 Hz, 14 at 120 Hz. Not
    /// a setting: each frame costs a fixed, small amount of work.
    public static let platformFrames = 100_000

    /// Why `line` is refused before it is read (too long), or nil. The message does not
    /// repeat the line: echoing a megabyte back helps no one.
    public static func problem(withLine line: String) -> String? { lineProblem(line)?.text }

    /// The same, as the catalogue's message (with its code).
    public static func lineProblem(_ line: String) -> Message? { line.utf8.count > lineLength ? Messages.lineTooLong : nil }

    // MARK: Settings

    /// One limit as `set NAME N` names it.
    public struct Setting: Sendable {
        public let name: String
        public let keyPath: WritableKeyPath<Limits, Int> & Sendable
        /// The largest value `set` accepts. Depth and calls are bounded by the stack that
        /// walks them (64 MiB for evaluation, the main thread's 8 MiB for freeing values);
        /// steps and elements by what a line may reasonably cost.
        public let maximum: Int
        public let meaning: String
    }

    /// The limits `set` changes, in the order `set` lists them.
    public static let settings: [Setting] = [
        Setting(name: "steps", keyPath: \.steps, maximum: 2_000_000_000, meaning: "work per line"),
        Setting(name: "calls", keyPath: \.calls, maximum: 1_000, meaning: "nested function calls"),
        Setting(name: "elements", keyPath: \.elements, maximum: 100_000_000, meaning: "elements per value"),
        Setting(name: "depth", keyPath: \.depth, maximum: 10_000, meaning: "levels a value may nest"),
    ]

    // MARK: Values

    /// How much a value holds and how deeply it nests, walked without recursion and stopped
    /// as soon as either passes its limit (so a value shared a million times over costs no
    /// more than the limit to measure).
    struct Measure {
        /// Elements (see ``Limits/elements``), counted up to just past the limit.
        var weight = 0
        /// Levels below the value itself (a flat list is 1, a number 0), up to just past the limit.
        var depth = 0
    }

    /// See ``Measure``. The walk visits at most `elements + 1` values.
    func measure(_ value: Value) -> Measure {
        var result = Measure()
        var pending: [(value: Value, level: Int)] = [(value, 0)]
        var visited = 0
        while let (current, level) = pending.popLast() {
            visited += 1
            result.depth = max(result.depth, level)
            if result.depth > depth || result.weight > elements || visited > elements + 1 { break }
            switch current {
            case .string(let text):
                result.weight += text.utf8.count
            case .list(let items):
                result.weight += items.count
                for item in items {
                    if Limits.holdsValues(item) {
                        pending.append((item, level + 1))
                    } else if case .string(let s) = item {
                        result.weight += s.utf8.count
                    }
                }
            case .function(let function):
                switch function.body {
                case .user:
                    result.weight = Limits.adding(result.weight, function.held.weight)
                    result.depth = max(result.depth, level + function.held.depth)
                case .native(_, let source, _):
                    result.weight += source.utf8.count
                case .builtin:
                    break
                }
            case .difference(let difference):
                result.weight += 1
                pending.append((difference.minuend, level + 1))
                pending.append((difference.subtrahend, level + 1))
            case .record(let record):
                result.weight += record.source.utf8.count
                for field in record.fields { pending.append((field.value, level + 1)) }
            case .trace(let trace):
                result.weight += trace.count
            case .motion(let motion):
                result.weight += motion.retargets.count
            default:
                break
            }
        }
        return result
    }

    /// Limits too large to reach: measures a value whole (for ``FunctionValue``'s cache).
    static let exact = Limits(elements: Int.max / 2, depth: Int.max / 2)

    /// `a + b`, stopping at `Int.max / 2` instead of overflowing (a closure doubled 70 times).
    static func adding(_ a: Int, _ b: Int) -> Int { min(a, Int.max / 2) + min(b, Int.max / 2) > Int.max / 2 ? Int.max / 2 : a + b }

    /// Whether a value of this kind may hold other values (so the walk must visit it).
    private static func holdsValues(_ value: Value) -> Bool {
        switch value {
        case .list, .function, .difference, .record, .trace, .motion: return true
        default: return false
        }
    }

    /// Throws at `span` when `value` holds more than ``elements`` or nests deeper than
    /// ``depth``; the message names the limit and the setting that raises it.
    func check(_ value: Value, span: SourceSpan) throws(Diagnostic) {
        switch value {
        case .number, .bool, .point, .range, .spring, .decay, .namespace: return
        default: break
        }
        let measure = measure(value)
        if measure.depth > depth { throw Diagnostic(Messages.nestedTooDeep(depth), span) }
        if measure.weight > elements {
            if case .string = value { throw Diagnostic(Messages.textTooLong(elements), span) }
            if case .list = value { throw Diagnostic(Messages.listTooLarge(elements), span) }
            throw Diagnostic(Messages.valueTooLarge(elements), span)
        }
    }

    /// Throws ``Messages/tooLarge(_:limit:)`` at `span` when a builtin would make `count`
    /// elements: called before it allocates them. `count` may be any Double (a duration
    /// divided by a step can be 1e300 or NaN); anything not below the limit is refused.
    func checkCount(_ count: Double, span: SourceSpan) throws(Diagnostic) {
        guard count.isFinite, count <= Double(elements) else {
            throw Diagnostic(Messages.tooLarge(count, limit: elements), span)
        }
    }
}
