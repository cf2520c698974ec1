import FluidMotion

/// The platforms' easings given as functions (`MotionPlatforms.easingFunctions`) as values,
/// spelt under each platform's easings path as its users write them
/// (`reactspring.easings.easeOutCubic`, `reactspring.easings.steps(4)`), and each staircase
/// family (`EasingSteps`) as a builtin whose parameters and help its platform declares. Each
/// is a function of the fraction of the duration, like `css.easeOut`: call it, plot it, or play
/// it with the platform's frames (which read it back from its source).
extension Builtins {
    /// Each platform's `steps(count, direction)` builtin.
    static let easingStepsBuiltins: [Builtin] = MotionPlatforms.easingFunctions.compactMap { easings in
        easings.steps.map { stepsBuiltin($0, path: easings.path) }
    }

    /// The named easings and the steps builtins as preset entries under their paths.
    static let easingFunctionPresets: [PresetEntry] = MotionPlatforms.easingFunctions.flatMap { easings in
        let path = easings.path
        let named: [PresetEntry] = easings.functions.map { function in
            let curve = function.curve
            return (path: path + "." + function.name, value: { @Sendable in easingFunctionValue(source: path + "." + function.name, curve) })
        }
        let steps: [PresetEntry] = easings.steps.map { steps in
            let name = path + "." + steps.name
            return [(path: name, value: { @Sendable in .function(FunctionValue(name: name, body: .builtin(name))) })]
        } ?? []
        return named + steps
    }

    /// `NAME.easings.steps(count, direction)`: the count a whole number in the declared range,
    /// the direction a positional choice with the declared default.
    static func stepsBuiltin(_ steps: EasingSteps, path: String) -> Builtin {
        let count = ParameterDescriptor<Int>.stepCount(steps)
        let direction = ChoiceDescriptor.stepDirection(steps)
        let defaultDirection = steps.direction.defaultChoice
        return Builtin(path + "." + steps.name, steps.summary, example: path + "." + steps.example, ParameterTable([
            .of(count, positional: true, required: true),
            .of(direction, default: defaultDirection, positional: true),
        ])) { call throws(Diagnostic) in
            let bound = try call.bind()
            let n = try bound[count]
            let jump = try bound[direction, as: EasingStepDirection.self] ?? defaultDirection
            return easingFunctionValue(source: path + "." + steps.spelling(n, jump)) { x in steps.curve(n, jump, x) }
        }
    }

    /// An easing as a function of the fraction of its duration, plotted over 0…1; its source
    /// (`reactspring.easings.easeOutCubic`, `reactspring.easings.steps(4, "start")`) is how it
    /// prints, saves and is recognised by the frames that play it.
    static func easingFunctionValue(source: String, _ curve: @escaping @Sendable (Double) -> Double) -> Value {
        .function(FunctionValue(
            body: .native(arity: 1, source: source) { inner throws(Diagnostic) in
                let x = try inner.bind(positional: ["x"]).quantity("x", .plain)
                return .number(Quantity(curve(x.value)))
            },
            domain: RangeValue(lower: Quantity(0), upper: Quantity(1))))
    }
}
