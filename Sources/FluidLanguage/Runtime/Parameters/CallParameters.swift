import FluidMotion

/// Parameters of the builtins outside the frame and spring families: a flick's release
/// velocity, the time a motion is read at, a staircase easing's steps, the rubber band's constants.
extension ParameterDescriptor where Value == Double {
    /// The release velocity of a flick (`decay`, `project`, `decays`).
    static let flickVelocity = ParameterDescriptor("velocity", .speed, example: "1200pt/s", "the release velocity of the flick, like 1200pt/s")

    /// The time a motion or a trace is read at (`value(s, t)`); a plain number is seconds.
    static let readTime = ParameterDescriptor("t", .time, example: "0.2s", "the time to read it at; left out, the result is a function of time")

    /// UIScrollView's rubber-band constant.
    static let rubberbandConstant = ParameterDescriptor("constant", .plain, default: 0.55, example: "0.55", "UIScrollView's rubber-band constant c")

    /// The power law of the rubber-band article.
    static let rubberbandExponent = ParameterDescriptor(
        "exponent", .plain, default: 0.7, example: "0.7", "the article's power law |x|^exponent, used when no dimension is given")

    /// When `retarget` interrupts the running motion, from the start of its first spring.
    static let retargetAt = ParameterDescriptor("at", .time, example: "150ms", "when it is interrupted, from the start of the first spring")

    /// `retarget`'s new target, a fraction of the first move.
    static let retargetTo = ParameterDescriptor("to", .plain, example: "0.5", "the new target, as a fraction of the first move (1 = the old target)")

    /// An angle; a plain number is radians (`sin(angle)`, `closestAngle(angle, candidates)`).
    static let angle = ParameterDescriptor(
        "angle", Expectation(dimension: .angle, phrase: "an angle", example: "30deg", plainUnit: .radian), example: "30deg",
        "the angle (plain numbers are radians)")

    /// The plain number a math function takes (`sqrt(x)`).
    static let mathArgument = ParameterDescriptor("x", .plain, example: "2", "the argument")

    /// Every one of this family, for the catalogue's consistency test.
    static let callParameters: [ParameterDescriptor] = [
        .flickVelocity, .readTime, .rubberbandConstant, .rubberbandExponent, .retargetAt, .retargetTo, .angle, .mathArgument,
    ]
}

extension ParameterDescriptor where Value == Int {
    /// A staircase easing's count (`steps(count)`), as its platform declares it.
    static func stepCount(_ steps: EasingSteps) -> ParameterDescriptor {
        ParameterDescriptor(steps.count.name, .plain, range: steps.count.range, example: steps.count.example, steps.count.meaning)
    }

    /// Every declared staircase family's count, for the catalogue's consistency test.
    static var stepCounts: [ParameterDescriptor] { MotionPlatforms.easingFunctions.compactMap(\.steps).map(stepCount) }
}

extension ChoiceDescriptor {
    /// A staircase easing's direction (`steps(count, direction)`), as its platform declares it.
    static func stepDirection(_ steps: EasingSteps) -> ChoiceDescriptor {
        let direction = steps.direction
        return ChoiceDescriptor(direction.name, choices: direction.choices, reason: direction.reason, direction.meaning)
    }

    /// Every declared staircase family's direction, for the catalogue's consistency test.
    static var stepDirections: [ChoiceDescriptor] { MotionPlatforms.easingFunctions.compactMap(\.steps).map(stepDirection) }
}
