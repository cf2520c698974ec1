import FluidLanguage
import FluidMotion

/// One row of `compare`: what it shows, and how to read it from one subject. `nil`
/// means the subject has no such value (a critically damped spring has no period) and
/// shows as "—". Several quantities are one parameterization, shown "0.8, 400 ms".
struct CompareRow<Subject>: Sendable {
    let label: String
    let read: @Sendable (Subject) -> [Quantity]?
    /// For a row that runs a platform's frames at 60 Hz until the move ends (its value is
    /// that duration, nil when it never ends within ``Limits/platformFrames``): true, so
    /// `compare` can count the frames it drew against the line's step budget.
    let drawsFrames: Bool

    init(_ label: String, drawsFrames: Bool = false, _ read: @escaping @Sendable (Subject) -> [Quantity]?) {
        self.label = label
        self.drawsFrames = drawsFrames
        self.read = read
    }

    /// The frames a frame row drew for the value it read: its duration at 60 Hz, or the
    /// frame limit when it never ended. 0 for other rows.
    func framesDrawn(_ value: [Quantity]?) -> Int {
        guard drawsFrames else { return 0 }
        guard let seconds = value?.first?.value, seconds.isFinite, seconds >= 0 else { return Limits.platformFrames }
        return min(Limits.platformFrames, Int((seconds * 60).rounded(.up)) + 1)
    }
}

/// The rows of `compare`, in display order: a spring's forms side by side (fluid's own, then
/// the platforms' `compareForms`), then the measures of the member tables (`SpringValue.members`,
/// `DecayValue.members`) that carry a compare label. Adding a measure is one member entry;
/// the table, its alignment, its highlighting and its tests follow.
enum CompareRows {
    static let spring: [CompareRow<SpringValue>] = [
        CompareRow("damping, response") { [.number($0.spring.dampingRatio), .seconds($0.spring.response)] },
        CompareRow("duration, bounce") { [.seconds($0.spring.durationBounce.duration), .number($0.spring.durationBounce.bounce)] },
        CompareRow("mass, stiffness, damping") { [.number($0.spring.mass), .number($0.spring.stiffness), .number($0.spring.damping)] },
        CompareRow("tension, friction") { [.number($0.spring.tensionFriction.tension), .number($0.spring.tensionFriction.friction)] },
        CompareRow("stiffness, dampingRatio") {
            [.number($0.spring.stiffnessDampingRatio.stiffness), .number($0.spring.stiffnessDampingRatio.dampingRatio)]
        },
        CompareRow("bounciness, speed") { $0.spring.bouncinessSpeed.map { [.number($0.bounciness), .number($0.speed)] } },
    ] + platformForms + withFrames(measures(SpringValue.members), after: MotionPlatforms.all.flatMap(\.durationMembers).last?.compareLabel)

    /// The platforms' own forms (`MotionPlatform.compareForms`), in their places: "origami
    /// tension, friction", the form's labels after the platform's name, each value read back
    /// through the form's inverse (times in seconds); "—" where the form cannot write the spring.
    static let platformForms: [CompareRow<SpringValue>] = MotionPlatforms.compareForms.map { platform, form in
        CompareRow("\(platform.name) " + form.labels.joined(separator: ", ")) { subject in
            guard case .values(let values, _) = form.inverse(subject.spring) else { return nil }
            return form.labels.map { label in
                form.times.contains(label) ? .seconds(values[label] ?? .nan) : .number(values[label] ?? .nan)
            }
        }
    }

    /// How long each platform that draws in frames takes to end a move of 1 at 60 Hz, by its
    /// own frames and rest rule (`MotionPlatform.frameDuration`, in registry order). "—" when
    /// it never ends within its frame limit.
    static let sixtyHertzRows: [CompareRow<SpringValue>] = MotionPlatforms.all.compactMap(\.frameDuration).map { frames in
        CompareRow("\(frames.label) at 60 Hz", drawsFrames: true) { finite(frames.duration($0.spring, Limits.platformFrames)) }
    }

    private static func finite(_ seconds: Double) -> [Quantity]? { seconds.isFinite ? [.seconds(seconds)] : nil }

    /// `rows` with the frame rows after the row labelled `label` (the last of the platforms'
    /// duration members), or at the end.
    private static func withFrames(_ rows: [CompareRow<SpringValue>], after label: String?) -> [CompareRow<SpringValue>] {
        guard let index = rows.firstIndex(where: { $0.label == label }) else { return rows + sixtyHertzRows }
        return Array(rows[...index]) + sixtyHertzRows + Array(rows[(index + 1)...])
    }

    static let decay: [CompareRow<DecayValue>] = measures(DecayValue.members)

    /// A row for each member with a compare label, in the member table's order. Times show
    /// in the unit that reads best (ms or s), whatever unit the member remembers.
    private static func measures<Subject>(_ members: [Member<Subject>]) -> [CompareRow<Subject>] {
        members.compactMap { member in
            member.compareLabel.map { label in
                CompareRow(label) { subject in member.quantity(of: subject).map { [$0.dimension == .time ? .seconds($0.value) : $0] } }
            }
        }
    }
}
