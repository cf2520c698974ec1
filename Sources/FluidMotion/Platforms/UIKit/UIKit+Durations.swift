/// How long UIKit runs a spring: `s.uikitAnimatorDuration` and its row of `durations s`, the
/// duration `UIViewPropertyAnimator(duration: 0, timingParameters:)` takes from spring timing
/// parameters in their mass form, by the rule public notes of UIKitCore publish
/// (`Spring.uikitAnimatorDuration`); Apple's code cannot run here.
extension UIKitPlatform {
    public var durationMembers: [DurationMember] {
        [DurationMember("uikitAnimatorDuration", compare: "UIKit animator duration", noun: "UIKit animator duration",
                        "UIViewPropertyAnimator's duration for UISpringTimingParameters(mass:stiffness:damping:initialVelocity:) with the "
                            + "spring's velocity as (v, 0): UIKit's rule (within 0.001) computed from its published formula; Apple's code "
                            + "cannot run here") { $0.spring.uikitAnimatorDuration() }]
    }

    public var durations: PlatformDurations? {
        PlatformDurations(summary: "UIKit's animator duration (s.uikitAnimatorDuration)") { query in
            let rule = query.spring.spring.dampingRatio < 1
                ? "envelope bound within 0.001, the larger of velocity (v, 0)'s components (UIKit's published rule, not run here)"
                : "taken as critical, a fitted settle within 0.001, the larger of velocity (v, 0)'s components (UIKit's published rule, not run here)"
            return [DurationRow("UIKit animator", query.spring.spring.uikitAnimatorDuration(), rule, member: "s.uikitAnimatorDuration")]
        }
    }
}
