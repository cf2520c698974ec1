/// How long Motion (Framer Motion) runs a spring: `s.motionRestDuration`, and its rows of
/// `durations s` (12.36+'s rule, and the rule before 12.36 where they differ).
extension MotionLibraryPlatform {
    public var durationMembers: [DurationMember] {
        [DurationMember("motionRestDuration", compare: "Motion 12.36+ rest", noun: "Framer Motion duration",
                        "how long Motion (Framer Motion, 12.36+) runs it: to its duration when given one, else until its rest speed and distance rule holds",
                        whyNone: { written in
                            written.spring.dampingRatio > 0 && Self.end(written).isInfinite
                                ? "it is still moving at 20 s, where Framer Motion stops looking and reports an infinite duration" : nil
                        },
                        duration: { Self.end($0) })]
    }

    public var durations: PlatformDurations? {
        PlatformDurations(summary: "Motion's (Framer Motion 12.36+) rest rule or given duration (s.motionRestDuration) and, at damping ratio 1 or more, "
                            + "the rule before 12.36", options: [Self.restSpeed, Self.restDelta], rows: Self.durationRows)
    }

    /// `durations`' `restSpeed:`.
    static let restSpeed = FrameNumber(
        "restSpeed", .plain, range: .positive("a positive number", reason: "Motion takes 0 as unset"), example: "0.01",
        "Motion's restSpeed, units per second (default 0.01 for a move under 5 units, else 2)")
    /// `durations`' `restDelta:`.
    static let restDelta = FrameNumber(
        "restDelta", .plain, range: .positive("a positive number", reason: "Motion takes 0 as unset"), example: "0.005",
        "Motion's restDelta, units (default 0.005 for a move under 5 units, else 0.5)")

    /// When Motion ends this spring: a spring given by `duration` at its duration, clamped to
    /// 10 ms … 10 s (`MotionLibrarySpring.animationEnd`: the generator's own duration, which
    /// Motion's JavaScript animation runs to; only an accelerated one's linear() easing rounds it
    /// up to the 50 ms grid, `MotionLibrarySpring.durationEnd`); any other by Motion's rest rule
    /// (`Spring.motionRestDuration`), with its thresholds for a move of `distance` units unless
    /// `restSpeed` (units/s) or `restDelta` (units) are given.
    public static func end(_ written: WrittenSpring, distance: Double = 1, restSpeed: Double? = nil, restDelta: Double? = nil) -> Double {
        if written.form == .motionDuration, let duration = written.values["duration"] {
            return MotionLibrarySpring.animationEnd(duration: duration)
        }
        return written.spring.motionRestDuration(distance: distance, restSpeed: restSpeed, restDelta: restDelta)
    }

    @Sendable static func durationRows(_ query: DurationQuery) -> [DurationRow] {
        let s = query.spring.spring, distance = query.distance
        let small = distance < 5
        let restSpeed = query[restSpeed], restDelta = query[restDelta]
        let delta = restDelta ?? (small ? 0.005 : 0.5), speed = restSpeed ?? (small ? 0.01 : 2)
        let end = end(query.spring, distance: distance, restSpeed: restSpeed, restDelta: restDelta)
        let atDuration = query.spring.form == .motionDuration
        let rule = atDuration
            ? "Motion ends a spring given by duration at it (clamped to 10 ms … 10 s; an accelerated animation's linear() easing runs to "
                + "\(query.time(MotionLibrarySpring.durationEnd(duration: query.spring.values["duration"] ?? 0))), the next 50 ms)"
            : "first 50 ms frame within \(query.number(delta)) and under \(query.number(speed))/s" + (end.isFinite ? "" : " (Motion stops at 20 s)")
        var rows = [DurationRow("Motion 12.36+ rest", end, rule, member: "s.motionRestDuration")]
        // Motion before 12.36 (12.35 and earlier, still widely installed) checked the velocity
        // only below critical damping: for ζ ≥ 1 it ends sooner, by its displacement alone.
        if !atDuration, s.dampingRatio >= 1 {
            let before = s.motionRestDuration(distance: distance, restSpeed: restSpeed, restDelta: restDelta, release: .before12_36)
            rows.append(DurationRow("Motion before 12.36", before,
                                    "the same grid, within \(query.number(delta)) alone: no velocity check at damping ratio 1 or more"))
        }
        return rows
    }
}
