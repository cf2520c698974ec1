import FluidMotion

/// The catalogue of mistakes: each function or constant that returns a `Message` words one
/// mistake and gives it its stable code (`ErrorCode`, whose meaning and example are in
/// ErrorCode+Examples.swift); those returning a `String` are pieces of one (a kind, advice).
/// Messages start lowercase, name the thing as the user wrote it in quotes, and say what
/// would be right when that is known. No diagnostic, response or command-line error is made
/// from a bare string (`InlineMessageRatchetTests`).
public enum Messages {
    // MARK: Lexing
    static func unexpectedCharacter(_ c: Character) -> Message {
        // Input bytes that are not UTF-8 arrive as U+FFFD (the stream reader, libedit).
        c == "\u{FFFD}" ? Message(.notUTF8, "bytes here are not UTF-8 text (shown as '\u{FFFD}'); retype them, or save the file as UTF-8")
            : Message(.unexpectedCharacter, "unexpected character '\(c)'")
    }
    static let numberTooLarge = Message(.numberTooLarge, "this number is too large")
    static func unknownUnit(_ word: String, suggestion: String?) -> Message {
        Message(.unknownUnit, "unknown unit '\(word)'" + didYouMean(suggestion)
            + (suggestion == nil ? "; units are s, ms, pt, px, deg, rad, %, and rates like pt/s" : ""))
    }
    static func unknownEscape(_ c: Character) -> Message { Message(.unknownEscape, "unknown escape '\\\(c)' in a string; use \\n, \\t, \\\" or \\\\") }
    static let unterminatedString = Message(.unterminatedString, "this string has no closing '\"'")

    // MARK: Parsing
    static func expected(_ what: String, found: String) -> Message { Message(.expected, "expected \(what), found \(found)") }
    static func expectedClosing(_ bracket: String) -> String { "'\(bracket)'" }
    static func unexpectedAfterExpression(_ found: String) -> Message { Message(.unexpectedAfterExpression, "unexpected \(found) after the expression") }
    static let nestedTooDeeply = Message(.nestedTooDeeply, "this line is nested too deeply")
    static func reservedWord(_ word: String) -> Message { Message(.reservedWord, "'\(word)' is a reserved word and cannot be a name") }

    // MARK: Names
    static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
    /// See ``Diagnostic/echo(_:)``.
    static func echo(_ text: String) -> String { Diagnostic.echo(text) }
    static func unknownName(_ name: String, suggestion: String?) -> Message { Message(.unknownName, "unknown name '\(echo(name))'" + didYouMean(suggestion)) }
    static func unknownFunction(_ name: String, suggestion: String?) -> Message {
        Message(.unknownFunction, "unknown function '\(echo(name))'" + didYouMean(suggestion))
    }
    static func unknownArgument(_ label: String, suggestion: String?) -> Message {
        Message(.unknownArgument, "no argument '\(echo(label))'" + didYouMean(suggestion))
    }
    static func unknownMember(_ name: String, of kind: String, suggestion: String?) -> Message {
        Message(.unknownMember, "\(kind) has no member '\(echo(name))'" + didYouMean(suggestion))
    }
    /// `rate = 0.99`: builtins cannot be shadowed (a saved session prints `rate: fast`,
    /// `model: talk`, `velocity(s, t)`, which must mean the same when it is loaded), so
    /// the message says what the name is and offers two free names.
    /// A definition that would read itself through other bindings.
    static func dependencyCycle(_ loop: [String]) -> Message {
        Message(.dependencyCycle, "this would make bindings depend on each other in a circle (\(loop.joined(separator: " → "))); "
            + "nothing changed. Write one of them as a value, or use a function")
    }

    /// A binding that reads the one being changed would fail when made again.
    static func dependentFails(_ dependent: String, because reason: String) -> Message {
        Message(.dependentFails, "\(dependent) depends on this and would fail (\(reason)); nothing changed")
    }

    static func builtinName(_ name: String, is what: String) -> Message {
        let capitalised = name.prefix(1).uppercased() + name.dropFirst()
        return Message(.builtinName, "'\(name)' is \(what) and cannot be rebound; choose another name, like '\(name)1' or 'my\(capitalised)'")
    }
    static func notWritable(_ member: String, writable: [String]) -> Message {
        Message(.notWritable, "'\(member)' cannot be changed here; changeable: " + writable.joined(separator: ", "))
    }
    static func velocityIgnored(_ constructor: String, labels: [String]) -> String {
        "\(constructor)(\(labels.map { $0 + ":" }.joined(separator: ", "))) starts at rest: Motion ignores velocity for a spring given by duration or "
            + "visualDuration (since 12.34.3); give stiffness, damping and mass to keep it"
    }
    /// A change made through another form that the spring's own constructor cannot write
    /// (`motion.spring(duration:, bounce:)` given a stiffness its forms cannot say).
    static func formCannotWriteChange(_ constructor: String, _ label: String, because reason: String) -> Message {
        Message(.formCannotWriteChange, "cannot change '\(label)' of a \(constructor)(…) spring: \(reason)")
    }
    static func notAFunction(_ kind: String) -> Message { Message(.notAFunction, "\(kind) is not a function") }

    // MARK: Dimensions and arithmetic
    static func cannotAdd(_ left: Dimension, _ right: Dimension) -> Message { Message(.cannotAdd, "cannot add \(left.phrase) to \(right.phrase)") }
    static func cannotSubtract(_ right: Dimension, from left: Dimension) -> Message {
        Message(.cannotSubtract, "cannot subtract \(right.phrase) from \(left.phrase)")
    }
    static func cannotCompare(_ left: Dimension, _ right: Dimension) -> Message {
        Message(.cannotCompare, "cannot compare \(left.phrase) with \(right.phrase)")
    }
    static func tooManyRetargets(_ limit: Int) -> Message {
        Message(.tooManyRetargets, "this motion is already retargeted \(limit) times (the limit per motion); start a new one from a spring")
    }
    static func differenceTooLarge(_ limit: Int) -> Message {
        Message(.differenceTooLarge, "this difference would subtract more than \(limit) motions in all (the limit; every moment of it evaluates each one); "
            + "subtract fewer, or compare them with `diff`")
    }
    static func cannotSubtractMotions(_ left: String, _ right: String) -> Message {
        Message(.cannotSubtractMotions, "cannot subtract these: the first gives \(left) over time, the second \(right)")
    }
    static func operatorNotDefined(_ op: String, _ left: String, _ right: String) -> Message {
        Message(.operatorNotDefined, "cannot use '\(op)' on \(left) and \(right)")
    }
    static func cannotNegate(_ kind: String) -> Message { Message(.cannotNegate, "cannot negate \(kind)") }
    static let exponentMustBeDimensionless = Message(.exponentMustBeDimensionless, "an exponent must be a plain number")
    static func exponentMustBeInteger(_ base: Dimension) -> Message { Message(.exponentMustBeInteger, "\(base.phrase) can only be raised to a whole power") }
    static let notFinite = Message(.notFinite, "result is not a finite number")
    static func rangeDimensions(_ lower: Dimension, _ upper: Dimension) -> Message {
        Message(.rangeDimensions, "a range goes from \(lower.phrase) to \(upper.phrase); both ends must be alike")
    }
    static func pointDimensions(_ x: Dimension, _ y: Dimension) -> Message {
        Message(.pointDimensions, "a point's x is \(x.phrase) and its y is \(y.phrase); both must be alike")
    }
    static func expectedNumber(_ kind: String) -> Message { Message(.expectedNumber, "expected a number here, got \(kind)") }

    // MARK: Calls
    static func wrongArgumentCount(_ name: String, expected: Int, got: Int) -> Message {
        Message(.wrongArgumentCount, "'\(name)' takes \(expected) argument\(expected == 1 ? "" : "s"), got \(got)")
    }
    static func tooManyArguments(_ name: String, maximum: Int) -> Message {
        Message(.tooManyArguments, maximum == 0 ? "'\(name)' takes no positional arguments"
            : "'\(name)' takes at most \(maximum) positional argument\(maximum == 1 ? "" : "s")")
    }
    static func missingArgument(_ name: String, in function: String) -> Message { Message(.missingArgument, "'\(function)' needs the argument '\(name)'") }
    static func duplicateArgument(_ label: String) -> Message { Message(.duplicateArgument, "the argument '\(label)' is given twice") }
    static func namedArgumentsToUserFunction(_ name: String) -> Message { Message(.namedArgumentsToUserFunction, "'\(name)' takes its arguments by position") }
    static func argumentDimension(_ label: String, expected: String, example: String, got: Quantity, formatted: String) -> Message {
        Message(.argumentDimension, "\(label) must be \(expected), like \(example); got \(got.dimension.phrase) (\(formatted))")
    }
    static func plainTimeLooksLikeMilliseconds(_ label: String, _ number: String) -> Message {
        Message(.plainTimeLooksLikeMilliseconds, "\(label) \(number) without a unit would be \(number) seconds; write \(number)ms for milliseconds "
            + "(or \(number)s if you mean seconds)")
    }
    static func plainTraceTimeLooksLikeMilliseconds(_ number: String) -> Message {
        Message(.plainTraceTimeLooksLikeMilliseconds, "has the time \(number) without a unit, which would be \(number) seconds; "
            + "write times with units, like \(number)ms")
    }
    static func argumentKind(_ label: String, expected: String, got: String) -> Message { Message(.argumentKind, "\(label) must be \(expected); got \(got)") }
    static func recursionTooDeep(_ limit: Int) -> Message {
        Message(.recursionTooDeep, "too many nested calls (more than \(limit)); is a function calling itself forever? (`set calls N` raises the limit)")
    }
    static func stepBudgetExceeded(_ limit: Int) -> Message {
        Message(.stepBudgetExceeded, "this line takes too long (more than \(limit) steps, the limit per line); "
            + "split the work over several lines, use smaller inputs, or raise the limit with `set steps \(raised(limit))`")
    }
    static let interrupted = Message(.interrupted, "interrupted (Ctrl-C); nothing was changed")
    static func tooLarge(_ count: Double, limit: Int) -> Message {
        let amount = count.isFinite && count < 1e15 ? "\(Int(count.rounded(.up)))" : "too many"
        return Message(.tooLarge, "this would make \(amount) elements; the limit is \(limit) per value (`set elements N` raises it)")
    }
    static func listTooLarge(_ limit: Int) -> Message {
        Message(.listTooLarge, "this list would hold more than \(limit) elements, counting those of the lists inside it (the limit per value); "
            + "build smaller lists, or raise the limit with `set elements \(raised(limit))`")
    }
    static func textTooLong(_ limit: Int) -> Message {
        Message(.textTooLong, "this string would be longer than \(limit) characters (the limit per value); "
            + "join fewer or shorter strings, or raise the limit with `set elements \(raised(limit))`")
    }
    static func valueTooLarge(_ limit: Int) -> Message {
        Message(.valueTooLarge, "this value would hold more than \(limit) elements, counting every value it holds each time it holds it (the limit per value); "
            + "build it from fewer parts, or raise the limit with `set elements \(raised(limit))`")
    }
    static func nestedTooDeep(_ limit: Int) -> Message {
        Message(.nestedTooDeep, "this value would nest more than \(limit) levels deep (lists in lists, functions holding functions; the limit per value); "
            + "build it flatter, or raise the limit with `set depth \(raised(limit))`")
    }
    /// A suggestion for a raised limit: ten times the current one.
    static func raised(_ limit: Int) -> Int { limit.multipliedReportingOverflow(by: 10).overflow ? limit : limit * 10 }
    static let lineTooLong = Message(.lineTooLong, "this line is longer than \(Limits.lineLength) characters (the limit per line); split it into several lines")
    static func indexOutOfRange(_ index: Int, count: Int) -> Message {
        Message(.indexOutOfRange, "index \(index) is out of range; the list has \(count) element\(count == 1 ? "" : "s")")
    }
    static let indexMustBeInteger = Message(.indexMustBeInteger, "an index must be a whole number")
    static func cannotIndex(_ kind: String) -> Message { Message(.cannotIndex, "cannot index \(kind)") }

    // MARK: Springs
    /// spring's forms, each credited to the platforms that declare it theirs
    /// (`PlatformGlossaryEntry.Topic.sharedForm`), and the platforms' own constructors.
    static let springForms = """
        spring takes one of these sets of named arguments:
          spring(damping: 0.8, response: 0.4s)          damping ratio + response (\(credit("dampingResponse")))
          spring(duration: 0.5s, bounce: 0.3)           \(credit("durationBounce")) (bounce optional, default 0)
          spring(mass: 1, stiffness: 170, damping: 26)  physical (mass optional, default 1)
          spring(tension: 170, friction: 26)            \(credit("tensionFriction"))
          spring(stiffness: 1500, dampingRatio: 0.5)    \(credit("stiffnessDampingRatio"))
          spring(bounciness: 5, speed: 12)              \(credit("bouncinessSpeed"))
        \(velocityCredit)
        platforms' own constructors: \(platformSprings)
        """
    /// The platforms that call `form` (a generic form's id, or `velocity`) theirs, in registry order.
    private static func credit(_ form: String) -> String {
        MotionPlatforms.glossary(.sharedForm(form)).compactMap(\.entry.meaning).joined(separator: ", ")
    }
    /// The line every spring form's help ends with: the relative velocity each may add.
    static var velocityCredit: String { "each may add velocity: (relative initial velocity, \(credit("velocity")))" }
    /// Each platform's `NAME.spring` constructor, four to a line.
    private static var platformSprings: String {
        let names = SpringFamilies.constructors.map(\.name).filter { $0.hasSuffix(".spring") }
        return stride(from: 0, to: names.count, by: 4).map { names[$0..<min($0 + 4, names.count)].joined(separator: ", ") }
            .joined(separator: ",\n  ")
    }
    static let springNeedsNamedArguments = Message(.springNeedsNamedArguments, "spring takes named arguments, like spring(damping: 0.8, response: 0.4s)")
    static func springIncomplete(_ given: [String]) -> Message {
        Message(.springIncomplete, given.isEmpty ? "spring needs named arguments"
            : "no spring form takes exactly " + given.map { "'\($0)'" }.joined(separator: ", "))
    }
}

extension Messages {
    static func emptyList(_ member: String) -> Message { Message(.emptyList, "an empty list has no \(member) element") }
    static func springHasNo(_ what: String, because reason: String) -> Message { Message(.springHasNo, "this spring has no \(what): \(reason)") }
    static func springNeverSettles(_ what: String) -> Message {
        Message(.springNeverSettles, "this spring has no \(what): it never comes to rest (damping 0 swings forever); give it some damping, like damping: 0.1")
    }
    static func cannotChangeMembers(_ kind: String) -> Message { Message(.cannotChangeMembers, "cannot change members of \(kind)") }
    static func commandNotExecutable(_ name: String) -> Message { Message(.commandNotExecutable, "'\(name)' is a command; the notebook runs it") }
    static func duplicateParameter(_ name: String) -> Message { Message(.duplicateParameter, "the parameter '\(name)' appears twice") }
    static func notAssignable(_ name: String) -> Message { Message(.notAssignable, "'\(name)' is not a name of yours; assign it first, like \(name) = …") }
    static let emptyCandidates = Message(.emptyCandidates, "the list of candidates is empty")
    static func unknownModel(_ model: String) -> Message {
        Message(.unknownModel, "model must be one of " + MotionPlatforms.decayModels.map(\.word).joined(separator: ", ") + "; got \(model)")
    }
    static func listNeeded(_ label: String, _ element: String) -> Message { Message(.listNeeded, "\(label) must be a list of \(element)") }
}

extension Messages {
    static func cannotCombine(_ a: String, with b: String) -> Message { Message(.cannotCombine, "'\(a)' cannot be combined with '\(b)'") }
    static let emptyRange = Message(.emptyRange, "the range's lower end is above its upper end")
    static let sqrtDimension = Message(.sqrtDimension, "the square root of this quantity has no unit (its dimension is not a square)")
    static func differentDimensions(_ function: String) -> Message { Message(.differentDimensions, "the arguments of \(function) must all be alike") }
}

extension Messages {
    /// A mistake inside a function of the user's: "in f: …", said once (the evaluator names
    /// the function only when the diagnostic names none yet, ``Diagnostic/function``).
    static func inFunction(_ name: String, _ message: String) -> String {
        "in \(name): \(message)"
    }
}

// MARK: Spring families (`motion.spring(...)`, `s as motion`)
extension Messages {
    static func familyNeedsNamedArguments(_ constructor: String) -> Message {
        Message(.familyNeedsNamedArguments, "\(constructor) takes named arguments, like \(constructor)(…: …)")
    }
    /// `spring(response:, dampingRatio:)`: the words are another constructor's.
    static func springFormElsewhere(_ called: String, _ given: [String], _ elsewhere: [String]) -> Message {
        Message(.springFormElsewhere, "\(called) has no form with " + given.map { "'\($0)'" }.joined(separator: ", ")
            + "; use " + elsewhere.joined(separator: " or "))
    }
    static func familyIncomplete(_ constructor: String, _ given: [String]) -> Message {
        Message(.familyIncomplete, "no \(constructor) form takes exactly " + given.map { "'\($0)'" }.joined(separator: ", "))
    }
    static func familyForms(_ constructor: String, _ forms: [String]) -> String {
        "\(constructor) takes one of these sets of named arguments (defaults shown):\n"
            + forms.map { "  \(constructor)\($0)" }.joined(separator: "\n")
            + "\n" + velocityCredit
    }
    /// A flag (a spring's `allowOverDamping:`, a frame builtin's `clamp:`, the member changed
    /// with `with`) given `value`, which is not true or false, in the choice wording a command's
    /// flag (`loop:`) and every choice take (``RangeWording/choice(_:among:listed:quoted:reason:got:near:)``):
    /// `clamp: is true or false`; a string is named, with the closest word (`not 'ture'; did you mean 'true'?`).
    static func flagNeeded(_ label: String, given value: Value) -> Message {
        var typed: String?
        if case .string(let text) = value { typed = text }
        return Message(.flagNeeded, RangeWording.choice(label, among: ["true", "false"], got: typed, near: typed))
    }
    static func unknownFamily(_ name: String, suggestion: String?, families: [String]) -> Message {
        Message(.unknownFamily, "no spring family '\(name)'" + didYouMean(suggestion)
            + (suggestion == nil ? "; families: " + families.joined(separator: ", ") : ""))
    }
    static func asNeedsSpring(_ kind: String) -> Message { Message(.asNeedsSpring, "only a spring can be shown 'as' a platform; this is \(kind)") }
    /// A platform's coasting spring given as a spring (`MotionPlatform.coastingSpring`), in its words: a decay.
    static func coastingSpring(_ hint: String) -> Message { Message(.coastingSpring, hint) }
    static func familyCannotExpress(_ constructor: String, _ reason: String) -> Message {
        Message(.familyCannotExpress, "\(constructor) cannot express this spring: \(reason)")
    }
    static let expectedFamily = "a spring family after 'as', like 'as \(MotionPlatforms.exampleFamily)'"
}

// MARK: Retargeting and deceleration models
extension Messages {
    static let motionHasNoPeak = Message(.motionHasNoPeak, "this motion has no peak: it never passes its final target")
    static let retargetNeedsChange = Message(.retargetNeedsChange, "retarget needs a new target (to: 0.5), a new spring (spring: t), or both")
    static func retargetTooEarly(last: String) -> Message {
        Message(.retargetTooEarly, "retarget times must come in order: the last retarget is at \(last); retarget at that time or later")
    }
    static func decayParameterNotInModel(_ label: String, model: String, takes: [String]) -> Message {
        Message(.decayParameterNotInModel, "\(label) is not a parameter of the \(model) model; it takes " + takes.joined(separator: ", "))
    }
    static func conversionNeedsOne(_ function: String, _ labels: [String]) -> Message {
        Message(.conversionNeedsOne, "\(function) converts from exactly one of "
            + labels.map { "\($0):" }.joined(separator: ", ") + ", like \(function)(\(labels[0]): …)")
    }
    /// What a frame drawing's `friction:` takes: what the drawing platform's own decay says its
    /// friction takes (a plain number in its units, or a rate per second).
    static var frictionKind: String {
        let drawsWithFriction = MotionPlatforms.all.first { platform in
            platform.frameDrawings.contains { $0.options.contains { if case .friction = $0 { true } else { false } } }
        }
        return drawsWithFriction?.decayModels.flatMap(\.parameters).first { $0.kind == .plainOrRate }?.takes
            ?? "a plain number or a rate per second (the decay constant itself)"
    }
}

// MARK: Values a model refuses, and easings' own arguments
extension Messages {
    /// A value FluidMotion's model of a platform cannot work with, in FluidMotion's words
    /// (which name the parameter and what is allowed).
    static func refused(_ error: MotionError) -> Message { Message(.outOfRange, error.message) }
    static func traceFileRefused(_ file: String, _ error: MotionError) -> Message { Message(.outOfRange, "\(file): \(error.message)") }
    /// A value outside the range its parameter declares, in the parameter's one wording
    /// (`ParameterDescriptor.rangeMessage`: `fps: is 1 to 1000 frames per second, like fps: 120`).
    static func outsideRange(_ wording: String) -> Message { Message(.argumentOutsideRange, wording) }
    /// A word that is none of its parameter's choices (`ChoiceDescriptor.message`).
    static func notAChoice(_ wording: String) -> Message { Message(.argumentNotAChoice, wording) }
}
