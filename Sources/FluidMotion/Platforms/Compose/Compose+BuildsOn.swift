extension ComposePlatform {
    /// Compose is Android's toolkit: its code is Jetpack's (`androidx.compose`), which its
    /// upstream and its exported imports name.
    public var buildsOn: [any MotionPlatform] { [AndroidPlatform()] }
}
