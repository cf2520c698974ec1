import Testing
@testable import FluidLanguage

/// Issue 25, part 4: codes are stable. The table below is every code ever given and its
/// case; a code may be added (append it here) or retired (move its number to
/// `ErrorCode.retired`), never renumbered or given to another mistake.
@Suite("error codes are stable")
struct ErrorCodeTests {
    static let given: [Int: String] = [
        1: "unexpectedCharacter", 2: "notUTF8", 3: "numberTooLarge", 4: "unknownUnit", 5: "unknownEscape", 6: "unterminatedString",
        20: "expected", 21: "unexpectedAfterExpression", 22: "nestedTooDeeply", 23: "reservedWord",
        40: "unknownName", 41: "unknownFunction", 42: "unknownArgument", 43: "unknownMember", 44: "dependencyCycle",
        45: "dependentFails", 46: "builtinName", 47: "notWritable", 48: "notAFunction", 49: "cannotChangeMembers",
        50: "commandNotExecutable", 51: "duplicateParameter", 52: "notAssignable",
        70: "wrongArgumentCount", 71: "tooManyArguments", 72: "missingArgument", 73: "duplicateArgument",
        74: "namedArgumentsToUserFunction", 75: "argumentDimension", 76: "plainTimeLooksLikeMilliseconds", 77: "argumentKind",
        78: "flagNeeded", 79: "listNeeded", 80: "emptyCandidates", 81: "conversionNeedsOne", 82: "cannotCombine", 83: "fraction",
        84: "outOfRange", 85: "argumentOutsideRange", 86: "argumentNotAChoice",
        100: "cannotAdd", 101: "cannotSubtract", 102: "cannotCompare", 103: "operatorNotDefined", 104: "cannotNegate",
        105: "exponentMustBeDimensionless", 106: "exponentMustBeInteger", 107: "notFinite", 108: "rangeDimensions",
        109: "pointDimensions", 110: "expectedNumber", 111: "emptyRange", 112: "sqrtDimension", 113: "differentDimensions",
        114: "indexOutOfRange", 115: "indexMustBeInteger", 116: "cannotIndex", 117: "emptyList", 118: "cannotSubtractMotions",
        130: "recursionTooDeep", 131: "stepBudgetExceeded", 132: "interrupted", 133: "tooLarge", 134: "listTooLarge",
        135: "textTooLong", 136: "valueTooLarge", 137: "nestedTooDeep", 138: "lineTooLong", 139: "differenceTooLarge",
        140: "tooManyRetargets",
        150: "springNeedsNamedArguments", 151: "springIncomplete", 152: "familyNeedsNamedArguments", 153: "springFormElsewhere",
        154: "familyIncomplete", 155: "unknownFamily", 156: "asNeedsSpring", 157: "familyCannotExpress", 158: "springHasNo",
        159: "springNeverSettles", 160: "coastingSpring", 179: "formCannotWriteChange",
        180: "motionHasNoPeak", 181: "retargetNeedsChange", 182: "retargetTooEarly", 183: "decayParameterNotInModel", 184: "unknownModel",
        185: "traceNotRetargetable", 186: "retargetOptionNotTaken", 187: "retargetNotDrawn",
        200: "filesUnavailable", 201: "cannotRead", 202: "pathTooLong", 203: "csvEmpty", 204: "csvTimeUnit", 205: "csvNoTime",
        206: "csvNoValues", 207: "csvSeveralValues", 208: "csvNoColumn", 209: "csvUnknownUnit", 210: "csvDuplicate",
        211: "csvFieldCount", 212: "csvNotNumber", 213: "csvNotFinite", 214: "csvNotIncreasing", 215: "csvUnits", 216: "csvNoRows",
        217: "csvTooManyColumns", 218: "csvTooManyRows", 219: "traceForms", 220: "traceSampleNotPair", 221: "traceSampleNotTime",
        222: "plainTraceTimeLooksLikeMilliseconds", 223: "traceSampleNotValue", 224: "traceSampleMixed", 225: "traceSampleUnlike",
        226: "traceNeedsOneAxis", 227: "traceNeedsTwoAxes", 228: "traceDimension", 229: "traceCounts", 230: "traceEmpty",
        240: "eventTimes", 241: "simultaneousEvents", 242: "noEvents", 243: "thresholdsOrder",
        244: "drawerPositionsEqual", 245: "cellDistancesEmpty",
        260: "cubicBezierArguments", 261: "fitNeedsDuration", 262: "fitDurationPositive", 263: "fitDurationRange",
        264: "fitDurationForEasings", 265: "fitEndsForTraces", 266: "fitPlanarTrace", 267: "fitStill", 268: "fitTooFewSamples",
        269: "fitOtherFunction",
        231: "recordingNoDecoder", 232: "recordingUndecodable", 233: "recordingNothingMoves", 234: "recordingSeveralMove",
        235: "recordingRegionShape", 236: "recordingRegionOutside", 237: "recordingTooLong", 238: "recordingCutOrder", 239: "recordingNoFrames",
        270: "recordingTooManyFrames",
        170: "frameSubject", 171: "frameOption", 172: "framesUnfinished",
        300: "unknownCommand", 302: "commandCannotTake", 303: "secondRange", 304: "rangeOrder", 305: "compareTakesNoRange",
        306: "compareCurves", 307: "compareMixed", 308: "diffCount", 309: "diffDimensions", 310: "diffRangeNotTime", 311: "diffNeedsTimes",
        312: "diffNotMotion", 313: "curvesCannotSubtract", 314: "functionMixedDimensions", 315: "functionNotANumber", 316: "functionNeverEvaluates", 317: "cannotPlot",
        318: "tooManyCurves", 319: "plotNeedsRange", 320: "rangeAxis", 321: "cannotSharePlot", 322: "playDurationForEasings", 323: "easingNeedsDuration",
        324: "playCannotTake", 325: "pathHasNoVelocity", 326: "pathTakesNoRange", 327: "pathAlone", 328: "pathPointsDimension",
        329: "pathOneCoordinate", 330: "optionNotAString", 331: "nothingToDraw",
        332: "playOnePlane", 333: "animationTooLong", 334: "animationTooLarge", 335: "cannotWriteFile", 336: "compareNothing",
        337: "diffNeverEvaluates", 338: "durationsNeedsMotion", 339: "optionNeedsValue", 380: "animationFileKind",
        381: "pictureFileKind",
        382: "writeFailed",
        383: "settingNotWholeNumber",
        384: "settingNotAChoice",
        385: "noSuchSetting",
        340: "exportTargetForConstants", 341: "exportToleranceNotForTarget", 342: "exportNeedsConstantsTarget",
        343: "exportTargetTakesOneSpring", 344: "exportToleranceForConstants", 345: "exportEmptySession", 346: "exportNeedsNames",
        347: "exportListedTwice", 348: "exportNoBinding", 349: "exportNotAMotion",
        350: "exportNameNotDeclarable", 351: "exportNameHidesUsedName", 352: "exportNamesCollide",
        353: "exportFloatOutOfRange", 354: "exportLayoutForOneValue",
        386: "tuneNotAName", 387: "tuneNoSpring", 388: "tuneNotASpring", 389: "tuneNeedsTerminal",
        400: "loadNeedsName", 401: "loadRefused", 402: "notebookUnreadable", 403: "loadCycle", 404: "loadTooDeep",
        405: "loadTooMany", 406: "loadLineFails", 407: "loadPinsFull", 408: "loadBindingFails", 409: "sessionNameRefused",
        410: "saveRefused", 411: "saveReplayFails", 412: "saveBudgetSpent", 413: "saveLeftOut",
        420: "pinNotPinnable", 421: "pinsFull", 422: "unpinNeedsNumber", 423: "noSuchPin", 424: "playTooManyLanes",
        425: "playNeedsTerminal", 426: "noHelp", 427: "commandIsNotAName", 428: "tuneNothingToTune", 429: "tuneChangeFails",
        435: "commandLineMistake", 436: "lineEditingOff", 437: "exportLineFails", 438: "exportNothing", 439: "exportTooMuchWork",
        440: "exportFailed", 441: "exportDiffers",
    ]

    @Test("every code given keeps its number and its mistake, or is retired; no new code takes a given number")
    func stable() {
        let current = Dictionary(uniqueKeysWithValues: ErrorCode.allCases.map { ($0.rawValue, "\($0)") })
        for (number, name) in Self.given {
            if ErrorCode.retired.contains(number) {
                #expect(current[number] == nil, "E\(number) is retired but given again to \(current[number] ?? "")")
            } else {
                #expect(current[number] == name, "E\(number) was \(name), now \(current[number] ?? "gone without being retired")")
            }
        }
        for code in ErrorCode.allCases {
            #expect(Self.given[code.rawValue] != nil, "\(code.name) (\(code)) is new: add it to the table above")
        }
        #expect(Set(ErrorCode.retired).count == ErrorCode.retired.count)
    }

    @Test("codes are named E and three digits, and read back from their names")
    func names() {
        #expect(ErrorCode.cannotAdd.name == "E100")
        #expect(ErrorCode.unexpectedCharacter.name == "E001")
        for code in ErrorCode.allCases {
            #expect(ErrorCode(name: code.name) == code)
            #expect(ErrorCode(name: code.name.lowercased()) == code)
            #expect(!code.meaning.isEmpty && !code.meaning.hasSuffix("."))
        }
        #expect(ErrorCode(name: "E") == nil)
        #expect(ErrorCode(name: "E-1") == nil)
        #expect(ErrorCode(name: "E999") == nil)
        #expect(ErrorCode(name: "X100") == nil)
    }

    @Test("a diagnostic from the catalogue carries the code; one from a bare string carries none")
    func diagnosticCarriesCode() {
        let span = SourceSpan(start: 0, end: 1)
        #expect(Diagnostic(Messages.numberTooLarge, span).code == .numberTooLarge)
        #expect(Diagnostic(Messages.numberTooLarge, span).message == "this number is too large")
        #expect(Diagnostic("something", span).code == nil)
        let interpreter = Interpreter()
        _ = try? interpreter.run("f(x) = x + 1pt")
        do throws(Diagnostic) {
            _ = try interpreter.run("f(1s)")
            Issue.record("f(1s) runs")
        } catch {
            #expect(error.code == .cannotAdd, "a mistake inside a function keeps its code")
            #expect(error.message == "in f: cannot add a time to a length")
            #expect(error.function == "f")
        }
    }
}
