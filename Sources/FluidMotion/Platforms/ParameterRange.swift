/// The values a parameter takes, in base units: a lower and an upper bound, each closed (the
/// bound itself is taken) or open (it is not), or absent; always finite. A size
/// (`distance:`) is checked, and taken, as its magnitude: a move of −300pt is a move of 300pt.
/// Declared here, beside the platforms, so a platform states its own options' ranges (its
/// frame options); the language's `ParameterDescriptor` checks them with one wording.
public struct ParameterRange: Sendable {
    public enum Bound: Sendable {
        case closed(Double)
        case open(Double)
    }

    public let lower: Bound?
    public let upper: Bound?
    /// Whether the value's magnitude is what is checked and used.
    public let magnitude: Bool
    /// How a message says the range: "1 to 1000 frames per second", "a positive number".
    public let phrase: String
    /// Why the range is what it is, when the phrase does not say: "react-spring takes 0 as unset".
    public let reason: String?

    public init(lower: Bound?, upper: Bound?, magnitude: Bool = false, _ phrase: String, reason: String? = nil) {
        self.lower = lower
        self.upper = upper
        self.magnitude = magnitude
        self.phrase = phrase
        self.reason = reason
    }

    /// Whether `x` is inside: finite, and on the right side of each bound.
    public func contains(_ x: Double) -> Bool {
        guard x.isFinite else { return false }
        switch lower {
        case .closed(let bound)?: if x < bound { return false }
        case .open(let bound)?: if x <= bound { return false }
        case nil: break
        }
        switch upper {
        case .closed(let bound)?: if x > bound { return false }
        case .open(let bound)?: if x >= bound { return false }
        case nil: break
        }
        return true
    }

    /// `low ... high`, both taken.
    public static func closed(_ low: Double, _ high: Double, _ phrase: String, reason: String? = nil) -> ParameterRange {
        ParameterRange(lower: .closed(low), upper: .closed(high), phrase, reason: reason)
    }

    /// Above 0, with no upper bound but finiteness.
    public static func positive(_ phrase: String, reason: String? = nil) -> ParameterRange {
        ParameterRange(lower: .open(0), upper: nil, phrase, reason: reason)
    }
}
