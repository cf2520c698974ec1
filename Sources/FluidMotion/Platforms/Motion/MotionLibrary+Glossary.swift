/// Motion's words and its part in fluid's examples: its decay model's word as a constant
/// (`inertia`), and help's example of `as` shows a spring as Motion's
/// (`spring(damping: 0.8, response: 0.4s) as motion`), whose family writes every spring.
extension MotionLibraryPlatform {
    public var glossary: [PlatformGlossaryEntry] {
        [PlatformGlossaryEntry(.constant("inertia"),
                               "a deceleration model: Motion's (Framer Motion's) inertia, power 0.8, time constant 325 ms; decay(v, model: inertia)",
                               example: "decay(1200pt/s, model: inertia)")]
    }

    public var examples: PlatformExamples { PlatformExamples(family: true) }
}
