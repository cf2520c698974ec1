import Testing
@testable import Notebook

// Core Animation's row of `durations`, and SwiftUI's worded as what it is. Figures from
// scripts/references/core_animation_settling.py (mpmath): the talk's drawer spring (damping
// 0.8, response 0.3 s) settles by Core Animation's rule in 0.46285 s, by fluid's exact settle
// (SwiftUI's row) in 0.405 s; critically damped, the rule walks 0.1 s steps.
@Suite("durations: Core Animation's settlingDuration")
struct CoreAnimationDurationsRowTests {
    @Test("the row reads Core Animation's rule with the spring's velocity and names its member")
    func row() {
        let session = makeSession()
        _ = session.run("s = spring(damping: 0.8, response: 0.3s)")
        let lines = session.run("durations s").lines
        let row = lines.first { $0.hasPrefix("  Core Animation settling ") }
        #expect(row?.contains("462.8 ms") == true, "\(lines)")
        #expect(row?.hasSuffix("s.coreAnimationSettlingDuration") == true, "\(lines)")
        let rules = DurationsCommandTests.rows(lines)
        let ca = rules.first { $0.head.hasPrefix("  Core Animation") }?.rule ?? ""
        #expect(ca.contains("envelope bound") && ca.contains("not run here"), "\(ca)")
        let swiftUI = rules.first { $0.head.hasPrefix("  SwiftUI settlingDuration") }?.rule ?? ""
        #expect(swiftUI.contains("fluid's exact settle") && !swiftUI.contains("Apple's definition"), "\(swiftUI)")

        _ = session.run("c = spring(damping: 1, response: 0.4s, velocity: 2)")
        let critical = session.run("durations c").lines
        #expect(critical.first { $0.hasPrefix("  Core Animation settling ") }?.contains("600 ms") == true, "\(critical)")
        let walk = DurationsCommandTests.rows(critical).first { $0.head.hasPrefix("  Core Animation") }?.rule ?? ""
        #expect(walk.contains("0.1 s step"), "\(walk)")
    }
}
