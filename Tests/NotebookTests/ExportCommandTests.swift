import Testing
import FluidMotion
@testable import Notebook

// `export s TARGET`: code to paste, then one comment with the deviation; plain text. The code
// itself is checked against each platform's model in FluidMotionTests/ExportTests.
@Suite("export command")
struct ExportCommandTests {
    func session() -> Session {
        let session = makeSession()
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        return session
    }

    @Test("the tour's line: export s swiftui")
    func swiftUI() {
        let response = session().run("export s swiftui")
        #expect(!response.failed)
        #expect(response.lines == [".spring(response: 0.4, dampingFraction: 0.8)",
                                   "// the same spring: Spring(duration: 0.4, bounce: 0.2)",
                                   "// max deviation 0 (SwiftUI's closed form (iOS 17+) from the printed values)"])
    }

    @Test("every target prints code then a deviation comment, without escapes", arguments: ExportTarget.allCases)
    func everyTarget(target: ExportTarget) {
        let response = session().run("export s \(target.rawValue)")
        #expect(!response.failed)
        #expect(!response.text.contains(escape))
        let last = response.lines.last ?? ""
        #expect(last.hasPrefix(target == .css ? "/* max deviation " : "// max deviation "), "\(last)")
    }

    @Test("css: duration, linear(), and the deviation within the tolerance asked for")
    func css() {
        let response = session().run("export s css, tolerance: 0.01")
        #expect(!response.failed)
        // Settle at half the tolerance, 0.005: 0.459515102905102062397661848242 s (mpmath, bisection
        // on |x(t)| = 0.005 of the closed form, 30 digits), rounded up to 460 ms.
        #expect(response.lines[0] == "transition-duration: 460ms;")
        #expect(response.lines[1].hasPrefix("transition-timing-function: linear(0, "))
        // The property the transition applies to, and the same transition as one shorthand.
        #expect(response.lines[2] == "transition-property: transform;  /* what moves (or opacity, scale, …); as one declaration: transition: transform 460ms linear(…the stops above…) */")
        #expect(response.lines[3].hasPrefix("/* max deviation 0.0"))
    }

    @Test("a retarget's css says what progress 0 and 1 stand for: its start and its last target")
    func retargetProgress() {
        let s = session()
        _ = s.run("m = retarget(s, at: 150ms, to: 0.5)")
        let motion = s.run("export m css")
        #expect(!motion.failed, "\(motion.text)")
        #expect(motion.lines.contains("/* progress 0 is where the motion starts (0) and 1 where it comes to rest (0.5); overshoot shows as progress past 1 */"), "\(motion.lines)")
        // A spring's progress needs no such line: 0 and 1 are its start and its target.
        #expect(!s.run("export s css").text.contains("progress 0 is"))
    }

    @Test("decays and retargeted motions export to css, and say why not elsewhere")
    func otherCurves() {
        let s = session()
        _ = s.run("d = decay(velocity: 1000pt/s)")
        #expect(s.run("export d css").lines.first?.hasPrefix("transition-duration: ") == true)
        let refused = s.run("export d swiftui")
        #expect(refused.failed)
        #expect(refused.text.contains("export it as css"))
        _ = s.run("m = retarget(s, at: 150ms, to: 0.5)")
        let motion = s.run("export m css")
        #expect(!motion.failed, "\(motion.text)")
    }

    @Test("bad input points at itself", arguments: [
        ("export s swfitui", "did you mean 'swiftui'?"), ("export 3 css", "needs a spring"),
        ("export s css, tolerance: 2", "tolerance: is a plain number from 0.00001 to 0.1, like tolerance: 0.001"), ("export s css, tolerance: 1s", "plain number"),
        ("export s uikit, tolerance: 0.01", "is for css"), ("export s css, foo: 1", "no argument 'foo'"),
        ("export", "'export' needs the argument 'value'"), ("export s css flutter", "unexpected"), ("export nope css", "nope"),
        ("export spring(damping: 0, response: 0.3s) css", "never comes to rest")])
    func errors(line: String, message: String) {
        let response = session().run(line)
        #expect(response.failed)
        #expect(response.text.contains(message), "\(response.text)")
    }

    @Test("export s lists the targets; Tab completes them")
    func listAndComplete() {
        let s = session()
        let list = s.run("export s")
        #expect(!list.failed)
        #expect(ExportTarget.allCases.allSatisfy { target in list.lines.contains { $0.hasPrefix("  " + target.rawValue + " ") } })
        #expect(s.completions(for: "export s c") == ["coreanimation", "css", "compose"])
        // A binding also exports as named constants: every target of both kinds is offered.
        #expect(s.completions(for: "export s ") == ExportCommand.targetWords)
        #expect(Set(ExportCommand.targetWords) == Set(ExportTarget.allCases.map(\.rawValue) + SessionExportTarget.allCases.map(\.rawValue)))
        #expect(!s.run("help export").failed)
    }

    /// The fuzzer's find: the command's words are located in the line by matching
    /// characters, and combining marks or odd spacing made the match fail, so offsets ran
    /// past the line's end and `export` trapped. Such lines are errors (or exports), never a crash.
    @Test("lines whose words cannot be matched in the line are errors, not a crash")
    func oddCharactersDoNotCrash() {
        let s = session()
        let marks = ["\u{301}", "\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}", "\t", "\u{200B}", "é", "\u{FE0F}"]
        var lines: [String] = []
        for mark in marks {
            lines += ["export \(mark)s swiftui", "export s\(mark) css, tolerance: 0.01", "export \(mark) css, tolerance:\(mark)",
                      "export s css,\(mark)", "export \(mark)\(mark), \(mark)", "export s, \(mark)tolerance: 0.01 css",
                      "export (s) \(mark)css,tolerance: 0.001", "export \(mark)"]
        }
        for line in lines {
            let response = s.run(line)
            #expect(!response.quit, "\(line)")
        }
    }
}
