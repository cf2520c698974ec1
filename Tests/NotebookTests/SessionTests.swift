import Foundation
import Testing
import FluidLanguage
@testable import Notebook

@Suite("Session: running lines")
struct SessionTests {
    /// k = (2π / response)² for mass 1, derived here, not read from the product.
    static let stiffness = pow(2 * Double.pi / 0.4, 2)

    @Test func bindingASpringPrintsItsFormAndDerivedValues() {
        let session = makeSession()
        let response = session.run("s = spring(damping: 0.8, response: 0.4s)")
        #expect(!response.failed && !response.quit)
        #expect(response.lines.count == 2, "\(response.lines)")
        #expect(response.lines.first == "s = spring(damping: 0.8, response: 400 ms)")
        // 246.740110… at 4 significant digits.
        #expect(significant(Self.stiffness, 4) == "246.7")
        #expect(response.text.contains("stiffness \(significant(Self.stiffness, 4)) "), "\(response.lines)")
        // c = 2·ζ·ω = 4π·0.8/0.4 = 25.13
        #expect(response.text.contains("damping \(significant(4 * Double.pi * 0.8 / 0.4, 4)) "), "\(response.lines)")
        #expect(response.text.contains("bounce 0.2 "))
    }

    @Test func theBoundValueIsExact() throws {
        let session = makeSession()
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        guard case .spring(let s)? = session.interpreter.value(of: "s") else {
            Issue.record("s is not a spring"); return
        }
        // Two roundings apart at most: (2π/0.4)² computed by two orderings.
        #expect(abs(s.spring.stiffness - Self.stiffness) <= 4 * Self.stiffness.ulp)
    }

    @Test func aFailingLineChangesNoBinding() {
        let session = makeSession()
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        let before = session.run("vars")
        for line in [
            "s = spring(damping: 0.8, respons: 0.4s)",  // unknown argument
            "s = 400ms + 20pt",                           // dimension mismatch
            "s = 1 / 0",                                  // not finite
            "s.damping = -1",                             // invalid member value
            "s = (",                                      // parse error
            "t = nope",                                   // unknown name: t must not appear
        ] {
            let response = session.run(line)
            #expect(response.failed, "\(line) should fail")
            #expect(!response.lines.isEmpty, "\(line) failed without saying why")
        }
        #expect(session.run("vars") == before)
        #expect(session.interpreter.value(of: "t") == nil)
    }

    @Test func aMistakeSaysWhereWithACaretAndSuggests() {
        let session = makeSession()
        let line = "spring(damping: 0.8, respons: 0.4s)"
        let response = session.run(line)
        #expect(response.failed)
        let caretLine = response.lines.first { $0.contains("^") }
        #expect(caretLine != nil, "\(response.lines)")
        #expect(response.text.contains("did you mean 'response'?"))
        // The carets sit under `respons` in the echoed line, one per character.
        let echoed = response.lines.first { $0.hasSuffix(line) }
        if let echoed, let caretLine {
            let word = echoed.distance(from: echoed.startIndex, to: echoed.range(of: "respons")!.lowerBound)
            let carets = Array(caretLine)
            let first = carets.firstIndex(of: "^")!
            #expect(first == word, "carets at column \(first), word at \(word): \(response.lines)")
            #expect(carets.filter { $0 == "^" }.count == "respons".count)
        } else {
            Issue.record("the line is not echoed: \(response.lines)")
        }
    }

    @Test func varsListsBindingsInOrderOrSaysThereAreNone() {
        let session = makeSession()
        let empty = session.run("vars")
        #expect(!empty.failed && empty.lines.count == 1)
        _ = session.run("b = 2")
        _ = session.run("a = 1")
        #expect(session.run("vars").lines == ["b = 2", "a = 1"])
    }

    @Test func setDigitsChangesHowNumbersPrint() {
        let session = makeSession()
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        #expect(session.run("s.stiffness").lines == [significant(Self.stiffness, 4)])
        let set = session.run("set digits 6")
        #expect(!set.failed && set.lines.isEmpty)
        #expect(session.run("s.stiffness").lines == [significant(Self.stiffness, 6)])
        #expect(significant(Self.stiffness, 6) == "246.74", "trailing zero of 246.740 dropped")
        _ = session.run("set digits 2")
        #expect(session.run("s.stiffness").lines == ["250"])
        #expect(session.run("set").lines.contains("digits 2"))
    }

    @Test
    func seventeenDigitsRoundTripEveryDouble() {
        let session = makeSession()
        #expect(!session.run("set digits 17").failed)
        #expect(session.run("0.1 + 0.2").lines == ["0.30000000000000004"])
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        guard case .spring(let s)? = session.interpreter.value(of: "s"),
              let printed = session.run("s.stiffness").lines.first else {
            Issue.record("no spring"); return
        }
        #expect(Double(printed) == s.spring.stiffness, "printed \(printed), bound \(s.spring.stiffness)")
    }

    @Test func setGraphicsTakesItsFourWordsAndNothingElse() {
        let session = makeSession()
        #expect(session.run("set graphics kitty").lines.isEmpty)
        #expect(session.display.graphics == .kitty)
        #expect(session.run("set").lines.contains("graphics kitty"))
        let bad = session.run("set graphics png")
        #expect(bad.failed && bad.text.contains("graphics: is auto, kitty, sixel or off, not 'png'"))
        _ = session.run("set graphics auto")
        session.display.detectedGraphics = .sixel
        #expect(session.run("set").lines.contains("graphics auto (sixel, detected)"))
        _ = session.run("set graphics off")
        #expect(session.display.graphics == nil)
    }

    @Test func setShowsEverySetting() {
        let session = makeSession()
        let lines = session.run("set").lines
        #expect(lines == ["digits 4", "width 72", "height 14", "style braille", "color off",
                          "graphics auto (none detected: text plots)", "theme auto (light)",
                          "steps 2000000 (work per line)", "calls 200 (nested function calls)",
                          "elements 1000000 (elements per value)", "depth 1000 (levels a value may nest)"])
    }

    @Test func setChangesDisplaySettings() {
        let session = makeSession()
        #expect(!session.run("set width 40").failed)
        #expect(!session.run("set height 5").failed)
        #expect(!session.run("set style ascii").failed)
        #expect(!session.run("set color on").failed)
        #expect(session.display == DisplaySettings(width: 40, height: 5, style: .ascii, color: true))
        #expect(!session.run("set colour off").failed)
        #expect(session.display.color == false)
    }

    @Test func setRefusesUnknownNamesWithASuggestion() {
        let session = makeSession()
        let response = session.run("set digitz 3")
        #expect(response.failed)
        #expect(response.text.contains("'digitz'"))
        #expect(response.text.contains("did you mean 'digits'?"))
        #expect(session.interpreter.settings.digits == 4)
    }

    @Test(arguments: [
        ("set digits 0", "digits"), ("set digits 18", "digits"), ("set digits six", "digits"),
        ("set width 19", "width"), ("set width 1001", "width"), ("set height 2", "height"),
        ("set height 201", "height"), ("set style fancy", "style"), ("set color maybe", "color"),
        ("set digits", "'set' needs the argument 'value'"), ("set digits 6 7", "'set' takes at most 2 positional arguments"),
    ])
    func setRefusesOutOfRangeValuesAndChangesNothing(line: String, mentions: String) {
        let session = makeSession()
        let response = session.run(line)
        #expect(response.failed, "\(line) was accepted")
        #expect(response.text.contains(mentions), "\(line): \(response.lines)")
        #expect(session.display == .transcript)
        #expect(session.interpreter.settings.digits == 4)
    }

    /// A value `set` refuses carries a code: a number outside a whole-number setting's range
    /// (or no whole number) E383, a word outside a setting's choices E384.
    @Test(arguments: [("set digits 0", ErrorCode.settingNotWholeNumber), ("set width 1001", .settingNotWholeNumber),
                      ("set steps six", .settingNotWholeNumber), ("set style fancy", .settingNotAChoice), ("set color maybe", .settingNotAChoice)])
    func setRefusalsCarryTheirCodes(line: String, code: ErrorCode) {
        let response = makeSession().run(line)
        #expect(response.failed, "\(line) was accepted")
        #expect(ErrorExampleTests.code(of: response) == code, "\(line): \(response.transcript)")
    }

    @Test func setRangeBoundsAreAccepted() {
        let session = makeSession()
        for line in ["set digits 1", "set digits 17", "set width 20", "set width 1000", "set height 3", "set height 200"] {
            #expect(!session.run(line).failed, "\(line) was refused")
        }
    }

    @Test
    func messagesWithoutASuggestionArePunctuated() {
        let session = makeSession()
        // A setting's name is a choice, worded as every choice is: the choices, then the word refused.
        let setting = session.run("set xyz 3")
        #expect(setting.text.contains("setting: is digits, width, ") && setting.text.contains(", not 'xyz'") && !setting.text.contains("did you mean"),
                "\(setting.lines)")
        #expect(session.run("help nonsense").text.contains("'nonsense'. "), "\(session.run("help nonsense").lines)")
    }

    @Test func helpListsEveryCommandAndFunction() {
        let session = makeSession()
        let response = session.run("help")
        #expect(!response.failed)
        let firstWords = Set(response.lines.compactMap { $0.split(separator: " ").first.map(String.init) })
        for command in CommandRegistry.specs {
            #expect(firstWords.contains(command.name), "help does not list the command \(command.name)")
        }
        for topic in Interpreter.helpTopics {
            #expect(firstWords.contains(topic.name), "help does not list the function \(topic.name)")
        }
        #expect(Interpreter.helpTopics.contains { $0.name == "spring" })
    }

    @Test func helpSpringShowsASignatureAndAnExample() {
        let session = makeSession()
        let response = session.run("help spring")
        #expect(!response.failed)
        #expect(response.lines.first?.hasPrefix("spring(") == true)
        #expect(response.lines.contains { $0.contains("example: spring(") })
    }

    /// The example shown by `help NAME`, as a user would copy it.
    static func example(shownBy name: String) -> String? {
        let response = makeSession().run("help \(name)")
        guard !response.failed else { return nil }
        return response.lines.lazy.compactMap { line -> String? in
            guard let range = line.range(of: "example: ") else { return nil }
            return String(line[range.upperBound...])
        }.first
    }

    @Test(arguments: Interpreter.helpTopics.map(\.name))
    func everyFunctionsHelpExampleRunsInAFreshSession(name: String) throws {
        let example = try #require(Self.example(shownBy: name), "help \(name) shows no example")
        let response = makeSession().run(example)
        #expect(!response.failed, "help \(name) example `\(example)` fails: \(response.lines)")
        #expect(!response.lines.isEmpty, "help \(name) example `\(example)` prints nothing")
    }

    @Test func helpForAnUnknownNameSuggestsACloseOne() {
        let session = makeSession()
        let typo = session.run("help sprng")
        #expect(typo.failed)
        #expect(typo.text.contains("did you mean 'spring'?"), "\(typo.lines)")
        let commandTypo = session.run("help splot")
        #expect(commandTypo.text.contains("did you mean 'plot'?"), "\(commandTypo.lines)")
        let nonsense = session.run("help nonsense")
        #expect(nonsense.failed)
        #expect(nonsense.text.contains("'nonsense'"))
        #expect(nonsense.text.contains("help"), "points to the list: \(nonsense.lines)")
    }

    @Test(arguments: ["quit", "exit", "  quit", "quit  "])
    func quitAndExitAskToLeave(line: String) {
        let response = makeSession().run(line)
        #expect(response.quit)
        #expect(!response.failed)
        #expect(response.lines.isEmpty)
    }

    @Test func aBindingNamedLikeACommandIsNotACommand() {
        let session = makeSession()
        // `quit = 1` binds (or is refused); it must not leave the session.
        let response = session.run("quit = 1")
        #expect(!response.quit)
    }

    @Test(arguments: ["", "   ", "\t", "# a comment", "   # indented comment", "#> looks like output"])
    func blankAndCommentLinesPrintNothing(line: String) {
        let session = makeSession()
        #expect(session.run(line) == Response())
        #expect(session.interpreter.bindings.isEmpty)
    }

    @Test func aTrailingCommentIsIgnored() {
        let response = makeSession().run("x = 2 # two")
        #expect(response.lines == ["x = 2"])
    }

    @Test func completionsAfterLoadListSessionNamesFromTheStore() throws {
        let dir = makeTemporaryDirectory()
        defer { removeDirectory(dir) }
        for name in ["drawer", "pip", "drag", "notes.txt"] { writeFile("", to: dir + "/" + name + (name.contains(".") ? "" : ".fluid")) }
        let session = makeSession(sessions: dir)
        #expect(session.completions(for: "load ") == ["drag", "drawer", "pip"])
        #expect(session.completions(for: "load dr") == ["drag", "drawer"])
        #expect(session.completions(for: "load dra") == ["drag", "drawer"])
        #expect(session.completions(for: "load drawe") == ["drawer"])
        #expect(session.completions(for: "save p") == ["pip"])
        #expect(session.completions(for: "load x").isEmpty)
    }

    @Test func completionsOfCommandsAndNamesAtTheStartOfALine() {
        let session = makeSession()
        _ = session.run("pressure = 1")
        let candidates = session.completions(for: "p")
        #expect(candidates.contains("plot"))
        #expect(candidates.contains("pressure"))
        #expect(candidates.contains("project"))
        #expect(candidates.allSatisfy { $0.hasPrefix("p") })
    }

    @Test func theBannerFallsBackToASCII() {
        var display = DisplaySettings.transcript
        display.unicode = false
        let ascii = TerminalRenderer(display: display).lines([.text([Session.banner(version: "0.1", unicode: false)])])
        #expect(ascii == ["fluid 0.1 - tune springs, projections and rubberbands - help, Tab, up-arrow"])
        #expect(Session.banner(version: "0.1", unicode: true).plain.contains("·"))
    }
}
