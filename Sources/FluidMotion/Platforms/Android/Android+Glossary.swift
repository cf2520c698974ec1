/// Android's name for fluid's logical pixel: `dp`, the density-independent pixel (one point).
extension AndroidPlatform {
    public var glossary: [PlatformGlossaryEntry] {
        [PlatformGlossaryEntry(.logicalPixel, "Android dp"), PlatformGlossaryEntry(.sharedForm("stiffnessDampingRatio"), "Android")]
    }
}
