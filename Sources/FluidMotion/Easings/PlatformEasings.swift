/// The named cubic-Bézier easings a platform gives (`MotionPlatform.easings`), as the language
/// offers them under `path` (`css.easeOut`, each a `cubicBezier(…)` value) and as help and
/// messages about easings name them, built from the registry so none of those names a platform.
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

    public init(path: String, curveFamily: String, listTitle: String, named: [Named], example: String) {
        self.path = path
        self.curveFamily = curveFamily
        self.listTitle = listTitle
        self.named = named
        self.example = example
    }

    /// Each easing's path in the language, in order: `css.linear`, `css.ease`, ….
    public var paths: [String] { named.map { path + "." + $0.name } }
}
