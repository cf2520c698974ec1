/// What each code means and the lines that make it, for `help errors`, `help E012` and
/// docs/errors.md; a trace file's mistakes are made with the small files in docs/errors/.
/// `ErrorExampleTests` runs every example in a fresh session and checks the last line fails
/// with exactly its code, so this table cannot drift from what lines do.
extension ErrorCode {
    /// One line: the mistake, said generally.
    public var meaning: String { entry.meaning }

    /// Lines that make this mistake in a fresh notebook: the last fails with this code, the
    /// ones before it set it up and succeed. Empty when none can be shown (Ctrl-C, a line or a
    /// file too long to show, an app without a notebook); ``meaning`` then says what makes it.
    public var example: [String] { entry.example }

    private var entry: (meaning: String, example: [String]) {
        typealias P = ExamplePlatformWords
        return switch self {
        // Lexing
        case .unexpectedCharacter: ("a character that is not part of the language", ["1 $ 2"])
        case .notUTF8: ("bytes that are not UTF-8 text, shown as \u{FFFD}", ["1 + \u{FFFD}"])
        case .numberTooLarge: ("a number beyond the largest a Double holds", ["1e999"])
        case .unknownUnit: ("a unit fluid does not know", ["400msec"])
        case .unknownEscape: ("a backslash escape a string does not know", [#""a\q""#])
        case .unterminatedString: ("a string without its closing quote", [#""abc"#])
        // Parsing
        case .expected: ("a line that stops or turns where the grammar needs something else", ["1 +"])
        case .unexpectedAfterExpression: ("more after a complete expression", ["1 2"])
        case .nestedTooDeeply: ("a line nested more than 64 brackets deep",
                                [String(repeating: "(", count: 65) + "1" + String(repeating: ")", count: 65)])
        case .reservedWord: ("a reserved word (`as`, `with`) used as a name", ["as = 1"])
        // Names, bindings and members
        case .unknownName: ("a name that is not bound", ["sprng"])
        case .unknownFunction: ("a call to a function that does not exist", ["sprng(damping: 0.8, response: 0.4s)"])
        case .unknownArgument: ("a label the function does not take", ["project(1200pt/s, rat: fast)"])
        case .unknownMember: ("a member the value does not have", ["spring(damping: 0.8, response: 0.4s).stifness"])
        case .dependencyCycle: ("a binding that would read itself through others", ["a = 1", "b = a + 1", "a = b + 1"])
        case .dependentFails: ("a change that would break a binding that reads it", ["a = 1pt", "b = a + 1pt", "a = 1s"])
        case .builtinName: ("rebinding a builtin name", ["spring = 1"])
        case .notWritable: ("changing a member that can only be read",
                            ["s = spring(damping: 0.8, response: 0.4s)", "s.overshoot = 2"])
        case .notAFunction: ("calling a value that is not a function", ["x = 1", "x(2)"])
        case .cannotChangeMembers: ("changing members of a value that has none to change", ["l = [1, 2]", "l with first: 3"])
        case .commandNotExecutable: ("a command given to the language alone, without a notebook (an app embedding it)", [])
        case .duplicateParameter: ("a function with one parameter name twice", ["f(x, x) = x"])
        case .notAssignable: ("changing a member of a name that is not bound", ["q.x = 1"])
        // Arguments
        case .wrongArgumentCount: ("a function of yours given too few or too many arguments", ["f(x) = x", "f(1, 2)"])
        case .tooManyArguments: ("more positional arguments than a builtin takes", ["sin(1, 2)"])
        case .missingArgument: ("a call without an argument it needs", ["fit()"])
        case .duplicateArgument: ("one argument given twice", ["project(1200pt/s, rate: fast, rate: normal)"])
        case .namedArgumentsToUserFunction: ("labels given to a function of yours", ["f(x) = x", "f(x: 1)"])
        case .argumentDimension: ("an argument of the wrong dimension (a length where a time is asked)",
                                  ["spring(duration: 20pt, bounce: 0.2)"])
        case .plainTimeLooksLikeMilliseconds: ("a time without a unit large enough to be meant as milliseconds",
                                               ["spring(duration: 300, bounce: 0.2)"])
        case .argumentKind: ("an argument of the wrong kind (text where a number is asked)", [#"sin("a")"#])
        case .flagNeeded: ("a yes-or-no argument given something else",
                           ["\(P.flagForm.constructor)(mass: 1, stiffness: 100, damping: 10, \(P.flagForm.flag): 3)"])
        case .listNeeded: ("an argument that must be a list, given one value", ["nearest((0pt, 0pt), 3pt)"])
        case .emptyCandidates: ("an empty list of candidates", ["nearest((0pt, 0pt), [])"])
        case .conversionNeedsOne: ("a conversion given none, or more than one, of what it converts from", ["rate(friction: 1, timeConstant: 1s)"])
        case .cannotCombine: ("two arguments that exclude each other", ["rubberband(120pt, dimension: 300pt, exponent: 0.5)"])
        case .fraction: ("a fraction outside 0 to 1", [#"forceButton(trace("examples/data/force-press.csv"), activation: 2)"#])
        case .outOfRange: ("a value a platform's model cannot work with (a negative response, a bounce of 2)",
                           ["spring(damping: -1, response: 0.4s)"])
        case .argumentOutsideRange: ("an argument outside the range its parameter declares (frames per second, a count of steps, a size)",
                                     ["\(P.steps)(0)"])
        case .argumentNotAChoice: ("a word that is none of its parameter's choices",
                                   ["\(P.steps)(4, direction: \"middle\")"])
        // Units and arithmetic
        case .cannotAdd: ("adding quantities of different dimensions", ["400ms + 20pt"])
        case .cannotSubtract: ("subtracting quantities of different dimensions", ["400ms - 20pt"])
        case .cannotCompare: ("comparing quantities of different dimensions", ["400ms < 20pt"])
        case .operatorNotDefined: ("an operator on values it does not apply to", [#""a" * 2"#])
        case .cannotNegate: ("negating a value that is not a number", [#"-"a""#])
        case .exponentMustBeDimensionless: ("an exponent with a unit", ["2 ^ 1s"])
        case .exponentMustBeInteger: ("a quantity with a unit raised to a fractional power", ["(1s) ^ 0.5"])
        case .notFinite: ("a result that is infinite or not a number", ["1 / 0"])
        case .rangeDimensions: ("a range whose ends are of different dimensions", ["0s..1pt"])
        case .pointDimensions: ("a point whose x and y are of different dimensions", ["nearest((1pt, 1s), candidates: [(0pt, 0pt)])"])
        case .expectedNumber: ("a value that is not a number where a number is needed", [#"max(1, "a")"#])
        case .emptyRange: ("a range whose lower end is above its upper end", ["clamp(5, lower: 2, upper: 1)"])
        case .sqrtDimension: ("the square root of a quantity whose unit has none", ["sqrt(1s)"])
        case .differentDimensions: ("arguments that must be alike but are not", ["min(1s, 1pt)"])
        case .indexOutOfRange: ("an index past the end of a list", ["[1, 2][5]"])
        case .indexMustBeInteger: ("an index that is not a whole number", ["[1, 2][0.5]"])
        case .cannotIndex: ("indexing a value that is not a list", ["1[0]"])
        case .emptyList: ("the first or last element of an empty list", ["[].first"])
        case .cannotSubtractMotions: ("subtracting motions that give different things over time",
                                      ["spring(damping: 0.8, response: 0.4s) - trace([(0ms, 0deg), (16ms, 1deg)])"])
        // Limits
        case .recursionTooDeep: ("calls nested deeper than the limit (`set calls`)", ["f(x) = f(x)", "f(1)"])
        case .stepBudgetExceeded: ("a line that takes more steps than the limit (`set steps`)", ["set steps 10", "1 + 2 + 3 + 4 + 5 + 6"])
        case .interrupted: ("a line stopped with Ctrl-C", [])
        case .tooLarge: ("a builtin that would make more elements than the limit (`set elements`)",
                         ["adaptiveButton(down: [0ms], up: [1e6s])"])
        case .listTooLarge: ("a list with more elements than the limit (`set elements`)", ["set elements 3", "[1, 2, 3, 4]"])
        case .textTooLong: ("a string longer than the limit (`set elements`)", ["set elements 3", #""ab" + "cd""#])
        case .valueTooLarge: ("a value holding more than the limit of values (`set elements`)",
                              ["set elements 3", "twice(g, h) = x -> g(x) + h(x)", "d = x -> x", "d = twice(d, d)", "d = twice(d, d)"])
        case .nestedTooDeep: ("a value nested deeper than the limit (`set depth`)", ["set depth 2", "[[[[1]]]]"])
        case .lineTooLong: ("a line longer than 100,000 bytes, the limit per line", [])
        case .differenceTooLarge: ("a difference of motions subtracting more than 64 motions",
                                   ["s = spring(damping: 0.8, response: 0.4s)", "d = (s - s) - (s - s)", "d = (d - d) - (d - d)",
                                    "d = (d - d) - (d - d)", "d - s"])
        case .tooManyRetargets: ("a motion retargeted more than 100 times", [])
        // Springs and platforms
        case .springNeedsNamedArguments: ("spring given positional arguments", ["spring(0.8, 0.4s)"])
        case .springIncomplete: ("spring given labels that make no whole form", ["spring(damping: 0.8)"])
        case .familyNeedsNamedArguments: ("a platform's spring given positional arguments", ["\(P.constructor)(0.5)"])
        case .springFormElsewhere: ("a spring given another constructor's words", ["spring(response: 0.4s, dampingRatio: 0.8)"])
        case .familyIncomplete: ("a platform's spring given labels that make none of its forms", ["\(P.constructor)(bounce: 0.2, mass: 2)"])
        case .unknownFamily: ("`as` a platform fluid does not know", ["spring(damping: 0.8, response: 0.4s) as \(P.withoutFamily)"])
        case .asNeedsSpring: ("`as` a platform on a value that is not a spring", ["1 as \(P.family)"])
        case .familyCannotExpress: ("a spring a platform's constructor cannot write", ["spring(mass: 1, stiffness: 1e-300, damping: 1) as \(P.family)"])
        case .springHasNo: ("a spring member its motion does not have (the period of a spring that does not swing)",
                            ["spring(damping: 1, response: 0.4s).period"])
        case .coastingSpring: ("\(P.coasting?.title ?? "a platform")'s coasting spring (tension 0), which is a decay",
                             ["\(P.coasting?.name ?? "spring").spring(tension: 0, friction: 7)"])
        case .formCannotWriteChange: ("a change through another form that the spring's own constructor cannot write",
                                      ["s = \(P.clampingFamily).spring(duration: 0.8s, bounce: 0.3)", "s.stiffness = 0.001"])
        case .springNeverSettles: ("a settle time of a spring that never comes to rest",
                                   ["spring(mass: 1, stiffness: 100, damping: 0).settle"])
        // A platform's frames
        case .frameSubject: ("a platform's frames given something it does not run (a decay where it runs springs)", ["\(P.boundedFrames)(decay(2000pt/s))"])
        case .frameOption: ("a platform's frames given options it refuses together or a bound where the move cannot start",
                            ["\(P.boundedFrames)(spring(damping: 0.5, response: 0.4s), min: 1pt)"])
        case .framesUnfinished: ("a platform's frames that do not end within 100,000 frames (a spring too lightly damped to settle)",
                                 ["\(P.boundedFrames)(spring(damping: 0, response: 0.4s))"])
        // Motions, retargets and decays
        case .motionHasNoPeak: ("the peak of a motion that never passes its target",
                                ["retarget(spring(damping: 2, response: 0.4s), at: 100ms, to: 2).peak"])
        case .retargetNeedsChange: ("a retarget with neither a new target nor a new spring",
                                    ["retarget(spring(damping: 0.8, response: 0.4s), at: 100ms)"])
        case .retargetTooEarly: ("a retarget earlier than the one before it",
                                 ["m = retarget(spring(damping: 0.8, response: 0.4s), at: 200ms, to: 0.5)", "retarget(m, at: 100ms, to: 1)"])
        case .decayParameterNotInModel: ("a decay parameter the chosen model does not take",
                                         ["project(1200pt/s, model: talk, friction: 2)"])
        case .unknownModel: ("a decay model fluid does not know", ["project(1200pt/s, model: \"\(P.withoutDecay)\")"])
        // Traces and trace files
        case .filesUnavailable: ("a trace file named where files cannot be read (an app embedding the language)", [])
        case .cannotRead: ("a trace file that cannot be read", [#"trace("no-such-file.csv")"#])
        case .pathTooLong: ("a trace file's path longer than 4096 bytes", [])
        case .csvEmpty: ("a trace file with no header row", [#"trace("docs/errors/no-header.csv")"#])
        case .csvTimeUnit: ("a trace file whose time column has no unit", [#"trace("docs/errors/time-unit.csv")"#])
        case .csvNoTime: ("a file that is not a trace, or a trace file with no time column", [#"trace("README.md")"#])
        case .csvNoValues: ("a trace file with a time column and no value column", [#"trace("docs/errors/no-values.csv")"#])
        case .csvSeveralValues: ("a trace file with several value columns and no column: chosen", [#"trace("docs/errors/several-values.csv")"#])
        case .csvNoColumn: ("column: naming a column the trace file does not have",
                            [#"trace("examples/data/flick.csv", column: "x")"#])
        case .csvUnknownUnit: ("a trace file's column with a unit fluid does not read", [#"trace("docs/errors/unknown-unit.csv")"#])
        case .csvDuplicate: ("a trace file's header naming one column twice", [#"trace("docs/errors/duplicate.csv")"#])
        case .csvFieldCount: ("a trace file's row with more or fewer fields than its header", [#"trace("docs/errors/field-count.csv")"#])
        case .csvNotNumber: ("a trace file's field that is not a number", [#"trace("docs/errors/not-number.csv")"#])
        case .csvNotFinite: ("a trace file's value that is infinite or not a number", [#"trace("docs/errors/not-finite.csv")"#])
        case .csvNotIncreasing: ("a trace file whose times do not increase", [#"trace("docs/errors/not-increasing.csv")"#])
        case .csvUnits: ("a trace file whose x and y are in different units", [#"trace("docs/errors/units.csv")"#])
        case .csvNoRows: ("a trace file with a header and no rows", [#"trace("docs/errors/no-rows.csv")"#])
        case .csvTooManyColumns: ("a trace file's header with more than 10,000 columns", [])
        case .csvTooManyRows: ("a trace file with more rows than the limit (`set elements`)", ["set elements 3", #"trace("docs/errors/four-rows.csv")"#])
        case .traceForms: ("trace given something other than samples, two lists or a file", ["trace(3)"])
        case .traceSampleNotPair: ("a trace sample that is not a (time, value) pair", ["trace([1])"])
        case .traceSampleNotTime: ("a trace time that is not a time", [#"trace(["a"], [1pt])"#])
        case .plainTraceTimeLooksLikeMilliseconds: ("a trace time without a unit large enough to be meant as milliseconds",
                                                    ["trace([(16, 1pt), (32, 2pt)])"])
        case .traceSampleNotValue: ("a trace value that is not a number or a point", [#"trace([0ms], ["a"])"#])
        case .traceSampleMixed: ("a trace mixing numbers and points", ["trace([(0ms, 1pt), (16ms, (1pt, 2pt))])"])
        case .traceSampleUnlike: ("a trace whose values are of different dimensions", ["trace([(0ms, 1pt), (16ms, 1deg)])"])
        case .traceNeedsOneAxis: ("a one-axis reading of a trace of points", [#"trace("examples/data/pip-fling.csv").max"#])
        case .traceNeedsTwoAxes: ("a trace of one axis where points are needed", [#"pipRelease(trace("examples/data/flick.csv"))"#])
        case .traceDimension: ("a trace of the wrong dimension", [#"forceButton(trace("examples/data/flick.csv"))"#])
        case .traceCounts: ("trace given lists of times and values of different lengths", ["trace([0ms, 16ms], [1pt])"])
        case .traceEmpty: ("a trace with no samples", ["trace([], [])"])
        case .recordingNoDecoder: ("a screen recording read where ffmpeg is not installed (or not on PATH)", [])
        case .recordingUndecodable: ("a file ffmpeg cannot read as a video", [#"trace(video: "README.md")"#])
        case .recordingNothingMoves: ("a recording, or a region of it, where nothing moves", [#"trace(video: "docs/errors/still.gif")"#])
        case .recordingSeveralMove: ("a recording where several things move and no region: is chosen", [#"trace(video: "docs/errors/two-boxes.gif")"#])
        case .recordingRegionShape: ("region: that is not four whole numbers [x, y, width, height]",
                                     [#"trace(video: "docs/errors/still.gif", region: [1, 2])"#])
        case .recordingRegionOutside: ("region: reaching outside the recording's frame",
                                       [#"trace(video: "docs/errors/still.gif", region: [0, 0, 5000, 10])"#])
        case .recordingTooLong: ("a recording longer than 5 minutes, read without from: and to: cutting it shorter",
                                 [#"trace(video: "docs/errors/long.gif")"#])
        case .recordingCutOrder: ("to: at or before from:", [#"trace(video: "docs/errors/still.gif", from: 2s, to: 1s)"#])
        case .recordingNoFrames: ("from: and to: around no frame of the recording", [#"trace(video: "docs/errors/still.gif", from: 50s)"#])
        // Gestures
        case .eventTimes: ("touch events that are not a list of times", [#"calculatorButton(down: "a", up: [120ms])"#])
        case .simultaneousEvents: ("two touch events at the same time", ["calculatorButton(down: [0ms], up: [0ms])"])
        case .noEvents: ("a gesture model given no touch events", ["calculatorButton()"])
        case .thresholdsOrder: ("force thresholds out of order",
                                [#"forceButton(trace("examples/data/force-press.csv"), reset: 0.9, confirmation: 0.5, activation: 0.7)"#])
        // Easings and fit
        case .cubicBezierArguments: ("cubicBezier given other than four numbers", ["cubicBezier(0, 0, 1)"])
        case .fitNeedsDuration: ("fit given an easing without a duration", ["fit(\(P.ease))"])
        case .fitDurationPositive: ("fit given a duration that is not positive", ["fit(\(P.ease), duration: 0ms)"])
        case .fitDurationRange: ("fit given a duration outside 1 ms to 1 hour", ["fit(\(P.ease), duration: 1e9s)"])
        case .fitDurationForEasings: ("fit given a duration for a trace, which has its own times",
                                      [#"fit(trace("examples/data/flick.csv"), duration: 1s)"#])
        case .fitEndsForTraces: ("fit given from: or to: for an easing", ["fit(\(P.ease), duration: 1s, to: 2)"])
        case .fitPlanarTrace: ("fit given a trace of points", [#"fit(trace("examples/data/pip-fling.csv"))"#])
        case .fitStill: ("fit given a trace that does not move", ["fit(trace([(0ms, 5pt), (10ms, 5pt), (20ms, 5pt), (30ms, 5pt)]))"])
        case .fitTooFewSamples: ("fit given a trace of fewer than 4 samples", ["fit(trace([(0ms, 1pt), (10ms, 2pt)]))"])
        case .fitOtherFunction: ("fit given a function it cannot sample as an easing", ["fit(x -> x, duration: 1s)"])
        case .recordingTooManyFrames: ("a recording with more frames than the limit (`set elements`)",
                                       ["set elements 4", #"trace(video: "docs/errors/two-boxes.gif", region: [0, 0, 40, 20])"#])
        // Added with the decay and retarget capabilities
        case .traceNotRetargetable: ("a trace of a platform's frames given to retarget, which takes a spring or a retargeted motion",
                                     ["t = retarget(spring(damping: 0.8, response: 0.4s), at: 150ms, to: 0.5, platform: \(P.framesRetargets.first))",
                                      "retarget(t, at: 300ms, to: 1)"])
        case .retargetOptionNotTaken: ("an option of retarget the chosen platform does not take",
                                       ["retarget(spring(damping: 0.8, response: 0.4s), at: 150ms, to: 0.5, fps: 120)"])
        case .retargetNotDrawn: ("a retarget the chosen platform cannot draw (a change it does not make, a motion it never ends)",
                                 ["retarget(spring(damping: 0, response: 0.4s), at: 150ms, to: 0.5, platform: \(P.framesRetargets.last))"])
        case .drawerPositionsEqual: ("a drawer whose open and closed positions are the same",
                                     ["drawerRelease(trace([(0ms, 500pt), (16ms, 480pt)]), closed: 500pt, open: 500pt)"])
        case .cellDistancesEmpty: ("an elastic list given no cell distances", ["elasticScroll(trace([(0ms, 0pt), (100ms, 120pt)]), distances: [])"])

        // Commands
        case .unknownCommand: ("a first word close to a command's, followed by more words", ["plto 1"])
        case .commandCannotTake: ("a value compare or diff cannot work on", ["compare \"a\""])
        case .secondRange: ("a second range where a command takes one", ["s = spring(damping: 0.8, response: 0.4s)", "plot s, 0s..1s, 0s..2s"])
        case .rangeOrder: ("a range that does not go from a smaller to a larger finite value", ["plot x -> x, 1..1"])
        case .compareTakesNoRange: ("a range given to compare, which compares whole motions",
                                     ["s = spring(damping: 0.8, response: 0.4s)", "compare s, 0s..1s"])
        case .compareCurves: ("compare given curves, which have no parameters to list", ["compare x -> x"])
        case .compareMixed: ("compare given springs and decays together", ["s = spring(damping: 0.8, response: 0.4s)", "compare s, decay(1200pt/s)"])
        case .diffCount: ("diff given other than two motions", ["s = spring(damping: 0.8, response: 0.4s)", "diff s"])
        case .diffDimensions: ("diff given two motions of different dimensions",
                                ["s = spring(damping: 0.8, response: 0.4s)", "diff s, decay(1200pt/s)"])
        case .diffRangeNotTime: ("a range for diff that is not of times", ["s = spring(damping: 0.8, response: 0.4s)", "diff s, s, 0..1"])
        case .diffNeedsTimes: ("diff of two functions of time without the times to compare over", ["diff t -> t, t -> 2 * t"])
        case .diffNotMotion: ("diff given something that is not a motion over time", ["s = spring(damping: 0.8, response: 0.4s)", "diff s, \(P.easeOut)"])
        case .curvesCannotSubtract: ("a difference of two curves of different dimensions",
                                      ["s = spring(damping: 0.8, response: 0.4s)", "diff s - (t -> 1pt), s"])
        case .functionMixedDimensions: ("a function that gives different dimensions at different points", ["plot x -> [1pt, 1s][round(x)], 0..1"])
        case .functionNotANumber: ("a plotted or compared function that gives something other than a number", ["plot x -> \"a\", 0..1"])
        case .functionNeverEvaluates: ("a function that fails at every point it is drawn or compared at", ["plot x -> [1][5], 0..1"])
        case .cannotPlot: ("plot given a value it cannot draw", ["plot \"a\""])
        case .tooManyCurves: ("a plot of more curves than it draws",
                               ["s = spring(damping: 0.8, response: 0.4s)", "plot " + Array(repeating: "s", count: 101).joined(separator: ", ")])
        case .plotNeedsRange: ("a function plotted without the range to draw it over", ["plot x -> x"])
        case .rangeAxis: ("a range of another dimension than the plot's x axis", ["s = spring(damping: 0.8, response: 0.4s)", "plot s, 0..1"])
        case .cannotSharePlot: ("curves that cannot share one plot's axes", ["s = spring(damping: 0.8, response: 0.4s)", "plot s, x -> x, 0s..1s"])
        case .playDurationForEasings: ("duration: given to play for a motion that plays for its own time",
                                        ["s = spring(damping: 0.8, response: 0.4s)", "play s, duration: 400ms"])
        case .easingNeedsDuration: ("an easing played without the duration it plays over", ["play \(P.easeOut)"])
        case .playCannotTake: ("a value play cannot move", ["play \"a\""])
        case .pathHasNoVelocity: ("a path of points plotted with kind: velocity or both", ["plot [(0pt, 0pt), (1pt, 1pt)], kind: velocity"])
        case .pathTakesNoRange: ("a path of points plotted with a range", ["plot [(0pt, 0pt), (1pt, 1pt)], 0..1"])
        case .pathAlone: ("a path of points plotted with curves drawn over time",
                           ["s = spring(damping: 0.8, response: 0.4s)", "plot [(0pt, 0pt), (1pt, 1pt)], s"])
        case .pathPointsDimension: ("a path whose points are not all of one dimension", ["plot [(0pt, 0pt), (1s, 1s)]"])
        case .pathOneCoordinate: ("kind: path for a trace of one coordinate", ["plot trace([(0s, 0pt), (1s, 1pt)]), kind: path"])
        case .optionNotAString: ("an option that takes a string given something else",
                                  ["s = spring(damping: 0.8, response: 0.4s)", "plot s, title: 3"])
        case .nothingToDraw: ("plot given nothing to draw", ["plot []"])
        case .playOnePlane: ("play given two motions in the plane (paths of points), which it shows one at a time",
                             [#"p = trace("examples/data/pip-fling.csv")"#, #"play p, p, to: "two.gif""#])
        case .animationTooLong: ("an animation to write that plays for more than 20 s",
                                 ["s = spring(damping: 0.8, response: 0.4s)", #"play s, slow: 100, to: "slow.gif""#])
        case .animationTooLarge: ("an animation to write of more pixels over all its frames than fluid paints for one line",
                                  ["s = spring(damping: 0.8, response: 0.4s)",
                                   "play " + Array(repeating: "s", count: 20).joined(separator: ", ") + #", slow: 10, to: "lanes.gif""#])
        case .cannotWriteFile: ("a picture or an animation a replayed notebook writes outside its project (run it with --allow-write)", [])
        case .animationFileKind: ("play's to: naming a file that is not a GIF or a PNG",
                                  ["s = spring(damping: 0.8, response: 0.4s)", #"play s, to: "drawer.svg""#])
        case .pictureFileKind: ("plot's to: naming a file that is not an SVG or a PNG",
                                ["s = spring(damping: 0.8, response: 0.4s)", #"plot s, to: "drawer.gif""#])
        case .writeFailed: ("a file the file system will not take (a folder that cannot be made, no permission): a picture, an animation, a session, an export",
                            ["s = spring(damping: 0.8, response: 0.4s)", #"plot s, to: "README.md/drawer.svg""#])
        case .compareNothing: ("compare left with no motion once its values are gathered (a guard: each value today gives one or fails first)", [])
        case .diffNeverEvaluates: ("diff of two motions with no finite gap at any time sampled (a guard: each motion today fails first)", [])
        case .durationsNeedsMotion: ("durations given something that is not a motion over time", ["durations 3"])
        case .optionNeedsValue: ("an option that takes a value given a bare word (a guard: every command with such options reads expressions)", [])
        case .settingNotWholeNumber: ("set given a value outside a whole-number setting's range, or not a whole number", ["set digits 0"])
        case .settingNotAChoice: ("set given a word outside a setting's choices", ["set style fancy"])
        case .noSuchSetting: ("set naming no setting (a guard: set's words are checked against the settings' names first)", [])
        // Commands: export
        case .exportTargetForConstants: ("one value exported to a target of named constants", ["export 3 swift"])
        case .exportToleranceNotForTarget: ("tolerance: given for a target that writes the spring itself",
                                            ["export spring(damping: 0.8, response: 0.4s) \(P.exportTarget), tolerance: 0.01"])
        case .exportNeedsConstantsTarget: ("named constants exported with no target", ["export session"])
        case .exportTargetTakesOneSpring: ("named constants exported to a one-spring target", ["export session \(P.exportTarget)"])
        case .exportToleranceForConstants: ("tolerance: given to named constants", ["export session swift, tolerance: 0.01"])
        case .exportEmptySession: ("a session with no springs, decays or retargeted motions exported", ["export session swift"])
        case .exportNeedsNames: ("something other than names listed to export as named constants", ["export 1, 2 swift"])
        case .exportListedTwice: ("a name listed twice to export", ["s = spring(damping: 0.8, response: 0.4s)", "export s, s swift"])
        case .exportNoBinding: ("a name listed to export that is not bound", ["export a, b swift"])
        case .exportNotAMotion: ("a binding listed to export that is not a spring, decay or retargeted motion", ["x = 1", "export x, x swift"])
        case .exportNameNotDeclarable: ("a binding whose name the target's language cannot declare",
                                        ["x² = spring(damping: 0.8, response: 0.4s)", "export x² swift"])
        case .exportNameHidesUsedName: ("a binding named as a type or function the generated file uses",
                                        ["Animation = spring(damping: 0.8, response: 0.4s)", "export Animation swift"])
        case .exportNamesCollide: ("two bindings whose names become one identifier in the target's language",
                                   ["s = spring(damping: 0.8, response: 0.4s)", "sParameters = spring(damping: 0.9, response: 0.3s)",
                                    "export session swift"])
        case .exportFloatOutOfRange: ("a spring whose numbers are beyond the range of Kotlin's Float",
                                      ["s = spring(mass: 1, stiffness: 1e40, damping: 2e20)", "export session kotlin"])
        case .exportLayoutForOneValue: ("a layout option given to one value's code",
                                        ["export spring(damping: 0.8, response: 0.4s) \(P.exportTarget), name: \"Drawer\""])
        // Commands: tune
        case .tuneNotAName: ("tune given something other than a name", ["tune s.damping"])
        case .tuneNoSpring: ("tune naming no binding", ["tune drawer"])
        case .tuneNotASpring: ("tune naming a binding that is not a spring", ["x = 1", "tune x"])
        case .tuneNeedsTerminal: ("tune off a terminal (a script, a notebook), or a terminal tune could not take over",
                                  ["s = spring(damping: 0.8, response: 0.4s)", "tune s"])
        // Session and notebook files: load, save
        case .loadNeedsName: ("load given an empty name (a guard: load's spec asks for the name first)", [])
        case .loadRefused: ("a load a replayed notebook makes outside its project (run it with --allow-read)", [])
        case .notebookUnreadable: ("a notebook or session file that cannot be read (no such file, a folder, not UTF-8)", ["load missing.fluid"])
        case .loadCycle: ("a session that loads itself, directly or through others", [])
        case .loadTooDeep: ("sessions that load each other more than 16 deep", [])
        case .loadTooMany: ("one line that loads more than 256 session files, counting loads inside loads", [])
        case .loadLineFails: ("a load whose file has a line that fails (its place and its diagnostic come first)", [])
        case .loadPinsFull: ("a load whose pins would pass the pins' limit", [])
        case .loadBindingFails: ("a load that would break a binding here that reads a loaded name", [])
        case .sessionNameRefused: ("save given a name it cannot write in the sessions folder", ["save .hidden"])
        case .saveRefused: ("a save a replayed notebook makes outside its project (run it with --allow-write)", [])
        case .saveReplayFails: ("a save whose lines fail when replayed as fluid check will replay the saved file", [])
        case .saveBudgetSpent: ("a save whose replay spends the line's step limit", [])
        case .saveLeftOut: ("a save that had to leave bindings out (their lines fail when replayed, or are too long); the rest are saved", [])
        // Pins, play, help, command words and tune's end
        case .pinNotPinnable: ("pin given a line that is neither a value nor a command that draws", ["pin save drawer"])
        case .pinsFull: ("a pin past the pins' limit", [])
        case .unpinNeedsNumber: ("unpin given something other than a pin's number or all", ["unpin first"])
        case .noSuchPin: ("unpin naming a pin there is not", ["unpin 1"])
        case .playTooManyLanes: ("play given more than 20 motions to show at once",
                                 ["s = spring(damping: 0.8, response: 0.4s)", "play " + Array(repeating: "s", count: 21).joined(separator: ", ")])
        case .playNeedsTerminal: ("play off a terminal (a script, a notebook) with no file to write", ["s = spring(damping: 0.8, response: 0.4s)", "play s"])
        case .noHelp: ("help for a name it does not know", ["help sprng"])
        case .commandIsNotAName: ("a command word bound as a name", ["plot = 3"])
        case .tuneNothingToTune: ("tune of a spring with no number to turn (a guard: every spring today has one)", [])
        case .tuneChangeFails: ("Enter in tune when binding the tuned spring would break a binding that reads it", [])
        // The command line
        case .commandLineMistake: ("a mistake in fluid's arguments (an unknown option, a missing file), as its argument parser words it", [])
        case .lineEditingOff: ("fluid at a terminal without libedit: it still runs, reading lines as typed", [])
        case .exportLineFails: ("fluid export of a notebook with a line that fails", [])
        case .exportNothing: ("fluid export of a notebook with no spring, decay or retargeted motion (an error with --strict)", [])
        case .exportTooMuchWork: ("fluid export of a notebook whose export would pass the step limit", [])
        case .exportFailed: ("fluid export of a notebook the target refuses (a name it cannot declare, numbers beyond its range)", [])
        case .exportDiffers: ("fluid export --check when the file differs from what the notebook exports now", [])
        }
    }
}
