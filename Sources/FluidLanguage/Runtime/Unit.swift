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
