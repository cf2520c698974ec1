import FluidMotion

extension Interpreter {
    /// The language's part of the reference, in the order a reader looks for it: springs and
    /// platforms; decays and gestures; traces and fitting; numbers and other values; units.
    /// Every entry comes from the table `help NAME` reads, so the two say the same.
    public static var referenceSections: [ReferenceSection] { LanguageReference.sections }

    /// The section on mistakes: each area's codes, and where each is shown with the lines that make it.
    public static var referenceErrorSection: ReferenceSection { LanguageReference.errors }
}

/// The language's reference sections, made from the builtin tables (``Builtins/ordered``, each
/// function's `help` entry), the member tables, the namespaces of presets, the platforms'
/// registry (``MotionPlatforms/all``), the constants and the units.
enum LanguageReference {
    /// The builtin groups of one section: a title and its functions, in `help`'s order.
    private typealias FunctionGroup = (title: String, builtins: [Builtin])

    static var sections: [ReferenceSection] {
        let springs = Builtins.springs + Builtins.springConstructors + Builtins.platformFrames + platformFunctions + Builtins.timeline
        let decays = Builtins.projection + Builtins.decelerations + Builtins.rubberbands + Builtins.gestures + Builtins.gestureModels
        let traces = Builtins.traces + Builtins.fitting
        return [
            ReferenceSection(
                title: "Springs and platforms",
                introduction: ["Springs in every form users know, each platform's constructors, presets and frames, and motions "
                    + "over time. A spring prints in the form it was written; `s as NAME` writes it in a platform's words."],
                groups: functionGroups([("Springs", Builtins.springs)]) + [platformsGroup]
                    + functionGroups([("Platforms' constructors", Builtins.springConstructors)])
                    + [wordsGroup, presetsGroup]
                    + functionGroups([("Frames as each platform draws them", Builtins.platformFrames),
                                      ("Platforms' other functions", platformFunctions),
                                      ("Motions over time", Builtins.timeline)])
                    + memberGroups { maker in springs.contains { $0.name == maker } }),
            ReferenceSection(
                title: "Decays and gestures",
                introduction: ["Where a flick comes to rest under each platform's deceleration model, rubberbanding, and the "
                    + "gestures of \"Designing Fluid Interfaces\" over sampled traces."],
                groups: functionGroups([("Projection", Builtins.projection), ("Decays", Builtins.decelerations),
                                        ("Rubberbanding", Builtins.rubberbands), ("Gestures", Builtins.gestures),
                                        ("Gesture models", Builtins.gestureModels)])
                    + memberGroups { maker in decays.contains { $0.name == maker } }),
            ReferenceSection(
                title: "Traces and fitting",
                introduction: ["Sampled motion (from a list or a CSV file), and the spring nearest to a curve or a trace."],
                groups: functionGroups([("Traces", Builtins.traces), ("Fitting", Builtins.fitting)])
                    + memberGroups { maker in traces.contains { $0.name == maker } }),
            ReferenceSection(
                title: "Numbers and other values",
                introduction: ["Arithmetic on quantities with units, lists, points, ranges and strings, and the named constants."],
                groups: functionGroups([("Math", Builtins.math), ("More functions", unsorted)]) + [constantsGroup]
                    // The kinds no section above makes: points, ranges, lists, strings, and any new one.
                    + memberGroups { maker in !(springs + decays + traces).contains { $0.name == maker } }),
            unitsSection,
        ]
    }

    // MARK: Functions

    /// The builtins of the tables each section names, by name.
    private static var namedTables: Set<String> {
        Set((Builtins.springs + Builtins.springConstructors + Builtins.platformFrames + Builtins.timeline + Builtins.projection
            + Builtins.decelerations + Builtins.rubberbands + Builtins.gestures + Builtins.gestureModels + Builtins.traces
            + Builtins.fitting + Builtins.math).map(\.name))
    }

    /// The builtins no section names (a group added to ``Builtins/ordered`` later).
    private static var unsorted: [Builtin] {
        let sorted = namedTables.union(platformFunctions.map(\.name))
        return Builtins.ordered.filter { !sorted.contains($0.name) }
    }

    /// The functions under a platform's name that no table above holds (an easing,
    /// `NAME.easings.steps`), whichever table declares them.
    private static var platformFunctions: [Builtin] {
        let named = namedTables
        return Builtins.ordered.filter { builtin in
            guard let dot = builtin.name.firstIndex(of: ".") else { return false }
            let namespace = builtin.name[..<dot]
            return !named.contains(builtin.name) && MotionPlatforms.all.contains { $0.name == namespace }
        }
    }

    /// Each non-empty group's functions as entries, as `help NAME` describes them.
    private static func functionGroups(_ groups: [FunctionGroup]) -> [ReferenceGroup] {
        groups.filter { !$0.builtins.isEmpty }.map { group in
            ReferenceGroup(title: group.title, entries: group.builtins.compactMap { Help.entry($0.name).map(entry) })
        }
    }

    /// A `help` entry as a reference entry: its detail lines become terms (`rate: normal` ·
    /// what it takes and means); a detail of one fact is a note with no term.
    static func entry(_ help: HelpEntry) -> ReferenceEntry {
        let terms = help.detailFacts.map { facts -> (term: String, meaning: String) in
            facts.count > 1 ? (facts[0], facts.dropFirst().joined(separator: " · ")) : ("", facts.first ?? "")
        }
        return ReferenceEntry(name: help.name, usage: help.signature == help.name ? "" : help.signature, summary: help.summary,
                              terms: terms, example: help.example)
    }

    /// The words spring constructors take, each with what it takes and means and the
    /// constructors that take it (`extraBounce`: swiftui.smooth, …), as `help WORD` says.
    private static var wordsGroup: ReferenceGroup {
        let rows = SpringWords.names.sorted().compactMap(Help.springWord).map { help -> [ReferenceText] in
            let facts = help.detailFacts.first ?? []
            return [.code(help.name + ":"), .words(facts.dropFirst().joined(separator: " · ")), .words(help.seeAlso.joined(separator: ", "))]
        }
        return ReferenceGroup(title: "Constructor words", introduction: ["A spring written with one reads it back as a member: `s.extraBounce`."],
                              columns: ["word", "takes and means", "constructors"], rows: rows)
    }

    // MARK: Platforms and presets

    /// Every platform of the registry, with everything fluid makes from it.
    private static var platformsGroup: ReferenceGroup {
        ReferenceGroup(title: "Platforms",
                       introduction: ["Each platform's name is the namespace of its constructors and presets and the word after `as`."],
                       entries: Builtins.languageTopics.compactMap { Help.entry($0.name).map(entry) } + MotionPlatforms.all.map(platformEntry))
    }

    private static func platformEntry(_ platform: any MotionPlatform) -> ReferenceEntry {
        var terms: [(term: String, meaning: String)] = []
        func add(_ term: String, _ meaning: String) { if !meaning.isEmpty { terms.append((term, meaning)) } }
        add("constructors", SpringFamilies.constructors.map(\.name).filter { $0.hasPrefix(platform.name + ".") }.joined(separator: ", "))
        add("as", platform.family.map { "s as \($0.name) writes a spring in its words" } ?? "")
        add("presets", Builtins.namespaces.first { $0.name == platform.name }.map { namespace in
            namespace.entries.map { platform.name + "." + $0.name }.joined(separator: ", ")
        } ?? "")
        add("members", platform.members.map { "s." + $0.name }.joined(separator: ", "))
        add("duration", platform.durationMembers.map { "s.\($0.name): \($0.meaning)" }.joined(separator: "; "))
        add("export", platform.exportTarget.map { "export s \($0.rawValue): \($0.summary)" } ?? "")
        add("decay models", platform.decayModels.map { "decay(v, model: \($0.word))" }.joined(separator: ", "))
        add("retarget", platform.retarget.map { $0.summary } ?? "")
        add("frames", platform.frameDuration.map { "compare's \"at 60 Hz\" row, as \($0.label) draws it" } ?? "")
        add("functions", Help.platformBuiltins(platform).joined(separator: ", "))
        add("aliases", platform.aliases.joined(separator: ", "))
        add("source", platform.upstream)
        let release = platform.release.isEmpty ? "" : " " + platform.release
        return ReferenceEntry(name: platform.name, summary: platform.title + release, terms: terms, termsAreCode: false,
                              example: "help " + platform.name)
    }

    /// Every preset under the namespaces, with the value it gives in a fresh notebook.
    private static var presetsGroup: ReferenceGroup {
        var rows: [[ReferenceText]] = []
        func walk(_ namespace: Namespace, _ path: String) {
            for (name, value) in namespace.entries {
                switch value {
                case .namespace(let inner): walk(inner, path + "." + name)
                case .function: continue
                default: rows.append([.code(path + "." + name), .code(ValueFormatter().shown(value).first?.plain ?? "")])
                }
            }
        }
        for namespace in Builtins.namespaces { walk(namespace, namespace.name) }
        return ReferenceGroup(title: "Presets", introduction: ["Each platform's named springs and constants, under its name."],
                              columns: ["preset", "value"], rows: rows)
    }

    // MARK: Members, constants, units

    /// The member tables of the kinds whose example value a builtin `belongs` accepts makes
    /// (a spring, a pipRelease result); the maker is the name before the sample's first
    /// parenthesis, empty for a point or a range, the whole sample for a list or a string.
    private static func memberGroups(_ belongs: (String) -> Bool) -> [ReferenceGroup] {
        Help.memberKinds.filter { belongs(String($0.sample.prefix { $0 != "(" })) }.map { kind in
            ReferenceGroup(title: "Members of " + kind.kind, introduction: ["Read with a dot: `\(kind.members.first?.example ?? kind.sample)`."],
                           columns: ["member", "gives", "meaning"],
                           rows: kind.members.map { [.code("." + $0.name), .words($0.gives), .words($0.meaning)] })
        }
    }

    private static var constantsGroup: ReferenceGroup {
        ReferenceGroup(title: "Constants", columns: ["constant", "meaning", "example"],
                       rows: Builtins.constants.map { [.code($0.name), .words($0.meaning), .code($0.example)] })
    }

    private static var unitsSection: ReferenceSection {
        let rows = Unit.all.map(\.symbol).compactMap(Help.unit).map { help -> [ReferenceText] in
            [.code(help.name), .words(help.summary), .words(help.details.first ?? ""), .code(help.example)]
        }
        return ReferenceSection(
            title: "Units",
            introduction: ["Numbers carry units and arithmetic checks them: adding a time to a length is an error. A plain number is a "
                + "number, read as seconds where a time is asked for."],
            groups: [ReferenceGroup(title: "", columns: ["unit", "meaning", "in base units", "example"], rows: rows)])
    }

    // MARK: Errors

    static var errors: ReferenceSection {
        var areas: [(area: String, codes: [ErrorCode])] = []
        // By number, so an area's first and last are its lowest and highest whatever order its blocks are declared in.
        for code in ErrorCode.allCases.sorted() {
            if areas.last?.area == code.area { areas[areas.count - 1].codes.append(code) } else { areas.append((code.area, [code])) }
        }
        let rows = areas.map { area -> [ReferenceText] in
            [.words(area.area), .code(area.codes.first.map(\.name) ?? ""), .code(area.codes.last.map(\.name) ?? ""), .words("\(area.codes.count)")]
        }
        return ReferenceSection(
            title: "Errors",
            introduction: ["Every mistake fluid names has a code that never changes. `help errors` lists them and `help E100` shows one."],
            link: (text: "fluid's errors", target: "errors.md", note: "each code with the lines that make it and what they print"),
            groups: [ReferenceGroup(title: "", columns: ["area", "first", "last", "codes"], rows: rows)])
    }
}
