/// Every platform fluid knows, in the order it lists them (constructors, `as` families,
/// presets, export targets all follow it). Swift cannot discover conforming types, so adding
/// a platform is its file plus its line here.
public enum MotionPlatforms {
    public static let all: [any MotionPlatform] = [
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
    public static func named(_ name: String) -> (any MotionPlatform)? {
        all.first { $0.name == name }
    }

    /// The platform `word` names, by its name or one of its aliases, any case.
    public static func named(orAlias word: String) -> (any MotionPlatform)? {
        let word = word.lowercased()
        return all.first { $0.name == word || $0.aliases.contains(word) }
    }

    /// The platforms `retarget(…, platform:)` models, the default (the exact motion) first.
    public static var retargeting: [(name: String, retarget: PlatformRetarget)] {
        all.compactMap { platform in platform.retarget.map { (platform.name, $0) } }
    }

    /// The platform whose export target is `target`.
    public static func exporting(_ target: ExportTarget) -> (any MotionPlatform)? {
        all.first { $0.exportTarget == target }
    }
}
