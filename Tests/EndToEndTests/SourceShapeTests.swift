import Foundation
import Testing

/// The shape the project keeps its own sources in (issue 25's "done means"): no line over
/// 160 characters, and no file over 400 lines unless the comment at its top says why
/// ("Longer than …"), as Parser.swift does. Lines are counted in characters (grapheme
/// clusters), as an editor's column shows them.
@Suite struct SourceShapeTests {
    static let longestLine = 160
    static let longestFile = 400

    static var files: [String] { PackageStructureTests.swiftFiles(under: ["Sources"]) }

    @Test func noLineInSourcesIsOver160Characters() {
        var long: [String] = []
        for file in Self.files {
            for (index, line) in PackageStructureTests.text(file).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.count > Self.longestLine {
                long.append("\(file):\(index + 1) is \(line.count) characters")
            }
        }
        #expect(!Self.files.isEmpty)
        #expect(long.isEmpty, "wrap these lines (at most \(Self.longestLine) characters):\n\(long.joined(separator: "\n"))")
    }

    @Test func aFileOver400LinesSaysWhyAtItsTop() {
        var unexplained: [String] = []
        for file in Self.files {
            let lines = PackageStructureTests.text(file).split(separator: "\n", omittingEmptySubsequences: false)
            guard lines.count > Self.longestFile else { continue }
            let top = lines.prefix { $0.hasPrefix("//") || $0.hasPrefix("import ") || $0.isEmpty }
            if !top.contains(where: { $0.contains("Longer than") }) {
                unexplained.append("\(file) has \(lines.count) lines")
            }
        }
        #expect(unexplained.isEmpty,
                "split these files, or say at their top why they are longer (\"Longer than …\"):\n\(unexplained.joined(separator: "\n"))")
    }
}
