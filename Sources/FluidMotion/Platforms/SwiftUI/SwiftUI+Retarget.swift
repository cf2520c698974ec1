extension SwiftUIPlatform {
    /// A new target keeps position and velocity exactly (`RetargetedMotion`): retarget's default.
    public var retarget: PlatformRetarget? {
        PlatformRetarget(.exact, "position and velocity carry over exactly",
                         help: "platform: swiftui (the default) is the ideal SwiftUI's springs follow: position and velocity carry over exactly",
                         meaning: "the new spring starts exactly where the old one is, with its exact velocity (SwiftUI's springs, UIKit's spring animators), "
                             + "a motion to measure and chain")
    }
}
