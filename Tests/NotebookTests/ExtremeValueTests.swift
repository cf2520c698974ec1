import Foundation
import FluidLanguage
@testable import Notebook
import SeededRandom
import Testing

/// Issue 24, parts 3 and 4: no number a notebook can write traps fluid while painting,
/// playing, plotting, exporting or printing (`ExtremeValueBattery`, seeded pairs of extreme
/// numbers through a session: a trap ends this test process), and `play …, to:` is bounded:
/// checked before it paints, its pixels within `Session.animationPixels`, stopped by
/// Ctrl-C within 100 ms with no file left.
@Suite struct ExtremeValueTests {
    /// Every number of the battery once, paired by a seeded shuffle (the first half as `a`,
    /// the second as `b`), and the largest against its negation: each pair's lines all end
    /// in a result or a message, and the session goes on. One test case a pair, so they run
    /// side by side.
    static let pairs: [Pair] = {
        var random = SplitMix64(seed: 24)
        let shuffled = ExtremeValueBattery.numbers.shuffled(using: &random), half = shuffled.count / 2
        return zip(shuffled[..<half], shuffled[half...]).map { Pair(a: $0, b: $1) } + [Pair(a: "1e308", b: "-1e308")]
    }()

    struct Pair: CustomTestStringConvertible, Sendable {
        var a: String, b: String
        var testDescription: String { "a = \(a), b = \(b)" }
    }

    @Test(arguments: pairs)
    func everyExtremeNumberPaintsPlaysPlotsExportsAndPrintsWithoutATrap(_ pair: Pair) throws {
        let folder = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = makeSession(in: folder)
        let silent = ExtremeValueBattery.run(pair.a, pair.b, skipping: ExtremeValueBattery.slowUses, in: session)
        #expect(silent.isEmpty, "these lines failed without a message: \(silent)")
        #expect(session.run("1 + 1").lines == ["2"], "the session goes on")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") }
        #expect(left.isEmpty, "no temporary left behind: \(left)")
    }
}
