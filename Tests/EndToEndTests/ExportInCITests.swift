import Foundation
import Testing

/// `fluid export` and `fluid check` as CI runs them (issue 26, part 4): a notebook without
/// motion is skipped with a note (exit 0) by `fluid export` and by the build tool, an error
/// with `--strict`; `--check`'s diff is `diff -u`'s byte for byte, also when the change is at
/// the end of the file or the file is missing, and `patch` applies it with no fuzz; the JUnit
/// report validates with xmllint against the common JUnit schema (Schemas/junit-10.xsd,
/// written from Jenkins xUnit's junit-10.xsd). A missing tool skips its test locally and
/// fails it with `CI` set.
@Suite struct ExportInCITests {
    static let inCI = ProcessInfo.processInfo.environment["CI"] != nil
    static let xmllint = SessionExportTests.tool("xmllint")

    static func write(_ text: String, to name: String, in directory: URL) throws {
        try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    @Test func aNotebookWithoutMotionIsSkippedWithANoteAndStrictMakesItAnError() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.write("# fluid session 1\nflick = 1200pt/s\n", to: "gestures.fluid", in: directory)
        try Self.write("# fluid session 1\nopen = spring(damping: 0.8, response: 0.4s)\n", to: "drawer.fluid", in: directory)
        let both = ["gestures.fluid", "drawer.fluid"]
        let skipped = try FluidProcess.run(["export"] + both + ["--to", "swift", "-o", "out"], directory: directory)
        #expect(skipped.status == 0, "\(skipped.stderr)")
        #expect(skipped.stderr == "gestures.fluid: note: no springs, decays or retargeted motions to export; skipped (--strict makes this an error)\n",
                "\(skipped.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path)
        #expect(written.count == 1 && written[0].hasSuffix(".swift") && !written[0].lowercased().hasPrefix("gestures"), "\(written)")
        let strict = try FluidProcess.run(["export"] + both + ["--to", "swift", "-o", "strict", "--strict"], directory: directory)
        #expect(strict.status == 1 && strict.stderr.contains("gestures.fluid: no springs, decays or retargeted motions to export"), "\(strict.stderr)")
        // Every example, the ones of gestures alone among them, as one glob in CI.
        let examples = try FileManager.default.contentsOfDirectory(atPath: FluidProcess.packageRoot.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".fluid") }.map { FluidProcess.packageRoot.appendingPathComponent("examples/\($0)").path }
        let glob = try FluidProcess.run(["export"] + examples + ["--to", "kotlin", "-o", "examples"], directory: directory)
        #expect(glob.status == 0 && glob.stderr.contains("note: "), "\(glob.stderr)")
    }

    @Test func theBuildToolWritesAFileThatDeclaresNothingForANotebookWithoutMotion() throws {
        let tool = FluidProcess.binary.deletingLastPathComponent().appendingPathComponent("fluid-export-tool")
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "no fluid-export-tool beside fluid; run swift build")
        let swiftc = try #require(SessionExportTests.tool("swiftc"), "swiftc is not on PATH")
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.write("# fluid session 1\nflick = 1200pt/s\n", to: "gestures.fluid", in: directory)
        let made = try FluidProcess.run(["gestures.fluid", "gestures.swift"], directory: directory, executable: tool)
        #expect(made.status == 0 && made.stderr == "gestures.fluid: note: no springs, decays or retargeted motions to export\n", "\(made.stderr)")
        let text = try String(contentsOf: directory.appendingPathComponent("gestures.swift"), encoding: .utf8)
        #expect(text.contains("// gestures.fluid has no springs, decays or retargeted motions to export: this file declares nothing"), "\(text)")
        let built = try SessionExportTests.shell("'\(swiftc)' -swift-version 6 -parse-as-library -typecheck gestures.swift", in: directory)
        #expect(built.status == 0, "\(built.stderr)")
        let strict = try FluidProcess.run(["--strict", "gestures.fluid", "strict.swift"], directory: directory, executable: tool)
        #expect(strict.status == 1 && strict.stderr.contains("error: no springs"), "\(strict.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("strict.swift").path))
    }

    /// A shipped file that drifted at its end (a spring removed: the hunk runs to the last
    /// line), one that drifted in its middle, and one that is missing: `--check` prints what
    /// `diff -u` prints with the same labels, and `patch -F0` applied to each makes the file
    /// what the notebook exports now.
    @Test(arguments: ["end", "middle", "missing"])
    func checksDiffIsDiffUsAndPatchAppliesIt(drift: String) throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let now = ["open = spring(damping: 0.8, response: 0.4s)", "soft = spring(damping: 1, response: 0.6s)"]
        let before = drift == "end" ? now + ["late = spring(damping: 0.5, response: 0.3s)"] : ["open = spring(damping: 0.7, response: 0.4s)"] + now.dropFirst()
        try Self.write((["# fluid session 1"] + before).joined(separator: "\n") + "\n", to: "drawer.fluid", in: directory)
        if drift != "missing" {
            #expect(try FluidProcess.run(["export", "drawer.fluid", "--to", "kotlin", "-o", "Drawer.kt"], directory: directory).status == 0)
        }
        try Self.write((["# fluid session 1"] + now).joined(separator: "\n") + "\n", to: "drawer.fluid", in: directory)
        let fresh = try FluidProcess.run(["export", "drawer.fluid", "--to", "kotlin", "-o", "fresh.kt"], directory: directory)
        try #require(fresh.status == 0, "\(fresh.stderr)")
        let check = try FluidProcess.run(["export", "drawer.fluid", "--to", "kotlin", "-o", "Drawer.kt", "--check"], directory: directory)
        #expect(check.status == 1, "\(check.stderr)")
        let old = drift == "missing" ? "/dev/null" : "Drawer.kt"
        let diff = try SessionExportTests.shell(
            "diff -u --label '\(old)' --label 'Drawer.kt (exported from drawer.fluid now)' \(old) fresh.kt", in: directory)
        #expect(diff.status == 1 && !diff.stdout.isEmpty, "\(diff.stderr)")
        #expect(check.stdout == diff.stdout, "fluid:\n\(check.stdout)\ndiff -u:\n\(diff.stdout)")
        try Self.write(check.stdout, to: "check.diff", in: directory)
        let patch = try SessionExportTests.shell("patch -p0 -F0 -N -i check.diff Drawer.kt", in: directory)
        #expect(patch.status == 0, "\(patch.stdout) \(patch.stderr)")
        let patched = try? String(contentsOf: directory.appendingPathComponent("Drawer.kt"), encoding: .utf8)
        #expect(patched == (try String(contentsOf: directory.appendingPathComponent("fresh.kt"), encoding: .utf8)))
        #expect(try FluidProcess.run(["export", "drawer.fluid", "--to", "kotlin", "-o", "Drawer.kt", "--check"], directory: directory).status == 0)
    }

    @Test(.enabled(if: xmllint != nil || inCI, "no xmllint (apt-get install libxml2-utils); CI is unset"))
    func theJUnitReportValidatesAgainstTheCommonJUnitSchema() throws {
        let xmllint = try #require(Self.xmllint, "no xmllint: apt-get install libxml2-utils (.ci/run does)")
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A drift, a failing line with a catalogued code, a clean notebook and a missing one.
        try Self.write("# fluid session 1\nx = 1 + 1\n#> x = 3\ny = 1pt + 1s\n", to: "bad <&\".fluid", in: directory)
        try Self.write("# fluid session 1\na = 2\n#> a = 2\n", to: "clean.fluid", in: directory)
        let report = try FluidProcess.run(["check", "--format", "junit", "bad <&\".fluid", "clean.fluid", "missing.fluid"], directory: directory)
        #expect(report.status == 1, "\(report.stderr)")
        try Self.write(report.stdout, to: "report.xml", in: directory)
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Schemas/junit-10.xsd")
        let valid = try SessionExportTests.shell("'\(xmllint)' --noout --schema '\(schema.path)' report.xml", in: directory)
        #expect(valid.status == 0, "\(valid.stderr)\n\(report.stdout)")
        #expect(report.stdout.contains("message=\"bad &lt;&amp;&quot;.fluid:4: E100: this line fails"), "the code stands in the message: \(report.stdout)")
        // The schema refuses what it should: the report with a testcase's file attribute is invalid.
        try Self.write(report.stdout.replacingOccurrences(of: "<testcase ", with: "<testcase file=\"x\" "), to: "file.xml", in: directory)
        let refused = try SessionExportTests.shell("'\(xmllint)' --noout --schema '\(schema.path)' file.xml", in: directory)
        #expect(refused.status != 0 && refused.stderr.contains("'file'"), "\(refused.stderr)")
    }
}
