import Foundation
import Testing

/// `fluid run` and `fluid check` confine the scripts they replay; `--allow-read` widens it.
@Suite struct SandboxTests {
    @Test func runRefusesToLoadOutsideTheScriptsFolderUntilAllowed() throws {
        let root = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["scripts", "secret", "sessions"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try "a = 1s\n".write(to: root.appendingPathComponent("secret/x.fluid"), atomically: true, encoding: .utf8)
        try "load ../secret/x.fluid\na\n".write(to: root.appendingPathComponent("scripts/s.fluid"), atomically: true, encoding: .utf8)

        let refused = try FluidProcess.run(["run", "--sessions", "sessions", "scripts/s.fluid"], directory: root)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("scripts/s.fluid:1:\ncannot load ../secret/x.fluid: this script may read files only inside"), "\(refused.stderr)")
        #expect(refused.stderr.contains("--allow-read"), "\(refused.stderr)")
        #expect(refused.stderr.contains("unknown name 'a'"), "the refused load bound nothing: \(refused.stderr)")

        let allowed = try FluidProcess.run(["run", "--quiet", "--sessions", "sessions", "--allow-read", "secret", "scripts/s.fluid"], directory: root)
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(allowed.stdout == "loaded ../secret/x.fluid: a\n1 s\n")

        let checked = try FluidProcess.run(["check", "--sessions", "sessions", "scripts/s.fluid"], directory: root)
        #expect(checked.status == 1)
        #expect(checked.stdout.contains("this script may read files only inside"), "\(checked.stdout)")
        #expect(try FluidProcess.run(["--sessions", "sessions", "-e", "load secret/x.fluid"], directory: root).status == 0,
                "the prompt and -e are not confined")
    }
}
