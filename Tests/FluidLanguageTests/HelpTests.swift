import Foundation
import Testing
@testable import FluidLanguage

/// Issue 10, part 3: `help` answers every builtin name from the tables the language runs
/// on (parameter tables, member tables, presets, constants, units), and every example it
/// shows runs.
@Suite("help from the tables") struct HelpTests {
    /// Every name help must answer, gathered from the tables themselves (so a new builtin,
    /// member, preset, constant or unit is covered without editing this list).
    static let names: [String] = {
        var names = Builtins.functionNames + Builtins.constantNames + Help.presetPaths + Unit.all.map(\.symbol)
        names += Help.memberKinds.flatMap { $0.members.map(\.name) }
        names += ["units", "presets", "constants", "members", "platforms", "as", "extraBounce", "epsilon", "allowOverDamping"]
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }()

    /// An interpreter that reads files relative to the package (for `trace("examples/…")`).
    static func interpreter() -> Interpreter {
        let interpreter = Interpreter()
        interpreter.readFile = { path in try String(contentsOfFile: path, encoding: .utf8) }
        return interpreter
    }

    @Test("help answers every builtin name, and its example runs in a fresh notebook", arguments: names)
    func answers(name: String) throws {
        let entry = try #require(Interpreter.help(for: name), "no help for \(name)")
        #expect(entry.name == name)
        #expect(!entry.summary.isEmpty && !entry.signature.isEmpty)
        #expect(Interpreter.helpNames.contains(name))
        do throws(Diagnostic) {
            _ = try Self.interpreter().run(entry.example)
        } catch {
            Issue.record("help \(name): example `\(entry.example)` fails: \(error.message)")
        }
    }

    @Test("the names issue 10 found unanswered are answered by their kind")
    func kinds() throws {
        #expect(Interpreter.help(for: "stiffness")?.kind == .member)
        #expect(Interpreter.help(for: "settle")?.kind == .member)
        #expect(Interpreter.help(for: "units")?.kind == .topic)
        #expect(Interpreter.help(for: "presets")?.kind == .topic)
        #expect(Interpreter.help(for: "ms")?.kind == .unit)
        #expect(Interpreter.help(for: "pt/s")?.summary.contains("speed") == true)
        #expect(Interpreter.help(for: "swiftui")?.kind == .namespace)
        #expect(Interpreter.help(for: "reactspring.wobbly")?.kind == .preset)
        #expect(Interpreter.help(for: "fast")?.value == "0.99")
        #expect(Interpreter.help(for: "extraBounce")?.kind == .parameter)
        // A member several kinds share says which have it.
        let overshoot = try #require(Interpreter.help(for: "overshoot"))
        #expect(overshoot.summary == "a member of a spring and a retargeted motion")
        #expect(overshoot.details.count == 2)
        // A constructor that is also a preset says both.
        #expect(Interpreter.help(for: "swiftui.bouncy")?.details.contains { $0.hasPrefix("without parentheses, a preset: spring(") } == true)
    }

    @Test("the fields help describes for each result are the fields its example returns, in order")
    func resultFields() throws {
        for result in Help.resultKinds {
            let value = try Self.interpreter().run(result.sample).value
            switch value {
            case .record(let record): #expect(record.fields.map(\.name) == result.members.map(\.name), "\(result.kind)")
            case .motion: #expect(result.members.map(\.name) == RetargetedMotionValue.memberNames)
            default: Issue.record("\(result.sample) is neither a record nor a motion")
            }
        }
        #expect(Help.resultKinds.count == Help.resultFields.count)
    }

    @Test("every member help describes says what it gives and what it means")
    func memberMeanings() {
        for kind in Help.memberKinds {
            for member in kind.members {
                #expect(!member.meaning.isEmpty && !member.gives.isEmpty, "\(kind.kind): \(member.name)")
            }
        }
        // A retargeted motion's members are named by RetargetedMotionValue; help has a meaning for each.
        #expect(Help.memberKinds.first { $0.kind == "a retargeted motion" }?.members.map(\.name) == RetargetedMotionValue.memberNames)
    }

    @Test("a name that is not builtin gets no help, and a close one is suggested")
    func unknown() {
        #expect(Interpreter.help(for: "mine") == nil)
        #expect(Interpreter.help(for: "swiftui.nope") == nil)
        #expect(Interpreter.help(for: "android.") == nil)
        #expect(Interpreter.help(for: "") == nil)
        #expect(Interpreter.helpSuggestion(for: "stifness") == "stiffness")
        #expect(Interpreter.helpSuggestion(for: "overshot") == "overshoot")
        #expect(Interpreter.helpSuggestion(for: "presest") == "presets")
    }

    @Test("a function's help lists every parameter its call accepts, with what it means")
    func parameters() {
        for builtin in Builtins.ordered {
            let entry = Interpreter.help(for: builtin.name)
            for parameter in builtin.parameters.parameters {
                #expect(entry?.details.contains { $0.hasPrefix(parameter.name) } == true, "\(builtin.name): \(parameter.name)")
                #expect(!parameter.meaning.isEmpty, "\(builtin.name): \(parameter.name) has no meaning")
            }
        }
    }

    /// The signature shows a default as source; that source must evaluate to the default the
    /// binding uses, so help cannot say one thing while the call does another.
    @Test("every default a signature shows is the default the call uses")
    func defaults() {
        var checked = 0
        for builtin in Builtins.ordered {
            for parameter in builtin.parameters.parameters {
                guard let text = parameter.defaultText else { continue }
                #expect(builtin.topic.signature.contains(parameter.name + ": " + text), "\(builtin.name): \(parameter.name): \(text)")
                guard let expected = parameter.defaultValue else { continue }
                #expect(number(text) == expected.value, "\(builtin.name): \(parameter.name): \(text) is not \(expected.value)")
                checked += 1
            }
        }
        #expect(checked >= 15)
    }
}
