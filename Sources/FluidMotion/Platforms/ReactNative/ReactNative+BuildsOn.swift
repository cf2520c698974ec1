extension ReactNativePlatform {
    /// React Native's `Animated.spring` takes Origami's tension and friction (its default) and
    /// Origami's bounciness and speed, converted as Origami does.
    public var buildsOn: [any MotionPlatform] { [OrigamiPlatform()] }
}
