extension OrigamiPlatform {
    /// Origami's springs are Rebound's: their unit conversion (`OrigamiValueConverter`) and
    /// bounciness/speed are rebound-js code, called through `Rebound`.
    public var buildsOn: [any MotionPlatform] { [ReboundPlatform()] }
}
