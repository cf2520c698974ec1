/// What UIKit says of fluid's words: a trace's release velocity follows the way UIKit
/// estimates a pan's (a least-squares fit over the last 100 ms, `VelocityEstimator`).
extension UIKitPlatform {
    public var glossary: [PlatformGlossaryEntry] {
        [PlatformGlossaryEntry(.releaseVelocity, "UIKit estimates a pan's velocity")]
    }
}
