/// The stable code of each mistake a line can make, shown by `help errors` and `help E012`
/// and written by reports; never by a line's own diagnostic, whose text notebooks record.
///
/// Codes are grouped by area, each area a block of numbers with room to grow:
///
/// | codes | area |
/// |---|---|
/// | E001–E019 | reading the characters of a line (lexing) |
/// | E020–E039 | the shape of a line (parsing) |
/// | E040–E069 | names, bindings and members |
/// | E070–E099 | a call's arguments |
/// | E100–E129 | units, arithmetic, ranges and lists |
/// | E130–E149 | limits a line's work keeps (steps, depth, elements) and Ctrl-C |
/// | E150–E179 | springs and platforms |
/// | E180–E199 | motions, retargets and decays |
/// | E200–E239 | traces and trace files |
/// | E240–E259 | gestures |
/// | E260–E279 | easings and `fit` |
/// | E300–E399 | commands |
/// | E400–E449 | session and notebook files, pins, live modes and the command line |
///
/// A code is never renumbered and never reused: a mistake fluid no longer makes keeps its
/// number in ``retired`` (`ErrorCatalogueTests` pins both).
public enum ErrorCode: Int, CaseIterable, Hashable, Sendable, Comparable {
    // MARK: Lexing
    case unexpectedCharacter = 1
    case notUTF8 = 2
    case numberTooLarge = 3
    case unknownUnit = 4
    case unknownEscape = 5
    case unterminatedString = 6

    // MARK: Parsing
    case expected = 20
    case unexpectedAfterExpression = 21
    case nestedTooDeeply = 22
    case reservedWord = 23

    // MARK: Names, bindings and members
    case unknownName = 40
    case unknownFunction = 41
    case unknownArgument = 42
    case unknownMember = 43
    case dependencyCycle = 44
    case dependentFails = 45
    case builtinName = 46
    case notWritable = 47
    case notAFunction = 48
    case cannotChangeMembers = 49
    case commandNotExecutable = 50
    case duplicateParameter = 51
    case notAssignable = 52

    // MARK: Arguments
    case wrongArgumentCount = 70
    case tooManyArguments = 71
    case missingArgument = 72
    case duplicateArgument = 73
    case namedArgumentsToUserFunction = 74
    case argumentDimension = 75
    case plainTimeLooksLikeMilliseconds = 76
    case argumentKind = 77
    case flagNeeded = 78
    case listNeeded = 79
    case emptyCandidates = 80
    case conversionNeedsOne = 81
    case cannotCombine = 82
    case fraction = 83
    case outOfRange = 84
    case argumentOutsideRange = 85
    case argumentNotAChoice = 86

    // MARK: Units and arithmetic
    case cannotAdd = 100
    case cannotSubtract = 101
    case cannotCompare = 102
    case operatorNotDefined = 103
    case cannotNegate = 104
    case exponentMustBeDimensionless = 105
    case exponentMustBeInteger = 106
    case notFinite = 107
    case rangeDimensions = 108
    case pointDimensions = 109
    case expectedNumber = 110
    case emptyRange = 111
    case sqrtDimension = 112
    case differentDimensions = 113
    case indexOutOfRange = 114
    case indexMustBeInteger = 115
    case cannotIndex = 116
    case emptyList = 117
    case cannotSubtractMotions = 118

    // MARK: Limits
    case recursionTooDeep = 130
    case stepBudgetExceeded = 131
    case interrupted = 132
    case tooLarge = 133
    case listTooLarge = 134
    case textTooLong = 135
    case valueTooLarge = 136
    case nestedTooDeep = 137
    case lineTooLong = 138
    case differenceTooLarge = 139
    case tooManyRetargets = 140

    // MARK: Springs and platforms
    case springNeedsNamedArguments = 150
    case springIncomplete = 151
    case familyNeedsNamedArguments = 152
    case springFormElsewhere = 153
    case familyIncomplete = 154
    case unknownFamily = 155
    case asNeedsSpring = 156
    case familyCannotExpress = 157
    case springHasNo = 158
    case springNeverSettles = 159
    case coastingSpring = 160
    // a platform's frames (its builtins, `composeFrames(…)`)
    case frameSubject = 170
    case frameOption = 171
    case framesUnfinished = 172
    case formCannotWriteChange = 179

    // MARK: Motions, retargets and decays
    case motionHasNoPeak = 180
    case retargetNeedsChange = 181
    case retargetTooEarly = 182
    case decayParameterNotInModel = 183
    case unknownModel = 184
    case traceNotRetargetable = 185
    case retargetOptionNotTaken = 186
    case retargetNotDrawn = 187

    // MARK: Traces and trace files
    case filesUnavailable = 200
    case cannotRead = 201
    case pathTooLong = 202
    case csvEmpty = 203
    case csvTimeUnit = 204
    case csvNoTime = 205
    case csvNoValues = 206
    case csvSeveralValues = 207
    case csvNoColumn = 208
    case csvUnknownUnit = 209
    case csvDuplicate = 210
    case csvFieldCount = 211
    case csvNotNumber = 212
    case csvNotFinite = 213
    case csvNotIncreasing = 214
    case csvUnits = 215
    case csvNoRows = 216
    case csvTooManyColumns = 217
    case csvTooManyRows = 218
    case traceForms = 219
    case traceSampleNotPair = 220
    case traceSampleNotTime = 221
    case plainTraceTimeLooksLikeMilliseconds = 222
    case traceSampleNotValue = 223
    case traceSampleMixed = 224
    case traceSampleUnlike = 225
    case traceNeedsOneAxis = 226
    case traceNeedsTwoAxes = 227
    case traceDimension = 228
    case traceCounts = 229
    case traceEmpty = 230
    // Screen recordings read as traces (`trace(video:)`)
    case recordingNoDecoder = 231
    case recordingUndecodable = 232
    case recordingNothingMoves = 233
    case recordingSeveralMove = 234
    case recordingRegionShape = 235
    case recordingRegionOutside = 236
    case recordingTooLong = 237
    case recordingCutOrder = 238
    case recordingNoFrames = 239

    // MARK: Gestures
    case eventTimes = 240
    case simultaneousEvents = 241
    case noEvents = 242
    case thresholdsOrder = 243
    case drawerPositionsEqual = 244
    case cellDistancesEmpty = 245

    // MARK: Easings and fit
    case cubicBezierArguments = 260
    case fitNeedsDuration = 261
    case fitDurationPositive = 262
    case fitDurationRange = 263
    case fitDurationForEasings = 264
    case fitEndsForTraces = 265
    case fitPlanarTrace = 266
    case fitStill = 267
    case fitTooFewSamples = 268
    case fitOtherFunction = 269
    // Screen recordings, continued
    case recordingTooManyFrames = 270
    // MARK: Commands
    case unknownCommand = 300
    case commandCannotTake = 302
    case secondRange = 303
    case rangeOrder = 304
    case compareTakesNoRange = 305
    case compareCurves = 306
    case compareMixed = 307
    case diffCount = 308
    case diffDimensions = 309
    case diffRangeNotTime = 310
    case diffNeedsTimes = 311
    case diffNotMotion = 312
    case curvesCannotSubtract = 313
    case functionMixedDimensions = 314
    case functionNotANumber = 315
    case functionNeverEvaluates = 316
    case cannotPlot = 317
    case tooManyCurves = 318
    case plotNeedsRange = 319
    case rangeAxis = 320
    case cannotSharePlot = 321
    case playDurationForEasings = 322
    case easingNeedsDuration = 323
    case playCannotTake = 324
    case pathHasNoVelocity = 325
    case pathTakesNoRange = 326
    case pathAlone = 327
    case pathPointsDimension = 328
    case pathOneCoordinate = 329
    case optionNotAString = 330
    case nothingToDraw = 331
    // MARK: Commands: play, files written, nothing to work on, options (E332–E339, E380–E389)
    case playOnePlane = 332
    case animationTooLong = 333
    case animationTooLarge = 334
    case cannotWriteFile = 335
    case compareNothing = 336
    case diffNeverEvaluates = 337
    case durationsNeedsMotion = 338
    case optionNeedsValue = 339
    case animationFileKind = 380
    case pictureFileKind = 381
    case writeFailed = 382
    case settingNotWholeNumber = 383
    case settingNotAChoice = 384
    case noSuchSetting = 385
    // MARK: Commands: export (E340–E349)
    case exportTargetForConstants = 340
    case exportToleranceNotForTarget = 341
    case exportNeedsConstantsTarget = 342
    case exportTargetTakesOneSpring = 343
    case exportToleranceForConstants = 344
    case exportEmptySession = 345
    case exportNeedsNames = 346
    case exportListedTwice = 347
    case exportNoBinding = 348
    case exportNotAMotion = 349
    // MARK: Commands: export's names and layout (E350–E359)
    case exportNameNotDeclarable = 350
    case exportNameHidesUsedName = 351
    case exportNamesCollide = 352
    case exportFloatOutOfRange = 353
    case exportLayoutForOneValue = 354
    // MARK: Commands: tune (E386–E389)
    case tuneNotAName = 386
    case tuneNoSpring = 387
    case tuneNotASpring = 388
    case tuneNeedsTerminal = 389

    // MARK: Session and notebook files: load, save (E400–E419)
    case loadNeedsName = 400
    case loadRefused = 401
    case notebookUnreadable = 402
    case loadCycle = 403
    case loadTooDeep = 404
    case loadTooMany = 405
    case loadLineFails = 406
    case loadPinsFull = 407
    case loadBindingFails = 408
    case sessionNameRefused = 409
    case saveRefused = 410
    case saveReplayFails = 411
    case saveBudgetSpent = 412
    case saveLeftOut = 413
    // MARK: Pins, play, help, command words and tune's end (E420–E434)
    case pinNotPinnable = 420
    case pinsFull = 421
    case unpinNeedsNumber = 422
    case noSuchPin = 423
    case playTooManyLanes = 424
    case playNeedsTerminal = 425
    case noHelp = 426
    case commandIsNotAName = 427
    case tuneNothingToTune = 428
    case tuneChangeFails = 429
    // MARK: The command line: fluid's arguments, its terminal, fluid export (E435–E449)
    case commandLineMistake = 435
    case lineEditingOff = 436
    case exportLineFails = 437
    case exportNothing = 438
    case exportTooMuchWork = 439
    case exportFailed = 440
    case exportDiffers = 441

    /// Numbers once given to a mistake fluid no longer makes; never given again.
    public static let retired: [Int] = []

    /// `E012`: an E and the number in at least three digits.
    public var name: String {
        let digits = String(rawValue)
        return "E" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }

    /// The code a name like `E012` or `e12` spells, if any.
    public init?(name: String) {
        guard let first = name.first, first == "E" || first == "e", let number = Int(name.dropFirst()),
              name.count > 1, name.dropFirst().allSatisfy(\.isASCII) else { return nil }
        self.init(rawValue: number)
    }

    /// The area its number's block belongs to (see the table above).
    public var area: String {
        switch rawValue {
        case ..<20: "Lexing"
        case ..<40: "Parsing"
        case ..<70: "Names, bindings and members"
        case ..<100: "Arguments"
        case ..<130: "Units, arithmetic, ranges and lists"
        case ..<150: "Limits"
        case ..<180: "Springs and platforms"
        case ..<200: "Motions, retargets and decays"
        case ..<240: "Traces and trace files"
        case ..<260: "Gestures"
        case ..<300: "Easings and fit"
        case ..<400: "Commands"
        default: "Session files, pins, live modes and the command line"
        }
    }

    public static func < (a: ErrorCode, b: ErrorCode) -> Bool { a.rawValue < b.rawValue }
}
