/// The platforms' named easings (`MotionPlatform.easings`), and the phrases help and messages
/// about easings use, made from them.
extension MotionPlatforms {
    /// Every platform's named cubic-Bézier easings, in registry order.
    public static var easings: [PlatformEasings] { all.compactMap(\.easings).filter { !$0.named.isEmpty } }

    /// Every platform's easings given as functions or as a staircase family, in registry order.
    public static var easingFunctions: [PlatformEasings] {
        all.compactMap(\.easings).filter { !$0.functions.isEmpty || $0.steps != nil }
    }

    /// The named easings' namespaces as a pattern, `css.*` (several joined by " or ").
    public static var easingPaths: String { easings.map { $0.path + ".*" }.joined(separator: " or ") }

    /// The easing examples play, `css.easeOut`; a cubic Bézier when no platform names one.
    public static var exampleEasing: String {
        easings.first.map { $0.path + "." + $0.example } ?? "cubicBezier(0, 0, 0.58, 1)"
    }

    /// Whose timing curves a cubic Bézier is, `CSS / Core Animation`.
    public static var cubicBezierFamily: String { easings.map(\.curveFamily).joined(separator: " / ") }

    /// The platform's own name of the easing with these control points, `CSS ease`; nil when none has them.
    public static func easingTitle(of timing: CubicBezierTiming) -> String? {
        for platform in all {
            guard let easings = platform.easings, let named = easings.named.first(where: { $0.timing == timing }) else { continue }
            return platform.title + " " + named.keyword
        }
        return nil
    }
}
