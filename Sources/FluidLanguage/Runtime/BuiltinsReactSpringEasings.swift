import FluidMotion

/// react-spring's `easings` as values (FluidMotion/ReactSpringEasing.swift), spelt as a
/// react-spring user writes them after `import { easings }`: `reactspring.easings.easeOutCubic`,
/// `reactspring.easings.steps(4)`. Each is a function of the fraction of the duration, like
/// `css.easeOut`: call it, plot it, or play it with `reactspringFrames(duration:, easing:)`.
extension Builtins {
    /// The namespace path of the easings.
    static let reactSpringEasingsPath = "reactspring.easings"

    static let reactSpringEasingBuiltins: [Builtin] = [
        Builtin("reactspring.easings.steps",
                "react-spring's easings.steps(count, direction): a staircase of count equal steps, jumping at the end of each (\"end\", its default) "
                    + "or at the start (\"start\"); play it with reactspringFrames(duration:, easing:)",
                example: "reactspring.easings.steps(4)(0.5)",
                ParameterTable([
                    .of(.stepCount, positional: true, required: true),
                    .of(.stepDirection, default: ReactSpringEasing.StepDirection.end, positional: true),
                ]), reactSpringSteps),
    ]

    /// The named easings and the `steps` builtin as `reactspring.easings.*` preset entries.
    static let reactSpringEasingPresets: [PresetEntry] =
        ReactSpringEasing.Name.allCases.map { name in (path: reactSpringEasingsPath + "." + name.rawValue, value: { reactSpringEasingValue(.named(name)) }) }
        + [(path: reactSpringEasingsPath + ".steps",
            value: { @Sendable in .function(FunctionValue(name: "reactspring.easings.steps", body: .builtin("reactspring.easings.steps"))) })]

    @Sendable static func reactSpringSteps(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let count = try bound[.stepCount]
        let direction = try bound[.stepDirection, as: ReactSpringEasing.StepDirection.self] ?? .end
        return reactSpringEasingValue(.steps(count, direction))
    }

    /// An easing as a function of the fraction of its duration, plotted over 0…1; its source
    /// (`reactspring.easings.easeOutCubic`, `reactspring.easings.steps(4, "start")`) is how it
    /// prints, saves and is recognised.
    static func reactSpringEasingValue(_ easing: ReactSpringEasing) -> Value {
        .function(FunctionValue(
            body: .native(arity: 1, source: reactSpringEasingsPath + "." + easing.name) { inner throws(Diagnostic) in
                let x = try inner.bind(positional: ["x"]).quantity("x", .plain)
                return .number(Quantity(easing(x.value)))
            },
            domain: RangeValue(lower: Quantity(0), upper: Quantity(1))))
    }

    /// The react-spring easing a function made by `reactSpringEasingValue` plays, read back
    /// from its source; nil for any other function.
    static func reactSpringEasing(_ function: FunctionValue) -> ReactSpringEasing? {
        guard case .native(1, let source, _) = function.body, source.hasPrefix(reactSpringEasingsPath + ".") else { return nil }
        let name = source.dropFirst(reactSpringEasingsPath.count + 1)
        if let named = ReactSpringEasing.Name(rawValue: String(name)) { return .named(named) }
        for direction in ReactSpringEasing.StepDirection.allCases {
            if name.hasPrefix("steps("), let count = Int(name.dropFirst("steps(".count).prefix { $0.isNumber }),
               ReactSpringEasing.steps(count, direction).name == name {
                return .steps(count, direction)
            }
        }
        return nil
    }
}
