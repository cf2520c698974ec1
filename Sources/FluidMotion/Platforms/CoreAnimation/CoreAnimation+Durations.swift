/// How long Core Animation says a spring lasts: `s.coreAnimationSettlingDuration` and its row
/// of `durations s`, `CASpringAnimation.settlingDuration` by the rule public notes of QuartzCore
/// publish (`Spring.coreAnimationSettlingDuration`); Apple's code cannot run here.
extension CoreAnimationPlatform {
    public var durationMembers: [DurationMember] {
        [DurationMember("coreAnimationSettlingDuration", compare: "Core Animation settling", noun: "Core Animation settlingDuration",
                        "CASpringAnimation's settlingDuration with the spring's velocity: Core Animation's rule (within 0.001) computed from "
                            + "its published formula; Apple's code cannot run here") { $0.spring.coreAnimationSettlingDuration() }]
    }

    public var durations: PlatformDurations? {
        PlatformDurations(summary: "Core Animation's settlingDuration (s.coreAnimationSettlingDuration)") { query in
            let s = query.spring.spring
            let rule = s.dampingRatio < 1
                ? "envelope bound within 0.001, with the velocity (Core Animation's published rule, not run here)"
                : "taken as critical, the first 0.1 s step from which it stays within 0.001 (Core Animation's published rule, not run here)"
            return [DurationRow("Core Animation settling", s.coreAnimationSettlingDuration(), rule, member: "s.coreAnimationSettlingDuration")]
        }
    }
}
