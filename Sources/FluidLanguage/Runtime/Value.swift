import Motion

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
    case motion(MotionValue)
    case function(FunctionValue)
    /// A named group of values: `swiftui` (`swiftui.bouncy`), `android.stiffness`.
    case namespace(Namespace)

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
        }
    }

    public var quantity: Quantity? {
        if case .number(let q) = self { return q }
        return nil
    }
}

/// A 2D point or vector, `(x, y)`; both coordinates have the same dimension.
public struct PointValue: Hashable, Sendable {
    public var x: Quantity
    public var y: Quantity
    public init(x: Quantity, y: Quantity) {
        self.x = x
        self.y = y
    }
    public var dimension: Dimension { x.dimension }
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
