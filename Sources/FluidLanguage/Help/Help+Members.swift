import FluidMotion

/// `help stiffness`, `help overshoot`, `help distance`: every kind of value that has the
/// member, read from the member tables, each with a line that reads it from a value of
/// that kind.
extension Help {
    /// A value of each kind to read members from in examples, and the kind's members as help
    /// describes them.
    static let memberKinds: [(kind: String, sample: String, members: [MemberHelp])] = [
        kind("a spring", "spring(damping: 0.8, response: 0.4s)", SpringValue.members, more: platformWords),
        kind("a decay", "decay(1200pt/s, model: inertia)", DecayValue.members, samples: [
            "density": "decay(1200px/s, model: splineBasedDecay, density: 2.625)",
        ]),
        kind("a trace", "trace([(0ms, 0pt), (16ms, 12pt), (32ms, 30pt)])", TraceValue.members, samples: [
            "x": "trace([0ms, 16ms, 32ms], [(0pt, 0pt), (10pt, 4pt), (22pt, 9pt)])",
            "y": "trace([0ms, 16ms, 32ms], [(0pt, 0pt), (10pt, 4pt), (22pt, 9pt)])",
            "file": "trace(\"examples/data/flick.csv\")",
        ]),
        kind("a point", "(3pt, 4pt)", Members.point),
        kind("a range", "(0pt..600pt)", Members.range),
        kind("a list", "[1, 2, 3]", Members.list),
        kind("a string", "\"flick\"", Members.string),
    ] + resultKinds

    /// A kind's member table as help lines; `samples` gives another value for members the
    /// first sample lacks (a trace of numbers has no x).
    private static func kind<Subject>(_ kind: String, _ sample: String, _ members: [Member<Subject>],
                                      samples: [String: String] = [:], more: [MemberHelp] = []) -> (kind: String, sample: String, members: [MemberHelp]) {
        (kind, sample, members.map { member in
            MemberHelp(kind: kind, name: member.name, gives: member.gives, meaning: member.meaning,
                       example: (samples[member.name] ?? sample) + "." + member.name)
        } + more)
    }

    /// A spring read in a platform's words (`s.bounciness`, `s.visualDuration`).
    private static let platformWords: [MemberHelp] = SpringFamilies.members
        .filter { word in !SpringValue.members.contains { $0.name == word.name } }
        .map { word in
            let gives = SpringForm.timeLabels.contains(word.label) ? "a time" : "a plain number"
            let meaning = "the spring written as " + word.form.constructor + "(" + word.form.labels.map { $0 + ":" }.joined(separator: ", ")
                + "): its " + word.label + (SpringWords.meaning(of: word.label).map { ", " + $0 } ?? "")
            return MemberHelp(kind: "a spring", name: word.name, gives: gives, meaning: meaning,
                              example: "spring(damping: 0.8, response: 0.4s)." + word.name)
        }

    /// Every kind's description of the member `name`, in kind order.
    static func memberHelp(_ name: String) -> [MemberHelp] {
        memberKinds.compactMap { kind in kind.members.first { $0.name == name } }
    }

    static func member(_ name: String) -> HelpEntry? {
        let kinds = memberHelp(name)
        guard let first = kinds.first else { return nil }
        let details = kinds.count == 1 ? [[first.gives, first.meaning]]
            : kinds.map { ["of " + $0.kind + ": " + $0.gives, $0.meaning] }
        return HelpEntry(name: name, kind: .member, signature: "VALUE." + name,
                         summary: "a member of " + listed(kinds.map(\.kind)), details: details, example: first.example,
                         seeAlso: Builtins.table[name] != nil ? [name + "(…)", "members"] : ["members"])
    }

    /// A word a spring constructor takes that no spring member reads (`extraBounce`).
    static func springWord(_ word: String) -> HelpEntry? {
        let constructors = SpringFamilies.constructors.filter { constructor in constructor.forms.contains { $0.labels.contains(word) } }
        guard let first = constructors.first, SpringWords.meaning(of: word) != nil else { return nil }
        let example = constructors.map(\.example).first { $0.contains(word + ":") } ?? SpringWords.example(word) ?? first.example
        return HelpEntry(name: word, kind: .parameter, signature: first.name + "(…, " + word + ":)",
                         summary: "a parameter of " + listed(constructors.map(\.name)) + "; a spring written with it reads it back as s." + word,
                         details: [SpringWords.parameter(word).helpFacts], example: example, seeAlso: constructors.map(\.name))
    }

    /// "a spring, a decay and a trace".
    static func listed(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
