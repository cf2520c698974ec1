/// CSS's name for fluid's logical pixel: `px` (one CSS pixel is one point).
extension CSSPlatform {
    public var glossary: [PlatformGlossaryEntry] { [PlatformGlossaryEntry(.logicalPixel, "CSS px")] }
}
