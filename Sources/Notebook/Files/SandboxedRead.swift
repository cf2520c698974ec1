/// Reading a file a session names, checked on what was actually opened.
///
/// The path is first checked as written (for a message in the script's words), then
/// opened without waiting, and the opened file is checked again on its real path: a link
/// swapped in between, or one planted anywhere along the path, cannot lead a replayed
/// script outside its folders. Only regular files are read; the size is checked before a
/// byte is read, and nothing of a refused file is read, so no message can echo it.
enum SandboxedRead {
    struct Failure: Error, Equatable, CustomStringConvertible {
        var message: String
        /// Nothing is at the path (a missing file or folder).
        var missing = false
        /// A folder is at the path.
        var folder = false
        /// The path lies outside the folders a replayed script may read.
        var outsideReadableFolders = false
        var description: String { message }
    }

    /// The bytes of the file at `path` (as the caller resolved it), at most `limit` of them.
    /// Messages name the file as `access` shows it.
    static func bytes(_ path: String, access: FileAccessPolicy, limit: Int) throws(Failure) -> [UInt8] {
        let file = try opened(path, access: access, limit: limit)
        defer { file.close() }
        let name = access.shown(path)
        switch file.read(limit: limit + 1) {
        case .success(let bytes) where bytes.count > limit:
            throw Failure(message: "\(name) grew past \(megabytes(limit)) while it was read")
        case .success(let bytes):
            return bytes
        case .failure(let error):
            throw Failure(message: "cannot read \(name): \(error.description)")
        }
    }

    /// The regular file at `path`, opened and checked as ``bytes(_:access:limit:)`` checks it
    /// (where it really is, what it is, its size when `limit` is given), nothing of it read:
    /// for a reader that hands the descriptor on (a screen recording to ffmpeg). The caller closes it.
    static func opened(_ path: String, access: FileAccessPolicy, limit: Int?) throws(Failure) -> OpenedFile {
        if let problem = access.problem(reading: path) { throw Failure(message: problem, outsideReadableFolders: true) }
        // A script's messages name its own files relative to it (see FileAccessPolicy.shown).
        let name = access.shown(path)
        let file: OpenedFile
        switch OpenedFile.open(path) {
        case .success(let opened): file = opened
        case .failure(let error) where error.isMissing: throw Failure(message: "no such file (looked for \(name))", missing: true)
        case .failure(let error): throw Failure(message: "cannot open \(name): \(error.description)")
        }
        var handedOver = false
        defer { if !handedOver { file.close() } }
        if access.readableFolders != nil {
            guard let real = file.realPath else {
                throw Failure(message: "cannot tell where \(name) leads, so this script may not read it; run it with --allow-read for its folder")
            }
            if let problem = access.problem(reading: path, realPath: real) { throw Failure(message: problem, outsideReadableFolders: true) }
        }
        if file.isDirectory { throw Failure(message: "\(name) is a folder, not a file", folder: true) }
        guard file.isRegular else { throw Failure(message: "\(name) is not a regular file (a device, a pipe or a socket); give a file") }
        if let limit, file.size > limit {
            throw Failure(message: "\(name) is \(megabytes(file.size)), larger than the \(megabytes(limit)) a file may be")
        }
        handedOver = true
        return file
    }

    /// `12.5 MB`, `64 MB`: sizes in the messages (decimal megabytes, as file managers show).
    static func megabytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1_000_000
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? "\(Int(rounded)) MB" : "\(rounded) MB"
    }
}
