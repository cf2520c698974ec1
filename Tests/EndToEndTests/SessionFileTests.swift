import Foundation
import Testing

/// save, load, run and check through the binary, in a temporary sessions folder.
@Suite struct SessionCommandTests {
    @Test func saveThenLoadRestoresBindings() throws {
        let dir = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let env = ["FLUID_SESSIONS": dir.path]
        let saved = try FluidProcess.run([], input: "s = spring(damping: 0.8, response: 0.4s)\ns.damping = 0.6\nsave drawer\n", environment: env)
        #expect(saved.status == 0, "stderr: \(saved.stderr)")
        let file = dir.appendingPathComponent("drawer.fluid")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix("# fluid session 1\n"))
        #expect(text.contains("s = spring(damping: 0.6, response: 0.4 s)") || text.contains("s = spring(damping: 0.6, response: 400 ms)"))
        #expect(text.contains("#> "))

        let loaded = try FluidProcess.run([], input: "load drawer\ns.damping\ns.response\n", environment: env)
        #expect(loaded.status == 0, "stderr: \(loaded.stderr)")
        #expect(loaded.stdout.contains("0.6\n"))

        // A saved session checks clean straight away.
        let checked = try FluidProcess.run(["check", file.path])
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
    }

    @Test func checkReportsDriftAndUpdateAcceptsIt() throws {
        let dir = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("drift.fluid")
        try "x = 2s\n#> x = 3 s\n".write(to: file, atomically: true, encoding: .utf8)

        let drifted = try FluidProcess.run(["check", file.path])
        #expect(drifted.status == 1)
        #expect(drifted.stdout.contains("  - x = 3 s"))
        #expect(drifted.stdout.contains("  + x = 2 s"))

        let updated = try FluidProcess.run(["check", "--update", file.path])
        #expect(updated.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == "x = 2s\n#> x = 2 s\n")

        let clean = try FluidProcess.run(["check", file.path])
        #expect(clean.status == 0)
    }

    @Test func runPrintsOutputsAndFailsOnABadLine() throws {
        let dir = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("bad.fluid")
        try "a = 1pt\nb = a + 1s\nc = a * 3\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try FluidProcess.run(["run", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("bad.fluid:2"))
        #expect(result.stdout.contains("c = 3 pt"))
    }

    @Test func malformedFilesAreRefusedWithTheLine() throws {
        let dir = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let orphan = dir.appendingPathComponent("orphan.fluid")
        try "# a comment\n#> output with no statement\n".write(to: orphan, atomically: true, encoding: .utf8)
        let result = try FluidProcess.run(["check", orphan.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("orphan.fluid:2"), "\(result.stderr)")

        let missing = try FluidProcess.run(["run", dir.appendingPathComponent("nope.fluid").path])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no such file"))
    }

    /// Every notebook shipped in examples/ and every saved session in sessions/ replays
    /// exactly as recorded.
    @Test func everyExampleAndSessionChecksClean() throws {
        let fm = FileManager.default
        var files: [String] = []
        for folder in ["examples", "sessions"] {
            let dir = FluidProcess.packageRoot.appendingPathComponent(folder)
            let names = (try? fm.contentsOfDirectory(atPath: dir.path)) ?? []
            files += names.filter { $0.hasSuffix(".fluid") }.sorted().map { "\(folder)/\($0)" }
        }
        #expect(files.count >= 3, "examples/ should hold at least three notebooks")
        let result = try FluidProcess.run(["check"] + files)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }
}
