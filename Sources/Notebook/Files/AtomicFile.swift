import Foundation

/// Writes files so that a crash, a full disk or a kill at any moment leaves either the old
/// file or the new one on disk, never a torn mix.
///
/// The text goes to a temporary file in the same directory, is flushed to disk (`fsync`),
/// and is renamed over the destination; rename is atomic within one file system. The
/// previous version, if any, is kept beside it as `NAME~` so one bad save loses nothing.
public enum AtomicFile {
    public struct WriteError: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "could not write \(path): \(reason)" }
    }

    public static func write(_ text: String, to path: String, keepPrevious: Bool = true) throws(WriteError) {
        let directory = (path as NSString).deletingLastPathComponent
        let fm = FileManager.default
        if !directory.isEmpty && !fm.fileExists(atPath: directory) {
            do {
                try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw WriteError(path: path, reason: "cannot create the folder \(directory) (\(errnoText()))")
            }
        }
        removeAbandonedTemporaries(of: path)
        let temporary = "\(path).tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw WriteError(path: path, reason: errnoText()) }
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeMutableBytes { buffer in
                Foundation.write(fd, buffer.baseAddress! + written, buffer.count - written)
            }
            if n < 0 {
                if errno == EINTR { continue }
                let reason = errnoText()
                close(fd); unlink(temporary)
                throw WriteError(path: path, reason: reason)
            }
            written += n
        }
        bytes.removeAll()
        if fsync(fd) != 0 {
            let reason = errnoText()
            close(fd); unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
        close(fd)
        if keepPrevious && fm.fileExists(atPath: path) {
            // A hard link keeps the old version without a window where `path` is missing;
            // linking to a temporary name and renaming it over `NAME~` leaves no window
            // where the backup is missing either.
            let backup = path + "~"
            let backupTemporary = "\(backup).tmp-\(getpid())"
            unlink(backupTemporary)
            if link(path, backupTemporary) == 0, rename(backupTemporary, backup) != 0 {
                unlink(backupTemporary)
            }
        }
        guard rename(temporary, path) == 0 else {
            let reason = errnoText()
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
        // Make the rename itself durable.
        let dirfd = open(directory.isEmpty ? "." : directory, O_RDONLY)
        if dirfd >= 0 { fsync(dirfd); close(dirfd) }
    }

    /// Removes `NAME.tmp-PID` and `NAME~.tmp-PID` files left by writers that were killed
    /// mid-save (their process no longer exists). A live writer's files are left alone.
    static func removeAbandonedTemporaries(of path: String) {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory) else { return }
        for entry in entries {
            for prefix in ["\(name).tmp-", "\(name)~.tmp-"] where entry.hasPrefix(prefix) {
                guard let pid = Int32(entry.dropFirst(prefix.count)), pid != getpid() else { continue }
                if kill(pid, 0) != 0 && errno == ESRCH {
                    unlink((directory as NSString).appendingPathComponent(entry))
                }
            }
        }
    }

    static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}
