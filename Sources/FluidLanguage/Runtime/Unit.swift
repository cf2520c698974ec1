import FluidMotion

/// A unit a number can be written in. The value in base units (s, pt, rad) is
/// `written * numerator / denominator`, computed in that order, so that a value written as
/// `400ms` is exactly `400 / 1000` and the conversion back is checked for exactness.
public struct Unit: Hashable, Sendable, CustomStringConvertible {
    /// How the unit is written in source and shown: `ms`, `pt/s`, `%`.
    public var symbol: String
    public var dimension: Dimension
    public var numerator: Double
    public var denominator: Double

    public init(symbol: String, dimension: Dimension, numerator: Double = 1, denominator: Double = 1) {
        self.symbol = symbol
        self.dimension = dimension
        self.numerator = numerator
        self.denominator = denominator
    }

    public var description: String { symbol }

    /// The value in base units of `written` in this unit.
    public func toBase(_ written: Double) -> Double {
        written * numerator / denominator
    }

    /// The value in this unit of a base-unit value.
    public func fromBase(_ base: Double) -> Double {
        base * denominator / numerator
    }

    public static let second = Unit(symbol: "s", dimension: .time)
    public static let millisecond = Unit(symbol: "ms", dimension: .time, denominator: 1000)
    public static let point = Unit(symbol: "pt", dimension: .length)
    /// Logical pixels: the same as points.
    public static let pixel = Unit(symbol: "px", dimension: .length)
    public static let radian = Unit(symbol: "rad", dimension: .angle)
    public static let degree = Unit(symbol: "deg", dimension: .angle, numerator: Double.pi, denominator: 180)
    public static let percent = Unit(symbol: "%", dimension: .none, denominator: 100)

    /// Units a number literal can carry before an optional `/s` or `/ms`.
    static let simple: [Unit] = [.second, .millisecond, .point, .pixel, .radian, .degree]
    static let timeUnits: [Unit] = [.second, .millisecond]

    /// `pt/s`, `deg/ms`, …: a length or angle unit per time unit.
    public static func rate(_ amount: Unit, per time: Unit) -> Unit {
        Unit(
            symbol: "\(amount.symbol)/\(time.symbol)",
            dimension: amount.dimension / time.dimension,
            numerator: amount.numerator * time.denominator,
            denominator: amount.denominator * time.numerator
        )
    }

    /// Every unit word the lexer knows, including rates.
    public static let all: [Unit] = {
        var units = simple + [percent]
        for amount in simple where amount.dimension != .time {
            for time in timeUnits { units.append(rate(amount, per: time)) }
        }
        return units
    }()

    static func named(_ word: String) -> Unit? {
        simple.first { $0.symbol == word }
    }

    /// The unit a value of this dimension is shown in when it remembers none: base units
    /// (s, pt, rad) and their products, e.g. `pt/s`, `pt/s^2`, `1/s`.
    public static func defaultUnit(for dimension: Dimension) -> Unit {
        switch dimension {
        case .time: return .second
        case .length: return .point
        case .angle: return .radian
        case .speed: return rate(.point, per: .second)
        case .angularSpeed: return rate(.radian, per: .second)
        default: break
        }
        var numeratorParts: [String] = []
        var denominatorParts: [String] = []
        for (symbol, exponent) in [("pt", dimension.length), ("rad", dimension.angle), ("s", dimension.time)] where exponent != 0 {
            let part = abs(exponent) == 1 ? symbol : "\(symbol)^\(abs(exponent))"
            if exponent > 0 { numeratorParts.append(part) } else { denominatorParts.append(part) }
        }
        var symbol = numeratorParts.isEmpty ? "1" : numeratorParts.joined(separator: "·")
        if !denominatorParts.isEmpty { symbol += "/" + denominatorParts.joined(separator: "/") }
        return Unit(symbol: dimension.isDimensionless ? "" : symbol, dimension: dimension)
    }
}

/// What each unit word means, for `help ms`, `help pt/s` and `help units`.
extension Unit {
    /// The simple units and `%`; a rate is its amount per its time.
    private static let meanings: [String: String] = [
        "s": "seconds", "ms": "milliseconds (1000 to the second)",
        "pt": "points, the logical pixels of iOS and macOS", "px": "logical pixels (" + pixelWords + "), the same as points",
        "rad": "radians (a plain number for an angle is radians)", "deg": "degrees (180deg = pi rad)",
        "%": "percent of a plain number (20% = 0.2)",
    ]

    /// The platforms' own names for a logical pixel, as they declare them: "CSS px, Android dp".
    private static var pixelWords: String {
        MotionPlatforms.glossary(.logicalPixel).compactMap(\.entry.meaning).joined(separator: ", ")
    }

    /// "milliseconds", "points per second".
    var meaning: String {
        if let meaning = Unit.meanings[symbol] { return meaning }
        let parts = symbol.split(separator: "/").map(String.init)
        guard parts.count == 2, let amount = Unit.named(parts[0]), let time = Unit.named(parts[1]) else { return symbol }
        let names = ["pt": "points", "px": "pixels", "rad": "radians", "deg": "degrees", "s": "second", "ms": "millisecond"]
        return "\(names[amount.symbol] ?? amount.symbol) per \(names[time.symbol] ?? time.symbol)"
    }

    /// `1 ms = 0.001 s`: the unit in the base unit of its dimension; nil for a base unit.
    var inBaseUnit: String? {
        let base = Unit.defaultUnit(for: dimension)
        guard numerator != denominator || base.symbol != symbol, !base.symbol.isEmpty || self == .percent else { return nil }
        let value = ValueFormatter(digits: 6).number(toBase(1))
        return "1 \(symbol) = \(value)\(base.symbol.isEmpty ? "" : " " + base.symbol)"
    }

    /// A literal in this unit that a designer would write: `400ms`, `1200pt/s`, `90deg`.
    var example: String {
        let amount: String
        switch dimension {
        case .time: amount = self == .second ? "0.4" : "400"
        case .length: amount = "20"
        case .angle: amount = self == .radian ? "1.2" : "90"
        case .speed: amount = symbol.hasSuffix("/ms") ? "1.2" : "1200"
        case .angularSpeed: amount = symbol.hasPrefix("deg") ? (symbol.hasSuffix("/ms") ? "0.36" : "360") : "6"
        default: amount = "20"
        }
        return amount + symbol
    }
}
