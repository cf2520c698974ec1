#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
internal import CPlatform
internal import SystemPackage

// Notebook's seam to the C library: the only file in the module that imports it. Paths as the
// system resolves them, files opened and read, folders, and the calls atomic saves make;
// Notebook uses no Foundation, so everything it asks of the file system is here. Descriptors
// are opened, read, written and closed, and files' facts read, through swift-system's
// `FileDescriptor` and `Stat` (the same calls with the same flags, retried after signals);
// paths are handed to them as C strings, exactly as written (a `FilePath` would drop a
// trailing slash, which makes `file/` open the file instead of failing).

/// Paths as the system resolves them.
enum SystemPaths {
    /// `path` with every link, `.` and `..` resolved by the system (realpath); nil when some
    /// part of it does not exist or cannot be read.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The working directory, or "/" when it cannot be read (it was removed).
    static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The real path of what `descriptor` refers to (links resolved when it was opened): what
    /// was actually opened, whatever a path names now. Nil when the system cannot say.
    static func resolved(descriptor: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = fluid_descriptor_path(descriptor, &buffer, buffer.count)
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// A file opened for reading, with what the system says about it.
struct OpenedFile {
    let descriptor: Int32
    /// The real path of the opened file (see ``SystemPaths/resolved(descriptor:)``).
    let realPath: String?
    let isRegular: Bool
    let isDirectory: Bool
    /// Bytes, for a regular file.
    let size: Int

    /// Opens `path` for reading without waiting (a FIFO with no writer does not block) and
    /// reads its facts from the descriptor. The errno code on failure.
    static func open(_ path: String) -> Result<OpenedFile, SystemError> {
        let file: FileDescriptor, status: Stat
        do {
            file = try FileCalls.open(path, .readOnly, [.nonBlocking, .closeOnExec])
        } catch {
            return .failure(SystemError(error))
        }
        do {
            status = try Stat(file)
        } catch {
            try? file.close()
            return .failure(SystemError(error))
        }
        return .success(OpenedFile(descriptor: file.rawValue, realPath: SystemPaths.resolved(descriptor: file.rawValue),
                                   isRegular: status.type == .regular, isDirectory: status.type == .directory, size: Int(status.size)))
    }

    /// Reads up to `limit` bytes from the start (a file that grew since it was opened is read
    /// no further), retrying after signals.
    func read(limit: Int) -> Result<[UInt8], SystemError> {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(size, limit))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count: Int
            do {
                count = try chunk.withUnsafeMutableBytes { try FileDescriptor(rawValue: descriptor).read(into: .init(rebasing: $0[..<wanted])) }
            } catch {
                return .failure(SystemError(error))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return .success(bytes)
    }

    func close() { FileCalls.close(descriptor) }
}

/// A failed system call's errno code and the system's words for it.
struct SystemError: Error, Equatable {
    var code: Int32
    init(code: Int32) { self.code = code }
    /// The errno code swift-system threw (anything else it could throw reads as EIO).
    init(_ error: any Error) { code = (error as? Errno)?.rawValue ?? EIO }
    var description: String { String(cString: strerror(code)) }
    var isMissing: Bool { code == ENOENT || code == ENOTDIR }
    var isLink: Bool { code == ELOOP }
    /// Opening a FIFO for writing found no reader (ENXIO).
    var nobodyReads: Bool { code == ENXIO }
    /// The reader went away while writing (EPIPE).
    var readerLeft: Bool { code == EPIPE }
}

extension SystemPaths {
    /// Creates `path` for writing only if nothing is there, never through a link: a link
    /// planted at the name (even one to a file that does not exist) makes it fail. The
    /// descriptor, or the errno code.
    static func createExclusively(_ path: String, mode: UInt32 = 0o644) -> Result<Int32, SystemError> {
        do {
            let file = try FileCalls.open(path, .writeOnly, [.create, .exclusiveCreate, .noFollow, .closeOnExec],
                                          permissions: FilePermissions(rawValue: CInterop.Mode(mode)))
            return .success(file.rawValue)
        } catch {
            return .failure(SystemError(error))
        }
    }
}

/// What stands at a path, as the system says.
enum FileKind: Equatable {
    case regular, folder, link, fifo, characterDevice, blockDevice, socket, other
}

extension FileSystem {
    /// What `path` names and its permission bits (0o777 at most), with a final link
    /// followed (`followingLinks`) or seen as a link; nil when nothing is there or it cannot
    /// be looked at (a missing folder on the way, no permission).
    static func kind(of path: String, followingLinks: Bool) -> (kind: FileKind, permissions: UInt32)? {
        guard let status = try? path.withCString({ try Stat($0, followTargetSymlink: followingLinks) }) else {
            return nil
        }
        let kind: FileKind
        switch status.type {
        case .regular: kind = .regular
        case .directory: kind = .folder
        case .symbolicLink: kind = .link
        case .fifo: kind = .fifo
        case .characterSpecial: kind = .characterDevice
        case .blockSpecial: kind = .blockDevice
        case .socket: kind = .socket
        default: kind = .other
        }
        return (kind, UInt32(status.permissions.rawValue) & 0o777)
    }

    /// The text of the link at `path` (what it points to, as written in it); nil when
    /// `path` is not a link.
    static func linkText(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Folders and the facts about paths that Notebook asks for.
enum FileSystem {
    /// Whether anything (a file, a folder, a link to something) is at `path`.
    static func exists(_ path: String) -> Bool {
        kind(of: path, followingLinks: true) != nil
    }

    /// Whether `path` is a folder (a link to a folder counts).
    static func isFolder(_ path: String) -> Bool {
        kind(of: path, followingLinks: true)?.kind == .folder
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
        do {
            _ = try FileDescriptor(rawValue: descriptor).writeAll(bytes)
            return .success(())
        } catch {
            return .failure(SystemError(error))
        }
    }

    /// Opens `path` (a FIFO, a device, a file behind `/dev/stdout`) to write through it,
    /// appending, never as the controlling terminal. The open does not wait: a FIFO nobody
    /// reads fails at once (``SystemError/nobodyReads``); the writes that follow do wait
    /// for the reader, as a pipe's writer does.
    static func openForWritingThrough(_ path: String) -> Result<Int32, SystemError> {
        let descriptor: Int32
        do {
            descriptor = try open(path, .writeOnly, [.append, FileDescriptor.OpenOptions(rawValue: O_NOCTTY), .nonBlocking, .closeOnExec]).rawValue
        } catch {
            return .failure(SystemError(error))
        }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        return .success(descriptor)
    }

    /// Gives the file open at `descriptor` the permission bits `permissions` (the file it
    /// replaces had them); best effort.
    static func setPermissions(_ descriptor: Int32, _ permissions: UInt32) {
        _ = fchmod(descriptor, mode_t(permissions & 0o777))
    }

    /// Flushes what was written to `descriptor` to the disk.
    static func sync(_ descriptor: Int32) -> Result<Void, SystemError> {
        fsync(descriptor) == 0 ? .success(()) : .failure(SystemError(code: errno))
    }

    static func close(_ descriptor: Int32) { try? FileDescriptor(rawValue: descriptor).close() }

    /// Opens `path`, written as it is (a C string, not a normalised `FilePath`), retrying
    /// after signals; the errno code swift-system throws on failure.
    static func open(_ path: String, _ mode: FileDescriptor.AccessMode, _ options: FileDescriptor.OpenOptions,
                     permissions: FilePermissions? = nil) throws -> FileDescriptor {
        try path.withCString { try FileDescriptor.open($0, mode, options: options, permissions: permissions) }
    }

    /// Removes the name `path` (a file or a link, never what a link points to).
    @discardableResult
    static func remove(_ path: String) -> Bool { unlink(path) == 0 }

    /// A second name `to` for the file at `from` (a hard link).
    static func link(_ from: String, _ to: String) -> Bool { cLink(from, to) == 0 }

    /// Renames `from` to `to`, replacing `to` atomically.
    static func rename(_ from: String, _ to: String) -> Result<Void, SystemError> {
        cRename(from, to) == 0 ? .success(()) : .failure(SystemError(code: errno))
    }

    /// Makes a rename inside `folder` durable (fsync on the folder); best effort.
    static func syncFolder(_ folder: String) {
        guard let file = try? open(folder.isEmpty ? "." : folder, .readOnly, []) else { return }
        fsync(file.rawValue)
        try? file.close()
    }

    /// This process's id.
    static var processID: Int32 { getpid() }

    /// Whether no process has the id `pid` (kill with signal 0 says ESRCH).
    static func processIsGone(_ pid: Int32) -> Bool { kill(pid, 0) != 0 && errno == ESRCH }

    /// The errno code meaning "something is already at that name".
    static let alreadyExists = EEXIST
}

// The C functions whose names FileCalls' own members shadow inside them.
private func cLink(_ from: String, _ to: String) -> Int32 { link(from, to) }
private func cRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
