import FluidMotion

/// A value of the language.
public indirect enum Value: Sendable {
    case number(Quantity)
    case bool(Bool)
    case string(String)
    case list([Value])
    case point(PointValue)
    case range(RangeValue)
    case spring(SpringValue)
    case decay(DecayValue)
    /// A spring retargeted while it runs: `retarget(s, at: 150ms, to: 0.5)`.
    case motion(RetargetedMotionValue)
    case function(FunctionValue)
    /// A named group of values: `swiftui` (`swiftui.bouncy`), `android.stiffness`.
    case namespace(Namespace)
    /// Samples over time: `trace([(0ms, 0pt), (16ms, 12pt)])`, `trace("flick.csv")`.
    case trace(TraceValue)
    /// What a gesture builtin found: `drawerRelease(tr, closed: 500pt, open: 100pt)`.
    case record(RecordValue)
    /// `a - b` of two motions over time or functions: `s - t`.
    case difference(DifferenceValue)

    /// How a message names the kind of value: "a time", "a spring", "a list".
    public var kindPhrase: String {
        switch self {
        case .number(let q): return q.dimension.phrase
        case .bool: return "a true/false value"
        case .string: return "a string"
        case .list: return "a list"
        case .point: return "a point"
        case .range: return "a range"
        case .spring: return "a spring"
        case .decay: return "a decay"
        case .motion: return "a retargeted motion"
        case .function: return "a function"
        case .namespace(let n): return "'\(n.name)'"
        case .trace: return "a trace"
        case .record(let r): return "a \(r.kind) result"
        case .difference: return "a difference of motions"
        }
    }

    public var quantity: Quantity? {
        if case .number(let q) = self { return q }
        return nil
    }
}

/// A 2D point or vector, `(x, y)`, or a pair such as a trace sample `(16ms, 12pt)`: the
/// coordinates may differ in dimension. Geometric uses (`nearest`, `project`) need both
/// alike (`isUniform`).
public struct PointValue: Hashable, Sendable {
    public var x: Quantity
    public var y: Quantity
    public init(x: Quantity, y: Quantity) {
        self.x = x
        self.y = y
    }
    /// The dimension of both coordinates when they are alike (see `isUniform`); x's otherwise.
    public var dimension: Dimension { x.dimension }
    /// Both coordinates have the same dimension: a point in the plane, not a pair.
    public var isUniform: Bool { x.dimension == y.dimension }
}

/// `lower..upper`, both ends of the same dimension. Used as a plot domain and by `rubberband`.
public struct RangeValue: Hashable, Sendable {
    public var lower: Quantity
    public var upper: Quantity
    public init(lower: Quantity, upper: Quantity) {
        self.lower = lower
        self.upper = upper
    }
    public var dimension: Dimension { lower.dimension }
}

/// A group of named values, like `swiftui` with its presets. Entries are in display order.
public struct Namespace: Sendable {
    public var name: String
    public var entries: [(name: String, value: Value)]
    public init(name: String, entries: [(name: String, value: Value)]) {
        self.name = name
        self.entries = entries
    }
    public func member(_ name: String) -> Value? { entries.first { $0.name == name }?.value }
}
