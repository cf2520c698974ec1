import FluidLanguage
@testable import Notebook
import Testing

/// Every command through its spec: help, usage, the example, and the messages for unknown
/// options, missing and extra arguments, worded one way for all of them. A new command is
/// covered here as soon as it is in `CommandRegistry.all`.
@Suite struct CommandSpecTests {
    static let names = CommandRegistry.specs.map(\.name)

    /// A session with `s` bound (the examples of `tune` and `play` use it), at a terminal so
    /// the live commands start, saving to a fresh folder.
    static func session(sessions: String) -> Session {
        let session = makeSession(sessions: sessions)
        session.liveTerminal = true
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        return session
    }

    @Test("the registry names each command once, and the parser knows every word")
    func registry() {
        #expect(Set(CommandRegistry.words).count == CommandRegistry.words.count, "\(CommandRegistry.words)")
        #expect(Set(CommandRegistry.table.names) == Set(CommandRegistry.words))
        for spec in CommandRegistry.specs {
            #expect(CommandRegistry.command(spec.name)?.spec.name == spec.name)
            for alias in spec.aliases { #expect(CommandRegistry.spec(alias)?.name == spec.name) }
        }
    }

    @Test(arguments: names)
    func helpShowsUsageSummaryOptionsAndExample(name: String) throws {
        let spec = try #require(CommandRegistry.spec(name))
        let response = makeSession().run("help \(name)")
        #expect(!response.failed)
        #expect(response.lines.first == spec.usage)
        #expect(!spec.summary.isEmpty && response.lines.contains("  " + spec.summary))
        #expect(response.lines.last == "  example: \(spec.example)")
        for option in spec.options {
            #expect(response.lines.contains { $0.hasPrefix("  \(option.label): ") }, "help \(name) does not explain \(option.label):")
        }
        for alias in spec.aliases {
            #expect(makeSession().run("help \(alias)") == response, "help \(alias) differs from help \(name)")
        }
    }

    @Test(arguments: names)
    func usageMentionsEveryParameterAndOption(name: String) throws {
        let spec = try #require(CommandRegistry.spec(name))
        #expect(spec.usage.hasPrefix(name))
        for parameter in spec.parameters {
            #expect(spec.usage.contains(parameter.placeholder), "\(spec.usage) lacks \(parameter.placeholder)")
        }
        for option in spec.options {
            #expect(spec.usage.contains("\(option.label): \(option.placeholder)"), "\(spec.usage) lacks \(option.label):")
        }
    }

    @Test("every command's example runs", arguments: names)
    func exampleRuns(name: String) throws {
        let spec = try #require(CommandRegistry.spec(name))
        let directory = makeTemporaryDirectory()
        defer { removeDirectory(directory) }
        let session = Self.session(sessions: directory)
        #expect(spec.example.hasPrefix(name + " ") || spec.example == name, "the example of \(name) is `\(spec.example)`")
        // `load drawer` loads what `save drawer` wrote.
        if name == "load" { #expect(!session.run("save drawer").failed) }
        let response = session.run(spec.example)
        #expect(!response.failed, "`\(spec.example)` fails: \(response.lines)")
        switch name {
        case "tune", "play": #expect(session.takeLiveRequest() != nil, "`\(spec.example)` started no live mode")
        case "quit": #expect(response.quit)
        default: #expect(!response.quit)
        }
    }

    /// Examples that need neither a binding, a terminal nor files run in a fresh session
    /// as printed, so a reader can copy them.
    @Test(arguments: names.filter { !["save", "load", "quit", "tune", "play"].contains($0) })
    func exampleRunsInAFreshSession(name: String) throws {
        let example = try #require(CommandRegistry.spec(name)).example
        let response = makeSession().run(example)
        #expect(!response.failed, "`\(example)` fails: \(response.lines)")
    }

    /// `plot s, zzqx: 1`, `export … swiftui, zzqx: 1`: the builtins' message, under the
    /// label, then the usage line.
    @Test(arguments: CommandRegistry.specs.filter { $0.form == .expressions || $0.form == .expressionAndWord }.map(\.name))
    func anUnknownOptionIsRefusedOneWay(name: String) throws {
        let spec = try #require(CommandRegistry.spec(name))
        let line = spec.example + ", zzqx: 1"
        let response = Self.session(sessions: "/nonexistent").run(line)
        #expect(response.failed)
        #expect(response.lines.count == 3, "\(response.lines)")
        #expect(response.lines.dropFirst().first?.hasSuffix("^^^^ no argument 'zzqx'") == true, "\(response.lines)")
        #expect(response.lines.last == "  usage: " + spec.usage)
        #expect(Self.session(sessions: "/nonexistent").takeLiveRequest() == nil)
    }

    /// A command without its required argument, or with one word too many, says so in the
    /// binder's words with the usage line.
    @Test(arguments: names)
    func missingAndExtraArgumentsAreRefusedOneWay(name: String) throws {
        let spec = try #require(CommandRegistry.spec(name))
        if let required = spec.parameters.first(where: \.required) {
            let response = Self.session(sessions: "/nonexistent").run(name)
            #expect(response.failed)
            #expect(response.lines.dropFirst().first?.hasSuffix("^ '\(name)' needs the argument '\(required.name)'") == true, "\(response.lines)")
            #expect(response.lines.contains("  usage: " + spec.usage))
            #expect(response.lines.last == "  example: " + spec.example)
        }
        guard spec.form == .words, !(spec.parameters.last?.repeats ?? false) else { return }
        let extra = Array(repeating: "x", count: spec.parameters.count + 1).joined(separator: " ")
        let response = Self.session(sessions: "/nonexistent").run("\(name) \(extra)")
        #expect(response.failed, "\(name) \(extra)")
        let expected = spec.parameters.isEmpty ? "'\(name)' takes no positional arguments"
            : "'\(name)' takes at most \(spec.parameters.count) positional argument"
        #expect(response.text.contains(expected) || response.text.contains("setting: is digits, width, "), "\(response.lines)")
        #expect(response.text.contains(expected) == response.text.contains("usage: " + spec.usage))
    }

    @Test("Tab offers each command's options where an argument starts, and a choice's words after its label")
    func completionsComeFromTheSpec() throws {
        let session = makeSession()
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        for spec in CommandRegistry.specs where spec.form == .expressions {
            for option in spec.options {
                #expect(session.completions(for: "\(spec.name) s, ").contains(option.label + ":"), "\(spec.name) s, → \(option.label):")
                #expect(session.completions(for: "\(spec.name) s, \(option.label.prefix(2))").contains(option.label + ":"))
            }
        }
        #expect(session.completions(for: "plot s, kind: ve") == ["velocity"])
        #expect(session.completions(for: "plot s, kind: ") == PlotRequest.Kind.allCases.map(\.rawValue))
        #expect(session.completions(for: "set ") == SetCommand.settings.map(\.name))
        #expect(session.completions(for: "set st") == ["style", "steps"])
        #expect(session.completions(for: "set de") == ["depth"])
        #expect(session.completions(for: "export s css, to") == ["tolerance:"])
        #expect(session.completions(for: "pin pl").contains("plot"))
        #expect(session.completions(for: "pin plot s, wi") == ["width:"])
        // Inside a call, the call's own labels, not the command's.
        #expect(session.completions(for: "plot spring(da") == ["damping:", "dampingRatio:"])
        #expect(session.completions(for: "help sp").contains("spring"))
        #expect(session.completions(for: "tune ") == ["s"], "a name, never a command word")
    }
}
