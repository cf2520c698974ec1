import Foundation
import Testing

/// editors/fluid.tmLanguage.json, the TextMate grammar VS Code, Sublime Text and GitHub's
/// highlighter read, checked by Tests/Editors/check_grammar.py with a real TextMate engine
/// (`pip install textmate-grammar-python`) over every example and session. Where the engine
/// is not installed the check is skipped, except in CI (.ci/run installs it), where that fails.
@Suite struct EditorGrammarTests {
    @Test func everyNotebookTokenizesWithTheScopesItsLinesHave() throws {
        let environment = ProcessInfo.processInfo.environment
        // The python3 on the tests' own PATH, where pip installed the engine.
        let shell = URL(fileURLWithPath: "/bin/sh")
        let probe = try FluidProcess.run(["-c", "python3 -c 'import textmate_grammar' 2>/dev/null"],
                                         environment: ["PATH": environment["PATH"] ?? "/usr/bin:/bin"], executable: shell)
        guard probe.status == 0 else {
            #expect(environment["CI"] == nil, "CI must install the TextMate engine: pip install textmate-grammar-python")
            return
        }
        let script = FluidProcess.packageRoot.appendingPathComponent("Tests/Editors/check_grammar.py")
        let result = try FluidProcess.run(["-c", "python3 \"$0\"", script.path],
                                          environment: ["PATH": environment["PATH"] ?? "/usr/bin:/bin"], executable: shell)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains(" passed, 0 failed"), "\(result.stdout)")
    }
}
