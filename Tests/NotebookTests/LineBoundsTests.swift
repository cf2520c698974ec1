import Foundation
import FluidMotion
import Testing
@testable import FluidLanguage
@testable import Notebook

/// The lines whose work grows with their input (issue 24, part 4): `fit` and
/// `pauseDetector` of a long trace, `compare` of thousands of springs, `export` naming
/// thousands: each stops at Ctrl-C, keeps nothing, and the session goes on; and their work
/// grows linearly (the growth of an 8-fold larger input is measured, far from quadratic).
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

    /// The best of three timings of `work`, in seconds.
    static func seconds(_ work: () -> Void) -> Double {
        (0..<3).map { _ in
            let start = Date()
            work()
            return Date().timeIntervalSince(start)
        }.min()!
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
    /// columns measured every row's cells again), now linear: the 8-fold input takes well
    /// under 24 times as long (linear is 8, quadratic 64).
    @Test func comparisonTablesGrowLinearly() {
        func table(_ n: Int) -> ComparisonTable {
            ComparisonTable(names: (0..<n).map { "s[\($0)]" },
                            rows: (0..<30).map { r in ("row \(r)", (0..<n).map { r % 2 == 0 ? "\($0 % 97) ms" : "same" }) })
        }
        let small = table(400), large = table(3_200)
        for color in [false, true] {
            let a = Self.seconds { _ = small.render(width: 100, color: color) }
            let b = Self.seconds { _ = large.render(width: 100, color: color) }
            #expect(b < 24 * a, "color \(color): \(a) s for 400 springs, \(b) s for 3,200")
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
    /// on: two hundred motions to css, json or tokens (a cubic-bezier fit each, 2.1 s on
    /// the release build, 11,500 steps each) are refused at once with the limit's message;
    /// to the code targets (0.3 ms each) they are written; with the limit raised, css is
    /// written too.
    @Test func aSessionExportIsPaidFromTheStepBudget() throws {
        let spring = try SpringValue(form: .dampingResponse, arguments: ["damping": Quantity(0.5), "response": Quantity(0.4, in: .second)])
        let (session, _) = Self.session(with: (0..<200).map { ("s\($0)", .spring(spring)) })
        for target in ["css", "json", "tokens"] {
            let start = Date()
            let response = session.run("export session \(target)")
            #expect(response.failed, "\(target)")
            #expect(response.text.contains("more than 2000000 steps"), "\(target): \(response.text)")
            #expect(Date().timeIntervalSince(start) < 1, "\(target): refused only after \(Date().timeIntervalSince(start)) s")
        }
        for target in ["swift", "kotlin", "typescript", "js"] {
            #expect(!session.run("export session \(target)").failed, "\(target)")
        }
        #expect(!session.run("export s0, s1, s2 css").failed)
        #expect(session.run("1 + 1").lines == ["2"])
    }

    /// Lines lose the spaces that end them, and nothing else, whatever ends them.
    @Test func trailingSpacesAreRemovedAndNothingElse() {
        for (text, trimmed) in [("", ""), ("   ", ""), ("a", "a"), ("a  ", "a"), (" a b  ", " a b"), ("é \u{301}", "é \u{301}"),
                                ("\u{1B}[31mred\u{1B}[0m   ", "\u{1B}[31mred\u{1B}[0m"), ("a\t ", "a\t"), ("日本  ", "日本")] {
            #expect(ComparisonTable.trailingSpacesRemoved(text) == trimmed, "\(text.debugDescription)")
            #expect(ComparisonTable.trailingSpacesRemoved(text) == String(text.reversed().drop { $0 == " " }.reversed()))
        }
    }

    /// `export a, b, …, a swift` says the repeat is listed twice, wherever it is; the time to
    /// say so for 8n names is well under 24 times that for n (binding the arguments and
    /// naming them were quadratic).
    @Test func exportFindsARepeatedNameInLinearTime() throws {
        let spring = try SpringValue(form: .dampingResponse, arguments: ["damping": Quantity(0.5), "response": Quantity(0.4, in: .second)])
        let (session, _) = Self.session(with: (0..<4_000).map { ("s\($0)", .spring(spring)) })
        for (names, repeated) in [(["s0", "s0"], 1), (["s1", "s2", "s1"], 2), (["s3", "s4", "s5", "s4", "s6"], 3)] {
            let line = "export " + names.joined(separator: ", ") + " swift"
            let response = session.run(line)
            #expect(response.failed)
            #expect(response.text.contains("\(names[repeated]) is listed twice"), "\(line): \(response.text)")
        }
        func line(_ n: Int) -> String { "export " + (0..<n).map { "s\($0)" }.joined(separator: ", ") + ", s0 swift" }
        let small = line(500), large = line(4_000)
        var text = ""
        let a = Self.seconds { text = session.run(small).text }
        let b = Self.seconds { text = session.run(large).text }
        #expect(text.contains("s0 is listed twice"))
        #expect(b < 24 * a, "\(a) s for 500 names, \(b) s for 4,000")
    }
}

