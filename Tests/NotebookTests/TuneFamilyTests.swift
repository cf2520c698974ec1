import FluidLanguage
import FluidMotion
@testable import Notebook
import Testing

/// `tune` by any family of knobs (issue 15, part 2): `f` cycles damping/response,
/// duration/bounce, stiffness/damping, visualDuration/bounce, frequency/damping whatever form
/// the spring was written in; the result stays in the spring's own form; `=` types a value;
/// a lane plays the spring in a loop.
@Suite struct TuneFamilyTests {
    static func model(_ line: String) throws -> TuneModel {
        try TuneModel(name: "s", spring: TuneModelTests.spring(line))
    }

    static func typing(_ text: String, into model: TuneModel) -> TuneModel {
        text.reduce(model.handle(.character("="))) { $0.handle(.character($1)) }
    }

    @Test func aDampingResponseSpringOffersEveryFamilyOnce() throws {
        let m = try Self.model("spring(damping: 0.8, response: 0.4s)")
        // react-spring's frequency/damping reads the same two numbers as damping/response
        // (frequency is the response, damping the ratio), so it is not offered twice.
        // A platform's own families (`MotionPlatform.tuneKnobs`) follow fluid's, each once.
        let names = m.families.map(\.name)
        #expect(Array(names.prefix(4)) == ["damping/response", "duration/bounce", "stiffness/damping/mass", "visualDuration/bounce"])
        #expect(Array(m.families.map(\.form.id).prefix(4)) == ["dampingResponse", "durationBounce", "physical", "motionVisualDuration"])
        #expect(!names.contains("frequency/damping") && Set(names).count == names.count, "\(names)")
    }

    @Test func bounceTunesADampingResponseSpringWhichStaysInItsForm() throws {
        var m = try Self.model("spring(damping: 0.8, response: 400ms)")
        m = m.handle(.character("f"))
        #expect(m.family.name == "duration/bounce")
        // Apple's relation: bounce = 1 − ζ for ζ ≤ 1, duration = response.
        #expect(abs(m.value("bounce") - 0.2) <= 1e-12 && abs(m.value("duration") - 0.4) <= 1e-12)
        m = m.handle(.up)
        #expect(m.value("bounce") == 0.25)
        #expect(m.current.form.id == "dampingResponse")
        #expect(abs(m.current.arguments["damping"]!.value - 0.75) <= 1e-12)
        #expect(abs(m.current.arguments["response"]!.value - 0.4) <= 1e-12)
        #expect(m.current.arguments["response"]!.unit == .millisecond, "the response keeps the unit it was written in")
        // Kept: Enter keeps the spring in its own form.
        #expect(m.handle(.enter).outcome == .keep)
    }

    @Test func aPhysicalSpringStartsOnStiffnessAndDampingAndTunesByDurationToo() throws {
        var m = try Self.model("spring(mass: 1, stiffness: 200, damping: 20)")
        #expect(m.horizontal == "stiffness" && m.vertical == "damping")
        m = m.handle(.character("f")).handle(.character("f"))
        #expect(m.family.name == "duration/bounce")
        let before = m.value("duration")
        m = m.handle(.right)
        // A step lands on a millionth of itself (10 ns here), so repeated steps stay clean.
        #expect(abs(m.value("duration") - before - 0.01) <= 1e-8)
        // Still mass/stiffness/damping, now with the stiffness of the longer duration:
        // k = (2π/duration)² for mass 1.
        #expect(m.current.form.id == "physical")
        let duration = m.value("duration")
        #expect(abs(m.current.spring.stiffness - (2 * Double.pi / duration) * (2 * Double.pi / duration)) <= 1e-9 * m.current.spring.stiffness)
    }

    @Test func aSwiftUISpringOffersItsOwnFormsByTheirNames() throws {
        let m = try Self.model("swiftui.spring(response: 0.5s, dampingFraction: 0.825)")
        #expect(m.parameters == ["response", "dampingFraction"])
        #expect(m.families.first?.form.id == "swiftUIResponseDampingFraction")
        // SwiftUI's own duration/bounce, not fluid's; no second damping/response.
        #expect(m.families.map(\.form.id).contains("swiftUIDurationBounce"))
        #expect(!m.families.map(\.form.id).contains("dampingResponse"))
        // p swaps the pair (it used to do nothing for a two-parameter form).
        #expect(m.handle(.character("p")).horizontal == "dampingFraction")
    }

    @Test func anOverDampedSpringHasNoVisualDurationFamily() throws {
        let m = try Self.model("spring(damping: 1.5, response: 0.4s)")
        #expect(!m.families.map(\.name).contains("visualDuration/bounce"), "Motion's bounce never over-damps")
        #expect(m.families.count >= 3)
    }

    @Test func aChangeTheOwnFormCannotWriteIsRefusedWithTheReason() throws {
        var m = try Self.model("motion.spring(duration: 0.8s, bounce: 0.3)")
        while m.family.name != "stiffness/damping/mass" { m = m.handle(.character("f")) }
        let before = m.current.spring
        m = Self.typing("0.001", into: m).handle(.enter)
        #expect(m.note?.contains("cannot change 'stiffness' of a motion.spring(…) spring") == true, "note: \(m.note ?? "none")")
        #expect(m.current.spring == before)
        #expect(m.entry != nil, "the typed text stays to be fixed")
    }

    @Test func typingAValueSetsTheKnob() throws {
        var m = try Self.model("spring(damping: 0.8, response: 0.4s)")
        m = Self.typing("0.62", into: m)
        #expect(m.entry == "0.62")
        #expect(m.frame(width: 100, height: 30).last?.hasPrefix("damping = 0.62▏ · Enter sets") == true)
        m = m.handle(.enter)
        #expect(m.entry == nil && m.value("damping") == 0.62 && m.outcome == nil)
        // Tab moves the entry to the next knob; a time takes ms or s.
        m = m.handle(.character("=")).handle(.tab)
        #expect(m.entryKnob == "response")
        m = "450ms".reduce(m) { $0.handle(.character($1)) }.handle(.enter)
        #expect(abs(m.value("response") - 0.45) <= 1e-15)
        // Backspace deletes; Esc leaves the entry without changing anything.
        m = Self.typing("0.9x", into: m.handle(.character("p"))).handle(.backspace)
        #expect(m.entry == "0.9")
        let left = m.handle(.escape)
        #expect(left.entry == nil && left.outcome == nil && left.value("damping") == 0.62)
    }

    @Test func typedTimesFollowTheNotebooksRules() throws {
        let m = try Self.model("spring(damping: 0.8, response: 0.4s)").handle(.character("p"))
        #expect(m.horizontal == "response")
        let plain = Self.typing("450", into: m).handle(.enter)
        #expect(plain.note == "response 450 without a unit would be 450 seconds; type 450ms for milliseconds")
        #expect(plain.value("response") == 0.4)
        let seconds = Self.typing("0.5", into: m).handle(.enter)
        #expect(seconds.value("response") == 0.5)
        let junk = Self.typing("abc", into: m).handle(.enter)
        #expect(junk.note == "'abc' is not a time like 450ms or 0.45s")
        let negative = Self.typing("-1", into: m.handle(.character("p"))).handle(.enter)
        #expect(negative.note?.hasPrefix("damping stays at 0.8: ") == true, "note: \(negative.note ?? "none")")
    }

    @Test func theLanePlaysTheSpringInALoop() throws {
        let m = try Self.model("spring(damping: 1, response: 0.3s)")
        let width = 40
        let start = m.lane(at: 0, width: width, unicode: true)
        #expect(start.hasPrefix("▶ ●"), "at rest at the start: \(start)")
        #expect(start.count == width)
        let window = m.current.spring.timeWindow
        let end = m.lane(at: window + 0.1, width: width, unicode: true)
        #expect(end.hasSuffix("●"), "a critically damped spring ends on the target, the last column: \(end)")
        let again = m.lane(at: window + TuneModel.laneRest, width: width, unicode: true)
        #expect(again == start, "then it plays again")
        #expect(m.lane(at: 0, width: width, unicode: false).hasPrefix("> o"))
        #expect(m.lane(at: 0, width: 1, unicode: true).count <= 1)
        // The screen says where the lane is, so the executable redraws that row alone.
        let screen = m.screen(width: 80, height: 24)
        #expect(screen.laneRow.map { screen.lines[$0].hasPrefix("▶ ") } == true)
        #expect(m.screen(width: 80, height: 3).laneRow == nil)
    }

    @Test func backspaceIsAKey() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x7F, 0x08]) == [.backspace, .backspace])
    }
}
