import Foundation
import Testing
@testable import Notebook

/// A change that redraws pins is one line: its pins' redraw spends the line's step budget
/// and stops at its Ctrl-C, all of it at once, and a redraw cut short says what the line
/// changed (it did change it) and how many pins were redrawn, never "nothing was changed".
/// A session keeps at most `Pin.maximum` pins, its own and those a load brings.
@Suite("pins redraw as part of the line that changed what they use")
struct PinRedrawTests {
    /// Lines that make `s`, `f` and a notebook to load, then pins of every kind that read them.
    static let setup = ["s = spring(damping: 0.8, response: 0.4s)", "f(x) = x * 2"]
    static let pinned = ["plot s", "s.settle", "f(2)", "plot f, 0..1", "plot s, kind: both", "s.damping + f(1)", "durations s"]

    /// One kind of line that changes bindings: the line, what the note must say it kept, and
    /// how to see that it did.
    struct Change: Sendable {
        var line: String
        var kept: String
        var took: @Sendable (Session) -> Bool
    }

    static let changes: [Change] = [
        Change(line: "s = spring(damping: 0.3, response: 0.4s)", kept: "s changed") { $0.run("s.damping").lines == ["0.3"] },
        Change(line: "s.damping = 0.3", kept: "s changed") { $0.run("s.damping").lines == ["0.3"] },
        Change(line: "f(x) = x * 3", kept: "f changed") { $0.run("f(1)").lines == ["3"] },
        Change(line: "set digits 6", kept: "the line's changes were kept") { $0.interpreter.settings.digits == 6 },
        Change(line: "load other", kept: "the line's changes were kept") { $0.run("other").lines == ["7"] },
    ]

    static func session(_ dir: String) -> Session {
        writeFile("other = 7\n", to: dir + "/other.fluid")
        let session = makeSession(sessions: dir)
        for line in setup + pinned.map({ "pin " + $0 }) { #expect(!session.run(line).failed, "\(line)") }
        return session
    }

    /// The pins a response redrew, by their headers.
    static func headers(_ response: Response) -> Int {
        response.lines.filter { $0.range(of: #"^pin \d+: "#, options: .regularExpression) != nil }.count
    }

    /// "K of N pins were redrawn" in a note: K and N.
    static func counts(_ text: String) -> (redrawn: Int, due: Int)? {
        guard let range = text.range(of: #"\d+ of \d+ pins? (was|were) redrawn"#, options: .regularExpression) else { return nil }
        let numbers = text[range].split(separator: " ").compactMap { Int($0) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }

    @Test("Ctrl-C at any moment of a redraw stops every pin and says the change was kept")
    func interruptedRedrawTellsTheTruth() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        for change in Self.changes {
            var stoppedInRedraw = 0
            // The flag rises at the n-th time anything asks whether Ctrl-C was pressed, so
            // every moment of the line is tried: before it changes anything, between pins,
            // during one.
            for askings in 0..<40 {
                let session = Self.session(dir)
                let flag = Countdown(askings)
                session.interpreter.interruptRequested = { flag.tick() }
                let response = session.run(change.line)
                let text = response.text
                session.interpreter.interruptRequested = nil
                if response.failed {
                    // Ctrl-C stopped the change itself: nothing changed and no pin redrew.
                    #expect(!change.took(session), "`\(change.line)` failed but changed its binding: \(text)")
                    #expect(Self.headers(response) == 0, "a failed `\(change.line)` redrew pins: \(text)")
                    continue
                }
                #expect(change.took(session), "`\(change.line)` did not change its binding: \(text)")
                #expect(!text.contains("nothing was changed"), "`\(change.line)` changed its binding but says nothing was changed:\n\(text)")
                guard text.contains("interrupted (Ctrl-C)") else {
                    #expect(flag.asked <= askings, "Ctrl-C rose during `\(change.line)` without a word: \(text)")
                    continue
                }
                stoppedInRedraw += 1
                #expect(text.contains("interrupted (Ctrl-C) while redrawing pins: \(change.kept)"), "\(text)")
                guard let (redrawn, due) = Self.counts(text) else { Issue.record("no count of pins redrawn: \(text)"); continue }
                #expect(redrawn == Self.headers(response), "the note says \(redrawn) pins were redrawn, the response shows \(Self.headers(response)):\n\(text)")
                #expect(redrawn < due)
                #expect(response.lines.last?.hasPrefix("interrupted (Ctrl-C) while redrawing pins") == true,
                        "something was drawn after the note:\n\(text)")
                // The pins stay, and redraw in full after the next change.
                #expect(session.run("pin").lines.count == Self.pinned.count)
            }
            #expect(stoppedInRedraw > 0, "no Ctrl-C landed in the redraw after `\(change.line)`")
        }
    }

    @Test("a redraw spends the changing line's budget and stops with the change kept")
    func redrawSharesTheLinesBudget() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        for change in Self.changes {
            var previous = -1
            var stopped = false
            for steps in [1_000, 2_000, 4_000, 8_000, 2_000_000] {
                let session = Self.session(dir)
                #expect(!session.run("set steps \(steps)").failed)
                let response = session.run(change.line)
                let text = response.text
                #expect(!response.failed, "`\(change.line)` failed on \(steps) steps: \(text)")
                #expect(change.took(session), "`\(change.line)` did not change its binding: \(text)")
                #expect(!text.contains("nothing was changed"), "\(text)")
                let redrawn = Self.headers(response)
                if let (noted, due) = Self.counts(text) {
                    stopped = true
                    #expect(text.contains("passed the step limit (\(steps) per line) and stopped: \(change.kept)"), "\(text)")
                    #expect(noted == redrawn && redrawn < due, "\(text)")
                }
                #expect(redrawn >= previous, "more steps redrew fewer pins (\(redrawn) on \(steps), \(previous) before)")
                previous = redrawn
            }
            #expect(stopped, "no budget stopped the redraw after `\(change.line)`")
            #expect(previous > 0, "the standard budget redrew no pin after `\(change.line)`")
        }
    }

    @Test("a session keeps at most Pin.maximum pins, counting those a load brings; a load that would pass it loads nothing")
    func pinsAreBounded() {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        let maximum = Pin.maximum
        for held in [0, 1, maximum / 2, maximum - 1, maximum] {
            for inFile in Set([0, 1, maximum - held, maximum - held + 1, maximum + 1]) where inFile >= 0 {
                writeFile("loaded = 1\n" + String(repeating: "pin loaded * 2\n", count: inFile), to: dir + "/pins.fluid")
                let session = makeSession(sessions: dir)
                _ = session.run("s = 1")
                for _ in 0..<held { #expect(!session.run("pin s + 1").failed) }
                let response = session.run("load pins")
                let fits = held + inFile <= maximum
                #expect(response.failed == !fits, "\(held) pinned + \(inFile) in the file: \(response.text.suffix(300))")
                #expect(session.pins.count == (fits ? held + inFile : held))
                #expect((session.interpreter.value(of: "loaded") != nil) == fits, "a refused load bound its names")
                if !fits { #expect(response.text.contains("at most \(maximum) pins"), "\(response.text.suffix(300))") }
            }
        }
        let full = makeSession(sessions: dir)
        _ = full.run("s = 1")
        for _ in 0..<maximum { _ = full.run("pin s") }
        let refused = full.run("pin s * 2")
        #expect(refused.failed)
        #expect(refused.text == "cannot pin s * 2: a session keeps at most \(maximum) pins (each one redraws after every change it uses), and \(maximum) are pinned; unpin some first (unpin N, or unpin all)")
        #expect(!full.run("unpin 1").failed)
        #expect(!full.run("pin s * 2").failed, "unpinning makes room")
    }

    /// The work is counted, not timed: the redraw draws each pin once (its lines are those of
    /// one plot and its header, times the pins) and pays each pin's points, those of one plot,
    /// and one step for its evaluation from the line's step budget, within its limit.
    @Test("every pin a session may keep redraws once after one change, within a line's step budget")
    func theMostPinsRedrawWithinTheBudget() throws {
        let session = makeSession()
        _ = session.run(Self.setup[0])
        let one = session.run("plot s, kind: both")
        #expect(!one.failed)
        let pointsOfOne = one.blocks.reduce(0) { total, block in
            guard case .plot(let figure) = block else { return total }
            return figure.panels.reduce(total) { total, panel in panel.series.reduce(total) { $0 + $1.points.count } }
        }
        #expect(pointsOfOne > 0)
        for _ in 0..<Pin.maximum { _ = session.run("pin plot s, kind: both") }
        let response = session.run("s.damping = 0.5")
        #expect(!response.failed, "\(response.text.suffix(300))")
        #expect(Self.headers(response) == Pin.maximum)
        let redrawn = response.lines.drop { !$0.hasPrefix("pin 1: ") }
        #expect(redrawn.count <= Pin.maximum * (one.lines.count + 1),
                "\(Pin.maximum) pins of \(one.lines.count) lines each rendered \(redrawn.count) lines")
        let spent = try #require(session.interpreter.budget?.spent)
        #expect(spent <= Pin.maximum * (pointsOfOne + 1) + 10, "\(Pin.maximum) pins spent \(spent) steps, one plot draws \(pointsOfOne) points")
        #expect(spent <= session.interpreter.settings.limits.steps)
    }
}

/// An interrupt flag that rises at the n-th time it is asked and stays up, as Ctrl-C does
/// until the line ends.
final class Countdown: @unchecked Sendable {
    private let lock = NSLock()
    private let rises: Int
    private(set) var asked = 0
    init(_ rises: Int) { self.rises = rises }
    func tick() -> Bool {
        lock.lock(); defer { lock.unlock() }
        asked += 1
        return asked > rises
    }
}
