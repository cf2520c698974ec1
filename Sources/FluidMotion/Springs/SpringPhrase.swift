/// A sentence about a spring whose numbers keep their kind (a time in seconds, a plain
/// number), so whoever shows it formats them its own way: fluid as `333.3 ms`, an app as it
/// likes. Written with interpolation: `"it would need a duration of \(time: t)"`.
public struct SpringPhrase: Sendable, Hashable, CustomStringConvertible,
                            ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public enum Part: Sendable, Hashable {
        case text(String)
        /// A plain number.
        case number(Double)
        /// A time, in seconds.
        case time(Double)
    }

    public var parts: [Part]

    public init(parts: [Part]) { self.parts = parts }
    public init(stringLiteral text: String) { parts = [.text(text)] }
    public init(stringInterpolation: Interpolation) { parts = stringInterpolation.parts }

    public struct Interpolation: StringInterpolationProtocol {
        var parts: [Part] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ text: String) { if !text.isEmpty { parts.append(.text(text)) } }
        public mutating func appendInterpolation(number value: Double) { parts.append(.number(value)) }
        public mutating func appendInterpolation(time seconds: Double) { parts.append(.time(seconds)) }
        public mutating func appendInterpolation(_ text: String) { parts.append(.text(text)) }
    }

    /// The phrase with numbers and times written by the given functions.
    public func rendered(number: (Double) -> String, time: (Double) -> String) -> String {
        parts.map { part in
            switch part {
            case .text(let text): return text
            case .number(let value): return number(value)
            case .time(let seconds): return time(seconds)
            }
        }.joined()
    }

    /// Swift's shortest text for numbers, times in seconds (`0.25 s`).
    public var description: String { rendered(number: { "\($0)" }, time: { "\($0) s" }) }

    /// Whether the phrase says nothing.
    public var isEmpty: Bool { parts.allSatisfy { if case .text(let t) = $0 { t.isEmpty } else { false } } }
}
