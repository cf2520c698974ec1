/// The named easings a platform gives (`MotionPlatform.easings`), as the language offers them
/// under `path` and as help and messages about easings name them, built from the registry so
/// none of those names a platform: cubic Béziers (`css.easeOut`, each a `cubicBezier(…)`
/// value), curves given as functions of the fraction of the duration
/// (`reactspring.easings.easeOutCubic`), and a family of staircase easings (`EasingSteps`).
public struct PlatformEasings: Sendable {
    /// One named easing: fluid's name (`easeOut`), the platform's own spelling (`ease-out`), its curve.
    public typealias Named = (name: String, keyword: String, timing: CubicBezierTiming)

    /// The namespace in the language: `css`.
    public let path: String
    /// Whose timing curves `cubicBezier(…)` makes, as help says "a … timing curve": `CSS / Core Animation`.
    public let curveFamily: String
    /// How help introduces the list of names: `the CSS keywords`.
    public let listTitle: String
    /// The easings, in the platform's order.
    public let named: [Named]
    /// The name examples play (`easeOut`, so `fit(css.easeOut, duration: 300ms)`).
    public let example: String

    /// The named curves that are no cubic Bézier, in the platform's order: each a function of
    /// the fraction x of the duration giving progress (0 at the start, 1 at the end).
    public let functions: [NamedFunction]
    /// Its staircase easings, `steps(count, direction)`; nil when it has none.
    public let steps: EasingSteps?

    /// One named curve given as a function: fluid's name (`easeOutCubic`), its progress at x.
    public typealias NamedFunction = (name: String, curve: @Sendable (Double) -> Double)

    /// Named cubic Béziers.
    public init(path: String, curveFamily: String, listTitle: String, named: [Named], example: String) {
        self.path = path
        self.curveFamily = curveFamily
        self.listTitle = listTitle
        self.named = named
        self.example = example
        self.functions = []
        self.steps = nil
    }

    /// Named curves given as functions, and a staircase family; no cubic Bézier.
    public init(path: String, functions: [NamedFunction], steps: EasingSteps?) {
        self.path = path
        self.curveFamily = ""
        self.listTitle = ""
        self.named = []
        self.example = functions.first?.name ?? ""
        self.functions = functions
        self.steps = steps
    }

    /// Each easing's path in the language, in order: `css.linear`, `css.ease`, ….
    public var paths: [String] { named.map { path + "." + $0.name } }
}
