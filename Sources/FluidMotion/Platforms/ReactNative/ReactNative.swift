/// React Native's `Animated.spring`, from facebook/react-native
/// `Libraries/Animated/animations/SpringAnimation.js` and `SpringConfig.js`: with no spring
/// keys, Origami tension 40 and friction 7; with bounciness or speed, Rebound's
/// `BouncyConversion` with defaults 8 and 12; with stiffness, damping or mass, the physical
/// spring with defaults 100, 10, 1.
public struct ReactNativePlatform: MotionPlatform {
    public init() {}
    public let name = "reactnative", title = "React Native", aliases = ["reactnative"]
    public let upstream = "facebook/react-native Libraries/Animated/animations/SpringAnimation.js, SpringConfig.js (ANCHORS.md)"

    public var constructors: [SpringConstructor] {
        [SpringConstructor(name: "reactnative.spring",
            summary: "React Native Animated.spring: Origami tension/friction (40, 7) by default, bounciness/speed (8, 12), "
                   + "or stiffness/damping/mass (100/10/1)",
            example: "reactnative.spring(bounciness: 4)",
            forms: [.reactNativeOrigami, .reactNativeBouncinessSpeed, .reactNativePhysical])]
    }

    public var family: SpringFamily? {
        SpringFamily(name: name, primary: .reactNativePhysical, alternatives: [.reactNativeOrigami, .reactNativeBouncinessSpeed])
    }

    /// `Animated.spring` without spring keys (bounciness 8, speed 12 are its defaults only
    /// once bounciness or speed is given: `reactnative.spring(bounciness: 8)`).
    public var presets: [SpringPreset] {
        [SpringPreset("default", .spring(.reactNativeOrigami, [:]), "Animated.spring with no spring keys: Origami tension 40, friction 7")]
    }

    /// Animated.spring's JavaScript closed form (`SpringAnimation.onUpdate`) has two cases,
    /// ζ < 1 and "critically damped" for every other ζ: an over-damped spring is drawn as
    /// the critically damped one of the same ω0 = √(k/m), faster than the physics. fluid keeps
    /// the physical spring (so `as` and every export stay true to the numbers) and says so.
    public func notes(on form: SpringForm, written values: [String: Double], flags: [String: Bool], spring: Spring) -> [SpringPhrase] {
        guard [.reactNativeOrigami, .reactNativeBouncinessSpeed, .reactNativePhysical].contains(form), spring.dampingRatio > 1 else { return [] }
        return ["""
            React Native's Animated.spring draws damping ratio \(number: spring.dampingRatio) as 1 \
            (its closed form has no over-damped case): the same ω0, critically damped
            """]
    }
}

extension SpringForm {
    /// React Native `Animated.spring` with no spring keys: Origami tension 40, friction 7.
    public static let reactNativeOrigami = origamiTensionFriction.renamed("reactNativeOrigami", "reactnative.spring")
    /// React Native bounciness 8, speed 12 (when either is given).
    public static let reactNativeBouncinessSpeed = bouncinessSpeed.renamed("reactNativeBouncinessSpeed", "reactnative.spring",
        [.number("bounciness", default: 8), .number("speed", default: 12)])
    /// React Native stiffness 100, damping 10, mass 1 (when any is given).
    public static let reactNativePhysical = physical.renamed("reactNativePhysical", "reactnative.spring",
        [.number("stiffness", default: 100), .number("damping", default: 10), .number("mass", default: 1)])
}
