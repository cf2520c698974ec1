/// What UIKit says of fluid's words: its decay models' words as constants (`exact`, `talk`),
/// and a trace's release velocity following the way UIKit estimates a pan's (a least-squares
/// fit over the last 100 ms, `VelocityEstimator`), and a spring's plain-number velocity being the
/// distance per second as UIKit takes it.
extension UIKitPlatform {
    public var glossary: [PlatformGlossaryEntry] {
        [
            PlatformGlossaryEntry(.constant("exact"), "a deceleration model: UIKit's exact decay, distance −v/(1000·ln r); decay(v, model: exact)",
                                  example: "decay(1200pt/s, model: exact)"),
            PlatformGlossaryEntry(.constant("talk"),
                                  "a deceleration model: the WWDC 2018 talk's projection, distance (v/1000)·r/(1 − r); decay(v, model: talk)",
                                  example: "decay(1200pt/s, model: talk)"),
            PlatformGlossaryEntry(.releaseVelocity, "UIKit estimates a pan's velocity"),
            PlatformGlossaryEntry(.plainVelocity, "as UIKit takes it"),
            PlatformGlossaryEntry(.sharedForm("dampingResponse"), "UIKit, WWDC"),
            PlatformGlossaryEntry(.sharedForm("velocity"), "UIKit"),
            PlatformGlossaryEntry(.exactRetarget, "UIKit's spring animators"),
        ]
    }
}
