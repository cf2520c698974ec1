import FluidLanguage
import FluidMotion
import TerminalPlot

/// The state of `tune NAME`: the spring being tuned, the family of knobs it is tuned by
/// (its own form's parameters, or damping/response, duration/bounce, stiffness/damping,
/// visualDuration/bounce, frequency/damping: `SpringValue.knobFamilies`), which two knobs
/// the arrows move, and the step size. Pure: keys in, a new model out; the executable
/// draws `frame(width:height:)` and acts on `outcome`.
///
/// ←/→ move the first knob of the pair, ↑/↓ the second (also h/l and k/j); `p` (or Tab)
/// moves to the next pair (with two knobs, swaps them); `f` moves to the next family; `s`
/// cycles the step normal → fine → coarse; `=` types a value for the ←/→ knob
/// (`TuneModel+Entry.swift`); Enter keeps the result, Esc (or Ctrl-C, or q) puts the
/// spring back. A change made through another family is written back in the spring's own
/// form, so the binding keeps the constructor it was written with. A step that would leave
/// the valid range keeps the last valid value and says why in `note`.
public struct TuneModel: Sendable {
    /// What the user decided.
    public enum Outcome: Equatable, Sendable {
        /// Enter: bind the tuned spring to the name.
        case keep
        /// Esc: leave the binding as it was.
        case restore
    }

    /// The step sizes `s` cycles through.
    public enum StepSize: String, CaseIterable, Sendable {
        case normal, fine, coarse
    }

    /// The binding being tuned.
    public let name: String
    /// The spring as it was when tuning began (what Esc puts back).
    public let original: SpringValue
    /// The spring as tuned so far, in its own form.
    public private(set) var current: SpringValue
    /// The families of knobs this spring can be tuned by, its own form first.
    public let families: [SpringKnobs]
    /// Index into `families` of the family the keys move.
    public private(set) var familyIndex = 0
    /// The family's knob values as tuned so far (base units: seconds for times). Kept
    /// between keys, not read back from `current`, so steps land on clean values.
    public private(set) var knobValues: [String: Double]
    /// Index of the pair the arrows move: parameters[pair] with ←/→, the next one with ↑/↓.
    public internal(set) var pair = 0
    public private(set) var stepSize = StepSize.normal
    /// The text typed after `=`, while a value is being typed; nil otherwise.
    public internal(set) var entry: String?
    /// Why the last key changed nothing (a step out of range), or nil.
    public internal(set) var note: String?
    /// Set by Enter or Esc; the mode ends when it is not nil.
    public private(set) var outcome: Outcome?
    /// Significant digits for the numbers shown.
    public var digits: Int
    /// The colours of its pictures at a terminal that draws them (`DisplaySettings.pictureColours`,
    /// set by the live mode): the plot's and the lane's.
    public var pictureColours: PlotColours = .light
    /// The normal step of each amount knob of the family (`KnobKind.amount`), fixed when the
    /// family is chosen so a step stays the same size.
    private var amountSteps: [String: Double]

    /// Throws `TuneError` (with the reason) when the spring has no parameter to tune.
    public init(name: String, spring: SpringValue, digits: Int = 4) throws(TuneError) {
        let families = spring.knobFamilies
        guard let own = families.first else { throw TuneError(message: "\(name) has no numeric parameter to tune") }
        self.name = name
        self.original = spring
        self.current = spring
        self.families = families
        self.digits = digits
        self.knobValues = spring.values(in: own.form) ?? [:]
        self.amountSteps = [:]
        selectFamily(0)
    }

    /// The family the keys move.
    public var family: SpringKnobs { families[familyIndex] }
    /// The family's knobs, in the order the arrows take them.
    public var parameters: [String] { family.labels }
    /// The knob ←/→ move.
    public var horizontal: String { parameters[pair % parameters.count] }
    /// The knob ↑/↓ move, or nil for a family with a single knob.
    public var vertical: String? { parameters.count > 1 ? parameters[(pair + 1) % parameters.count] : nil }
    /// The step of `label` now (base units: seconds for times).
    public func step(_ label: String) -> Double {
        Self.step(Self.kind(label, in: family.form), amount: amountSteps[label] ?? 1, size: stepSize)
    }
    /// The value of knob `label` now (base units).
    public func value(_ label: String) -> Double { knobValues[label] ?? current.arguments[label]?.value ?? .nan }

    /// The model after one key.
    public func handle(_ key: LiveKey) -> TuneModel {
        var next = self
        next.note = nil
        if entry != nil { next.type(key); return next }
        switch key {
        case .right, .character("l"): next.nudge(horizontal, by: +1)
        case .left, .character("h"): next.nudge(horizontal, by: -1)
        case .up, .character("k"): if let v = vertical { next.nudge(v, by: +1) } else { next.note = "\(horizontal) is the only knob: use ←/→" }
        case .down, .character("j"): if let v = vertical { next.nudge(v, by: -1) } else { next.note = "\(horizontal) is the only knob: use ←/→" }
        case .tab, .character("p"): next.pair = (pair + 1) % max(parameters.count, 1)
        case .character("f"):
            if families.count > 1 { next.selectFamily((familyIndex + 1) % families.count) } else { next.note = "\(name) has one family of knobs" }
        case .character("s"):
            let sizes = StepSize.allCases
            next.stepSize = sizes[(sizes.firstIndex(of: stepSize)! + 1) % sizes.count]
        case .character("="): next.entry = ""
        case .enter: next.outcome = .keep
        case .escape, .interrupt, .character("q"): next.outcome = .restore; next.current = original
        default: next.note = Self.keysHelp
        }
        return next
    }

    static let keysHelp = "keys: ←/→ ↑/↓ change, p next pair, f next family, s step size, = type a value, Enter keep, Esc undo"

    /// Makes family `index` the one the keys move: its knob values read from the spring as
    /// it is now, the first pair, steps fixed from those values.
    private mutating func selectFamily(_ index: Int) {
        familyIndex = index
        pair = 0
        knobValues = current.values(in: family.form) ?? [:]
        amountSteps = [:]
        for label in parameters { amountSteps[label] = Self.niceStep(abs(knobValues[label] ?? 1) * 0.05) }
    }

    /// Moves `label` one step (`direction` ±1), keeping the last valid value when the
    /// family's form or the spring's own form refuses the new one.
    private mutating func nudge(_ label: String, by direction: Double) {
        guard let old = knobValues[label] else { return }
        let step = self.step(label)
        // Round to a millionth of the step so repeated steps land on clean values
        // (0.8 + 0.05 + 0.05 is 0.9, not 0.9000000000000001).
        // Dividing by the whole number 1e6/step (not multiplying by step/1e6) gives the
        // correctly rounded decimal: 21000000 / 100000 is exactly 210.
        let perUnit = (1e6 / step).rounded()
        let raw = old + direction * step
        set(label, to: (raw * perUnit).rounded() / perUnit)
    }

    /// Sets knob `label` to `new` (base units) through the family's form; the spring is
    /// written back in its own form. On refusal nothing changes and `note` says why.
    mutating func set(_ label: String, to new: Double) {
        guard let old = knobValues[label] else { return }
        var values = knobValues
        values[label] = new
        do throws(SpringRewriteError) {
            current = try current.rewritten(through: family.form, values: values, flags: current.flags)
            knobValues = values
        } catch {
            note = "\(label) stays at \(show(label, old)): \(error.message(changing: label).text)"
        }
    }

    /// Whether knob `label` of the family is a time.
    func isTime(_ label: String) -> Bool { family.form.times.contains(label) }

    /// `value` of `label` as shown: times as times (400 ms), the rest as numbers.
    func show(_ label: String, _ value: Double) -> String {
        let formatter = ValueFormatter(digits: digits)
        return isTime(label) ? formatter.time(value) : formatter.number(value)
    }

    /// What a knob measures, which sets its steps.
    enum KnobKind: Sendable {
        /// A time: 10 ms, fine 1 ms, coarse 50 ms.
        case time
        /// A damping ratio or a bounce (0 … about 1): 0.05, fine 0.01, coarse 0.1.
        case ratio
        /// Anything else (stiffness, mass, tension, …): the 1-2-5 number nearest 5 % of its
        /// value when the family was chosen, fine a fifth of that, coarse five times.
        case amount
    }

    /// Labels that are ratios in every form that has them.
    static let ratios: Set<String> = ["dampingRatio", "dampingFraction", "bounce", "extraBounce"]

    /// What knob `label` of `form` measures: `damping` is a ratio in forms without a
    /// stiffness or tension (fluid's damping/response, react-spring's frequency/damping).
    static func kind(_ label: String, in form: SpringForm) -> KnobKind {
        if form.times.contains(label) { return .time }
        if ratios.contains(label) || (label == "damping" && !form.labels.contains("stiffness") && !form.labels.contains("tension")) { return .ratio }
        return .amount
    }

    /// The step of a knob of `kind` at `size`; `amount` is the normal step of an amount.
    static func step(_ kind: KnobKind, amount: Double, size: StepSize) -> Double {
        switch (kind, size) {
        case (.time, .normal): 0.01
        case (.time, .fine): 0.001
        case (.time, .coarse): 0.05
        case (.ratio, .normal): 0.05
        case (.ratio, .fine): 0.01
        case (.ratio, .coarse): 0.1
        case (.amount, .normal): amount
        case (.amount, .fine): amount / 5
        case (.amount, .coarse): amount * 5
        }
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
