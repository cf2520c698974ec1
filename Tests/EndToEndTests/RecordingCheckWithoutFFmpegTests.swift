import Foundation
import Testing

/// `fluid check examples/*.fluid` on a machine without ffmpeg: examples/recording.fluid reads
/// a recording through it, so it cannot be checked there. It is skipped with a note naming
/// what to install (the check of the others passes), and `--strict` makes it a failure, as
/// `fluid export` treats a notebook without motion. PATH names no folder at all here, so no
/// ffmpeg is found whatever the machine has.
@Suite struct RecordingCheckWithoutFFmpegTests {
    static let notebooks = ["examples/recording.fluid", "examples/drawer.fluid"]

    @Test("without ffmpeg, a notebook that reads a recording is skipped with a note; the others are checked")
    func skippedWithANote() throws {
        let result = try FluidProcess.run(["check"] + Self.notebooks, environment: ["PATH": "/nonexistent-bin"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("examples/recording.fluid: note: needs ffmpeg, which is not on PATH (apt install ffmpeg"),
                "\(result.stderr)")
        #expect(result.stderr.contains("skipped (--strict makes this an error)"))
        #expect(result.stdout.contains("examples/drawer.fluid: ok"), "\(result.stdout)")
        #expect(result.stdout.contains("2 files checked, no drift (1 skipped: a tool they need is missing)"), "\(result.stdout)")
    }

    @Test("JUnit marks it skipped with the note's words; JSON gives it the status skipped")
    func reportsSayItWasSkipped() throws {
        let junit = try FluidProcess.run(["check", "--format", "junit"] + Self.notebooks, environment: ["PATH": "/nonexistent-bin"])
        #expect(junit.status == 0)
        #expect(junit.stdout.contains("<testcase classname=\"fluid.check\" name=\"examples/recording.fluid\">\n"
                                      + "      <skipped message=\"needs ffmpeg, which is not on PATH"), "\(junit.stdout)")
        #expect(junit.stdout.contains("<testsuite name=\"fluid check\" tests=\"2\" failures=\"0\" errors=\"0\" skipped=\"1\">"))
        let json = try FluidProcess.run(["check", "--format", "json"] + Self.notebooks, environment: ["PATH": "/nonexistent-bin"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let statuses = (document["notebooks"] as? [[String: Any]])?.compactMap { $0["status"] as? String }
        #expect(statuses == ["skipped", "clean"], "\(json.stdout)")
    }

    @Test("--strict fails it, with the line that needs ffmpeg and its code")
    func strictFails() throws {
        let result = try FluidProcess.run(["check", "--strict"] + Self.notebooks, environment: ["PATH": "/nonexistent-bin"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("examples/recording.fluid:16: opened = trace(video:"), "\(result.stdout)")
        #expect(result.stdout.contains("install ffmpeg (apt install ffmpeg, brew install ffmpeg)"), "\(result.stdout)")
        #expect(!result.stderr.contains("note: needs ffmpeg"))
    }

    @Test("with ffmpeg on PATH the notebook is checked, not skipped")
    func checkedWithFFmpeg() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") else {
            if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("ffmpeg is not installed; .ci/run installs it") }
            return
        }
        let result = try FluidProcess.run(["check", "--strict"] + Self.notebooks, environment: ["PATH": "/usr/bin:/bin"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("examples/recording.fluid: ok (6 statements)"), "\(result.stdout)")
        #expect(!result.stderr.contains("note:"))
    }
}
