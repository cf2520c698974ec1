extension SwiftUIPlatform {
    /// A new target keeps position and velocity exactly (`RetargetedMotion`): retarget's default.
    /// Its meaning names whose springs do so as each platform declares (`.exactRetarget`).
    public var retarget: PlatformRetarget? {
        let followers = MotionPlatforms.glossary(.exactRetarget).compactMap(\.entry.meaning).joined(separator: ", ")
        return PlatformRetarget(.exact, "position and velocity carry over exactly",
                                help: "platform: swiftui (the default) is the ideal SwiftUI's springs follow: position and velocity carry over exactly",
                                meaning: "the new spring starts exactly where the old one is, with its exact velocity (\(followers)), "
                                    + "a motion to measure and chain")
    }
}
