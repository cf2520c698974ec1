import FluidLanguage

/// The notebook's commands' mistakes (codes E300–E399): the words of each, with its code.
/// Their meanings and the lines that make them are in `ErrorCode+Examples.swift`.
extension Messages {
    // MARK: Command words
    static func unknownCommand(_ word: String, suggestion command: String) -> Message {
        Message(.unknownCommand, "unknown command '\(word)'; did you mean '\(command)'?")
    }

    // MARK: Motions a command compares or draws (compare, diff, plot)
    static func commandCannotTake(_ command: String, _ kind: String, accepts: String) -> Message {
        Message(.commandCannotTake, "\(command) cannot take \(kind); give it \(accepts)")
    }
    /// `plot s, 0s..1s, 0s..2s`: `plot takes one range for the x axis`, `diff takes one range`.
    static func secondRange(_ command: String, forXAxis: Bool = false) -> Message {
        Message(.secondRange, "\(command) takes one range\(forXAxis ? " for the x axis" : ""); this is a second one")
    }
    /// `the x range must go …` (plot), `the range must go …` (diff).
    static func rangeOrder(_ what: String) -> Message {
        Message(.rangeOrder, "\(what) must go from a smaller to a larger finite value")
    }

    // MARK: compare
    static let compareTakesNoRange = Message(.compareTakesNoRange, "compare takes no range; it compares whole motions")
    static func compareCurves(_ first: String) -> Message {
        Message(.compareCurves, "compare lists the parameters of springs or decays; for two curves use diff \(first), …")
    }
    static func compareMixed(_ what: String, _ kind: String) -> Message {
        Message(.compareMixed, "compare takes \(what) only, like the first one; this is \(kind)")
    }

    // MARK: diff
    static func diffCount(_ count: Int) -> Message {
        Message(.diffCount, "diff takes exactly two motions (it was given \(count)); for more, use compare or plot")
    }
    static func diffDimensions(_ a: String, gives first: String, _ b: String, gives second: String) -> Message {
        Message(.diffDimensions, "these cannot be compared: \(a) gives \(first), \(b) gives \(second)")
    }
    static func diffRangeNotTime(_ phrase: String) -> Message {
        Message(.diffRangeNotTime, "the range must be times, like 0s..2s; this is \(phrase)")
    }
    static func diffNeedsTimes(_ a: String, _ b: String) -> Message {
        Message(.diffNeedsTimes, "give the times to compare over, like: diff \(a), \(b), 0s..1s")
    }
    /// `diff s, 3`: `diff compares motions over time; 3 is a number`.
    static func diffNotMotion(_ name: String, is what: String) -> Message {
        Message(.diffNotMotion, "diff compares motions over time; \(name) is \(what)")
    }
    static func curvesCannotSubtract(_ first: String, _ second: String) -> Message {
        Message(.curvesCannotSubtract, "cannot subtract these: the first gives \(first), the second \(second)")
    }
    /// A function that gives different dimensions: `at some x` (plot), `at some times` (diff).
    static func functionMixedDimensions(_ subject: String, _ first: String, _ other: String, at place: String) -> Message {
        Message(.functionMixedDimensions, "\(subject) gives \(first) at some \(place) and \(other) at others")
    }
    static func functionNotANumber(_ lead: String, _ name: String, gives kind: String) -> Message {
        Message(.functionNotANumber, "\(lead); \(name) gives \(kind)")
    }
    /// `lead` ends with its own separator: `nothing to draw: at every x in the range, `.
    static func functionNeverEvaluates(_ lead: String, _ message: String) -> Message {
        Message(.functionNeverEvaluates, lead + message)
    }

    // MARK: plot
    static func cannotPlot(_ kind: String) -> Message {
        Message(.cannotPlot,
                "cannot plot \(kind); plot a spring, a decay, a trace, a list of points, or a function such as x -> x^2 with a range")
    }
    static func tooManyCurves(_ maximum: Int, asked: Int) -> Message {
        Message(.tooManyCurves,
                "a plot draws at most \(maximum) curves; this one asks for \(asked): plot fewer at a time, or compare them in a table with compare")
    }
    static func plotNeedsRange(_ name: String) -> Message {
        Message(.plotNeedsRange, "give the range to draw \(name) over, like: plot \(name), 0..1")
    }
    static func rangeAxis(_ range: String, axis: String) -> Message {
        Message(.rangeAxis, "this range is \(range), but the x axis here is \(axis)")
    }
    static func cannotSharePlot(_ what: String, others: String) -> Message {
        Message(.cannotSharePlot, "these cannot share one plot: \(what), the others are \(others)")
    }

    static let nothingToDraw = Message(.nothingToDraw, "nothing to draw: give a spring, a decay or a function")

    // MARK: paths of points (plot)
    static let pathHasNoVelocity = Message(.pathHasNoVelocity, "a path has no velocity to draw; plot it without kind")
    static let pathTakesNoRange = Message(.pathTakesNoRange, "a path is drawn where its points are; leave out the range")
    /// A path plotted with other curves; `overTime` names one drawn over time.
    static func pathAlone(overTime name: String? = nil) -> Message {
        Message(.pathAlone, "a path of points is drawn on its own, in x and y; "
                + (name.map { "\($0) is drawn over time, so plot it separately" } ?? "plot it without other curves"))
    }
    static func pathPointsDimension(_ phrase: String) -> Message {
        Message(.pathPointsDimension, "the points of a path must all be \(phrase)")
    }
    static func pathOneCoordinate(_ name: String) -> Message {
        Message(.pathOneCoordinate, "\(name) has one coordinate, so it has no path; kind: path draws traces of points, like a PiP fling")
    }

    // MARK: options
    static func optionNotAString(_ label: String, like placeholder: String) -> Message {
        Message(.optionNotAString, "\(label) must be a string, like \(label): \(placeholder)")
    }

    // MARK: play
    /// `kinds` says what play moves; `detail` what this value is.
    static func playCannotTake(_ kinds: String, _ detail: String) -> Message { Message(.playCannotTake, "\(kinds); \(detail)") }
    /// `easings` names a few, as the command's help does (`css.easeOut, cubicBezier(…)`).
    static func playDurationForEasings(_ easings: String) -> Message {
        Message(.playDurationForEasings, "duration: is for easings (\(easings)); springs and the other motions play for their own time")
    }
    static func easingNeedsDuration(_ name: String) -> Message {
        Message(.easingNeedsDuration, "an easing plays over a duration: play \(name), duration: 400ms")
    }
    /// `name` is the path already playing in the plane (`pip`).
    static func playOnePlane(_ name: String) -> Message {
        Message(.playOnePlane, "play shows one motion in the plane at a time; \(name) is already playing")
    }

    // MARK: pictures and animations written to files (plot, play)
    /// `wall` is the motion's wall time as printed (`25 s`).
    static func animationTooLong(_ wall: String) -> Message {
        Message(.animationTooLong, "an animation holds at most 20 s; this motion plays for \(wall) (a smaller slow: shortens it)")
    }
    static func animationTooLarge(millions: Int, frames: Int, width: Int, height: Int) -> Message {
        Message(.animationTooLarge, "an animation holds at most \(millions) million pixels over all its frames; this one is \(frames) "
                + "frames of \(width)×\(height) (fewer lanes, or a smaller slow:, make it smaller)")
    }
    /// A picture or an animation the file system refuses (a missing folder, no permission), as
    /// the writer says it (`AtomicFile.WriteError`).
    public static func writeFailed(_ description: String) -> Message { Message(.writeFailed, description) }

    // MARK: set's values
    /// `set NAME VALUE` with a value outside a whole-number setting's range (`OptionWording.wholeNumber`).
    static func settingNotWholeNumber(_ refusal: String) -> Message { Message(.settingNotWholeNumber, refusal) }
    /// `set NAME WORD` with a word outside the setting's choices (`OptionWording.choice`).
    static func settingNotAChoice(_ refusal: String) -> Message { Message(.settingNotAChoice, refusal) }
    static func noSuchSetting(_ name: String) -> Message { Message(.noSuchSetting, "no setting '\(name)'") }
    /// `problem` says why, in the file policy's words (`this script may write files only inside …`).
    static func cannotWriteFile(_ file: String, _ problem: String) -> Message {
        Message(.cannotWriteFile, "cannot write \(file): " + problem)
    }
    /// `play …, to:` naming neither a GIF nor a PNG; an SVG is named as plot's.
    static func animationFileKind(svg: Bool) -> Message {
        Message(.animationFileKind, svg ? "motions are written as animations: to: \"…gif\" or \"…png\" (an animated PNG); plot …, to: writes an .svg"
                                        : "to: names a .gif or a .png (an animated PNG) file, like to: \"drawer.gif\"")
    }
    /// `plot …, to:` naming neither an SVG nor a PNG; `animation` is the stem of a GIF or APNG named (`drawer`).
    static func pictureFileKind(animation stem: String?) -> Message {
        Message(.pictureFileKind, stem.map { "plots are pictures, not motions: write \"\($0).png\" or .svg (play …, to: writes motions)" }
                                  ?? "to: names an .svg or a .png file, like to: \"drawer.svg\"")
    }

    // MARK: nothing to work on (compare, diff, durations)
    static let compareNothing = Message(.compareNothing, "nothing to compare: give springs or decays")
    /// `lo` and `hi` in seconds, as Swift prints a Double (`0.0`, `2.5`).
    static func diffNeverEvaluates(_ lo: Double, _ hi: Double) -> Message {
        Message(.diffNeverEvaluates, "nothing to compare: neither can be evaluated between \(lo) s and \(hi) s")
    }
    static func durationsNeedsMotion(_ kind: String) -> Message {
        Message(.durationsNeedsMotion,
                "durations needs a spring (or another motion over time: a decay, a retargeted motion, a trace); got \(kind)")
    }

    // MARK: a command's options
    /// A number outside an option's range (`width: 10`), in the builtins' wording and code
    /// (``OptionWording``, `RangeWording`; E085 as `steps(0)`).
    static func optionOutsideRange(_ wording: String) -> Message { Message(.argumentOutsideRange, wording) }
    /// A word outside an option's or a positional parameter's choices (`kind: veloctiy`, `export s
    /// swiftiu`), in the builtins' wording and code (E086 as `steps(4, direction: "middle")`).
    static func optionNotAChoice(_ wording: String) -> Message { Message(.argumentNotAChoice, wording) }
    /// A command stopped by Ctrl-C; `what` says what was left undone (`nothing was compared`).
    static func commandInterrupted(_ what: String) -> Message { Message(.interrupted, CommandContext.interrupted(what)) }
    /// `slow: fast`: an option given a word where it takes a value.
    static func optionNeedsValue(_ label: String, like placeholder: String) -> Message {
        Message(.optionNeedsValue, "\(label) takes a value, like \(label): \(placeholder)")
    }
}
