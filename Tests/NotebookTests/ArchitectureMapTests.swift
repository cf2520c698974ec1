import Foundation
import Testing

/// ARCHITECTURE.md is a map for finding things by name; a name on it that leads nowhere makes
/// it false. Every Swift file it names exists (a full path from the package's root, or the
/// end of one: `Runtime/DecayValue.swift`, `Block.swift`), and every test it names beside a
/// rule is a test suite of the package. Patterns (`<Name>.swift`, `Messages*.swift`) are
/// not names and are skipped.
@Suite struct ArchitectureMapTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `.swift` file under Sources, Tests and Plugins, as paths from the root.
    static func swiftFiles() -> [String] {
        var files: [String] = []
        for folder in ["Sources", "Tests", "Plugins"] {
            guard let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
            while let path = walker.nextObject() as? String {
                if path.hasSuffix(".swift") { files.append(folder + "/" + path) }
            }
        }
        return files
    }

    /// The text between backticks, each a name the map gives.
    static func quoted(in text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// Every run of characters a path is made of that ends in `.swift`, in quoted text that
    /// holds no pattern.
    static func swiftPaths(in text: String) -> [String] {
        quoted(in: text).filter { !$0.contains("*") && !$0.contains("<") }.flatMap { quote in
            quote.split { !($0.isLetter || $0.isNumber || "/+._-".contains($0)) }.map(String.init).filter { $0.hasSuffix(".swift") }
        }
    }

    static func map() throws -> String {
        try String(contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
    }

    @Test func everySwiftFileTheMapNamesExists() throws {
        let text = try Self.map()
        let files = Self.swiftFiles()
        let paths = Self.swiftPaths(in: text)
        #expect(paths.count > 50)
        for path in Set(paths).sorted() {
            let found = files.contains { $0 == path || $0.hasSuffix("/" + path) }
            #expect(found, "ARCHITECTURE.md names \(path), which is no file of the package")
        }
    }

    @Test func everyTestTheMapNamesExists() throws {
        let text = try Self.map()
        let names = Set(Self.quoted(in: text).filter { name in
            name.hasSuffix("Tests") && name.allSatisfy { $0.isLetter || $0.isNumber }
        })
        #expect(names.count >= 5)
        let files = Self.swiftFiles().filter { $0.hasPrefix("Tests/") }
        for name in names.sorted() {
            let found = try files.contains { file in
                try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8).contains("struct \(name)")
            }
            #expect(found, "ARCHITECTURE.md names the test \(name), which no test file declares")
        }
    }

    /// The bullets under "Rules the tests keep", each whole (its wrapped lines joined).
    static func rules(in text: String) -> [String] {
        guard let start = text.range(of: "## Rules the tests keep") else { return [] }
        var section = text[start.upperBound...]
        if let next = section.range(of: "\n## ") { section = section[..<next.lowerBound] }
        return section.components(separatedBy: "\n- ").dropFirst().map { $0.replacingOccurrences(of: "\n", with: " ") }
    }

    @Test func everyRuleNamesTheTestThatKeepsIt() throws {
        let rules = Self.rules(in: try Self.map())
        #expect(rules.count >= 5)
        for rule in rules {
            let tests = Self.quoted(in: rule).filter { $0.hasSuffix("Tests") && $0.allSatisfy { $0.isLetter || $0.isNumber } }
            #expect(!tests.isEmpty, "the rule \"\(rule.prefix(60))…\" names no test that keeps it: name one, or remove the rule")
        }
    }

    @Test func theRulesSeeNamesAndSkipPatterns() {
        #expect(Self.rules(in: "## Rules the tests keep\n\nintro\n\n- **A.** one\n  two (`ATests`).\n- **B.** (`BTests`)\n\n## Next\n- c")
                == ["**A.** one   two (`ATests`).", "**B.** (`BTests`) "])
        #expect(Self.swiftPaths(in: "a `Sources/A/B.swift` and (`UIKit/Decay.swift`, `<Name>.swift`), `Messages*.swift`")
                == ["Sources/A/B.swift", "UIKit/Decay.swift"])
        #expect(Self.quoted(in: "x `a` y `b`") == ["a", "b"])
    }
}
