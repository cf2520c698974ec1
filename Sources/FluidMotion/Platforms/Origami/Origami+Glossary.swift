/// What Origami says of fluid's words: spring's tension/friction form is its own (in its units).
extension OrigamiPlatform {
    public var glossary: [PlatformGlossaryEntry] { [PlatformGlossaryEntry(.sharedForm("tensionFriction"), "Origami")] }
}
