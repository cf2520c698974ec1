import FluidMotion

/// A spring's members (`s.stiffness`, `s.settle`, `s.overshoot`), one entry each. A spring
/// also reads back the arguments it was written with (`s.bounciness` of a Rebound spring,
/// `s.allowOverDamping`) and every platform's words (`SpringFamilies.members`).
extension SpringValue {
    /// In the order Tab offers them; `compare` shows the measures with a compare label in
    /// this order.
    public static let members: [Member<SpringValue>] = [
        Member(.mass, gives: "a plain number") { plain($0.spring.mass) },
        Member(.stiffness, gives: "a plain number") { plain($0.spring.stiffness) },
        // The form's own meaning: the ratio in damping/response form, the coefficient otherwise.
        Member(.damping, gives: "a plain number") {
            plain($0.form == .dampingResponse ? $0.spring.dampingRatio : $0.spring.damping)
        },
        Member(.dampingRatio, gives: "a plain number") { plain($0.spring.dampingRatio) },
        Member(.response, gives: "a time") { time($0.spring.response) },
        Member("duration", gives: "a time", MotionPlatforms.meaning(.member("duration")) ?? "the response, 2π/ω₀") { time($0.spring.response) },
        Member(.bounce, gives: "a plain number") { plain($0.spring.bounce) },
        Member("tension", gives: "a plain number", "react-spring's tension: the stiffness k with mass 1") { plain($0.spring.tensionFriction.tension) },
        Member("friction", gives: "a plain number", "react-spring's friction: the damping coefficient c with mass 1") {
            plain($0.spring.tensionFriction.friction)
        },
        Member(.velocity, gives: "a plain number (per second)", compare: "velocity") { .number($0.velocity) },
        Member("settle", gives: "a time", "when it comes within 0.1 % of the move of its target and stays (fluid's exact settle)",
               compare: "settle (0.1 %)", missing: { _ in Messages.springNeverSettles("settle time") }) {
            finite($0.spring.settlingTime(threshold: 0.001))
        },
    ] + durationMembers + [
        Member("overshoot", gives: "a percentage", "how far past its target it swings first, as a percentage of the move",
               compare: "overshoot") { .number(Quantity($0.spring.overshoot, .none, unit: .percent)) },
        Member("peak", gives: "a time", "when it reaches its farthest point past the target",
               compare: "peak", missing: { _ in Messages.springHasNo("peak", because: "it never passes its target") }) {
            $0.spring.peakTime.map(time)
        },
        Member("rise", gives: "a time", "how long it takes from 10 % to 90 % of the move",
               compare: "rise (10–90 %)", missing: { _ in Messages.springHasNo("rise time", because: "it never reaches 90 %") }) {
            $0.spring.riseTime().map(time)
        },
        Member("period", gives: "a time", "the period of its damped oscillation, 2π/(ω₀·√(1 − ζ²))",
               compare: "period", missing: { _ in Messages.springHasNo("period", because: "it does not oscillate (damping ratio ≥ 1)") }) {
            $0.spring.dampedPeriod.map(time)
        },
        Member("oscillations", gives: "a plain number", "how many times it crosses its target before it settles within 0.1 %",
               compare: "oscillations", missing: { _ in
                   Messages.springHasNo("countable oscillations", because: "it swings forever, or more times than can be counted; raise its damping above 0")
               }) {
            // An undamped spring swings forever.
            let count = $0.spring.oscillations(threshold: 0.001)
            return count < Int.max ? plain(Double(count)) : nil
        },
        Member("naturalFrequency", gives: "a rate per second", "the undamped angular frequency ω₀ = √(k/m)") {
            .number(Quantity($0.spring.naturalFrequency, .frequency))
        },
    ]

    /// How long each platform runs it (`s.composeDuration`), as the platforms declare them
    /// (`MotionPlatform.durationMembers`, in registry order); `durations s` shows them side by
    /// side with fluid's exact settle.
    public static var durationMembers: [Member<SpringValue>] {
        MotionPlatforms.all.flatMap(\.durationMembers).map { member in
            Member(member.name, gives: "a time", member.meaning, compare: member.compareLabel, missing: { s in
                member.whyNone(s.written).map { Messages.springHasNo(member.noun, because: $0) } ?? Messages.springNeverSettles(member.noun)
            }) { finite(member.duration($0.written)) }
        }
    }

    /// The spring as written, for a platform's rules: a platform may end a spring written by a
    /// duration at that duration.
    public var written: WrittenSpring { WrittenSpring(spring, form: form, values: arguments.mapValues(\.value)) }

    private static func plain(_ x: Double) -> Value { .number(Quantity(x)) }
    private static func time(_ x: Double) -> Value { .number(Quantity(x, .time)) }
    /// A duration as a time, or nil when the spring never comes to rest by that rule.
    private static func finite(_ seconds: Double) -> Value? { seconds.isFinite ? time(seconds) : nil }
}
