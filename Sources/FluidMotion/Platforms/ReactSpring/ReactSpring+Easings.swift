extension ReactSpringPlatform {
    /// react-spring's `easings` table as `reactspring.easings.*` (ReactSpringEasing.swift): its
    /// named curves, functions of the fraction of the duration (`easeOutCubic`, not cubic
    /// Béziers), and `steps(count, direction)`, spelt as a react-spring user writes them after
    /// `import { easings }`. Each plays with `reactspringFrames(duration:, easing:)`.
    public var easings: PlatformEasings? {
        PlatformEasings(path: Self.easingsPath, functions: Self.namedEasings, steps: Self.steps)
    }

    /// The named curves in react-spring's order, each as fluid spells it.
    static let namedEasings: [PlatformEasings.NamedFunction] = ReactSpringEasing.Name.allCases.map { name in
        let easing = ReactSpringEasing.named(name)
        let curve: @Sendable (Double) -> Double = { x in easing(x) }
        return (name: name.rawValue, curve: curve)
    }

    /// `easings.steps(count)`'s count: a whole number from 1 to 1000.
    static let stepCount = EasingSteps.Count(name: "count", range: .closed(1, 1000, "a whole number of steps from 1 to 1000"), example: "4",
                                             meaning: "how many steps, a whole number from 1 to 1000")

    /// `easings.steps(count, direction)`'s direction: "end" (react-spring's default) or "start".
    static let stepDirection = EasingSteps.Direction(name: "direction", choices: [.end, .start], defaultChoice: .end,
                                                     reason: "react-spring's default, end: each step jumps at the end of its interval", example: .start,
                                                     meaning: "where each step jumps: at the end of its interval, or at its start")

    /// Help's line about `easings.steps`.
    static let stepsSummary: String = "react-spring's easings.steps(count, direction): a staircase of count equal steps, jumping at the end of each "
        + "(\"end\", its default) or at the start (\"start\"); play it with reactspringFrames(duration:, easing:)"

    /// `easings.steps(count, direction)`: `count` equal steps, each jumping at the end of its
    /// interval (react-spring's default) or at its start.
    static let steps: EasingSteps = {
        let spelling: @Sendable (Int, EasingStepDirection) -> String = { count, direction in ReactSpringEasing.steps(count, direction).name }
        let curve: @Sendable (Int, EasingStepDirection, Double) -> Double = { count, direction, x in ReactSpringEasing.steps(count, direction)(x) }
        return EasingSteps(name: "steps", summary: stepsSummary, example: "steps(4)(0.5)", count: stepCount, direction: stepDirection,
                           spelling: spelling, curve: curve)
    }()
}
