/// How long SwiftUI says a spring lasts: `s.settlingDuration` and its row of `durations s`.
extension SwiftUIPlatform {
    public var durationMembers: [DurationMember] {
        [DurationMember("settlingDuration", compare: "SwiftUI settlingDuration", noun: "settlingDuration",
                        "SwiftUI's settlingDuration: when it stays within 0.1 % by SwiftUI's rule") { $0.spring.swiftUISettlingDuration() }]
    }

    public var durations: PlatformDurations? {
        PlatformDurations(summary: "SwiftUI's settlingDuration (s.settlingDuration)") { query in
            [DurationRow("SwiftUI settlingDuration", query.spring.spring.swiftUISettlingDuration(),
                         "fluid's exact settle, always from rest (Apple publishes no method)", member: "s.settlingDuration")]
        }
    }
}
