/// Compose's part of an easing in a session exported as Kotlin: the curve as Compose's
/// `CubicBezierEasing`, and a generic `tween` of it over the app's duration, so one easing
/// animates any type Compose animates (`animateDpAsState(…, animationSpec = Drawer.e(300))`).
extension ComposePlatform {
    static let easingImports = ["androidx.compose.animation.core.CubicBezierEasing", "androidx.compose.animation.core.Easing",
                                "androidx.compose.animation.core.TweenSpec", "androidx.compose.animation.core.tween"]

    @Sendable static func easingCode(_ name: String, _ declared: String, _ timing: CubicBezierTiming) -> EasingExportCode {
        let n = timing.exportNumbers.map { $0.text + "f" }
        return EasingExportCode(
            declarations: [declared + "()", name + "Easing()"],
            claim: timing.exportClaim("Compose's CubicBezierEasing of the printed control points, as Floats"),
            lines: ["/** The curve \(timing.bezierText). */",
                    "fun \(name)Easing(): Easing = CubicBezierEasing(\(n[0]), \(n[1]), \(n[2]), \(n[3]))",
                    "/** A tween along \(timing.bezierText) lasting `durationMillis`. */",
                    "fun <T> \(declared)(durationMillis: Int): TweenSpec<T> = tween(durationMillis = durationMillis, easing = \(name)Easing())"])
    }
}
