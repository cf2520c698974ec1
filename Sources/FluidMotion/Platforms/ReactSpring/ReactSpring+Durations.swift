/// react-spring's row of `durations s`: its frames at 60 Hz (`ReactSpringFrames`).
extension ReactSpringPlatform {
    public var durations: PlatformDurations? {
        PlatformDurations(summary: "react-spring's frames at 60 Hz (reactspringFrames(s).duration)") { query in
            let frames = ReactSpringFrames(spring: query.spring.spring, to: query.distance, framesPerSecond: 60)
            return [DurationRow("react-spring at 60 Hz", frames.duration(limit: query.limit),
                                "its frames of 17 one-ms steps end within \(query.number(min(1, query.distance * 0.001))) and under a tenth of that per ms",
                                member: "reactspringFrames(s).duration")]
        }
    }
}
