import FluidLanguage

extension Session {
    /// A recording reader for the language (`trace(video: "open.mov")`): the path resolves
    /// and obeys `access` as a CSV file's does (``fileReader(relativeTo:access:)``, checked on
    /// the file actually opened, refusals noted in `refused`), only regular files are read, of
    /// any size; then ffmpeg (found on `searchPath`, PATH when nil) reads the opened file
    /// (``FFmpegRecording``).
    public static func recordingReader(relativeTo directory: String, access: FileAccessPolicy = .unrestricted,
                                       searchPath: String? = nil) -> RecordingReader {
        recordingReader(relativeTo: directory, access: access, refused: nil, searchPath: searchPath)
    }

    static func recordingReader(relativeTo directory: String, access: FileAccessPolicy, refused: RefusedReads?,
                                searchPath: String? = nil) -> RecordingReader {
        { (path: String, interrupted: (@Sendable () -> Bool)?) throws(RecordingReadError) -> any OpenedRecording in
            guard !path.isEmpty else { throw RecordingReadError(.cannotOpen, "the path is empty; give a file name like \"open.mov\"") }
            let full = FileAccessPolicy.resolved(NotebookPlace.absolute(path, in: directory))
            let file: OpenedFile
            do throws(SandboxedRead.Failure) {
                file = try SandboxedRead.opened(full, access: access, limit: nil)
            } catch {
                if error.outsideReadableFolders { refused?.note() }
                throw RecordingReadError(.cannotOpen, error.message)
            }
            return try FFmpegRecording.open(file, searchPath: searchPath ?? ChildProcess.searchPath, interrupted: interrupted)
        }
    }
}
