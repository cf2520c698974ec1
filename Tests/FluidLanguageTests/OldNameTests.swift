import Testing
@testable import FluidLanguage

/// Old notebooks and saved sessions keep working after a rename: the platform once called
/// `framer` is `motion`, and every old spelling reads as its new one through `OldNames`, the
/// language's one table of old names. Each old line must give what its new line gives, and
/// what it gives must be a value, not an error (so the comparison cannot pass on two errors).
@Suite struct OldNameTests {
    static let pairs: [(old: String, new: String)] = [
        ("framer.spring(duration: 0.5s, bounce: 0.25)", "motion.spring(duration: 0.5s, bounce: 0.25)"),
        ("framer.default", "motion.default"),
        ("spring(damping: 0.8, response: 0.4s) as framer", "spring(damping: 0.8, response: 0.4s) as motion"),
        ("spring(damping: 0.8, response: 0.4s).framerRestDuration", "spring(damping: 0.8, response: 0.4s).motionRestDuration"),
        ("framer.spring(duration: 0.5s).framerDuration", "motion.spring(duration: 0.5s).motionDuration"),
        ("retarget(framer.spring(), at: 140ms, to: 0.5, platform: framer)", "retarget(motion.spring(), at: 140ms, to: 0.5, platform: motion)"),
        ("retarget(motion.spring(), at: 140ms, to: 0.5, platform: \"framer\")", "retarget(motion.spring(), at: 140ms, to: 0.5, platform: \"motion\")"),
        ("decay(1000pt/s, model: framer)", "decay(1000pt/s, model: motion)"),
        ("decay(1000pt/s, model: \"framer\")", "decay(1000pt/s, model: \"motion\")"),
    ]

    @Test("an old spelling gives what the new one gives", arguments: pairs)
    func oldSpellingsReplay(_ pair: (old: String, new: String)) {
        #expect(diagnostic(pair.new) == nil, "the new spelling runs: \(pair.new)")
        #expect(output(pair.old) == output(pair.new))
    }

    @Test func aBindingOfAnOldSpellingKeepsWorking() {
        let interpreter = Interpreter()
        _ = output("s = framer.spring(visualDuration: 0.3s, bounce: 0.2)", in: interpreter)
        #expect(output("s.framerRestDuration", in: interpreter) == output("s.motionRestDuration", in: interpreter))
        #expect(output("s as framer", in: interpreter).contains("motion.spring(visualDuration: 300 ms, bounce: 0.2)"))
    }

    @Test func onlyTheOldWordAndOldMembersAreRead() {
        // A name that merely starts like the old one is the user's own: bound and read as written.
        let interpreter = Interpreter()
        _ = output("framerX = 2", in: interpreter)
        #expect(output("framerX", in: interpreter) == "2")
        #expect(OldNames.current("framerate") == "framerate")
        #expect(OldNames.current("framerX") == "framerX")
        #expect(OldNames.current("framerRestDuration", member: true) == "motionRestDuration")
        #expect(OldNames.current("framer") == "motion")
        #expect(OldNames.current("swiftui", member: true) == "swiftui")
    }

    @Test func helpSaysTheOldName() throws {
        let entry = try #require(Interpreter.help(for: "framer"))
        #expect(entry.summary.hasPrefix("framer is the old name of motion"))
        #expect(entry.name == "motion")
        let member = try #require(Interpreter.help(for: "framerRestDuration"))
        #expect(member.summary.hasPrefix("framerRestDuration is the old name of motionRestDuration"))
        #expect(Interpreter.help(for: "framerX") == nil)
    }
}
