/// Rebound's row of `durations s`: its frames at 60 Hz (`ReboundFrames`), timed as a browser
/// times them (rebound-js's default `AnimationLooper`, whole milliseconds of `Date.now()`).
extension ReboundPlatform {
    public var durations: PlatformDurations? {
        PlatformDurations(summary: "") { query in
            [DurationRow("Rebound at 60 Hz", ReboundFrames(spring: query.spring.spring, to: query.distance).duration(limit: query.limit),
                         "1 ms Runge–Kutta steps per frame of whole ms (its browser looper), at rest under 0.001/s within 0.001 (its thresholds, in units)",
                         member: "reboundFrames(s).duration")]
        }
    }
}
