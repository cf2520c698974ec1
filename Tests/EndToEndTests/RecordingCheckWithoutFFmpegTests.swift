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
