/// What react-spring says of fluid's words: spring's tension/friction form is its config's.
extension ReactSpringPlatform {
    public var glossary: [PlatformGlossaryEntry] { [PlatformGlossaryEntry(.sharedForm("tensionFriction"), "react-spring")] }
}
