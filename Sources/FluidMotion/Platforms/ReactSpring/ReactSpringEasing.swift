/// react-spring's `easings` table (pmndrs/react-spring 9.7, packages/shared/src/easings.ts,
/// after easings.net), the curves its `config: { duration, easing }` plays: progress (0 at the
/// start, 1 at the end, may leave 0…1 for Back and Elastic) at a fraction x of the duration.
/// Each is written with the same operations in the same order as react-spring's, so with
/// the same libm results it gives the same doubles.
///
///     Quad/Cubic/Quart/Quint   in xⁿ (x·x·…), out 1 − (1 − x)ⁿ, inOut 2ⁿ⁻¹xⁿ below ½ else 1 − (−2x + 2)ⁿ/2
///     Sine                     in 1 − cos(xπ/2), out sin(xπ/2), inOut −(cos(πx) − 1)/2
///     Expo                     in 2^(10x − 10) (0 at 0), out 1 − 2^(−10x) (1 at 1)
///     Circ                     in 1 − √(1 − x²), out √(1 − (x − 1)²)
///     Back                     c1 = 1.70158, c3 = c1 + 1: in c3x³ − c1x², out 1 + c3(x − 1)³ + c1(x − 1)²
///     Elastic                  c4 = 2π/3: out 2^(−10x)·sin((10x − 0.75)c4) + 1 (0 at 0, 1 at 1)
///     Bounce                   out: four parabolas 7.5625(x − a)² + b split at 1/2.75, 2/2.75, 2.5/2.75
///     steps(n, end)            ⌊min(x, 0.999)·n⌋/n;  steps(n, start) ⌈max(x, 0.001)·n⌉/n, both clamped to 0…1
///
/// `linear` (x) is react-spring's default easing, whatever its doc comment says.
public enum ReactSpringEasing: Sendable, Hashable {
    case named(Name)
    /// `easings.steps(count, direction)`: a staircase of `count` equal steps.
    case steps(Int, StepDirection)

    /// The named curves, spelt as react-spring spells them (`easings.easeOutCubic`).
    public enum Name: String, CaseIterable, Sendable {
        case linear
        case easeInQuad, easeOutQuad, easeInOutQuad
        case easeInCubic, easeOutCubic, easeInOutCubic
        case easeInQuart, easeOutQuart, easeInOutQuart
        case easeInQuint, easeOutQuint, easeInOutQuint
        case easeInSine, easeOutSine, easeInOutSine
        case easeInExpo, easeOutExpo, easeInOutExpo
        case easeInCirc, easeOutCirc, easeInOutCirc
        case easeInBack, easeOutBack, easeInOutBack
        case easeInElastic, easeOutElastic, easeInOutElastic
        case easeInBounce, easeOutBounce, easeInOutBounce
    }

    /// Where a step jumps: at the end of each interval (react-spring's default) or its start.
    public typealias StepDirection = EasingStepDirection

    static let c1 = 1.70158
    static let c2 = c1 * 1.525
    static let c3 = c1 + 1
    static let c4 = (2 * Double.pi) / 3
    static let c5 = (2 * Double.pi) / 4.5

    /// The progress at fraction `x` of the duration.
    public func callAsFunction(_ x: Double) -> Double {
        switch self {
        case .steps(let count, let direction):
            let steps = Double(count)
            let progress = direction == .end ? min(x, 0.999) : max(x, 0.001)
            let expanded = progress * steps
            let rounded = direction == .end ? floor(expanded) : ceil(expanded)
            return Self.clamp(rounded / steps)
        case .named(let name):
            return Self.value(name, x)
        }
    }

    /// `Math.min(Math.max(v, 0), 1)`, NaN staying NaN as in JavaScript.
    static func clamp(_ v: Double) -> Double {
        if v.isNaN { return v }
        return Swift.min(Swift.max(v, 0), 1)
    }

    static func bounceOut(_ x: Double) -> Double {
        let n1 = 7.5625, d1 = 2.75
        if x < 1 / d1 {
            return n1 * x * x
        } else if x < 2 / d1 {
            let y = x - 1.5 / d1
            return n1 * y * y + 0.75
        } else if x < 2.5 / d1 {
            let y = x - 2.25 / d1
            return n1 * y * y + 0.9375
        } else {
            let y = x - 2.625 / d1
            return n1 * y * y + 0.984375
        }
    }

    static func value(_ name: Name, _ x: Double) -> Double {
        let pi = Double.pi
        switch name {
        case .linear: return x
        case .easeInQuad: return x * x
        case .easeOutQuad: return 1 - (1 - x) * (1 - x)
        case .easeInOutQuad: return x < 0.5 ? 2 * x * x : 1 - pow(-2 * x + 2, 2) / 2
        case .easeInCubic: return x * x * x
        case .easeOutCubic: return 1 - pow(1 - x, 3)
        case .easeInOutCubic: return x < 0.5 ? 4 * x * x * x : 1 - pow(-2 * x + 2, 3) / 2
        case .easeInQuart: return x * x * x * x
        case .easeOutQuart: return 1 - pow(1 - x, 4)
        case .easeInOutQuart: return x < 0.5 ? 8 * x * x * x * x : 1 - pow(-2 * x + 2, 4) / 2
        case .easeInQuint: return x * x * x * x * x
        case .easeOutQuint: return 1 - pow(1 - x, 5)
        case .easeInOutQuint: return x < 0.5 ? 16 * x * x * x * x * x : 1 - pow(-2 * x + 2, 5) / 2
        case .easeInSine: return 1 - cos((x * pi) / 2)
        case .easeOutSine: return sin((x * pi) / 2)
        case .easeInOutSine: return -(cos(pi * x) - 1) / 2
        case .easeInExpo: return x == 0 ? 0 : pow(2, 10 * x - 10)
        case .easeOutExpo: return x == 1 ? 1 : 1 - pow(2, -10 * x)
        case .easeInOutExpo:
            if x == 0 { return 0 }
            if x == 1 { return 1 }
            return x < 0.5 ? pow(2, 20 * x - 10) / 2 : (2 - pow(2, -20 * x + 10)) / 2
        case .easeInCirc: return 1 - (1 - pow(x, 2)).squareRoot()
        case .easeOutCirc: return (1 - pow(x - 1, 2)).squareRoot()
        case .easeInOutCirc:
            return x < 0.5 ? (1 - (1 - pow(2 * x, 2)).squareRoot()) / 2 : ((1 - pow(-2 * x + 2, 2)).squareRoot() + 1) / 2
        case .easeInBack: return c3 * x * x * x - c1 * x * x
        case .easeOutBack: return 1 + c3 * pow(x - 1, 3) + c1 * pow(x - 1, 2)
        case .easeInOutBack:
            return x < 0.5
                ? (pow(2 * x, 2) * ((c2 + 1) * 2 * x - c2)) / 2
                : (pow(2 * x - 2, 2) * ((c2 + 1) * (x * 2 - 2) + c2) + 2) / 2
        case .easeInElastic:
            if x == 0 { return 0 }
            if x == 1 { return 1 }
            return -pow(2, 10 * x - 10) * sin((x * 10 - 10.75) * c4)
        case .easeOutElastic:
            if x == 0 { return 0 }
            if x == 1 { return 1 }
            return pow(2, -10 * x) * sin((x * 10 - 0.75) * c4) + 1
        case .easeInOutElastic:
            if x == 0 { return 0 }
            if x == 1 { return 1 }
            return x < 0.5
                ? -(pow(2, 20 * x - 10) * sin((20 * x - 11.125) * c5)) / 2
                : (pow(2, -20 * x + 10) * sin((20 * x - 11.125) * c5)) / 2 + 1
        case .easeInBounce: return 1 - bounceOut(1 - x)
        case .easeOutBounce: return bounceOut(x)
        case .easeInOutBounce: return x < 0.5 ? (1 - bounceOut(1 - 2 * x)) / 2 : (1 + bounceOut(2 * x - 1)) / 2
        }
    }

    /// How react-spring spells it: `easeOutCubic`, `steps(4, "start")` (`steps(4)` for the
    /// default direction).
    public var name: String {
        switch self {
        case .named(let name): return name.rawValue
        case .steps(let count, .end): return "steps(\(count))"
        case .steps(let count, .start): return "steps(\(count), \"start\")"
        }
    }
}
