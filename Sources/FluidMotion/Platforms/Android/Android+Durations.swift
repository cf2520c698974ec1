/// Android's row of `durations s`: SpringAnimation's frames, with the minimum visible change of
/// an alpha for a move of 1 and of pixels for a longer one.
extension AndroidPlatform {
    public var durations: PlatformDurations? {
        PlatformDurations(summary: "Android SpringAnimation's frames and thresholds (androidFrames(s).duration)") { query in
            let distance = query.distance
            let animation = AndroidSpringAnimation(spring: query.spring.spring, distance: distance,
                                                   minimumVisibleChange: AndroidSpringAnimation.minimumVisibleChange(forMoveOf: distance))
            return [DurationRow("Android SpringAnimation", animation.duration(limit: query.limit),
                                distance == 1 ? "frames of whole ms, within 0.75/256 and under 62.5× that per s (an alpha's minimum visible change)"
                                              : "frames of whole ms, within 0.75 px and under 46.9 px/s (1 px minimum visible change)",
                                member: "androidFrames(s).duration")]
        }
    }
}
