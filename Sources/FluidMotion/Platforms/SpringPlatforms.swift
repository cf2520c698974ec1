/// Every platform fluid knows, in the order it lists them (constructors, `as` families,
/// presets, export targets all follow it). Swift cannot discover conforming types, so adding
/// a platform is its file plus its line here.
public enum SpringPlatforms {
    public static let all: [any SpringPlatform] = [
        SwiftUIPlatform(),
        UIKitPlatform(),
        CoreAnimationPlatform(),
        CSSPlatform(),
        MotionLibraryPlatform(),
        ReactSpringPlatform(),
        OrigamiPlatform(),
        ReboundPlatform(),
        ReactNativePlatform(),
        AndroidPlatform(),
        ComposePlatform(),
        FlutterPlatform(),
    ]

    /// The platform named `name` (fluid's word, `motion`).
    public static func named(_ name: String) -> (any SpringPlatform)? {
        all.first { $0.name == name }
    }

    /// The platform whose export target is `target`.
    public static func exporting(_ target: ExportTarget) -> (any SpringPlatform)? {
        all.first { $0.exportTarget == target }
    }
}
