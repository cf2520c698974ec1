import Testing
import FluidLanguage
@testable import Notebook

/// QA of issue 3: `help swiftui`, `help reactspring.wobbly`, `help android.stiffness`,
/// `help fast` and `help talk` all answered "no help for …", though the README and the
/// completions show these names. Every builtin family, preset and constant now has help
/// with its value and an example that runs.
@Suite("help for families, presets and constants")
struct HelpForBuiltinValuesTests {
    /// Every builtin name that is not a function, and every member path under the families,
    /// found by walking what `help FAMILY` lists (so a new preset is covered without editing this).
    static let names: [String] = {
        let functions = Set(Interpreter.helpTopics.map(\.name))
        var queue = Interpreter.builtinNames.filter { !functions.contains($0) }
        var all: [String] = []
        while let name = queue.first {
            queue.removeFirst()
            all.append(name)
            let response = makeSession().run("help \(name)")
            guard !response.failed, response.lines.count > 1, response.lines[1].hasPrefix("  = \(name): ") else { continue }
            let members = response.lines[1].dropFirst("  = \(name): ".count).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            queue += members.map { "\(name).\($0)" }.filter { !functions.contains($0) }
        }
        return all
    }()

    @Test("the walk reaches the presets of ANCHORS.md")
    func walkIsComplete() {
        for name in ["swiftui", "motion.default", "reactspring.wobbly", "reactspring.molasses", "android.stiffness.low",
                     "android.dampingRatio.noBouncy", "compose.stiffness.mediumLow", "fast", "normal", "exact", "talk", "inertia"] {
            #expect(Self.names.contains(name), "\(name)")
        }
    }

    @Test("help NAME shows what it is, its value and an example that runs in a fresh session", arguments: names)
    func helpRuns(name: String) throws {
        let response = makeSession().run("help \(name)")
        #expect(!response.failed, "help \(name): \(response.lines)")
        #expect(response.lines.first?.hasPrefix(name + "  ") == true, "\(response.lines)")
        let example = try #require(SessionTests.example(shownBy: name), "help \(name) shows no example")
        let run = makeSession().run(example)
        #expect(!run.failed, "help \(name) example `\(example)` fails: \(run.lines)")
    }

    @Test("the values shown are the platforms' own")
    func values() {
        // react-spring config.wobbly is tension 180, friction 12 (pmndrs/react-spring constants.ts).
        #expect(makeSession().run("help reactspring.wobbly").lines.dropFirst().first == "  = spring(tension: 180, friction: 12)")
        // Compose Spring.StiffnessMediumLow = 400f.
        #expect(makeSession().run("help compose.stiffness.mediumLow").lines.dropFirst().first == "  = 400")
        // UIScrollView.DecelerationRate.fast = 0.99 per millisecond.
        #expect(makeSession().run("help fast").lines.dropFirst().first == "  = 0.99")
    }

    @Test("a name that is not builtin, or a user's own binding, still gets no help")
    func notBuiltin() {
        let session = makeSession()
        _ = session.run("mine = swiftui.bouncy")
        #expect(session.run("help mine").failed)
        #expect(session.run("help swiftui.nope").failed)
        #expect(session.run("help android.").failed)
    }
}

/// Issue 10: help renders the language's typed help (`Interpreter.help(for:)`) for every
/// name it knows, without running a fresh interpreter and parsing what it printed.
@Suite("help for members, units and topics")
struct HelpForEveryNameTests {
    @Test("every name help knows renders, with an example that runs in a fresh session", arguments: Interpreter.helpNames)
    func renders(name: String) throws {
        let response = try #require(HelpCommand.helpForBuiltinValue(name, in: CommandContext(makeSession())), "no help for \(name)")
        #expect(!response.failed, "\(response.lines)")
        let example = try #require(response.lines.first { $0.hasPrefix("  example: ") }?.dropFirst("  example: ".count))
        let run = makeSession().run(String(example))
        #expect(!run.failed, "help \(name) example `\(example)` fails: \(run.lines)")
    }

    @Test("help stiffness, overshoot, units, presets, ms and pt/s answer", arguments: [
        ("stiffness", "stiffness  a member of a spring"),
        ("overshoot", "overshoot  a member of a spring and a retargeted motion"),
        ("units", "units  numbers carry units"),
        ("presets", "presets  each platform's named springs"),
        ("ms", "ms  milliseconds"),
        ("pt/s", "pt/s  points per second, a unit of speed"),
    ])
    func answers(name: String, firstLine: String) {
        let response = makeSession().run("help \(name)")
        #expect(!response.failed, "\(response.lines)")
        #expect(response.lines.first?.hasPrefix(firstLine) == true, "\(response.lines)")
    }

    @Test("a mistyped member, preset or unit gets a did-you-mean")
    func didYouMean() {
        #expect(makeSession().run("help stifness").text.contains("did you mean 'stiffness'?"))
        #expect(makeSession().run("help swiftui.bouncey").text.contains("did you mean 'swiftui.bouncy'?"))
        #expect(makeSession().run("help presest").failed)
    }
}
