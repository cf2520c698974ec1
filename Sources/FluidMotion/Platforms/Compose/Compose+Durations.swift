/// How long Jetpack Compose runs a spring: `s.composeDuration` (its estimate) and its rows of
/// `durations s` (the estimate, and the 60 Hz frame that ends it).
extension ComposePlatform {
    public var durationMembers: [DurationMember] {
        [DurationMember("composeDuration", compare: "Compose estimate", noun: "Compose duration",
                        "Jetpack Compose's estimated duration of the animation") { $0.spring.composeEstimatedDuration() }]
    }

    public var durations: PlatformDurations? {
        PlatformDurations(summary: "Compose's estimate (s.composeDuration) and the 60 Hz frame that ends it (composeFrames(s).duration)",
                          options: [Self.durationsThreshold], rows: Self.durationRows)
    }

    /// `durations`' `visibilityThreshold:`.
    static let durationsThreshold = FrameNumber(
        "visibilityThreshold", .plain, range: .positive("a positive number of units", reason: "Compose's default is 0.01; 0.5 for pixels"), example: "0.5",
        "Compose's visibilityThreshold, units (default 0.01, a Float's; 0.1 for Dp, 0.5 for px, 1 for Int)")

    @Sendable static func durationRows(_ query: DurationQuery) -> [DurationRow] {
        let s = query.spring.spring
        let threshold = query[durationsThreshold] ?? 0.01
        let frames = ComposeSpringFrames(spring: s, to: query.distance, framesPerSecond: 60, visibilityThreshold: threshold)
        return [
            DurationRow("Compose estimate", s.composeEstimatedDuration(visibilityThreshold: threshold, distance: query.distance),
                        (s.dampingRatio < 1 ? "envelope" : "last moment") + " within \(query.number(threshold)) (visibilityThreshold), whole ms",
                        member: threshold == 0.01 ? "s.composeDuration" : ""),
            DurationRow("Compose at 60 Hz", frames.duration(limit: query.limit),
                        "the first frame at or after its own estimate (Floats, whole-ms clock) shows the target",
                        member: threshold == 0.01 ? "composeFrames(s).duration" : ""),
        ]
    }
}
