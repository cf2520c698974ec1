/// An easing a platform gives as a function of the fraction of the duration, not a cubic
/// Bézier (react-spring's `easings.easeOutCubic`, its `easings.steps(4)`), as a session export
/// takes it: read back from the value's source (`reactspring.easings.easeOutCubic`) through the
/// platforms' `easings` (`PlatformEasings.functions` and `steps`), with its curve, its
/// staircase when it is one, and, when its platform writes it (`FunctionEasingScript`), the
/// function in JavaScript with the platform's own operations. A target that cannot take a
/// function writes the nearest thing it has and names the gap.
public struct ExportedFunctionEasing: Sendable {
    /// Where the language offers it: `reactspring.easings`.
    public let path: String
    /// Its name under the path: `easeOutCubic`, `steps(4)`, `steps(4, "start")`.
    public let spelling: String
    /// Progress at a fraction x of the duration.
    public let curve: @Sendable (Double) -> Double
    /// Its steps and where each jumps, for a staircase; nil for a named curve.
    public let steps: (count: Int, direction: EasingStepDirection)?
    /// The function in JavaScript and in TypeScript, as its platform computes it; nil when its
    /// platform writes none.
    public let javaScript: (plain: String, typed: String)?
    /// The function's statements in Kotlin and in Swift (the fraction `x: Double`, the last
    /// statement its `return`), as its platform computes it; nil when its platform writes none.
    public let statements: (kotlin: [String], swift: [String])?

    /// `reactspring.easings.easeOutCubic`: how the notebook spells it.
    public var source: String { path + "." + spelling }

    /// The easing whose value prints as `source`, or nil when no platform gives one of that spelling.
    public init?(source: String) {
        for platform in MotionPlatforms.all {
            guard let easings = platform.easings, !easings.functions.isEmpty || easings.steps != nil,
                  source.hasPrefix(easings.path + ".") else { continue }
            let rest = String(source.dropFirst(easings.path.count + 1))
            if let named = easings.functions.first(where: { $0.name == rest }) {
                curve = named.curve
                steps = nil
            } else if let family = easings.steps, rest.hasPrefix(family.name + "("),
                      let count = Int(rest.dropFirst(family.name.count + 1).prefix { $0.isNumber }),
                      let direction = EasingStepDirection.allCases.first(where: { family.spelling(count, $0) == rest }) {
                curve = { x in family.curve(count, direction, x) }
                steps = (count, direction)
            } else {
                continue
            }
            path = easings.path
            spelling = rest
            let script = platform as? any FunctionEasingScript
            if let plain = script?.javaScript(rest, typed: false), let typed = script?.javaScript(rest, typed: true) {
                javaScript = (plain, typed)
            } else {
                javaScript = nil
            }
            let code = platform as? any FunctionEasingCode
            if let kotlin = code?.statements(rest, in: .kotlin), let swift = code?.statements(rest, in: .swift) {
                statements = (kotlin, swift)
            } else {
                statements = nil
            }
            return
        }
        return nil
    }

    /// The closest cubic Bézier to the curve (fitted at 101 fractions) and its largest gap, for
    /// a target that takes no function: from `fits`, which an export keeps so that the many
    /// parts that state it fit each curve once (a fit is thousands of evaluations).
    public func nearestCubicBezier(fits: CubicBezierFits = CubicBezierFits()) -> (timing: CubicBezierTiming, maximumGap: Double) {
        fits.fitted(to: curve)
    }

    /// What a target that takes no function says of the cubic Bézier it writes instead, after
    /// its name (`SwiftUI: takes no …`).
    public func nearestClaim(fits: CubicBezierFits = CubicBezierFits()) -> String {
        let nearest = nearestCubicBezier(fits: fits)
        return "takes no \(source) (a function of the time, not a cubic Bézier): the nearest cubic Bézier, "
            + "\(nearest.timing.bezierText), strays up to \(ExportNumber(nearest.maximumGap, significant: 2)) of the distance from it"
    }

    /// What a part whose file also holds the function itself (`exact`, its name there) says of
    /// the nearest cubic Bézier it writes, for a platform API that takes only a cubic Bézier.
    public func nearestClaim(exact: String, fits: CubicBezierFits = CubicBezierFits()) -> String {
        let nearest = nearestCubicBezier(fits: fits)
        return "the cubic Bézier nearest \(source), \(nearest.timing.bezierText), strays up to "
            + "\(ExportNumber(nearest.maximumGap, significant: 2)) of the distance from it (\(exact) is the curve itself)"
    }
}

/// A platform that writes its easings given as functions in JavaScript, for the TypeScript and
/// JavaScript exports: `spelling` is the easing's name under its path (`easeOutCubic`,
/// `steps(4, "start")`), the answer an arrow function of the fraction of the duration (typed
/// `(x: number): number` when `typed`), nil for a spelling it does not give.
public protocol FunctionEasingScript {
    func javaScript(_ spelling: String, typed: Bool) -> String?
}

/// The languages a platform writes its easings given as functions in, beside JavaScript.
public enum FunctionEasingLanguage: Sendable {
    case kotlin, swift
}

/// A platform that writes its easings given as functions in Kotlin and Swift: the statements of
/// a function of the fraction `x: Double` returning a `Double`, nil for a spelling it does not give.
public protocol FunctionEasingCode {
    func statements(_ spelling: String, in language: FunctionEasingLanguage) -> [String]?
}
