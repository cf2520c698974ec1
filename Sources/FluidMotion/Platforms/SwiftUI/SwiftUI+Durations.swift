/// How long SwiftUI says a spring lasts: `s.settlingDuration` and its row of `durations s`: the
/// definition Apple documents (target 1, initial velocity 0, ε 0.001), solved exactly
/// (`Spring.swiftUISettlingDuration`). Apple publishes no method and calls the value an estimate;
/// SwiftUI's code cannot run here. OpenSwiftUI's clean-room reimplementation estimates it with an
/// envelope bound, (ln(|ζω·1 − v| + 1) − ln ε)/(ζω) below critical damping (0.584 s for ζ 0.8,
/// response 0.3 s, where the exact settle is 0.405 s and Core Animation's bound 0.463 s), which
/// nothing public confirms is SwiftUI's; scripts/references/uikit_spring_durations.py has the figures.
extension SwiftUIPlatform {
    public var durationMembers: [DurationMember] {
        [DurationMember("settlingDuration", compare: "SwiftUI settlingDuration", noun: "settlingDuration",
                        "SwiftUI's settlingDuration as Apple documents it (target 1, from rest, within 0.001), solved exactly; SwiftUI's own "
                            + "estimate is unpublished and cannot run here") { $0.spring.swiftUISettlingDuration() }]
    }

    public var durations: PlatformDurations? {
        PlatformDurations(summary: "SwiftUI's settlingDuration (s.settlingDuration)") { query in
            [DurationRow("SwiftUI settlingDuration", query.spring.spring.swiftUISettlingDuration(),
                         "fluid's exact settle from rest, SwiftUI's documented definition; its own estimate is unpublished (not run here)",
                         member: "s.settlingDuration")]
        }
    }
}
