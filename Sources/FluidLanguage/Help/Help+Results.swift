/// What the fields of a builtin's result mean (`fit(…).rms`, `pipRelease(…).corner`), for
/// `help rms`. The builtin makes the record; HelpTests checks that the fields its example
/// returns are exactly these, in this order, so the two cannot drift.
extension Help {
    static let resultFields: [(builtin: String, fields: [(name: String, gives: String, meaning: String)])] = [
        ("pauseDetector", [
            ("paused", "true or false", "whether the drag paused"),
            ("at", "a time", "when it paused (only when it did)"),
            ("position", "a length", "where it paused (only when it did)"),
            ("velocity", "a speed", "its velocity when it paused (only when it did)"),
            ("velocities", "a trace of speeds", "the velocity between each pair of samples"),
        ]),
        ("forceButton", [
            ("states", "a list of (time, state)", "each change of state: ready, active, confirmed"),
            ("toggles", "a list of times", "when the light toggles"),
            ("scale", "a trace", "the button's scale over time"),
            ("release", "a spring", "the spring it scales back with"),
        ]),
        ("drawerRelease", [
            ("decision", "a string", "tap or flick"),
            ("opens", "true or false", "whether it ends open"),
            ("from", "a length", "where it was released"),
            ("target", "a length", "the position it goes to: open or closed"),
        ] + releaseMotion),
        ("pipRelease", [
            ("from", "a point", "where the window was released"),
            ("velocity", "a point of speeds", "its release velocity"),
            ("projected", "a point", "where the release would carry it"),
            ("corner", "a point", "the corner nearest the projection, where it goes"),
            ("relativeVelocity", "a point of rates per second", "the velocity relative to the distance to go, per axis"),
            ("springX", "a spring", "the spring along x, with its relative velocity"),
            ("springY", "a spring", "the spring along y, with its relative velocity"),
            ("settle", "a time", "when both axes have settled"),
            ("motion", "a trace of points", "the path it takes"),
        ]),
        ("rotationRelease", [
            ("from", "an angle", "where it was released"),
            ("velocity", "an angular speed", "its release velocity"),
            ("projected", "an angle", "where the release would carry it"),
            ("target", "an angle", "the allowed angle it comes to rest at"),
        ] + releaseMotion.dropFirst().map { $0 }),
        ("fit", [
            ("spring", "a spring", "the fitted spring, in damping/response form"),
            ("rms", "a plain number", "the root-mean-square error in progress units"),
            ("max", "a plain number", "the largest error in progress units"),
            ("at", "a time", "when the largest error occurs"),
            ("curve", "a trace", "the curve that was fitted, as progress over time"),
        ]),
    ]

    /// The fields after the target of a one-axis release (drawer, rotation).
    private static let releaseMotion: [(name: String, gives: String, meaning: String)] = [
        ("velocity", "a speed", "its release velocity"),
        ("relativeVelocity", "a rate per second", "the velocity relative to the distance to go: the spring's initial velocity"),
        ("spring", "a spring", "the spring it moves with"),
        ("settle", "a time", "how long the spring takes to settle"),
        ("motion", "a trace", "the motion after the release"),
    ]

    /// Each result as a kind of value with members, read from its builtin's example (the
    /// example up to its last call, so `pipRelease(…).corner` gives `pipRelease(…)`).
    static let resultKinds: [(kind: String, sample: String, members: [MemberHelp])] = resultFields.compactMap { result in
        guard let builtin = Builtins.table[result.builtin], let close = builtin.topic.example.lastIndex(of: ")") else { return nil }
        let sample = String(builtin.topic.example[...close])
        let kind = "a \(result.builtin) result"
        return (kind, sample, result.fields.map { field in
            MemberHelp(kind: kind, name: field.name, gives: field.gives, meaning: field.meaning, example: sample + "." + field.name)
        })
    }
}
