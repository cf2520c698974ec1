import FluidLanguage
import FluidMotion
import Testing
@testable import Notebook

/// What a platform declares of its frames and durations reaches the notebook whole: each frame
/// drawing is a builtin taking exactly the drawing's arguments, each duration member a spring
/// member with its compare row, each `durations` row and threshold option in `durations`.
/// Adding a platform's capability is its folder alone; these fail when a layer drops or
/// reorders what the registry gives.
@Suite struct PlatformCapabilityTests {
    static let drawings = MotionPlatforms.all.flatMap(\.frameDrawings)

    @Test("every frame drawing is a builtin whose help lists its subject and options, in order")
    func frameDrawingsAreBuiltins() {
        #expect(!Self.drawings.isEmpty)
        for drawing in Self.drawings {
            let session = makeSession()
            let help = session.run("help \(drawing.name)")
            #expect(!help.failed, "\(drawing.name)")
            let labels = (drawing.subject.map { [$0.name] } ?? []) + drawing.options.map(\.name)
            let listed = help.lines.dropFirst(2).compactMap { line -> String? in
                let text = line.drop { $0 == " " }
                let word = String(text.prefix { $0 != " " && $0 != ":" })
                let after = text.dropFirst(word.count)
                return labels.contains(word) && (after.hasPrefix(":") || after.hasPrefix(" · ")) ? word : nil
            }
            #expect(listed == labels, "\(drawing.name): help lists \(listed)")
            #expect(!session.run(drawing.example).failed, "\(drawing.example)")
        }
    }

    @Test("every duration member is a spring member with its compare row")
    func durationMembersAreMembers() {
        let members = MotionPlatforms.all.flatMap(\.durationMembers)
        #expect(!members.isEmpty)
        for member in members {
            #expect(SpringValue.members.contains { $0.name == member.name && $0.compareLabel == member.compareLabel }, "\(member.name)")
            #expect(CompareRows.spring.contains { $0.label == member.compareLabel }, "\(member.compareLabel)")
        }
    }

    @Test("durations shows every platform's rows in registry order and takes its threshold options")
    func durationsRowsComeFromThePlatforms() throws {
        let session = makeSession()
        _ = session.run("s = spring(damping: 1.2, response: 0.4s)")
        let lines = session.run("durations s").lines
        let spring = WrittenSpring(try Spring(.dampingResponse(damping: 1.2, response: 0.4)), form: .dampingResponse, values: [:])
        let query = DurationQuery(spring: spring, distance: 1, options: [:], limit: 100, number: { "\($0)" }, time: { "\($0)" })
        let labels = MotionPlatforms.all.compactMap(\.durations).flatMap { $0.rows(query) }.map(\.label)
        #expect(labels.count >= 2)
        let shown = lines.compactMap { line in labels.first { line.hasPrefix("  " + $0 + " ") } }
        #expect(shown == labels, "\(lines)")
        for option in MotionPlatforms.all.compactMap(\.durations).flatMap(\.options) {
            #expect(!session.run("durations s, \(option.name): \(option.example)").failed, "\(option.name)")
        }
    }
}
