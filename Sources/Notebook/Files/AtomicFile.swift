/// Writes files so that a crash, a full disk or a kill at any moment leaves either the old
/// file or the new one on disk, never a torn mix.
///
/// The text goes to a temporary file in the same directory, is flushed to disk (`fsync`),
/// and is renamed over the destination; rename is atomic within one file system. The
/// previous version, if any, is kept beside it as `NAME~` so one bad save loses nothing.
///
/// The temporary file is created exclusively and never through a link (a link planted at
/// its name is removed, not followed), and a replayed script's `access` policy is checked
/// on the real path of the file actually created, so neither a planted link nor a folder
/// swapped after the check can turn a save into a write elsewhere.
public enum AtomicFile {
    public struct WriteError: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "could not write \(path): \(reason)" }
    }

    public static func write(_ text: String, to path: String, keepPrevious: Bool = true,
                             access: FileAccessPolicy = .unrestricted) throws(WriteError) {
        try write(bytes: Array(text.utf8), to: path, keepPrevious: keepPrevious, access: access)
    }

    /// `bytes` written to `path` by the same rules as text (a picture, a PNG file).
    public static func write(bytes: [UInt8], to path: String, keepPrevious: Bool = true,
                             access: FileAccessPolicy = .unrestricted) throws(WriteError) {
        let directory = PathText.parent(path)
        if !directory.isEmpty, case .failure(let error) = FileSystem.createFolders(directory) {
            throw WriteError(path: path, reason: "cannot create the folder \(directory) (\(error.description))")
        }
        removeAbandonedTemporaries(of: path)
        let temporary = "\(path).tmp-\(FileCalls.processID)"
        let fd = try createTemporary(temporary, for: path, access: access)
        var failure: SystemError?
        if case .failure(let error) = FileCalls.writeAll(fd, bytes) {
            failure = error
        } else if case .failure(let error) = FileCalls.sync(fd) {
            failure = error
        }
        FileCalls.close(fd)
        if let failure {
            FileCalls.remove(temporary)
            throw WriteError(path: path, reason: failure.description)
        }
        if keepPrevious && FileSystem.exists(path) {
            // A hard link keeps the old version without a window where `path` is missing;
            // linking to a temporary name and renaming it over `NAME~` leaves no window
            // where the backup is missing either.
            let backup = path + "~"
            let backupTemporary = "\(backup).tmp-\(FileCalls.processID)"
            FileCalls.remove(backupTemporary)
            if FileCalls.link(path, backupTemporary), case .failure = FileCalls.rename(backupTemporary, backup) {
                FileCalls.remove(backupTemporary)
            }
        }
        if case .failure(let error) = FileCalls.rename(temporary, path) {
            FileCalls.remove(temporary)
            throw WriteError(path: path, reason: error.description)
        }
        // Make the rename itself durable.
        FileCalls.syncFolder(directory)
    }

    /// Creates the temporary file exclusively. Whatever stands at its name (a leftover of
    /// this process, or a link someone planted there) is removed, never followed, and the
    /// creation tried once more; the file created is checked against `access` on its real
    /// path.
    static func createTemporary(_ temporary: String, for path: String, access: FileAccessPolicy) throws(WriteError) -> Int32 {
        var created = SystemPaths.createExclusively(temporary)
        if case .failure(let error) = created, error.code == FileCalls.alreadyExists {
            FileCalls.remove(temporary)
            created = SystemPaths.createExclusively(temporary)
        }
        let fd: Int32
        switch created {
        case .success(let descriptor): fd = descriptor
        case .failure(let error): throw WriteError(path: path, reason: error.description)
        }
        if access.writableFolders != nil {
            let real = SystemPaths.resolved(descriptor: fd)
            if let problem = real.map({ access.problem(writing: path, realPath: $0) }) ?? "cannot tell where \(path) leads" {
                FileCalls.close(fd)
                FileCalls.remove(temporary)
                throw WriteError(path: path, reason: problem)
            }
        }
        return fd
    }

    /// Removes `NAME.tmp-PID` and `NAME~.tmp-PID` files left by writers that were killed
    /// mid-save (their process no longer exists). A live writer's files are left alone.
    static func removeAbandonedTemporaries(of path: String) {
        let directory = PathText.parent(path)
        let name = PathText.lastComponent(path)
        guard let entries = FileSystem.entries(of: directory.isEmpty ? "." : directory) else { return }
        for entry in entries {
            for prefix in ["\(name).tmp-", "\(name)~.tmp-"] where entry.hasPrefix(prefix) {
                guard let pid = Int32(entry.dropFirst(prefix.count)), pid != FileCalls.processID else { continue }
                if FileCalls.processIsGone(pid) {
                    FileCalls.remove(PathText.appending(entry, to: directory))
                }
            }
        }
    }
}
