import Foundation
import Testing
import FluidLanguage
@testable import Notebook
import SeededRandom

/// `save` writes the program: each binding's lines as typed, after what they read, then
/// the pins; loading it makes the same bindings bit for bit, and they stay live.
@Suite struct SaveProgramTests {
    static func statements(ofSavedFile path: String) throws -> [String] {
        let text = try #require(readFile(path))
        return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }

    /// Every binding as exact source (17 significant digits round-trip), by name.
    static func exactBindings(_ session: Session) -> [String: String] {
        Dictionary(uniqueKeysWithValues: session.interpreter.bindings.map { binding in
            (binding.name, session.interpreter.sourceText(binding.name) ?? SourcePrinter.value(binding.value))
        })
    }

    @Test func theFileHoldsTheLinesAsTypedAfterWhatTheyRead() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let session = makeSession(sessions: dir)
        for line in ["d = 0.8", "s = spring(damping: d, response: 0.4s)", "v = 4.6875 / 1s", "s.response = 0.5s",
                     "f(x) = x * d", "a = 1", "b = 2", "a = b * 3", "pin s.overshoot", "d = 0.5"] {
            #expect(!session.run(line).failed, "\(line)")
        }
        #expect(!session.run("save prog").failed)
        #expect(try Self.statements(ofSavedFile: dir + "/prog.fluid") == [
            "d = 0.5", "s = spring(damping: d, response: 0.4s)", "s.response = 0.5s", "v = 4.6875 / 1s",
            "f(x) = x * d", "b = 2", "a = b * 3", "pin s.overshoot",
        ])
        // Loaded, it is the same session, and still live.
        let loaded = makeSession(sessions: dir)
        #expect(!loaded.run("load prog").failed)
        #expect(Self.exactBindings(loaded) == Self.exactBindings(session))
        let changed = loaded.run("d = 0.9")
        #expect(changed.transcript.contains { $0.hasPrefix("s = spring(damping: 0.9, response: 500 ms)") }, "\(changed.transcript)")
        #expect(changed.transcript.contains("pin 1: s.overshoot"), "the pin came along: \(changed.transcript)")
        // Checking the saved file passes at once.
        #expect(Replayer.check(path: dir + "/prog.fluid", in: makeSession(sessions: dir), update: false).clean)
    }

    @Test(arguments: 0..<12)
    func randomSessionsSaveAndLoadBitForBit(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9 &+ 7)
        let dir = makeTemporaryDirectory("\(#function)-\(seed)")
        defer { removeDirectory(dir) }
        let session = makeSession(sessions: dir)
        var numbers: [String] = [], springs: [String] = [], functions: [String] = []
        func pick(_ names: [String]) -> String? { names.isEmpty ? nil : names[random.below(names.count)] }
        for _ in 0..<24 {
            let n = "p\(random.below(6))", s = "s\(random.below(3))", g = "g\(random.below(2))"
            let value = String(Double(random.below(1000) + 1) / 997)
            var line: String
            switch random.below(7) {
            case 0: line = "\(n) = \(value)"
            case 1: line = pick(numbers).map { "\(n) = \($0) * 0.5 + \(value)" } ?? "\(n) = \(value)"
            case 2: line = pick(numbers).map { "\(s) = spring(damping: 0.2 + \($0) / 10, response: 0.3s + \($0) * 10ms)" }
                ?? "\(s) = spring(damping: 0.7, response: 0.4s)"
            case 3: line = pick(springs).map { "\($0).damping = 0.3 + \(value) / 10" } ?? "\(n) = \(value)"
            case 4: line = pick(numbers).map { "\($0) = \($0) * 1.1" } ?? "\(n) = 0.1 + 0.2"
            case 5: line = pick(numbers).map { "\(g)(x) = x * \($0) + 1" } ?? "\(g)(x) = x / 3"
            default: line = pick(functions).map { "\(n) = \($0)(\(value))" } ?? "\(n) = \(value) / 3"
            }
            let response = session.run(line)
            guard !response.failed else { continue }   // a circle or a bad dependent: refused, fine
            if line.hasPrefix("p") { numbers.append(String(line.prefix(2))) }
            if line.hasPrefix("s"), !line.contains(".damping") { springs.append(String(line.prefix(2))) }
            if line.hasPrefix("g") { functions.append(String(line.prefix(2))) }
        }
        let save = session.run("save random")
        try #require(!save.failed, "\(save.transcript)")
        let loaded = makeSession(sessions: dir)
        let load = loaded.run("load random")
        try #require(!load.failed, "\(load.transcript)")
        #expect(Self.exactBindings(loaded) == Self.exactBindings(session))
        // Saved again, the loaded session writes the same program.
        let first = try #require(readFile(dir + "/random.fluid"))
        #expect(!loaded.run("save random").failed)
        #expect(readFile(dir + "/random.fluid") == first)
    }

    @Test func aLoadedNotebookKeepsItsCommentsAndPlotsInPlace() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        writeFile("""
            # fluid session 1
            # How soft the drawer is.
            d = 0.8

            s = spring(damping: d, response: 0.4s)
            plot s
            # The end of the tour.

            """, to: dir + "/tour.fluid")
        let session = makeSession(sessions: dir)
        #expect(!session.run("load tour").failed)
        _ = session.run("d = 0.5")
        _ = session.run("t = s.settle")
        #expect(!session.run("save tour").failed)
        let text = try #require(readFile(dir + "/tour.fluid"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.hasPrefix("#>") }
        #expect(lines == ["# fluid session 1", "# How soft the drawer is.", "d = 0.5", "", "s = spring(damping: d, response: 0.4s)",
                          "plot s", "# The end of the tour.", "t = s.settle", ""], "\(lines)")
        #expect(text.contains("#> s = spring(damping: 0.5, response: 400 ms)"), "the outputs are the new ones")
        #expect(Replayer.check(path: dir + "/tour.fluid", in: makeSession(sessions: dir), update: false).clean)
    }

    @Test func aLayoutThatNoLongerReplaysFallsBackToThePlainProgram() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        writeFile("# fluid session 1\n# a first, b second\na = 1\nb = 2\n", to: dir + "/order.fluid")
        let session = makeSession(sessions: dir)
        #expect(!session.run("load order").failed)
        _ = session.run("a = b * 3")   // a now reads b, which the notebook makes after it
        #expect(!session.run("save order").failed)
        #expect(try Self.statements(ofSavedFile: dir + "/order.fluid") == ["b = 2", "a = b * 3"])
    }
}
