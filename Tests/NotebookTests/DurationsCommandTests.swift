import FluidMotion
import Testing
@testable import Notebook

// `durations s`: every rule on its own row, named for whose it is, with its time and member,
// and the rule's words beneath, wrapped to fit 100 columns. The numbers
// are the reference values of FluidMotionTests/PlatformDurationTests (fluid/SwiftUI 0.5394 s by
// mpmath, Framer Motion 0.6 s and 0.65 s for 300 units, Compose 0.407 s and 0.861 s by the
// Python re-implementations), printed at 4 digits.
@Suite("durations command")
struct DurationsCommandTests {
    /// The table's rows after its first line: each row's head (name, time, member) and its
    /// rule, the indented lines beneath it joined by spaces.
    static func rows(_ lines: [String]) -> [(head: String, rule: String)] {
        var rows: [(head: String, rule: String)] = []
        for line in lines.dropFirst() {
            if line.hasPrefix(DurationsCommand.ruleIndent), !rows.isEmpty {
                let words = String(line.dropFirst(DurationsCommand.ruleIndent.count))
                rows[rows.count - 1].rule += (rows[rows.count - 1].rule.isEmpty ? "" : " ") + words
            } else {
                rows.append((line, ""))
            }
        }
        return rows
    }

    @Test("the tour's spring, by every rule")
    func table() {
        let session = makeSession()
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        let response = session.run("durations s")
        #expect(!response.failed)
        let lines = response.lines
        #expect(lines.first == "s: a move of 1, from rest")
        func row(_ rule: String) -> String? { lines.first { $0.hasPrefix("  " + rule) } }
        #expect(row("fluid settle")?.contains("539.4 ms") == true)
        #expect(row("fluid settle")?.hasSuffix("s.settle") == true)
        #expect(row("SwiftUI settlingDuration")?.contains("539.4 ms") == true)
        #expect(row("SwiftUI settlingDuration")?.hasSuffix("s.settlingDuration") == true)
        #expect(row("Motion 12.36+ rest")?.contains("600 ms") == true)
        #expect(row("Motion 12.36+ rest")?.hasSuffix("s.motionRestDuration") == true)
        #expect(row("Compose estimate")?.contains("407 ms") == true)
        #expect(row("Compose estimate")?.hasSuffix("s.composeDuration") == true)
        // Compose's frames at 60 Hz: 400 ms is before its 407 ms estimate, frame 25 (416.7 ms) ends it.
        #expect(row("Compose at 60 Hz")?.contains("416.7 ms") == true, "\(lines)")
        #expect(row("Compose at 60 Hz")?.hasSuffix("composeFrames(s).duration") == true)
        // Rebound's own frames (checked against rebound-js in ReboundFramesReferenceTests).
        let rebound = ReboundFrames(spring: try! Spring(.dampingResponse(damping: 0.8, response: 0.4))).duration()
        #expect(row("Rebound at 60 Hz")?.contains(session.interpreter.formatter.time(rebound)) == true, "\(lines)")
        #expect(row("Rebound at 60 Hz")?.hasSuffix("reboundFrames(s).duration") == true)
        #expect(row("Android SpringAnimation")?.hasSuffix("androidFrames(s).duration") == true)
    }

    /// Motion 12.35's figures from MotionBefore1236ReferenceTests (its own code in node):
    /// stiffness 100, damping 30, velocity 3 rests at 1400 ms (1700 ms over 300 units).
    @Test("Motion before 12.36 has a row where its rule differs: damping ratio 1 or more")
    func motionBefore1236() {
        let session = makeSession()
        _ = session.run("s = spring(mass: 1, stiffness: 100, damping: 30, velocity: 3)")
        func row(_ rule: String, _ line: String) -> String? { session.run(line).lines.first { $0.hasPrefix("  " + rule) } }
        #expect(row("Motion before 12.36", "durations s")?.contains("1.4 s") == true)
        #expect(row("Motion before 12.36", "durations s, distance: 300pt")?.contains("1.7 s") == true)
        #expect(row("Motion 12.36+ rest", "durations s") != nil)
        _ = session.run("b = spring(damping: 0.8, response: 0.4s)")
        _ = session.run("d = motion.spring(duration: 0.5s, bounce: 0)")
        #expect(row("Motion before 12.36", "durations b") == nil, "the rules agree below critical damping")
        #expect(row("Motion before 12.36", "durations d") == nil, "a spring given by duration ends at it either way")
        // Motion 13.1.1's calculatedDuration for duration 501 ms is 501 ms; its grid 550 ms
        // (MotionDurationEndReferenceTests).
        _ = session.run("e = motion.spring(duration: 501ms, bounce: 0.2)")
        let lines = session.run("durations e").lines
        let at = lines.firstIndex { $0.hasPrefix("  Motion 12.36+ rest") }
        #expect(at.map { lines[$0].contains("501 ms") } == true, "\(lines)")
        let rule = at.map { lines[($0 + 1)...].prefix { $0.hasPrefix(DurationsCommand.ruleIndent) }.joined(separator: " ") }
        #expect(rule?.contains("runs to 550 ms") == true, "\(rule ?? "")")
    }

    @Test("a 300 pt move changes Motion's and Compose's thresholds, not fluid's")
    func distance() {
        let session = makeSession()
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        let text = session.run("durations s, distance: 300pt").text
        #expect(text.contains("a move of 300"))
        #expect(text.contains("650 ms"))
        #expect(text.contains("861 ms"))
        #expect(text.contains("within 0.5 and under 2/s"))
        // Android's SpringAnimation in pixels: its own frames, 0.75 px.
        let android = AndroidSpringAnimation(spring: try! Spring(.dampingResponse(damping: 0.8, response: 0.4)), distance: 300).duration()
        #expect(text.contains("Android SpringAnimation   \(session.interpreter.formatter.time(android))"), "\(text)")
        #expect(text.contains("within 0.75 px and under 46.9 px/s"))
    }

    @Test("Compose's visibilityThreshold is in units")
    func visibilityThreshold() {
        let session = makeSession()
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        let lines = session.run("durations s, distance: 300pt, visibilityThreshold: 0.5").lines
        func row(_ rule: String) -> String? { lines.first { $0.hasPrefix("  " + rule) } }
        // The envelope starts at 1000 thresholds (600 and 800 in quadrature): ln(1000)/12.566 s.
        #expect(row("Compose estimate")?.contains("549 ms") == true, "\(lines)")
        #expect(Self.rows(lines).first { $0.head.hasPrefix("  Compose estimate") }?.rule.contains("within 0.5 (visibilityThreshold)") == true)
        // 533.3 ms is before it; the 60 Hz frame at 550 ms shows the target.
        #expect(row("Compose at 60 Hz")?.contains("550 ms") == true, "\(lines)")
        let response = session.run("durations s, visibilityThreshold: 0")
        #expect(response.failed && response.text.contains("visibilityThreshold: is a positive number of units"))
    }

    @Test("an undamped spring never settles by any rule")
    func never() throws {
        let session = makeSession()
        let lines = session.run("durations spring(damping: 0, response: 0.3s)").lines
        let rows = Self.rows(lines)
        #expect(rows.allSatisfy { $0.head.contains("never") })
        // fluid's settle, then every row each platform declares (`MotionPlatform.durations`).
        let spring = WrittenSpring(try Spring(.dampingResponse(damping: 0, response: 0.3)), form: .dampingResponse, values: [:])
        let query = DurationQuery(spring: spring, distance: 1, options: [:], limit: 100, number: { "\($0)" }, time: { "\($0)" })
        let declared = MotionPlatforms.all.compactMap(\.durations).flatMap { $0.rows(query) }
        #expect(declared.count >= 9)
        #expect(rows.count == 1 + declared.count, "\(rows.map(\.head))")
    }

    @Test("bad arguments point at themselves and change nothing",
          arguments: [("durations 3", "needs a spring"), ("durations s, distance: 0pt", "other than 0"),
                      ("durations s, distance: 2s", "a length"), ("durations s, foo: 2", "no argument 'foo'"),
                      ("durations s, s", "'durations' takes at most 1 positional argument"),
                      ("durations", "'durations' needs the argument 'spring'")])
    func errors(line: String, message: String) {
        let session = makeSession()
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        let response = session.run(line)
        #expect(response.failed)
        #expect(response.text.contains(message), "\(response.text)")
    }

    @Test("help for a duration member leads to durations")
    func help() {
        let session = makeSession()
        for name in ["settlingDuration", "motionRestDuration", "composeDuration", "durations"] {
            let response = session.run("help \(name)")
            #expect(!response.failed)
            #expect(response.text.contains("example: durations spring("), "\(name)")
        }
    }

    /// The widest rows (Android's and Rebound's rules, Motion's duration rule) wrap beneath
    /// their row, so no line of the table is wider than 100 columns, and each rule's words
    /// are all there, in order.
    @Test("every line fits 100 columns; each rule wraps beneath its row, whole")
    func fitsOneHundredColumns() {
        let session = makeSession()
        for line in ["s = spring(damping: 0.8, response: 0.4s)", "e = motion.spring(duration: 501ms, bounce: 0.2)",
                     "b = spring(mass: 1, stiffness: 100, damping: 30, velocity: 3)"] { _ = session.run(line) }
        for command in ["durations s", "durations e", "durations b, distance: 300pt", "durations s, visibilityThreshold: 0.5"] {
            let text = session.run(command).transcript
            #expect(!text.isEmpty)
            for line in text { #expect(line.count <= 100, "\(command): \(line.count) columns: \(line)") }
        }
        let lines = session.run("durations s").transcript
        let android = lines.firstIndex { $0.hasPrefix("  Android SpringAnimation") }
        let words = android.map { lines[($0 + 1)...].prefix { $0.hasPrefix(DurationsCommand.ruleIndent) } }?
            .map { String($0.drop { $0 == " " }) }.joined(separator: " ")
        #expect(words == "frames of whole ms, within 0.75/256 and under 62.5× that per s (an alpha's minimum visible change)")
        #expect(lines.count > 8 && lines.count < 30)
    }
}
