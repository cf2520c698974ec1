import Foundation
import Testing

/// `fluid run` prints a transcript: each line as written, then what it printed, in the
/// notebook's own format, so a reader sees which line gave what, and the transcript itself
/// checks clean. `--quiet` prints the outputs alone.
@Suite struct RunTranscriptTests {
    static let notebook = """
        # A drawer.
        d = 0.5

        s = spring(damping: d, response: 0.4s)
        s.settle
        d + 1pt
        """

    @Test func eachLineThenWhatItPrinted() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("drawer.fluid")
        try Self.notebook.write(to: file, atomically: true, encoding: .utf8)
        let run = try FluidProcess.run(["run", file.path])
        #expect(run.status == 1, "the last line fails")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(8)) == [
            "# A drawer.", "d = 0.5", "#> d = 0.5", "", "s = spring(damping: d, response: 0.4s)",
            "#> s = spring(damping: 0.5, response: 400 ms)",
            "#>     mass 1 · stiffness 246.7 · damping 15.71 · bounce 0.5 · settles 0.8086 s · overshoot 16.3 %",
            "s.settle",
        ], "\(run.stdout)")
        #expect(lines.contains("d + 1pt") && lines.contains { $0.hasPrefix("#!") && $0.contains("cannot") }, "the error under its line: \(run.stdout)")
        #expect(run.stderr.contains("drawer.fluid:6:"), "standard error still says where: \(run.stderr)")
        // The transcript is a notebook: with the failing line marked, it checks clean.
        let transcript = directory.appendingPathComponent("transcript.fluid")
        try run.stdout.write(to: transcript, atomically: true, encoding: .utf8)
        let check = try FluidProcess.run(["check", transcript.path])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func quietPrintsTheOutputsAlone() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("drawer.fluid")
        try Self.notebook.write(to: file, atomically: true, encoding: .utf8)
        let run = try FluidProcess.run(["run", "--quiet", file.path])
        #expect(run.stdout.hasPrefix("d = 0.5\ns = spring(damping: 0.5, response: 400 ms)\n"), "\(run.stdout)")
        #expect(!run.stdout.contains("#>"))
    }
}
