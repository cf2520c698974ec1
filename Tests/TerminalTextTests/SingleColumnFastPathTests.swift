import SeededRandom
import Testing
@testable import TerminalText

/// `displayWidth` counts scalars when every scalar is a one-column character standing alone
/// (`singleColumnCount`), and measures cluster by cluster otherwise (`clusterWidth`). The
/// fast path must give exactly what the cluster-wise rule gives; these tests hold it to that,
/// scalar by scalar over its whole set and on seeded strings that mix its scalars with the
/// ones that end it (combining marks, joiners, wide, format, control, escapes).
@Suite("Display width: the single-column fast path agrees with the cluster-wise rule")
struct SingleColumnFastPathTests {
    static let fastRanges: [ClosedRange<UInt32>] = [
        0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x2010...0x2027, 0x2030...0x205E,
        0x2190...0x2328, 0x2500...0x25FF, 0x2800...0x28FF,
    ]

    /// Every scalar of the set is one Character of width 1 by the cluster-wise rule, and
    /// the scalars just outside each range are not in the set.
    @Test func everyScalarOfTheSetIsOneColumnAlone() {
        var checked = 0
        for range in Self.fastRanges {
            for v in range {
                let scalar = Unicode.Scalar(v)!
                let s = String(Character(scalar))
                #expect(isSingleColumnAlone(v))
                #expect(clusterWidth(s) == 1, "U+\(String(v, radix: 16, uppercase: true))")
                #expect(s.count == 1)
                checked += 1
            }
            #expect(!isSingleColumnAlone(range.lowerBound - 1) || Self.fastRanges.contains { $0.contains(range.lowerBound - 1) })
            #expect(!isSingleColumnAlone(range.upperBound + 1) || Self.fastRanges.contains { $0.contains(range.upperBound + 1) })
        }
        #expect(checked == 95 + 13 + 594 + 275 + 24 + 47 + 409 + 256 + 256)
        // The ones left out on purpose: soft hyphen (format), the line separator, a
        // combining mark, the zero-width joiner, a wide character.
        for v: UInt32 in [0xAD, 0x2028, 0x301, 0x200D, 0x3042, 0x1B, 0x0A] {
            #expect(!isSingleColumnAlone(v))
        }
    }

    /// Any two scalars of the set next to each other stay two clusters (no grapheme rule
    /// joins them), checked on every pair of range edges and a seeded sample of pairs.
    @Test func neighboursInTheSetNeverJoin() {
        let all = Self.fastRanges.flatMap { Array($0) }
        var edges: [UInt32] = []
        for range in Self.fastRanges { edges += [range.lowerBound, range.upperBound] }
        var random = SplitMix64(seed: 0x5EED_F1A7)
        var pairs = edges.flatMap { a in edges.map { (a, $0) } }
        for _ in 0..<20_000 { pairs.append((all[random.below(all.count)], all[random.below(all.count)])) }
        for (a, b) in pairs {
            var s = ""
            s.unicodeScalars.append(Unicode.Scalar(a)!)
            s.unicodeScalars.append(Unicode.Scalar(b)!)
            #expect(s.count == 2, "U+\(String(a, radix: 16)) U+\(String(b, radix: 16))")
        }
    }

    /// Seeded strings mixing fast-set scalars with everything that must take the slow path:
    /// `displayWidth` equals the cluster-wise width on each.
    @Test func mixedStringsMeasureAsTheClusterWiseRule() {
        let fast = Self.fastRanges.flatMap { Array($0) }
        let others: [String] = ["\u{301}", "\u{20DD}", "\u{200D}", "\u{200B}", "\u{FE0F}", "漢", "🙂", "👩‍👩‍👧",
                                "🇫🇷", "\u{1F3FD}", "한", "\u{1100}\u{1161}", "\r\n", "\t", "\u{AD}",
                                "\u{1B}[38;5;33m", "\u{1B}]8;;x\u{07}", "\u{1B}"]
        var random = SplitMix64(seed: 20261123)
        var slowPathStrings = 0
        for _ in 0..<5_000 {
            var s = ""
            for _ in 0..<random.below(12) {
                if random.below(4) == 0 {
                    s += others[random.below(others.count)]
                } else {
                    s.unicodeScalars.append(Unicode.Scalar(fast[random.below(fast.count)])!)
                }
            }
            if singleColumnCount(s) == nil { slowPathStrings += 1 }
            #expect(displayWidth(s) == clusterWidth(s), "\(s.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(slowPathStrings > 1_000)   // both paths were exercised
    }

    @Test func plotRowsTakeTheFastPath() {
        #expect(singleColumnCount("  1.0 ┤⠀⠀⣀⡠⠤⠒⠉⠉⠉⠑⠒⠒⠒⠤⠤⠤⠤⣀⣀⣀⣀⣀⣀⣀") == 31)
        #expect(singleColumnCount("▁▂▃▄▅▆▇█ → ∞ ≈ 0.5394 s · ζ 0.8") != nil)
        #expect(singleColumnCount("漢") == nil)
        #expect(singleColumnCount("e\u{301}") == nil)
        #expect(singleColumnCount("\u{1B}[0m") == nil)
    }
}
