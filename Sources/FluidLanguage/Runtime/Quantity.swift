/// A number with a dimension, stored in base units (s, pt, rad), remembering the unit it
/// was written in so it can be shown (and saved) the same way.
public struct Quantity: Hashable, Sendable {
    /// The value in base units: seconds, points, radians.
    public var value: Double
    public var dimension: Dimension
    /// The unit to show it in; nil shows base units. Ignored if its dimension differs.
    public var unit: Unit?

    public init(_ value: Double, _ dimension: Dimension = .none, unit: Unit? = nil) {
        self.value = value
        self.dimension = dimension
        self.unit = unit.flatMap { $0.dimension == dimension ? $0 : nil }
    }

    /// A quantity written as `written` in `unit`: `Quantity(400, in: .millisecond)` is 0.4 s.
    public init(_ written: Double, in unit: Unit) {
        self.init(unit.toBase(written), unit.dimension, unit: unit)
    }

    public static func number(_ value: Double) -> Quantity { Quantity(value) }
    public static func seconds(_ value: Double) -> Quantity { Quantity(value, .time) }
    public static func points(_ value: Double) -> Quantity { Quantity(value, .length) }

    /// The unit it is shown in.
    public var displayUnit: Unit? {
        if let unit { return unit }
        return dimension.isDimensionless ? nil : Unit.defaultUnit(for: dimension)
    }

    public var isDimensionless: Bool { dimension.isDimensionless }

    /// The same dimension and unit with another value.
    func with(value: Double) -> Quantity { Quantity(value, dimension, unit: unit) }
}
