#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
internal import CPlatform

// Notebook's seam to the C library: the only file in the module that imports it. The rest of
// Notebook reaches files through Foundation, which wraps the C library on each platform.

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
        let descriptor = cOpen(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(SystemError(code: errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            cClose(descriptor)
            return .failure(SystemError(code: code))
        }
        let kind = status.st_mode & S_IFMT
        return .success(OpenedFile(descriptor: descriptor, realPath: SystemPaths.resolved(descriptor: descriptor),
                                   isRegular: kind == S_IFREG, isDirectory: kind == S_IFDIR, size: Int(status.st_size)))
    }

    /// Reads up to `limit` bytes from the start (a file that grew since it was opened is read
    /// no further), retrying after signals.
    func read(limit: Int) -> Result<[UInt8], SystemError> {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(size, limit))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < limit {
            let count = chunk.withUnsafeMutableBytes { cRead(descriptor, $0.baseAddress, min($0.count, limit - bytes.count)) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(SystemError(code: errno))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return .success(bytes)
    }

    func close() { cClose(descriptor) }
}

/// A failed system call's errno code and the system's words for it.
struct SystemError: Error, Equatable {
    var code: Int32
    var description: String { String(cString: strerror(code)) }
    var isMissing: Bool { code == ENOENT || code == ENOTDIR }
    var isLink: Bool { code == ELOOP }
}

extension SystemPaths {
    /// Creates `path` for writing only if nothing is there, never through a link: a link
    /// planted at the name (even one to a file that does not exist) makes it fail. The
    /// descriptor, or the errno code.
    static func createExclusively(_ path: String, mode: UInt32 = 0o644) -> Result<Int32, SystemError> {
        let descriptor = cOpen(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(mode))
        return descriptor >= 0 ? .success(descriptor) : .failure(SystemError(code: errno))
    }
}

// The C functions whose names OpenedFile's own members shadow inside it.
private func cOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
private func cOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func cRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(descriptor, buffer, count) }
private func cClose(_ descriptor: Int32) { _ = close(descriptor) }
