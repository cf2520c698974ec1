import Foundation
import FluidMotion
import Testing
@testable import Notebook

/// The kinds of chart `plot` draws beyond step responses: velocity, position over
/// velocity, differences, 2-D paths; and the labels and units of their axes.
@Suite("plot kinds")
struct PlotKindTests {
    static func session(width: Int = 72, height: Int = 14) -> Session {
        let session = makeSession(display: DisplaySettings(width: width, height: height))
        #expect(!session.run("s = spring(damping: 0.5, response: 0.4s)").failed)
        #expect(!session.run("t = spring(duration: 0.5s, bounce: 0.1)").failed)
        return session
    }

    /// The y tick labels, top to bottom, as numbers (units stripped).
    static func yTicks(_ lines: [String]) -> [Double] {
        lines.compactMap { line -> Double? in
            guard let bar = line.firstIndex(of: "┤") else { return nil }
            return Double(line[..<bar].split(separator: " ").first.map(String.init) ?? "")
        }
    }

    @Test func velocityDrawsTheSpringsVelocityWithAZeroLine() throws {
        let response = Self.session().run("plot s, kind: velocity")
        #expect(!response.failed, "\(response.text)")
        // The peak velocity of a step: p'(t) = ω0²/ωd·e^(−ζω0t)·sin(ωd t), largest where
        // tan(ωd t) = ωd/(ζω0); Motion's velocity there must sit within the y axis.
        let spring = try Spring(.dampingResponse(damping: 0.5, response: 0.4))
        let w0 = 2 * Double.pi / 0.4, wd = w0 * (1 - 0.25).squareRoot()
        let tPeak = atan(wd / (0.5 * w0)) / wd
        let peak = spring.velocity(at: tPeak)
        let ticks = Self.yTicks(response.lines)
        #expect(ticks.max()! >= peak * 0.8 && ticks.max()! <= peak * 1.5, "ticks \(ticks) for a peak of \(peak)/s")
        #expect(ticks.contains(0) && ticks.min()! < 0, "the velocity goes negative: \(ticks)")
        #expect(response.text.contains("/s ┤") && response.lines.contains { $0.hasPrefix("velocity") })
        #expect(response.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "time" })
    }

    @Test func bothStacksPositionOverVelocityOnOneTimeAxis() {
        let response = Self.session().run("plot s, t, kind: both")
        #expect(!response.failed, "\(response.text)")
        let progress = response.lines.firstIndex { $0.hasPrefix("progress") }
        let velocity = response.lines.firstIndex { $0.hasPrefix("velocity") }
        #expect(progress != nil && velocity != nil && progress! < velocity!, "\(response.text)")
        #expect(response.lines.filter { $0.contains("┌") }.count == 2)
        #expect(response.lines.filter { $0.contains("0 ms") }.count == 1, "one time axis")
        #expect(response.lines.map(columns).max()! <= 72)
    }

    @Test func aDifferenceOfTwoSpringsIsDrawnAgainstZero() throws {
        let session = Self.session()
        let response = session.run("plot s - t")
        #expect(!response.failed, "\(response.text)")
        #expect(response.text.contains("── s - t") && response.lines.first?.trimmingCharacters(in: .whitespaces) == "difference", "\(response.text)")
        // The largest gap (diff's, checked against Motion) is inside the y axis, and not dwarfed by it.
        let report = try GapReport(CompareDiffTests.arguments("diff s, t"), line: "diff s, t", interpreter: session.interpreter)
        let ticks = Self.yTicks(response.lines)
        #expect(ticks.max()! >= report.position.value * 0.8 && ticks.max()! <= report.position.value * 2, "\(ticks)")
        #expect(session.run("plot velocity(s) - velocity(t)").failed == false)
        #expect(session.run("plot s - decay(100pt/s)").text.contains("cannot subtract these"))
    }

    @Test func aListOfPointsIsAPathWithEqualAspect() {
        let session = Self.session()
        #expect(!session.run("corners = [(20pt, 60pt), (355pt, 60pt), (355pt, 760pt), (20pt, 760pt), (20pt, 60pt)]").failed)
        let response = session.run("plot corners")
        #expect(!response.failed, "\(response.text)")
        #expect(response.lines.first?.trimmingCharacters(in: .whitespaces) == "y (down)" && response.text.contains("pt"))
        // y grows downward, as on a screen: the smaller y labels are above the larger.
        let ticks = Self.yTicks(response.lines)
        #expect(ticks == ticks.sorted() && ticks.count >= 2, "\(ticks)")
        // A 335 × 700 pt rectangle is about 335/700 as wide as tall, in a cell of 1 × 2.
        let rows = response.lines.filter { $0.contains("⡇") || $0.contains("⢸") }.count
        let top = response.lines.first { $0.contains("⠉⠉") }!
        let across = top.filter { $0 == "⠉" }.count + 2
        let ratio = Double(across) / (2 * Double(rows))
        #expect(abs(ratio - 335.0 / 700.0) < 0.15, "\(across) columns × \(rows) rows:\n\(response.text)")
    }

    @Test(arguments: [
        ("plot s, kind: speed", "kind: is position, velocity, both or path, not 'speed'"),
        ("plot s, kind: 3", "kind: is position, velocity, both or path, not '3'"),
        ("plot [(1pt, 2pt)], s", "drawn on its own"),
        ("plot [(1pt, 2pt)], kind: velocity", "no velocity"),
        ("plot [(1pt, 2pt)], 0..1", "leave out the range"),
        ("plot s - 3", "cannot use '-' on a spring and a number"),
    ])
    func mistakes(line: String, message: String) {
        let response = Self.session().run(line)
        #expect(response.failed && response.text.contains(message), "\(response.text)")
    }

    @Test(arguments: [
        ("plot t -> 3pt*t, 0s..1s", "pt·s"),
        ("plot t -> 3pt/t^2, 1s..2s", "pt/s^2"),
        ("plot x -> x * 1deg, 0..90", "°"),
        ("plot decay(1200pt/s), kind: velocity", "pt/s"),
    ])
    func compoundUnitsReachTheYAxis(line: String, unit: String) {
        let response = Self.session().run(line)
        #expect(!response.failed && response.lines.contains { $0.contains("\(unit) ┤") || $0.contains("\(unit)┤") }, "\(response.text)")
    }

    @Test(arguments: [20, 33, 50, 72, 120, 300])
    func everyKindFitsEveryWidth(width: Int) {
        let session = Self.session(width: width)
        _ = session.run("p = [(0pt, 0pt), (100pt, 50pt), (30pt, 200pt)]")
        for line in ["plot s, kind: velocity", "plot s, t, kind: both", "plot s - t", "plot p", "plot decay(900pt/s), kind: both",
                     "plot x -> 1/x, -1..1", "plot x -> tan(x), -3..3"] {
            let response = session.run(line)
            #expect(!response.failed, "\(line): \(response.text)")
            #expect(response.lines.map(columns).max()! <= width, "\(line) at \(width):\n\(response.text)")
        }
    }

    @Test("kind: path draws a flick's flight toward its corner in the plane, y down")
    func pathOfAFlingTowardItsCorner() throws {
        let session = Self.session(width: 60, height: 20)
        #expect(!session.run("p = trace([(0ms, (180pt, 400pt)), (16ms, (192pt, 384pt)), (33ms, (205pt, 367pt)), (50ms, (217pt, 350pt))])").failed)
        #expect(!session.run("r = pipRelease(p, corners: [(20pt, 60pt), (355pt, 60pt), (20pt, 760pt), (355pt, 760pt)])").failed)
        let response = session.run("plot p, r, kind: path")
        #expect(!response.failed, "\(response.text)")
        #expect(response.lines.contains { $0.hasPrefix("y (down)") })
        // y grows downward: the tick rows read from the smallest y at the top.
        let ticks = Self.yTicks(response.lines)
        #expect(ticks.count >= 2 && ticks == ticks.sorted(), "y ticks top to bottom: \(ticks)")
        // The flight ends at the top-right corner (355, 60): the top tick is at or above 60 pt.
        #expect(ticks.first! <= 60 + 50, "\(ticks)")
        #expect(response.text.contains("r.motion"))
        // One coordinate has no path.
        let single = session.run("plot r.motion.x, kind: path")
        #expect(single.failed && single.text.contains("has no path"))
    }
}
