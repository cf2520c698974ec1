import Testing
import FluidMotion
@testable import FluidLanguage
@testable import Notebook

/// The reference (`fluid help --markdown`, `--man`) holds every declaration once: each
/// command of the registry, each builtin of the tables, each platform of the registry, each
/// unit, member, preset, constant, spring word and setting. The lists are read from the
/// declarations here too, so a new builtin or platform that the reference left out fails.
@Suite struct ReferenceDocumentTests {
    static let document = NotebookReference.document
    static let markdown = document.markdown
    static let entries = document.sections.flatMap(\.groups).flatMap(\.entries).map(\.name)
    /// Every table cell's text.
    static let cells = Set(document.sections.flatMap(\.groups).flatMap(\.rows).flatMap { $0.map(\.text) })

    @Test func everyCommandBuiltinAndPlatformHasOneEntry() {
        let expected = CommandRegistry.specs.map(\.name) + Interpreter.helpTopics.map(\.name) + MotionPlatforms.all.map(\.name)
        #expect(Self.entries.sorted() == expected.sorted(),
                "missing: \(Set(expected).subtracting(Self.entries)); extra: \(Set(Self.entries).subtracting(expected))")
        for name in expected { #expect(Self.markdown.contains("\n#### `\(name)`\n"), "no heading for \(name)") }
    }

    @Test func everyCommandsOptionsAreListedWithTheirValues() {
        for spec in CommandRegistry.specs {
            guard let entry = Self.document.sections.flatMap(\.groups).flatMap(\.entries).first(where: { $0.name == spec.name }) else {
                Issue.record("no entry for \(spec.name)")
                continue
            }
            #expect(entry.usage == spec.usage)
            for option in spec.options {
                let term = entry.terms.first { $0.term == option.label + ": " + option.placeholder }
                #expect(term?.meaning.hasSuffix(option.meaning) == true, "\(spec.name) \(option.label)")
                if case .whole(let range) = option.kind {
                    #expect(term?.meaning.hasPrefix("a whole number from \(range.lowerBound) to \(range.upperBound)") == true)
                }
            }
        }
    }

    @Test func everyUnitMemberPresetConstantWordAndSettingHasARow() {
        var expected = Unit.all.map(\.symbol) + Builtins.constants.map(\.name) + SpringWords.names.filter { Help.springWord($0) != nil }.map { $0 + ":" }
        expected += Help.memberKinds.flatMap(\.members).map { "." + $0.name }
        expected += SetCommand.settings.map { ([$0.name] + $0.aliases).joined(separator: ", ") }
        // Every value under the namespaces that is not a function (those are entries).
        func presets(_ namespace: Namespace, _ path: String) -> [String] {
            namespace.entries.flatMap { name, value -> [String] in
                switch value {
                case .namespace(let inner): return presets(inner, path + "." + name)
                case .function: return []
                default: return [path + "." + name]
                }
            }
        }
        expected += Builtins.namespaces.flatMap { presets($0, $0.name) }
        #expect(expected.count > 100)
        for name in expected {
            let found = Self.cells.contains(name)
            #expect(found, "no row for \(name)")
        }
    }

    @Test func sameTwiceAndNoLineEndsInSpaces() {
        #expect(NotebookReference.document.markdown == Self.markdown)
        #expect(!Self.markdown.split(separator: "\n").contains { $0.hasSuffix(" ") })
        let man = Self.document.manPage(name: "fluid-reference", version: "fluid test", summary: "test")
        #expect(man == NotebookReference.document.manPage(name: "fluid-reference", version: "fluid test", summary: "test"))
        #expect(man.unicodeScalars.allSatisfy { $0.isASCII }, "the man page is ASCII; other characters are \\[uXXXX]")
        #expect(!man.split(separator: "\n").contains { $0.isEmpty }, "a blank line in roff is a paragraph break man(7) warns of")
    }
}
