import Testing
@testable import FluidLanguage

/// `s.bounce = 0.4` and `s with bounce: 0.4` work on any spring: a parameter of another form
/// is changed through that form, keeping its other values, and the result is written back
/// in the spring's own form, with a note (shown once) naming what was kept.
@Suite("Changing a spring through another form")
struct SpringChangeThroughOtherFormTests {
    static func spring(_ i: Interpreter, _ name: String) throws -> SpringValue {
        guard case .spring(let s)? = i.value(of: name) else { throw Diagnostic("no spring \(name)", SourceSpan(start: 0, end: 0)) }
        return s
    }

    @Test func bounceOfADampingResponseSpringKeepsItsResponse() throws {
        let i = Interpreter()
        _ = try i.run("s = spring(damping: 0.8, response: 0.4s)")
        let execution = try i.run("s.bounce = 0.4")
        let s = try Self.spring(i, "s")
        // SwiftUI's bounce is 1 − ζ below critical damping; its duration is the response.
        #expect(abs(s.spring.dampingRatio - 0.6) < 1e-12)
        #expect(abs(s.spring.response - 0.4) < 1e-12)
        #expect(s.form == .dampingResponse)
        #expect(abs(s.arguments["damping"]!.value - 0.6) < 1e-12)
        let lines = execution.shown.map(\.plain)
        #expect(lines.contains("    bounce changed through spring(duration:, bounce:), keeping duration 400 ms"), "\(lines)")
        // The note is shown once: not by the binding afterwards, nor by ans.
        #expect(s.changeNote == nil)
        #expect(!(try i.run("s")).shown.map(\.plain).joined().contains("changed through"))
        #expect(!(try i.run("ans")).shown.map(\.plain).joined().contains("changed through"))
    }

    @Test func withTakesAnyFormsParameterToo() throws {
        let i = Interpreter()
        _ = try i.run("s = spring(damping: 0.8, response: 0.4s)")
        let shown = try i.run("s with bounce: 0.1").value
        guard case .spring(let changed) = shown else { Issue.record("not a spring"); return }
        #expect(abs(changed.spring.dampingRatio - 0.9) < 1e-12)
        #expect(abs(try Self.spring(i, "s").spring.dampingRatio - 0.8) < 1e-12, "s itself is unchanged")
    }

    /// A mass/stiffness/damping spring: the bounce keeps its duration (so mass and
    /// stiffness), and the damping coefficient moves to give ζ = 0.7: c = 2ζ√(km).
    @Test func bounceOfAPhysicalSpringMovesOnlyItsDamping() throws {
        let i = Interpreter()
        _ = try i.run("t = spring(mass: 1, stiffness: 200, damping: 20)")
        _ = try i.run("t.bounce = 0.3")
        let t = try Self.spring(i, "t")
        #expect(abs(t.arguments["stiffness"]!.value - 200) < 1e-9)
        #expect(abs(t.arguments["mass"]!.value - 1) < 1e-12)
        #expect(abs(t.arguments["damping"]!.value - 2 * 0.7 * (200.0).squareRoot()) < 1e-9)
    }

    /// `damping` of a duration/bounce spring is the ratio of `spring(damping:, response:)`,
    /// keeping the response.
    @Test func dampingOfADurationBounceSpringIsTheRatio() throws {
        let i = Interpreter()
        _ = try i.run("u = spring(duration: 0.5s, bounce: 0.2)")
        _ = try i.run("u.damping = 0.5")
        let u = try Self.spring(i, "u")
        #expect(abs(u.spring.dampingRatio - 0.5) < 1e-12)
        #expect(abs(u.spring.response - 0.5) < 1e-12)
        #expect(abs(u.arguments["bounce"]!.value - 0.5) < 1e-12)
    }

    @Test func aPlatformsOwnFormsComeFirst() throws {
        let i = Interpreter()
        _ = try i.run("f = motion.spring(visualDuration: 0.3s, bounce: 0.2)")
        let execution = try i.run("f.stiffness = 300")
        let f = try Self.spring(i, "f")
        #expect(abs(f.spring.stiffness - 300) < 1e-9)
        #expect(execution.shown.map(\.plain).contains { $0.contains("through motion.spring(stiffness:, damping:, mass:)") })
    }

    @Test func outOfRangeAndUnknownAreErrorsAtTheLabel() throws {
        let i = Interpreter()
        _ = try i.run("s = spring(damping: 0.8, response: 0.4s)")
        do {
            _ = try i.run("s.bounce = 2")
            Issue.record("a bounce of 2 is out of range")
        } catch {
            #expect(error.message.hasPrefix("bounce must be"), "\(error.message)")
            #expect(error.span.start == 2)
        }
        #expect(throws: Diagnostic.self) { try i.run("s.bounce = 3pt") }   // a length is not a bounce
        #expect(abs(try Self.spring(i, "s").spring.dampingRatio - 0.8) < 1e-12, "nothing changed")
    }

    /// A change through another form is a definition like any other: it is made again when
    /// what it reads changes.
    @Test func aChangeThroughAnotherFormStaysLive() throws {
        let i = Interpreter()
        _ = try i.run("b = 0.3")
        _ = try i.run("s = spring(damping: 0.8, response: 0.4s)")
        _ = try i.run("s.bounce = b")
        #expect(abs(try Self.spring(i, "s").spring.dampingRatio - 0.7) < 1e-12)
        _ = try i.run("b = 0.5")
        #expect(abs(try Self.spring(i, "s").spring.dampingRatio - 0.5) < 1e-12)
    }
}
