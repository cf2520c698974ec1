import FluidLanguage

extension Session {
    /// What the builtin constants mean, for `help fast` (their values print beside them).
    static let constantSummaries: [String: String] = [
        "pi": "the number π",
        "normal": "UIScrollView's normal deceleration rate, per millisecond; for project(v, rate:) and decay(v, rate:)",
        "fast": "UIScrollView's fast deceleration rate, per millisecond; for project(v, rate:) and decay(v, rate:)",
        "exact": "a deceleration model: UIKit's exact decay, distance −v/(1000·ln r); decay(v, model: exact)",
        "talk": "a deceleration model: the WWDC 2018 talk's projection, distance (v/1000)·r/(1 − r); decay(v, model: talk)",
        "inertia": "a deceleration model: Motion's (Framer Motion's) inertia, power 0.8, time constant 325 ms; decay(v, model: inertia)",
        "true": "a true/false value, as for allowOverDamping: true",
        "false": "a true/false value, as for allowOverDamping: false",
    ]

    /// `help swiftui`, `help reactspring.wobbly`, `help fast`: a builtin family, preset or
    /// constant is shown as it evaluates in a fresh notebook (a family lists its members),
    /// with what it is and a line to try. Nil for anything else.
    func helpForBuiltinValue(_ name: String) -> Response? {
        let path = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = path.first, Interpreter.builtinNames.contains(first), !path.contains(where: \.isEmpty),
              let output = try? Interpreter().run(name).output else { return nil }
        let what: String
        let example: String
        if let summary = Session.constantSummaries[name] {
            what = summary
            example = ["exact", "talk", "inertia"].contains(name) ? "decay(1200pt/s, model: \(name))"
                : ["normal", "fast"].contains(name) ? "project(1200pt/s, rate: \(name))" : name
        } else if output.hasPrefix(name + ":") {
            let members = output.dropFirst(name.count + 1).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            what = (members.contains("spring") ? "presets and constructors" : "presets") + "; type \(name). and Tab for them"
            example = members.first.map { "\(name).\($0)" } ?? name
        } else if path.count == 3, ["stiffness", "dampingRatio"].contains(path[1]) {
            // android.stiffness.low, compose.dampingRatio.noBouncy: numbers for the constructor.
            what = "a preset \(path[1])"
            example = "\(path[0]).spring(\(path[1]): \(name))"
        } else {
            what = "a preset"
            example = "s = \(name)"
        }
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = lines.enumerated().map { index, line in (index == 0 ? "  = " : "    ") + line }
        return .text(([name + "  " + what] + shown + ["  example: \(example)"]).joined(separator: "\n"))
    }
}
