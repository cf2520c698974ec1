import FluidMotion

/// The parameters of the builtins that draw a platform's frames, made from the options each
/// platform declares (`FrameNumber`, `FrameFlag`, `FrameChoice` in its `frameDrawings`), and
/// those `retarget`'s framed platforms share: the display and the size of the move, declared
/// in FluidMotion (`FrameNumber.fps`, `.distance`), and Motion's rest thresholds.
extension ParameterDescriptor where Value == Double {
    /// A platform's number option as a descriptor: its name, quantity, default, range,
    /// example and meaning as the platform declares them.
    public init(_ number: FrameNumber) {
        let expectation: Expectation
        switch number.quantity {
        case .plain: expectation = .plain
        case .time: expectation = .time
        case .length: expectation = .length
        case .speed: expectation = .speed
        }
        self.init(number.name, expectation, default: number.defaultValue, range: number.range, example: number.example, number.meaning)
    }

    /// The display's frame rate; fractional rates (59.94) are taken.
    public static let fps = ParameterDescriptor(FrameNumber.fps)

    /// The size of the move, its magnitude, in the platform's units (which set its thresholds).
    public static let distance = ParameterDescriptor(FrameNumber.distance)

    /// Motion's `restSpeed`; left out, it follows the distance.
    public static let motionRestSpeed = ParameterDescriptor(
        "restSpeed", .plain, range: .positive("a positive number of distance's units per second", reason: "Motion takes 0 as unset"),
        example: "0.01",
        "Motion's restSpeed, in distance's units per second: slower than this (and within restDelta) counts as at rest "
            + "(default 0.01 for a move under 5 units, 2 from 5)")

    /// Motion's `restDelta`; left out, it follows the distance.
    public static let motionRestDelta = ParameterDescriptor(
        "restDelta", .plain, range: .positive("a positive number of distance's units", reason: "Motion takes 0 as unset"),
        example: "0.005",
        "Motion's restDelta, in distance's units: this near the target (and under restSpeed) counts as there "
            + "(default 0.005 for a move under 5 units, 0.5 from 5)")

    /// Every number option the platforms' frame drawings declare, and those above, for the
    /// catalogue's consistency test.
    static var frameParameters: [ParameterDescriptor] {
        var options: [ParameterDescriptor] = [.fps, .distance, .motionRestSpeed, .motionRestDelta]
        for drawing in MotionPlatforms.all.flatMap(\.frameDrawings) {
            for case .number(let number, _, _, _, _) in drawing.options
            where !options.contains(where: { $0.name == number.name && $0.meaning == number.meaning }) {
                options.append(ParameterDescriptor(number))
            }
        }
        return options
    }
}

extension FlagDescriptor {
    /// A platform's flag option as a descriptor.
    init(_ flag: FrameFlag) { self.init(flag.name, default: flag.defaultValue, flag.meaning) }
}

/// A word of a platform's choice option (`property: "alpha"`), as `ChoiceDescriptor` reads it.
struct FrameChoiceWord: RawRepresentable, Sendable {
    let rawValue: String
}

extension ChoiceDescriptor {
    /// A platform's choice option as a descriptor: its words in the platform's order.
    init(_ choice: FrameChoice) {
        self.init(choice.name, choices: choice.words.map { FrameChoiceWord(rawValue: $0.word) }, ignoresCase: choice.ignoresCase,
                  reason: choice.reason, choice.meaning)
    }
}
