import FluidLanguage

/// The whole reference `fluid help --markdown` and `fluid help --man` print: the commands
/// from their specs (usage, options with the values they take, examples), the language's
/// sections (``Interpreter/referenceSections``), the settings `set` changes, and the errors.
/// Made from the declarations at each call, in their order, so it is the same on every
/// machine and a new command, option, builtin, platform or setting appears in it.
public enum NotebookReference {
    public static var document: ReferenceDocument {
        ReferenceDocument(
            title: "fluid reference",
            introduction: [
                "Every command, function, member, preset, platform, unit and setting of fluid's notebook, as `help NAME` "
                    + "describes each. This is what `fluid help --markdown` prints (and `fluid help --man` as a man page), made "
                    + "from the declarations that drive `help` and Tab completion; docs/reference.md is checked against it, and "
                    + "`fluid help --markdown > docs/reference.md` writes it again.",
            ],
            sections: [commands] + Interpreter.referenceSections + [settings, Interpreter.referenceErrorSection])
    }

    /// Each command of the registry, as its spec declares it.
    static var commands: ReferenceSection {
        ReferenceSection(
            title: "Commands",
            introduction: ["A command starts a line and needs no parentheses: `plot s, t, kind: velocity`. Its options are labelled "
                + "and take the values listed under each; `help NAME` says the same for one command."],
            groups: [ReferenceGroup(title: "", entries: CommandRegistry.specs.map(entry))])
    }

    private static func entry(_ spec: CommandSpec) -> ReferenceEntry {
        var terms = spec.options.map { option in
            (term: option.label + ": " + option.placeholder, meaning: takes(option.kind).map { $0 + " · " + option.meaning } ?? option.meaning)
        }
        if !spec.aliases.isEmpty { terms.append(("also", spec.aliases.joined(separator: ", "))) }
        if !spec.members.isEmpty { terms.append(("shows", spec.members.map { "s." + $0 }.joined(separator: ", "))) }
        if spec.pinnable { terms.append(("pin", "pin " + spec.name + " … keeps it on screen, redrawn when what it reads changes")) }
        return ReferenceEntry(name: spec.name, usage: spec.usage, summary: spec.summary, terms: terms, example: spec.example)
    }

    /// What an option's value must be: `a whole number from 20 to 1000`, `a speed`; nil for
    /// a choice, whose words its placeholder lists (`position|velocity|both|path`).
    private static func takes(_ kind: CommandOption.Kind) -> String? {
        switch kind {
        case .whole(let range): return "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .string: return "a string"
        case .choice: return nil
        case .quantity(let expected):
            switch expected {
            case .plain: return "a plain number"
            case .time: return "a time"
            case .length: return "a length"
            case .speed: return "a speed"
            }
        }
    }

    /// What `set` shows and changes, in its order.
    static var settings: ReferenceSection {
        ReferenceSection(
            title: "Settings",
            introduction: ["`set` alone lists them with their current values; `set NAME VALUE` changes one for the rest of the session."],
            groups: [ReferenceGroup(title: "", columns: ["setting", "takes", "changes"], rows: SetCommand.settings.map { setting in
                let name = ([setting.name] + setting.aliases).joined(separator: ", ")
                return [.code(name), .words(setting.takes), .words(setting.meaning)]
            })])
    }
}
