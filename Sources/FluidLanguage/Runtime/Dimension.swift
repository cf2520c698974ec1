/// The physical dimension of a quantity: time^time · length^length · angle^angle.
///
/// Dimensionless numbers have all exponents 0. Exponents are integers: a dimensioned
/// quantity can only be raised to an integer power.
public struct Dimension: Hashable, Sendable {
    public var time: Int
    public var length: Int
    public var angle: Int

    public init(time: Int = 0, length: Int = 0, angle: Int = 0) {
        self.time = time
        self.length = length
        self.angle = angle
    }

    public static let none = Dimension()
    public static let time = Dimension(time: 1)
    public static let length = Dimension(length: 1)
    public static let angle = Dimension(angle: 1)
    public static let frequency = Dimension(time: -1)
    public static let speed = Dimension(time: -1, length: 1)
    public static let angularSpeed = Dimension(time: -1, angle: 1)

    public var isDimensionless: Bool { self == .none }

    public static func * (a: Dimension, b: Dimension) -> Dimension {
        Dimension(time: a.time + b.time, length: a.length + b.length, angle: a.angle + b.angle)
    }

    public static func / (a: Dimension, b: Dimension) -> Dimension {
        Dimension(time: a.time - b.time, length: a.length - b.length, angle: a.angle - b.angle)
    }

    public func power(_ n: Int) -> Dimension {
        Dimension(time: time * n, length: length * n, angle: angle * n)
    }

    /// How a message names the dimension: "a time", "a length", "a number", "a speed".
    public var phrase: String {
        switch self {
        case .none: return "a number"
        case .time: return "a time"
        case .length: return "a length"
        case .angle: return "an angle"
        case .speed: return "a speed"
        case .angularSpeed: return "an angular speed"
        case .frequency: return "a rate per second"
        default: return "a quantity in \(Unit.defaultUnit(for: self).symbol)"
        }
    }
}
