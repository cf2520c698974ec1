import Foundation
import Testing
@testable import Notebook

/// LineDiff.unified writes what `diff -u` writes (the hunks and their lines), checked
/// against GNU diff itself.
@Suite struct UnifiedDiffTests {
    static let numbers: [String] = (1...30).map { String($0) }
    static let cases: [([String], [String])] = [
        (["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"], ["a", "b", "C", "d", "e", "f", "g", "h", "i", "J", "k"]),
        (["one"], ["two"]),
        (["x", "y"], ["x", "y", "z"]),
        (numbers, numbers.filter { $0 != "4" && $0 != "25" }),
    ]

    @Test(arguments: 0..<4)
    func hunksMatchGNUDiff(index: Int) throws {
        let (old, new) = Self.cases[index]
        let diff = try #require(["/usr/bin/diff", "/bin/diff"].first { FileManager.default.isExecutableFile(atPath: $0) })
        let directory = makeTemporaryDirectory("unified-\(old.count)-\(new.count)")
        defer { removeDirectory(directory) }
        writeFile(old.joined(separator: "\n") + "\n", to: directory + "/old")
        writeFile(new.joined(separator: "\n") + "\n", to: directory + "/new")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: diff)
        process.arguments = ["-u", directory + "/old", directory + "/new"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let gnu = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let ours = LineDiff.unified(LineDiff.changes(from: old, to: new), old: "old", new: "new")
        // The headers differ (GNU adds dates); the hunks must be the same.
        #expect(Array(ours.dropFirst(2)) == Array(gnu.dropFirst(2).dropLast()), "ours:\n\(ours.joined(separator: "\n"))\nGNU:\n\(gnu.joined(separator: "\n"))")
    }
}
