import Foundation
import Testing
import FluidLanguage
@testable import Notebook

/// Everything a line does is one piece of work: Ctrl-C stops all of it (the lines a load or
/// save replays, a CSV being read) and keeps nothing half-done, and one step budget counts
/// all of it (every sample of a diff, the lines a load or save replays, printing).
@Suite("one line, one piece of work")
struct LineWorkTests {
    /// Composition: f_k calls f_(k-1) twice, so f_k(1) takes about 2^k calls.
    static let compositions = ["f0(x) = x + 1"] + (1...24).map { "f\($0)(x) = f\($0 - 1)(f\($0 - 1)(x))" }

    static func session(_ dir: String, lines: [String]) -> Session {
        let session = makeSession(sessions: dir)
        for line in lines { #expect(!session.run(line).failed, "\(line)") }
        return session
    }

    // MARK: Ctrl-C

    @Test("Ctrl-C during a load binds nothing and stops the file's lines")
    func interruptedLoadBindsNothing() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        writeFile((Self.compositions + ["set steps 2000000000", "a = 1", "b = f24(1)", "c = 3"]).joined(separator: "\n") + "\n", to: dir + "/busy.fluid")
        let session = makeSession(sessions: dir)
        let raised = Flag()
        session.interpreter.interruptRequested = { raised.isRaised }
        // Asked between the file's lines and every 4,096 steps: the 100th time is inside f24(1).
        raised.raise(atCheck: 100)
        let response = session.run("load busy")
        #expect(response.failed)
        #expect(response.text.contains("interrupted (Ctrl-C)"), "\(response.text)")
        #expect(response.text.contains("nothing was loaded"), "\(response.text)")
        #expect(session.interpreter.bindings.isEmpty, "an interrupted load bound \(session.interpreter.bindings.map(\.name))")
        // f24(1) alone takes minutes: the load stopped at the flag, asking once or twice more.
        #expect(raised.checksSinceRaised <= 3, "the load asked \(raised.checksSinceRaised) times after Ctrl-C")
        raised.lower()
        #expect(session.run("1 + 1").lines == ["2"], "the session goes on after an interrupted load")
    }

    @Test("Ctrl-C between two cheap lines of a load still keeps nothing")
    func interruptBetweenLinesOfALoad() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        writeFile("a = 1\nb = 2\n", to: dir + "/cheap.fluid")
        let session = makeSession(sessions: dir)
        session.interpreter.interruptRequested = { true }
        let response = session.run("load cheap")
        #expect(response.failed)
        #expect(response.text == "interrupted (Ctrl-C); nothing was loaded", "\(response.text)")
        #expect(session.interpreter.bindings.isEmpty)
    }

    @Test("Ctrl-C during a save leaves the old file whole")
    func interruptedSaveKeepsTheOldFile() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let session = Self.session(dir, lines: ["a = 1"])
        #expect(!session.run("save keep").failed)
        let before = try #require(readFile(dir + "/keep.fluid"))
        for line in Self.compositions + ["set steps 2000000000", "b = f16(1)"] { #expect(!session.run(line).failed, "\(line)") }
        let raised = Flag()
        session.interpreter.interruptRequested = { raised.isRaised }
        // The save's replay of b = f16(1) asks every 4,096 steps: the 10th time is inside it.
        raised.raise(atCheck: 10)
        let response = session.run("save keep")
        #expect(response.failed)
        #expect(response.text == "interrupted (Ctrl-C); nothing was saved (keep.fluid is as it was)", "\(response.text)")
        #expect(readFile(dir + "/keep.fluid") == before, "an interrupted save changed the file")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0 != "keep.fluid" && $0 != "keep.fluid~" }
        #expect(leftovers.isEmpty, "an interrupted save left \(leftovers)")
    }

    @Test("Ctrl-C while a CSV is read stops it and binds nothing")
    func interruptedTraceReading() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        var rows = "t (ms), x (pt)\n"
        for k in 0..<20_000 { rows += "\(k),\(k % 97)\n" }
        writeFile(rows, to: dir + "/rows.csv")
        let session = makeSession(sessions: dir)
        session.interpreter.interruptRequested = { true }
        let response = session.run("t = trace(\"\(dir)/rows.csv\")")
        #expect(response.failed)
        #expect(response.text.contains("interrupted (Ctrl-C)"), "\(response.text)")
        #expect(session.interpreter.value(of: "t") == nil)
    }

    // MARK: One budget per line

    @Test("diff shares one step budget over both curves' samples")
    func diffSharesOneBudget() {
        // Each curve of f4 costs about 0.9 million steps over diff's 6,000-odd samples: one
        // fits in a budget of 1.4 million, two do not.
        let session = Self.session("/nonexistent", lines: Array(Self.compositions.prefix(5))
                                   + ["g(t) = f4(t / 1s) * 1pt", "h(t) = f4(t / 1s) * 1pt + 1pt", "z(t) = 0pt", "set steps 1400000"])
        let one = session.run("diff g, z, 0s..1s")
        #expect(!one.failed, "\(one.text.prefix(300))")
        let both = session.run("diff g, h, 0s..1s")
        #expect(both.failed, "diff of two curves ran each on a budget of its own: \(both.text.prefix(300))")
        #expect(both.text.contains("`set steps"), "\(both.text.prefix(400))")
    }

    @Test("printing a value counts against the line's budget")
    func printingCounts() {
        let session = Self.session("/nonexistent", lines: ["x = [1]"] + Array(repeating: "x = [x, x]", count: 10))
        _ = session.run("set steps 1000")
        let response = session.run("[x, x]")
        #expect(response.failed, "printing 4,096 elements on a budget of 1,000 steps went through")
        #expect(response.text.contains("set steps"), "\(response.text)")
        let part = session.run("x[0][0]")
        #expect(!part.failed, "a part of 256 elements still prints within 1,000 steps: \(part.text.prefix(200))")
    }

    @Test("a load's lines share the loading line's budget")
    func loadSharesTheBudget() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        // Each line takes about 2^14 calls; the five together pass a budget that one fits in.
        writeFile((Array(Self.compositions.prefix(15)) + (1...5).map { "v\($0) = f14(\($0))" }).joined(separator: "\n") + "\n", to: dir + "/parts.fluid")
        let session = makeSession(sessions: dir)
        _ = session.run("set steps 300000")
        let response = session.run("load parts")
        #expect(response.failed, "five lines of a load each got a budget of their own: \(response.text.prefix(300))")
        #expect(response.text.contains("set steps"), "\(response.text.prefix(400))")
        #expect(response.text.contains("nothing was loaded"))
        #expect(session.interpreter.value(of: "v1") == nil)
    }

    @Test("a save's replay shares the saving line's budget and keeps the old file")
    func saveSharesTheBudget() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let session = Self.session(dir, lines: Array(Self.compositions.prefix(15)) + ["set steps 100000"])
        #expect(!session.run("save parts").failed)
        let before = try #require(readFile(dir + "/parts.fluid"))
        _ = session.run("set steps 300000")
        for k in 1...5 { #expect(!session.run("v\(k) = f14(\(k))").failed, "each line alone fits in the budget") }
        let response = session.run("save parts")
        #expect(response.failed, "a save replayed five lines on budgets of their own: \(response.text.prefix(300))")
        #expect(response.text.contains("set steps"), "\(response.text)")
        #expect(response.text.contains("nothing was saved (parts.fluid is as it was)"), "\(response.text)")
        #expect(readFile(dir + "/parts.fluid") == before)
    }
}

/// A flag another thread raises, as the Ctrl-C handler does.
/// Ctrl-C for a session in a test: the session's `interruptRequested` reads `isRaised`. It
/// goes up at once (`raise()`) or when the line asks for the `n`th time (`raise(atCheck:)`):
/// the line is then inside its work, at the same point on any machine however busy, with no
/// clock involved. It counts how often the line asks once it is up, which is how soon the
/// line stopped.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    private var checksLeft: Int?
    private var checksWhileRaised = 0
    private var checks = 0
    var isRaised: Bool {
        lock.lock(); defer { lock.unlock() }
        checks += 1
        if let left = checksLeft {
            checksLeft = left > 1 ? left - 1 : nil
            if left <= 1 { raised = true }
        }
        if raised { checksWhileRaised += 1 }
        return raised
    }
    /// How many times the line asked in all.
    var checksMade: Int { lock.lock(); defer { lock.unlock() }; return checks }
    /// How many times the line asked since the flag went up (the asking that saw it included).
    var checksSinceRaised: Int { lock.lock(); defer { lock.unlock() }; return checksWhileRaised }
    func lower() { lock.lock(); raised = false; checksLeft = nil; checksWhileRaised = 0; lock.unlock() }
    /// Raises the flag now.
    func raise() { lock.lock(); raised = true; lock.unlock() }
    /// Raises the flag when the line asks for the `n`th time.
    func raise(atCheck n: Int) { lock.lock(); checksLeft = n; lock.unlock() }
}
