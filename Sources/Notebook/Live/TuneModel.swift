import FluidLanguage
import Foundation
import FluidMotion

/// The state of `tune NAME`: the spring being tuned, which two of its form's parameters
/// the arrows move, and the step size. Pure: keys in, a new model out; the executable
/// draws `frame(width:height:)` and acts on `outcome`.
///
/// ←/→ move the first parameter of the pair, ↑/↓ the second (also h/l and k/j); `p` (or
/// Tab) moves to the next pair of the form's parameters; `s` cycles the step ×1, ×10,
/// ×0.1; Enter keeps the result, Esc (or Ctrl-C, or q) puts the spring back. A step that
/// would leave the form's valid range keeps the last valid value and says why in `note`.
public struct TuneModel: Sendable {
    /// What the user decided.
    public enum Outcome: Equatable, Sendable {
        /// Enter: bind the tuned spring to the name.
        case keep
        /// Esc: leave the binding as it was.
        case restore
    }

    /// The binding being tuned.
    public let name: String
    /// The spring as it was when tuning began (what Esc puts back).
    public let original: SpringValue
    /// The spring as tuned so far.
    public private(set) var current: SpringValue
    /// The form's parameters the arrows can move, in the order shown.
    public let parameters: [String]
    /// Index of the pair the arrows move: parameters[pair] with ←/→, the next one with ↑/↓.
    public private(set) var pair = 0
    /// Index into `TuneModel.stepFactors`.
    public private(set) var stepIndex = 0
    /// Why the last key changed nothing (a step out of range), or nil.
    public private(set) var note: String?
    /// Set by Enter or Esc; the mode ends when it is not nil.
    public private(set) var outcome: Outcome?
    /// Significant digits for the numbers shown.
    public var digits: Int

    /// Steps cycle ×1 → ×10 → ×0.1 → ×1 with `s`.
    public static let stepFactors: [Double] = [1, 10, 0.1]
    /// Step of each parameter at ×1, fixed when tuning begins so a step stays the same size.
    let baseSteps: [String: Double]

    /// Throws `TuneError` (with the reason) when the spring has no parameter to tune.
    public init(name: String, spring: SpringValue, digits: Int = 4) throws(TuneError) {
        let tunable = spring.form.labels.filter { spring.arguments[$0] != nil && $0 != "epsilon" }
        guard !tunable.isEmpty else { throw TuneError(message: "\(name) has no numeric parameter to tune") }
        self.name = name
        self.original = spring
        self.current = spring
        self.parameters = tunable
        self.digits = digits
        var steps: [String: Double] = [:]
        for label in tunable {
            steps[label] = Self.baseStep(label, value: spring.arguments[label]!, form: spring.form)
        }
        self.baseSteps = steps
    }

    /// The parameter ←/→ move.
    public var horizontal: String { parameters[pair % parameters.count] }
    /// The parameter ↑/↓ move, or nil for a form with a single parameter.
    public var vertical: String? { parameters.count > 1 ? parameters[(pair + 1) % parameters.count] : nil }
    /// The multiplier applied to each parameter's step.
    public var stepFactor: Double { Self.stepFactors[stepIndex] }
    /// The step of `label` now (base units: seconds for times).
    public func step(_ label: String) -> Double { (baseSteps[label] ?? 1) * stepFactor }
    /// The value of `label` now (base units).
    public func value(_ label: String) -> Double { current.arguments[label]?.value ?? .nan }

    /// The model after one key.
    public func handle(_ key: LiveKey) -> TuneModel {
        var next = self
        next.note = nil
        switch key {
        case .right, .character("l"): next.nudge(horizontal, by: +1)
        case .left, .character("h"): next.nudge(horizontal, by: -1)
        case .up, .character("k"): if let v = vertical { next.nudge(v, by: +1) } else { next.note = "\(horizontal) is the only parameter: use ←/→" }
        case .down, .character("j"): if let v = vertical { next.nudge(v, by: -1) } else { next.note = "\(horizontal) is the only parameter: use ←/→" }
        case .tab, .character("p"): next.pair = (pair + 1) % max(parameters.count > 2 ? parameters.count : 1, 1)
        case .character("s"): next.stepIndex = (stepIndex + 1) % Self.stepFactors.count
        case .enter: next.outcome = .keep
        case .escape, .interrupt, .character("q"): next.outcome = .restore; next.current = original
        default: next.note = "keys: ←/→ ↑/↓ change, p next pair, s step size, Enter keep, Esc undo"
        }
        return next
    }

    /// Moves `label` one step (`direction` ±1), keeping the last valid value when the
    /// form refuses the new one.
    private mutating func nudge(_ label: String, by direction: Double) {
        guard let old = current.arguments[label] else { return }
        let step = self.step(label)
        // Round to a millionth of the step so repeated steps land on clean values
        // (0.8 + 0.05 + 0.05 is 0.9, not 0.9000000000000001).
        // Dividing by the whole number 1e6/step (not multiplying by step/1e6) gives the
        // correctly rounded decimal: 21000000 / 100000 is exactly 210.
        let perUnit = (1e6 / step).rounded()
        let raw = old.value + direction * step
        let new = (raw * perUnit).rounded() / perUnit
        var arguments = current.arguments
        arguments[label] = Quantity(new, old.dimension, unit: old.unit)
        do throws(MotionError) {
            current = try SpringValue(form: current.form, arguments: arguments, velocity: current.velocity, flags: current.flags)
        } catch {
            note = "\(label) stays at \(show(label, old.value)): \(error.message)"
        }
    }

    /// `value` of `label` as shown: times as times (400 ms), the rest as numbers.
    func show(_ label: String, _ value: Double) -> String {
        let formatter = ValueFormatter(digits: digits)
        if original.arguments[label]?.dimension == .time { return formatter.time(value) }
        return formatter.number(value)
    }

    /// The step at ×1 for a parameter: 0.05 for ratios and bounces, 10 ms for times, and
    /// for the rest (stiffness, mass, tension, …) the 1-2-5 number nearest 5 % of its value.
    static func baseStep(_ label: String, value: Quantity, form: SpringForm) -> Double {
        if value.dimension == .time { return 0.01 }
        let ratios: Set<String> = ["dampingRatio", "dampingFraction", "bounce", "extraBounce"]
        if ratios.contains(label) { return 0.05 }
        if label == "damping" && !form.labels.contains("stiffness") && !form.labels.contains("tension") { return 0.05 }
        return niceStep(abs(value.value) * 0.05)
    }

    /// The number of the form 1, 2 or 5 × 10ⁿ nearest `x` (1 for 0 or a non-finite `x`).
    static func niceStep(_ x: Double) -> Double {
        guard x.isFinite, x > 0 else { return 1 }
        let exponent = (log10(x)).rounded(.down)
        let scale = pow(10, exponent)
        let mantissa = x / scale
        let nice: Double = mantissa < 1.5 ? 1 : mantissa < 3.5 ? 2 : mantissa < 7.5 ? 5 : 10
        return nice * scale
    }
}

/// Why `tune` cannot start.
public struct TuneError: Error, Sendable {
    public var message: String
}
