/// What Rebound says of fluid's words: spring's tension/friction form is its SpringConfig's, and
/// its bounciness/speed form its (and Origami Pop's) BouncyConversion.
extension ReboundPlatform {
    public var glossary: [PlatformGlossaryEntry] {
        [PlatformGlossaryEntry(.sharedForm("tensionFriction"), "Rebound"), PlatformGlossaryEntry(.sharedForm("bouncinessSpeed"), "Rebound, Origami Pop")]
    }
}
