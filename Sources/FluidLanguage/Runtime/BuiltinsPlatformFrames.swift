import FluidMotion

/// What the platforms draw frame by frame, as builtins: one for each `FrameDrawing` a
/// platform declares (`MotionPlatform.frameDrawings`, in registry order), its parameters made
/// from the drawing's subject and options through the descriptors (`ParameterDescriptor`,
/// `FlagDescriptor`, `ChoiceDescriptor`), so binding, range checks, help and completion are
/// those of every builtin. The platform's `draw` gets the call checked and answers a trace or
/// a refusal in its own words, which `Messages.framesRefused` gives its code.
extension Builtins {
    static let platformFrames: [Builtin] = MotionPlatforms.all.flatMap(\.frameDrawings).map(frameBuiltin)

    /// The builtin that runs `drawing`.
    static func frameBuiltin(_ drawing: FrameDrawing) -> Builtin {
        var parameters: [Parameter] = []
        if let subject = drawing.subject {
            parameters.append(.value(subject.name, takes: subject.takes, positional: true, optional: subject.optional, subject.meaning))
        }
        parameters += drawing.options.map(frameParameter)
        return Builtin(drawing.name, drawing.summary, example: drawing.example, ParameterTable(parameters, forms: drawing.forms)) { call throws(Diagnostic) in
            try drawFrames(drawing, call)
        }
    }

    /// A drawing's option as a builtin's parameter.
    static func frameParameter(_ option: FrameOption) -> Parameter {
        switch option {
        case .number(let number, let positional, let required, let fallback, let meaning):
            return .of(ParameterDescriptor(number), positional: positional, required: required, default: fallback, meaning)
        case .flag(let flag):
            return .of(FlagDescriptor(flag))
        case .choice(let choice, let fallback, let meaning):
            let descriptor = ChoiceDescriptor(choice)
            return fallback.map { .of(descriptor, default: FrameChoiceWord(rawValue: $0), meaning) } ?? .of(descriptor, meaning)
        case .easing(let name, let shown, let meaning):
            return .value(name, takes: "an easing", default: shown, meaning)
        case .friction(let name, let shown, let meaning):
            return .value(name, takes: Messages.frictionKind, default: shown, meaning)
        }
    }

    /// Binds and checks a call of `drawing`'s builtin, runs the drawing, and makes its trace a value.
    static func drawFrames(_ drawing: FrameDrawing, _ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        var subject: FrameCall.Subject?
        if let declared = drawing.subject {
            if let argument = bound.values[declared.name] {
                switch argument.value {
                case .spring(let spring): subject = .spring(spring.spring)
                case .decay(let decay): subject = .decay(decay.decay, model: decay.model.rawValue)
                default: subject = .other(argument.value.kindPhrase)
                }
            } else if !declared.optional {
                _ = try bound.argument(declared.name)
            }
        }
        var numbers: [String: Double] = [:], flags: [String: Bool] = [:], choices: [String: String] = [:]
        var easings: [String: FrameCall.Easing] = [:], frictions: [String: FrameCall.Friction] = [:]
        for option in drawing.options {
            switch option {
            case .number(let number, _, let required, let fallback, _):
                let descriptor = ParameterDescriptor(number)
                numbers[number.name] = required ? try bound[descriptor] : try bound[ifGiven: descriptor] ?? fallback ?? number.defaultValue
            case .flag(let flag):
                flags[flag.name] = try bound[FlagDescriptor(flag)]
            case .choice(let choice, let fallback, _):
                choices[choice.name] = try bound[ChoiceDescriptor(choice), as: FrameChoiceWord.self]?.rawValue ?? fallback
            case .easing(let name, _, _):
                guard let argument = bound.values[name] else { continue }
                var source: String?, timing: CubicBezierTiming?
                if case .function(let function) = argument.value, case .native(1, let text, _) = function.body {
                    source = text
                    timing = easingTiming(function)
                }
                easings[name] = FrameCall.Easing(source: source, timing: timing, kind: argument.value.kindPhrase)
            case .friction(let name, _, _):
                guard let argument = bound.values[name] else { continue }
                let friction = try decayParameter(argument, label: name)
                frictions[name] = FrameCall.Friction(value: friction.value, perSecond: friction.dimension == .frequency)
            }
        }
        let frameCall = FrameCall(subject: subject, given: Set(bound.values.keys), numbers: numbers, flags: flags, choices: choices,
                                  easings: easings, frictions: frictions, limit: Limits.platformFrames)
        let frames: FrameTrace
        do throws(DrawingRefusal) {
            frames = try drawing.draw(frameCall)
        } catch {
            throw refusal(error, of: drawing, bound)
        }
        switch frames.measure {
        case .progress:
            return .trace(TraceValue(samples: .one(frames.trace), dimension: .none, unit: nil, timeUnit: .millisecond))
        case .position(let name):
            var unit: Unit?
            switch bound.values[name]?.value {
            case .decay(let decay)?: unit = decay.lengthUnit
            case .number(let velocity)?: unit = velocity.unit.flatMap(lengthUnit(ofRate:))
            default: unit = nil
            }
            return .trace(TraceValue(samples: .one(frames.trace), dimension: .length, unit: unit, timeUnit: .millisecond))
        }
    }

    /// A drawing's refusal as a diagnostic: its words with its code, the carets where it says;
    /// a value outside an option's range as the platform holds it gets the option's range message.
    static func refusal(_ refusal: DrawingRefusal, of drawing: FrameDrawing, _ bound: BoundArguments) -> Diagnostic {
        let span: SourceSpan
        switch refusal.place {
        case .call: span = bound.call.span
        case .argument(let name): span = bound.span(name)
        case .value(let name): span = bound.values[name]?.span ?? bound.call.span
        }
        if case .outsideRange = refusal.reason, case .argument(let name) = refusal.place {
            for case .number(let number, _, _, _, _) in drawing.options where number.name == name {
                return Diagnostic(Messages.outsideRange(ParameterDescriptor(number).rangeMessage), span)
            }
        }
        return Diagnostic(Messages.framesRefused(refusal.reason, refusal.words), span)
    }
}
