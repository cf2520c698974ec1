/// Writes files so that a crash, a full disk or a kill at any moment leaves either the old
/// file or the new one on disk, never a torn mix; the one writer of every file a person or a
/// notebook names (`save`, `plot …, to:`, `play …, to:`, `fluid export -o`, `fluid check
/// --update`, the build plugin).
///
/// Where the bytes go is ``WriteDestination``'s rule. A regular file (or the file a link
/// leads to, the link kept) gets its text in a temporary file in its own folder, flushed to
/// disk (`fsync`) and renamed over it; rename is atomic within one file system, and the
/// replaced file's permission bits are kept. The previous version, if asked, is kept beside
/// it as `NAME~` so one bad save loses nothing. A FIFO, a terminal or another character
/// device, and `/dev/stdout` and its kin, are written through in place (a device is never
/// replaced by a file), and a write they refuse (a full device, a reader gone) is an error.
/// A folder, a socket, a block device and a link to nothing are refused.
///
/// The temporary file is created exclusively and never through a link (a link planted at
/// its name is removed, not followed), and a replayed script's `access` policy is checked
/// before anything is created and again on the real path of what was actually opened, so
/// neither a planted link nor a folder swapped after the check can turn a save into a write
/// elsewhere. A policy that writes nothing (``FileAccessPolicy/writesNothing``) refuses
/// every write before the disk is touched.
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
        let writer = try Writer(path: path, keepPrevious: keepPrevious, access: access)
        try writer.write(bytes)
        try writer.finish()
    }

    /// A file written piece by piece (an animation's frames as they are encoded) by the same
    /// rules as ``AtomicFile/write(bytes:to:keepPrevious:access:)``: `init` decides where the
    /// bytes go and opens it (refusing what may not be written before anything is encoded),
    /// `write` adds bytes, `finish` makes the file whole (the rename); a writer dropped, or
    /// `discard`ed, before `finish` leaves the old file as it was and no temporary behind.
    /// What was written through a FIFO or a device cannot be taken back.
    public final class Writer {
        /// The path as it was named (messages name it).
        public let path: String
        /// The file actually written: `path`, or where its links lead.
        private let target: String
        private let keepPrevious: Bool
        /// The temporary renamed over `target` at the end; nil when writing through.
        private var temporary: String?
        private var descriptor: Int32
        private var open = true

        /// Opens `path` for writing by ``WriteDestination``'s rule, under `access` (the
        /// session's `fileAccess`); `keepPrevious` keeps the replaced file as `NAME~` (no
        /// backup unless asked). Throws what may not be written, before anything is written.
        public init(path: String, keepPrevious: Bool = false, access: FileAccessPolicy = .unrestricted) throws(WriteError) {
            self.path = path
            self.keepPrevious = keepPrevious
            if access.writesNothing {
                throw WriteError(path: path, reason: FileAccessPolicy.writesNothingReason)
            }
            switch WriteDestination.of(path) {
            case .refused(let reason):
                throw WriteError(path: path, reason: reason)
            case .through(let named):
                if let problem = access.problem(writing: named) { throw WriteError(path: path, reason: problem) }
                switch FileCalls.openForWritingThrough(named) {
                case .failure(let error) where error.nobodyReads:
                    throw WriteError(path: path, reason: "nothing is reading it (a FIFO takes bytes only while a reader has it open)")
                case .failure(let error):
                    throw WriteError(path: path, reason: error.description)
                case .success(let fd):
                    descriptor = fd
                }
                target = named
                temporary = nil
                if access.writableFolders != nil {
                    let real = SystemPaths.resolved(descriptor: descriptor) ?? named
                    if let problem = access.problem(writing: path, realPath: real) {
                        FileCalls.close(descriptor)
                        open = false
                        throw WriteError(path: path, reason: problem)
                    }
                }
            case .replace(let file, let permissions):
                // Checked before any folder is made (the named path and, for a link, the
                // file it leads to); the temporary's real path is checked again when created.
                if let problem = access.problem(writing: file) {
                    throw WriteError(path: path, reason: problem)
                }
                let directory = PathText.parent(file)
                if !directory.isEmpty, case .failure(let error) = FileSystem.createFolders(directory) {
                    throw WriteError(path: path, reason: "cannot create the folder \(directory) (\(error.description))")
                }
                AtomicFile.removeAbandonedTemporaries(of: file)
                let name = "\(file).tmp-\(FileCalls.processID)"
                descriptor = try AtomicFile.createTemporary(name, for: path, access: access)
                if let permissions { FileCalls.setPermissions(descriptor, permissions) }
                target = file
                temporary = name
            }
        }

        /// Appends `bytes`. A failure discards what was written so far (the file stays as it
        /// was, unless it is a FIFO or a device) and is thrown.
        public func write(_ bytes: [UInt8]) throws(WriteError) {
            guard open else { throw WriteError(path: path, reason: "it was already closed") }
            if case .failure(let error) = FileCalls.writeAll(descriptor, bytes) {
                discard()
                throw WriteError(path: path, reason: error.readerLeft ? "its reader stopped reading (\(error.description))" : error.description)
            }
        }

        /// Makes the file whole: flushed and renamed over the destination (the previous
        /// version kept as `NAME~` when asked), or, written through, closed.
        public func finish() throws(WriteError) {
            guard open else { throw WriteError(path: path, reason: "it was already closed") }
            open = false
            guard let temporary else {
                FileCalls.close(descriptor)
                return
            }
            if case .failure(let error) = FileCalls.sync(descriptor) {
                FileCalls.close(descriptor)
                FileCalls.remove(temporary)
                throw WriteError(path: path, reason: error.description)
            }
            FileCalls.close(descriptor)
            if keepPrevious && FileSystem.exists(target) {
                // A hard link keeps the old version without a window where `target` is
                // missing; linking to a temporary name and renaming it over `NAME~` leaves no
                // window where the backup is missing either.
                let backup = target + "~"
                let backupTemporary = "\(backup).tmp-\(FileCalls.processID)"
                FileCalls.remove(backupTemporary)
                if FileCalls.link(target, backupTemporary), case .failure = FileCalls.rename(backupTemporary, backup) {
                    FileCalls.remove(backupTemporary)
                }
            }
            if case .failure(let error) = FileCalls.rename(temporary, target) {
                FileCalls.remove(temporary)
                throw WriteError(path: path, reason: error.description)
            }
            // Make the rename itself durable.
            FileCalls.syncFolder(PathText.parent(target))
        }

        /// Stops without finishing: the temporary is removed and the destination left as it
        /// was. Does nothing once finished.
        public func discard() {
            guard open else { return }
            open = false
            FileCalls.close(descriptor)
            if let temporary { FileCalls.remove(temporary) }
        }

        deinit { discard() }
    }

    /// Creates the temporary file exclusively. Whatever stands at its name (a leftover of
    /// this process, or a link someone planted there) is removed, never followed, and the
    /// creation tried once more; the file created is checked against `access` on its real
    /// path.
    fileprivate static func createTemporary(_ temporary: String, for path: String, access: FileAccessPolicy) throws(WriteError) -> Int32 {
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
