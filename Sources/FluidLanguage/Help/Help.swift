import FluidMotion
import TerminalText

extension Interpreter {
    /// What `help NAME` says about a builtin name: a function (`spring`, `motion.spring`), a
    /// member (`stiffness`), a spring constructor's word (`extraBounce`), a preset
    /// (`swiftui.bouncy`), a namespace (`swiftui`), a constant (`fast`), a unit (`ms`,
    /// `pt/s`) or a topic (`units`, `presets`, `constants`, `members`, `platforms`). Nil for
    /// anything else, including the user's own bindings.
    public static func help(for name: String) -> HelpEntry? { Help.entry(name) }

    /// Every name `help(for:)` answers, functions first.
    public static var helpNames: [String] { Help.names }

    /// The name `help` answers that is closest to a mistyped one, if any is close.
    public static func helpSuggestion(for name: String) -> String? { Suggestions.closest(to: name, in: Help.names) }
}

/// Help entries made from the tables the language runs on.
enum Help {
    static func entry(_ name: String) -> HelpEntry? {
        function(name) ?? keyword(name) ?? constant(name) ?? builtinPath(name) ?? member(name) ?? springWord(name)
            ?? unit(name) ?? topic(name) ?? oldName(name) ?? error(name)
    }

    static let names: [String] = {
        var seen: Set<String> = []
        let all = Builtins.functionNames + Builtins.languageTopics.map(\.name) + Builtins.constantNames + presetPaths
            + memberKinds.flatMap { $0.members.map(\.name) } + SpringWords.names.sorted() + Unit.all.map(\.symbol) + topics.map(\.name)
        return all.filter { entry($0) != nil && seen.insert($0).inserted }
    }()

    // MARK: Functions and words

    static func function(_ name: String) -> HelpEntry? {
        guard let builtin = Builtins.table[name] else { return nil }
        let members = memberHelp(name).map(\.kind)
        var details = builtin.parameters.parameters.map(\.helpFacts)
        // `swiftui.bouncy` is a constructor and, written without parentheses, a preset.
        if let preset = builtinPath(name), preset.kind == .preset, let value = preset.value, !value.hasPrefix(name) {
            details.append(["without parentheses, a preset: " + value])
        }
        return HelpEntry(name: name, kind: .function, signature: builtin.topic.signature, summary: builtin.topic.summary,
                         details: details, example: builtin.topic.example,
                         seeAlso: members.isEmpty ? [] : ["VALUE.\(name), a member of " + listed(members)])
    }

    static func keyword(_ name: String) -> HelpEntry? {
        guard let topic = Builtins.languageTopics.first(where: { $0.name == name }) else { return nil }
        return HelpEntry(name: name, kind: .keyword, signature: topic.signature, summary: topic.summary, example: topic.example,
                         seeAlso: ["platforms"])
    }

    static func constant(_ name: String) -> HelpEntry? {
        guard let constant = Builtins.constants.first(where: { $0.name == name }) else { return nil }
        return HelpEntry(name: name, kind: .constant, signature: name, summary: constant.meaning,
                         value: ValueFormatter().shown(constant.value), example: constant.example, seeAlso: ["constants"])
    }

    // MARK: Presets and namespaces

    /// `swiftui`, `swiftui.bouncy`, `android.stiffness.low`: walked through the namespaces.
    static func builtinPath(_ name: String) -> HelpEntry? {
        let path = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let head = path.first, !path.contains(where: \.isEmpty),
              var value = Builtins.namespaces.first(where: { $0.name == head }).map(Value.namespace) else { return nil }
        for word in path.dropFirst() {
            guard case .namespace(let namespace) = value, let next = namespace.member(word) else { return nil }
            value = next
        }
        let shown = ValueFormatter().shown(value)
        if case .namespace(let namespace) = value {
            let constructors = namespace.entries.contains { $0.name == "spring" }
            // A platform's own namespace says whose it is, with the release fluid models.
            let platform = path.count == 1 ? MotionPlatforms.all.first { $0.name == name } : nil
            let whose = platform.map { $0.title + ($0.release.isEmpty ? "" : " " + $0.release) + ": " } ?? ""
            return HelpEntry(name: name, kind: .namespace, signature: name,
                             summary: whose + (constructors ? "presets and constructors" : "presets") + "; type \(name). and Tab for them",
                             value: shown, example: namespace.entries.first.map { "\(name).\($0.name)" } ?? name,
                             seeAlso: ["presets"] + (platform.map(platformBuiltins) ?? []))
        }
        if path.count == 3, ["stiffness", "dampingRatio"].contains(path[1]) {
            // android.stiffness.low, compose.dampingRatio.noBouncy: numbers for the constructor.
            return HelpEntry(name: name, kind: .preset, signature: name, summary: "a preset \(path[1])", value: shown,
                             example: "\(path[0]).spring(\(path[1]): \(name))", seeAlso: ["\(path[0]).spring"])
        }
        return HelpEntry(name: name, kind: .preset, signature: name, summary: "a preset", value: shown, example: "s = \(name)",
                         seeAlso: ["presets"])
    }

    /// The builtins that run a platform's own frames or rules, named after it
    /// (`reactspringFrames`, `androidFlingFrames`), and `retarget` for those it retargets as.
    static func platformBuiltins(_ platform: any MotionPlatform) -> [String] {
        let own = Builtins.ordered.map(\.name).filter { $0.hasPrefix(platform.name) && !$0.contains(".") }
        let retargets = platform.retarget.map { $0.kind != .exact } ?? false
        return own + (retargets ? ["retarget(…, platform: \(platform.name))"] : [])
    }

    /// Every namespace and preset path, depth first.
    static let presetPaths: [String] = {
        func walk(_ namespace: Namespace) -> [String] {
            [namespace.name] + namespace.entries.flatMap { entry -> [String] in
                if case .namespace(let inner) = entry.value { return walk(inner) }
                return [namespace.name + "." + entry.name]
            }
        }
        return Builtins.namespaces.flatMap(walk)
    }()

    // MARK: Units

    static func unit(_ symbol: String) -> HelpEntry? {
        guard let unit = Unit.all.first(where: { $0.symbol == symbol }) else { return nil }
        return HelpEntry(name: symbol, kind: .unit, signature: unit.example,
                         summary: unit.meaning + ", a unit of " + dimensionWord(unit.dimension),
                         details: unit.inBaseUnit.map { [[$0]] } ?? [], example: unit.example, seeAlso: ["units"])
    }

    private static func dimensionWord(_ dimension: Dimension) -> String {
        switch dimension {
        case .time: return "time"
        case .length: return "length"
        case .angle: return "angle"
        case .speed: return "speed"
        case .angularSpeed: return "angular speed"
        default: return "plain numbers"
        }
    }

    // MARK: Topics

    static let topics: [HelpEntry] = [
        HelpEntry(name: "units", kind: .topic, signature: "units",
                  summary: "numbers carry units; a plain number is a number (seconds where a time is asked for)",
                  details: Unit.all.map { unit in [unit.symbol, unit.meaning] + (unit.inBaseUnit.map { [$0] } ?? []) },
                  example: "400ms + 0.1s", seeAlso: ["ms", "pt/s"]),
        HelpEntry(name: "presets", kind: .topic, signature: "presets",
                  summary: "each platform's named springs and constants, under the platform's name",
                  details: Builtins.namespaces.map { [ValueFormatter().format(.namespace($0))] }, example: MotionPlatforms.examplePreset,
                  seeAlso: Builtins.namespaceNames),
        HelpEntry(name: "constants", kind: .topic, signature: "constants", summary: "named values",
                  details: Builtins.constants.map { [$0.name, $0.meaning] }, example: "project(1200pt/s, rate: fast)",
                  seeAlso: Builtins.constantNames),
        HelpEntry(name: "members", kind: .topic, signature: "VALUE.member",
                  summary: "what a value answers after a dot; Tab after the dot lists them",
                  details: memberKinds.map { [$0.kind + ": " + $0.members.map(\.name).joined(separator: ", ")] },
                  example: "spring(damping: 0.8, response: 0.4s).overshoot", seeAlso: ["stiffness", "overshoot", "distance"]),
        HelpEntry(name: "platforms", kind: .topic, signature: "SPRING as PLATFORM",
                  summary: "the platforms a spring is written and shown in: their constructors, presets and `as`",
                  details: SpringFamilies.familyNames.map { family in
                      [family + ": " + SpringFamilies.constructors.map(\.name).filter { $0.hasPrefix(family + ".") }.joined(separator: ", ")]
                  },
                  example: "spring(damping: 0.8, response: 0.4s) as \(MotionPlatforms.exampleFamily)", seeAlso: ["as", "presets"]),
        errorsTopic,
    ]

    static func topic(_ name: String) -> HelpEntry? { topics.first { $0.name == name } }
}
