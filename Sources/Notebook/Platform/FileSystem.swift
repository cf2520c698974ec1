#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Notebook's seam to the file system: the folder calls that Foundation's FileManager would
// make, made here through the C library so that Notebook (and the binaries that link it)
// need no Foundation. Every call retries after a signal where the system can be interrupted.

/// Folders and the facts about paths that Notebook asks for.
enum FileSystem {
    /// Whether anything (a file, a folder, a link to something) is at `path`.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// Whether `path` is a folder (a link to a folder counts).
    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Creates `path` and every missing folder above it (mode 0755 before the umask). Does
    /// nothing where a folder already is; the failing call's error otherwise.
    static func createFolders(_ path: String) -> Result<Void, SystemError> {
        if isFolder(path) { return .success(()) }
        let parent = PathText.parent(path)
        if !parent.isEmpty, parent != path, case .failure(let error) = createFolders(parent) {
            return .failure(error)
        }
        if mkdir(path, 0o755) != 0 {
            let code = errno
            // Another writer may have made it in the meantime.
            if code == EEXIST && isFolder(path) { return .success(()) }
            return .failure(SystemError(code: code))
        }
        return .success(())
    }

    /// The names in the folder `path` (without `.` and `..`), in the order the system lists
    /// them; nil when it cannot be read.
    static func entries(of path: String) -> [String]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The home folder: `HOME`, else the user database's entry, else `/`.
    static func homeFolder() -> String {
        if let home = getenv("HOME"), home.pointee != 0 { return String(cString: home) }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir { return String(cString: directory) }
        return "/"
    }
}

/// The calls ``AtomicFile`` makes on descriptors and names, each answering the errno code
/// of a failure.
enum FileCalls {
    /// Writes all of `bytes` to `descriptor`, retrying after signals and short writes.
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Result<Void, SystemError> {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(SystemError(code: errno))
            }
            written += count
        }
        return .success(())
    }

    /// Flushes what was written to `descriptor` to the disk.
    static func sync(_ descriptor: Int32) -> Result<Void, SystemError> {
        fsync(descriptor) == 0 ? .success(()) : .failure(SystemError(code: errno))
    }

    static func close(_ descriptor: Int32) { _ = closeDescriptor(descriptor) }

    /// Removes the name `path` (a file or a link, never what a link points to).
    @discardableResult
    static func remove(_ path: String) -> Bool { unlink(path) == 0 }

    /// A second name `to` for the file at `from` (a hard link).
    static func link(_ from: String, _ to: String) -> Bool { hardLink(from, to) == 0 }

    /// Renames `from` to `to`, replacing `to` atomically.
    static func rename(_ from: String, _ to: String) -> Result<Void, SystemError> {
        renameFile(from, to) == 0 ? .success(()) : .failure(SystemError(code: errno))
    }

    /// Makes a rename inside `folder` durable (fsync on the folder); best effort.
    static func syncFolder(_ folder: String) {
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY)
        if descriptor >= 0 { fsync(descriptor); _ = closeDescriptor(descriptor) }
    }

    /// This process's id.
    static var processID: Int32 { getpid() }

    /// Whether no process has the id `pid` (kill with signal 0 says ESRCH).
    static func processIsGone(_ pid: Int32) -> Bool { kill(pid, 0) != 0 && errno == ESRCH }

    /// The errno code meaning "something is already at that name".
    static let alreadyExists = EEXIST
}

// The C functions whose names FileCalls' own members shadow inside it.
private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func hardLink(_ from: String, _ to: String) -> Int32 { link(from, to) }
private func renameFile(_ from: String, _ to: String) -> Int32 { rename(from, to) }
