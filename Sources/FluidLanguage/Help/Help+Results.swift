/// What the fields of a builtin's result mean (`fit(…).rms`, `pipRelease(…).corner`), and
/// the members of a retargeted motion, for `help rms`. The builtin makes the record (and
/// RetargetedMotionValue names and reads its members); HelpTests checks that the fields each example
/// returns are exactly these, in this order, so the two cannot drift.
extension Help {
    /// Each builtin that returns a record, and its fields in the record's order; `retarget`
    /// returns a retargeted motion.
    static let resultFields: [(builtin: String, fields: [String])] = [
        ("retarget", RetargetedMotionValue.memberNames),
        ("pauseDetector", ["paused", "at", "position", "velocity", "velocities"]),
        ("forceButton", ["states", "toggles", "scale", "release"]),
        ("drawerRelease", ["decision", "opens", "from", "target", "velocity", "relativeVelocity", "spring", "settle", "motion"]),
        ("pipRelease", ["from", "velocity", "projected", "corner", "relativeVelocity", "springX", "springY", "settle", "motion"]),
        ("rotationRelease", ["from", "velocity", "projected", "target", "relativeVelocity", "spring", "settle", "motion"]),
        ("fit", ["spring", "rms", "max", "at", "curve"]),
    ]

    /// What a field gives and means, by name; `builtin.name` where one result's field differs
    /// from the others of that name.
    private static let fieldMeanings: [String: (gives: String, meaning: String)] = [
        "pauseDetector.paused": ("true or false", "whether the drag paused"),
        "pauseDetector.at": ("a time", "when it paused (only when it did)"),
        "pauseDetector.position": ("a length", "where it paused (only when it did)"),
        "pauseDetector.velocity": ("a speed", "its velocity when it paused (only when it did)"),
        "velocities": ("a trace of speeds", "the velocity between each pair of samples"),
        "states": ("a list of (time, state)", "each change of state: ready, active, confirmed"),
        "toggles": ("a list of times", "when the light toggles"),
        "scale": ("a trace", "the button's scale over time"),
        "release": ("a spring", "the spring it scales back with"),
        "decision": ("a string", "tap or flick"),
        "opens": ("true or false", "whether it ends open"),
        "from": ("a quantity like the trace", "where it was released"),
        "target": ("a quantity like the trace", "where it comes to rest: open or closed, or the allowed angle"),
        "velocity": ("a speed (per axis for a trace of points)", "its release velocity"),
        "projected": ("a quantity like the trace", "where the release would carry it"),
        "corner": ("a point", "the corner nearest the projection, where it goes"),
        "relativeVelocity": ("a rate per second (per axis for points)", "the velocity relative to the distance to go: the spring's initial velocity"),
        "spring": ("a spring", "the spring it moves with"),
        "springX": ("a spring", "the spring along x, with its relative velocity"),
        "springY": ("a spring", "the spring along y, with its relative velocity"),
        "settle": ("a time", "how long its spring (both, for a window) takes to settle"),
        "motion": ("a trace", "the motion after the release"),
        "fit.spring": ("a spring", "the fitted spring, in damping/response form"),
        "rms": ("a plain number", "the root-mean-square error in progress units"),
        "max": ("a plain number", "the largest error in progress units"),
        "fit.at": ("a time", "when the largest error occurs"),
        "curve": ("a trace", "the curve that was fitted, as progress over time"),
        "retarget.settle": ("a time", "when the whole motion comes within 0.1 % of its last target and stays"),
        "retarget.overshoot": ("a percentage", "how far past its last target it swings, as a percentage of the move"),
        "retarget.peak": ("a time", "when it is farthest past its last target"),
        "retarget.target": ("a plain number", "the last target, as a fraction of the first move"),
        "retarget.segments": ("a plain number", "how many springs it runs: one more than its retargets"),
        "retarget.retargets": ("a list of times", "when it was retargeted"),
        "retarget.spring": ("a spring", "the spring of its last segment, as written"),
    ]

    /// Each result as a kind of value with members, read from its builtin's example (the
    /// example up to its last call, so `pipRelease(…).corner` gives `pipRelease(…)`).
    static let resultKinds: [(kind: String, sample: String, members: [MemberHelp])] = resultFields.compactMap { result in
        guard let builtin = Builtins.table[result.builtin], let close = builtin.topic.example.lastIndex(of: ")") else { return nil }
        let sample = String(builtin.topic.example[...close])
        let kind = result.builtin == "retarget" ? "a retargeted motion" : "a \(result.builtin) result"
        return (kind, sample, result.fields.map { name in
            let words = fieldMeanings[result.builtin + "." + name] ?? fieldMeanings[name] ?? ("", "")  // HelpTests fails on an empty meaning
            return MemberHelp(kind: kind, name: name, gives: words.gives, meaning: words.meaning, example: sample + "." + name)
        })
    }
}
