extension CSSPlatform {
    /// CSS's keyword easings as `css.*`, cubic Béziers shared with Core Animation (whose curves
    /// of those names have the same control points).
    public var easings: PlatformEasings? {
        PlatformEasings(path: name, curveFamily: "CSS / Core Animation", listTitle: "the CSS keywords", named: CubicBezierTiming.cssNamed,
                        example: "easeOut")
    }
}

extension CubicBezierTiming {
    /// CSS's keyword easings in the spec's order (CSS Easing Functions Level 1, §2.2), named
    /// as the language spells them (`css.easeOut` for `ease-out`).
    public static let cssNamed: [PlatformEasings.Named] = [
        ("linear", "linear", .linear),
        ("ease", "ease", .ease),
        ("easeIn", "ease-in", .easeIn),
        ("easeOut", "ease-out", .easeOut),
        ("easeInOut", "ease-in-out", .easeInOut),
    ]
}
