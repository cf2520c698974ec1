import FluidLanguage

extension Session {
    /// The largest file the language reads (64 MB), checked before reading.
    static let maximumFileSize = 64_000_000

    /// A file reader for the language (`trace("flick.csv")`): a path is read as UTF-8 text,
    /// relative to `directory` unless it starts with `/` (or `~/`, the home folder). It
    /// throws `FileReadError` with a message a designer can act on. A replayed script's
    /// `access` policy may refuse the path (see ``FileAccessPolicy``); it is checked on the
    /// file actually opened (``SandboxedRead``); each such refusal is noted in `refused`.
    public static func fileReader(relativeTo directory: String, access: FileAccessPolicy = .unrestricted) -> FileReader {
        fileReader(relativeTo: directory, access: access, refused: nil)
    }

    static func fileReader(relativeTo directory: String, access: FileAccessPolicy, refused: RefusedReads?) -> FileReader {
        { path in
            guard !path.isEmpty else { throw FileReadError("the path is empty; give a file name like \"flick.csv\"") }
            // Resolved as far as it exists, the rest as text: a notebook's folder may not
            // exist yet (`save` verifies a file before creating the sessions folder), and
            // `sessions/../data` must still name `data`.
            let full = FileAccessPolicy.resolved(NotebookPlace.absolute(path, in: directory))
            let bytes: [UInt8]
            do throws(SandboxedRead.Failure) {
                bytes = try SandboxedRead.bytes(full, access: access, limit: maximumFileSize)
            } catch {
                if error.outsideReadableFolders { refused?.note() }
                throw FileReadError(error.message)
            }
            guard let text = UTF8Text.fileText(bytes) else {
                throw FileReadError("the file is not UTF-8 text")
            }
            return text
        }
    }
}
