/// What Compose says of fluid's words: its spline decay's word as a constant
/// (`splineBasedDecay`), which is Android's scroll fling (the spline of `OverScroller`, which
/// Compose's `FlingCalculator` ports), so its meaning names Android, the platform it builds on.
extension ComposePlatform {
    public var glossary: [PlatformGlossaryEntry] {
        [
            PlatformGlossaryEntry(.constant("splineBasedDecay"),
                                  "a deceleration model: Jetpack Compose's splineBasedDecay(density), Android's scroll fling (OverScroller's spline), "
                                      + "distance ∝ v^1.74; decay(v, model: splineBasedDecay, density: 2.625)",
                                  example: "decay(1200pt/s, model: splineBasedDecay, density: 2.625)"),
            PlatformGlossaryEntry(.sharedForm("stiffnessDampingRatio"), "Compose"),
        ]
    }
}
