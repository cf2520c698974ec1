import FluidLanguage

extension Replayer.CheckReport {
    /// The tool this machine lacks that the notebook needs, when a line failed for want of it:
    /// ffmpeg for `trace(video:)` (E231). Such a notebook cannot be checked here, which says
    /// nothing of its outputs; `fluid check` skips it with a note (``skipped(_:needing:)``)
    /// unless `--strict` is given.
    public var missingTool: String? {
        findings.contains { $0.code == .recordingNoDecoder } ? "ffmpeg" : nil
    }

    /// The report of a notebook that was not checked because `tool` is missing: one note,
    /// nothing found, and `skipped` saying why (a `skipped` status in check's JSON, a
    /// `<skipped>` test case in its JUnit XML).
    public static func skipped(_ path: String, needing tool: String) -> Replayer.CheckReport {
        let why = "needs \(tool), which is not on PATH (\(Self.installing(tool)))"
        return Replayer.CheckReport(lines: ["\(path): note: \(why); skipped (--strict makes this an error)"], clean: true, updated: false,
                                    skipped: why)
    }

    /// How to install a tool.
    static func installing(_ tool: String) -> String {
        "apt install \(tool), brew install \(tool)"
    }
}
