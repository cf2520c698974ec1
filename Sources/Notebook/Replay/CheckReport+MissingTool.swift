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
    /// and nothing found.
    public static func skipped(_ path: String, needing tool: String) -> Replayer.CheckReport {
        Replayer.CheckReport(lines: ["\(path): note: needs \(tool), which is not on PATH (\(Self.installing(tool))); skipped (--strict makes this an error)"],
                             clean: true, updated: false)
    }

    /// How to install a tool.
    static func installing(_ tool: String) -> String {
        "apt install \(tool), brew install \(tool)"
    }
}
