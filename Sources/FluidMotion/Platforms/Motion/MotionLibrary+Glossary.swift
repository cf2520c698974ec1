/// Motion's part in fluid's examples: help's example of `as` shows a spring as Motion's
/// (`spring(damping: 0.8, response: 0.4s) as motion`), whose family writes every spring.
extension MotionLibraryPlatform {
    public var examples: PlatformExamples { PlatformExamples(family: true) }
}
