import Foundation
import FluidMotion
import HangGuard
import Testing
@testable import FluidLanguage
@testable import Notebook

/// The lines whose work grows with their input (issue 24, part 4): `fit` and
/// `pauseDetector` of a long trace, `compare` of thousands of springs, `export` naming
/// thousands: each stops at Ctrl-C, keeps nothing, and the session goes on; and their work,
/// counted (characters measured, steps of the line's budget), not timed, grows linearly.
/// How long they take is fluid-benchmark's (`scripts/benchmark`), not a test's.
@Suite("long lines stop at Ctrl-C and grow linearly")
struct LineBoundsTests {
    /// A drag of `n` samples 1 ms apart, as a trace of points: a spring's move from 10 to
    /// 110 pt with a little noise, then held.
    static func trace(_ n: Int) -> Value {
        let spring = try! Spring(.dampingResponse(damping: 0.6, response: 0.4))
        let times = (0..<n).map { Double($0) / 1000 }
        let values = times.enumerated().map { 10 + 100 * spring.value(at: $1) + Double($0 % 7) * 0.01 }
        return .trace(TraceValue(samples: .one(Trace(unchecked: times, values)), dimension: .length, unit: .point, timeUnit: .millisecond))
    }

    static func session(with bindings: [(String, Value)]) -> (Session, Flag) {
        let session = makeSession(display: DisplaySettings(width: 100, height: 14, color: false))
        for (name, value) in bindings { _ = try! session.interpreter.adopt(name, value) }
        let flag = Flag()
        session.interpreter.interruptRequested = { flag.isRaised }
        return (session, flag)
    }

    // MARK: Ctrl-C

    /// Ctrl-C already pressed when the line starts, and pressed while it runs: the line
    /// says it was interrupted, binds nothing, and the next lines run (`again`: the same
    /// work, unbound, since a binding made from an adopted trace holds the trace's source).
    @Test(arguments: [("f = fit(tr)", "fit(tr).rms"), ("f = pauseDetector(tr)", "pauseDetector(tr).paused"), ("compare springs", "compare springs")])
    func ctrlCStopsTheLineAndTheSessionGoesOn(line: String, again: String) throws {
        let spring = try SpringValue(form: .dampingResponse, arguments: ["damping": Quantity(0.5), "response": Quantity(0.4, in: .second)])
        let (session, flag) = Self.session(with: [("tr", Self.trace(100_000)), ("springs", .list(Array(repeating: .spring(spring), count: 50)))])
        flag.raise()
        let response = session.run(line)
        #expect(response.failed, "\(line): \(response.text)")
        #expect(response.text.contains("interrupted (Ctrl-C)"), "\(line): \(response.text)")
        #expect(session.interpreter.value(of: "f") == nil, "\(line) bound f though interrupted")
        flag.lower()
        #expect(session.run("1 + 1").lines == ["2"])
        let response2 = session.run(again)
        #expect(!response2.failed, "\(again) fails after Ctrl-C was lowered: \(response2.text)")
    }

    /// Ctrl-C pressed inside a fit or a pause detection of a million samples (the fifth time
    /// it asks: a fit every 65,536 samples and between passes, the detector every 4,096)
    /// stops it at once: it asks at most twice more.
    @Test(arguments: ["f = fit(tr)", "p = pauseDetector(tr)"])
    func ctrlCDuringAMillionSamplesStopsSoon(line: String) {
        let (session, flag) = Self.session(with: [("tr", Self.trace(1_000_000))])
        flag.raise(atCheck: 5)
        let response = session.run(line)
        #expect(response.text.contains("interrupted (Ctrl-C)"), "\(line): \(response.text)")
        #expect(flag.checksSinceRaised <= 3, "\(line) asked \(flag.checksSinceRaised) times after Ctrl-C")
        flag.lower()
        #expect(session.run("1 + 1").lines == ["2"])
    }

    // MARK: Growth

    /// compare's table for n springs and for 8n: rendering was quadratic (each group of
    /// columns measured every row's cells again), now linear: the 8-fold input measures
    /// fewer than 10 times the characters (linear is 8 and a little for the longer names,
    /// quadratic 64), and compares each cell once.
    @Test func comparisonTablesGrowLinearly() {
        func table(_ n: Int) -> ComparisonTable {
            ComparisonTable(names: (0..<n).map { "s[\($0)]" },
                            rows: (0..<30).map { r in ("row \(r)", (0..<n).map { r % 2 == 0 ? "\($0 % 97) ms" : "same" }) })
        }
        func work(_ n: Int, color: Bool) -> ComparisonTableWork {
            var measured = table(n)
            measured.work = ComparisonTableWork()
            _ = measured.render(width: 100, color: color)
            return measured.work!
        }
        for color in [false, true] {
            let small = work(400, color: color), large = work(3_200, color: color)
            #expect(large.charactersMeasured < 10 * small.charactersMeasured,
                    "color \(color): \(small.charactersMeasured) characters measured for 400 springs, \(large.charactersMeasured) for 3,200")
            #expect(large.cellsCompared == 30 * 3_200, "color \(color): \(large.cellsCompared) cells compared")
        }
        // The rows that differ are still the ones marked.
        let lines = table(3).render(width: 100, color: false)
        #expect(lines.filter { $0.hasPrefix("* row") }.count == 15)
        #expect(lines.last == "* differs")
    }

    /// compare counts the frames its frame rows draw against the step budget: springs that
    /// ring for minutes (about 100,000 frames each over four platforms) stop the line with
    /// the limit's message after a few of them, and with the limit raised those few compare.
    @Test func compareOfRingingSpringsStopsAtTheStepLimit() throws {
        let ringing = try (0..<200).map { k in
            Value.spring(try SpringValue(form: .dampingResponse, arguments: ["damping": Quantity(0.05), "response": Quantity(20 + Double(k) / 100, in: .second)]))
        }
        let (session, _) = Self.session(with: [("ringing", .list(ringing)), ("few", .list(Array(ringing.prefix(3))))])
        let response = session.run("compare ringing")
        #expect(response.failed)
        #expect(response.text.contains("more than 2000000 steps"), "\(response.text)")
        #expect(session.run("compare few").text.contains("react-spring at 60 Hz"))
    }

    /// A file of named constants is paid from the line's step budget before it is worked
    /// on: two hundred motions to css, json or tokens (a cubic-bezier fit each, 11,500 steps
    /// each) are refused with the limit's message, having spent exactly that charge; to the
    /// code targets (300 steps each) they are written; with the limit raised, css is written
    /// too. The charge comes before the file is made: with two names css would declare as
    /// one (`drawerOpen`, `drawer_open`), the line still fails on the budget, not the names.
    @Test func aSessionExportIsPaidFromTheStepBudget() throws {
        let spring = try SpringValue(form: .dampingResponse, arguments: ["damping": Quantity(0.5), "response": Quantity(0.4, in: .second)])
        let (session, _) = Self.session(with: (0..<200).map { ("s\($0)", .spring(spring)) })
        for target in ["css", "json", "tokens"] {
            let response = session.run("export session \(target)")
            #expect(response.failed, "\(target)")
            #expect(response.text.contains("more than 2000000 steps"), "\(target): \(response.text)")
            #expect(session.interpreter.budget?.spent == 200 * 11_500, "\(target): \(session.interpreter.budget?.spent ?? 0) steps spent")
        }
        for target in ["swift", "kotlin", "typescript", "js"] {
            #expect(!session.run("export session \(target)").failed, "\(target)")
        }
        #expect(!session.run("export s0, s1, s2 css").failed)
        #expect(session.run("1 + 1").lines == ["2"])
        let clash: [(String, Value)] = [("drawerOpen", .spring(spring)), ("drawer_open", .spring(spring))]
        let (clashing, _) = Self.session(with: (0..<198).map { ("s\($0)", .spring(spring)) } + clash)
        let refused = clashing.run("export session css")
        #expect(refused.text.contains("more than 2000000 steps"), "\(refused.text)")
        #expect(clashing.run("export drawerOpen, drawer_open css").text.contains("would both declare"), "the names do clash in css")
    }

    /// Lines lose the spaces that end them, and nothing else, whatever ends them.
    @Test func trailingSpacesAreRemovedAndNothingElse() {
        for (text, trimmed) in [("", ""), ("   ", ""), ("a", "a"), ("a  ", "a"), (" a b  ", " a b"), ("é \u{301}", "é \u{301}"),
                                ("\u{1B}[31mred\u{1B}[0m   ", "\u{1B}[31mred\u{1B}[0m"), ("a\t ", "a\t"), ("日本  ", "日本")] {
            #expect(ComparisonTable.trailingSpacesRemoved(text) == trimmed, "\(text.debugDescription)")
            #expect(ComparisonTable.trailingSpacesRemoved(text) == String(text.reversed().drop { $0 == " " }.reversed()))
        }
    }

    /// `export a, b, …, a swift` says the repeat is listed twice, wherever it is, among four
    /// names or four thousand (binding the arguments and naming them were quadratic; the
    /// time 500 and 4,000 names take is a row of fluid-benchmark). The hang guard only keeps
    /// a quadratic regression from stopping the run.
    @Test func exportFindsARepeatedName() throws {
        let spring = try SpringValue(form: .dampingResponse, arguments: ["damping": Quantity(0.5), "response": Quantity(0.4, in: .second)])
        let (session, _) = Self.session(with: (0..<4_000).map { ("s\($0)", .spring(spring)) })
        for (names, repeated) in [(["s0", "s0"], 1), (["s1", "s2", "s1"], 2), (["s3", "s4", "s5", "s4", "s6"], 3)] {
            let line = "export " + names.joined(separator: ", ") + " swift"
            let response = session.run(line)
            #expect(response.failed)
            #expect(response.text.contains("\(names[repeated]) is listed twice"), "\(line): \(response.text)")
        }
        let line = "export " + (0..<4_000).map { "s\($0)" }.joined(separator: ", ") + ", s0 swift"
        let text = try #require(HangGuard.run { session.run(line).text }, "export of 4,000 names did not return in \(HangGuard.seconds) s")
        #expect(text.contains("s0 is listed twice"), "\(text.prefix(300))")
    }
}
