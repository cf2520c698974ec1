#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// LineEditor's seam to the C library: the only file in the module that imports it. The
// reader, the stream reader and the history file call these; each retries on EINTR where
// a signal (Ctrl-C, a resize) may interrupt the call.

/// The system calls LineEditor makes, with errors as `errno` codes.
enum SystemCalls {
    /// The errno code of a call that a signal interrupted (EINTR).
    static let interrupted = EINTR

    /// Reads what is available (at most `buffer.count` bytes) into `buffer`: the count, 0 at
    /// the end of input, or −errno (−``interrupted`` when a signal came first).
    static func read(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
        let count = buffer.withUnsafeMutableBytes { cRead(descriptor, $0.baseAddress, $0.count) }
        return count >= 0 ? count : -Int(errno)
    }

    /// The environment variable `name`, if set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Releases memory that C code allocated with malloc (libedit's lines).
    static func release(_ pointer: UnsafeMutableRawPointer?) { free(pointer) }

    /// This process's id.
    static var processID: Int32 { getpid() }

    /// The system's description of an errno code ("No such file or directory").
    static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// The errno code for a file that does not exist (ENOENT).
    static let noSuchFile = ENOENT

    /// The last `limit` bytes of the regular file at `path` (all of it when smaller), and
    /// whether bytes before them were left out. Opened without waiting (a FIFO with no writer
    /// does not block) and checked on the descriptor itself: a FIFO, a device or a folder is
    /// refused, whatever the path pointed to when it was named.
    static func readFile(_ path: String, lastBytes limit: Int) -> Result<(bytes: [UInt8], truncated: Bool), FileFailure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(FileFailure(path: path, operation: "open", code: errno)) }
        defer { close(descriptor) }
        let size: Int
        switch regularFileSize(descriptor, path: path) {
        case .success(let value): size = value
        case .failure(let failure): return .failure(failure)
        }
        let truncated = size > limit
        if truncated, lseek(descriptor, off_t(size - limit), SEEK_SET) < 0 {
            return .failure(FileFailure(path: path, operation: "read", code: errno))
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while bytes.count < limit {
            let count = read(descriptor, into: &chunk)
            if count == -Int(interrupted) { continue }
            if count < 0 { return .failure(FileFailure(path: path, operation: "read", code: Int32(-count))) }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<min(count, limit - bytes.count)])
        }
        return .success((bytes, truncated))
    }

    /// Writes `bytes` to the regular file at `path` (mode 0600 when created): appended to its
    /// end, or replacing what it held. A FIFO, a device or a folder is refused.
    static func writeFile(_ bytes: [UInt8], to path: String, appending: Bool) -> FileFailure? {
        let flags = O_WRONLY | O_CREAT | O_NONBLOCK | O_CLOEXEC | (appending ? O_APPEND : 0)
        let descriptor = open(path, flags, 0o600)
        guard descriptor >= 0 else { return FileFailure(path: path, operation: "open", code: errno) }
        defer { close(descriptor) }
        if case .failure(let failure) = regularFileSize(descriptor, path: path) { return failure }
        if !appending && ftruncate(descriptor, 0) != 0 { return FileFailure(path: path, operation: "write", code: errno) }
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { cWrite(descriptor, $0.baseAddress, $0.count) }
            if result < 0 {
                if errno == EINTR { continue }
                return FileFailure(path: path, operation: "write", code: errno)
            }
            written += result
        }
        return nil
    }

    /// The size of the open file, or a failure when it is not a regular file.
    private static func regularFileSize(_ descriptor: Int32, path: String) -> Result<Int, FileFailure> {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(FileFailure(path: path, operation: "read", code: errno)) }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            return .failure(FileFailure(path: path, operation: "use", code: 0, reason: "it is not a regular file"))
        }
        return .success(Int(status.st_size))
    }

    /// `path` with every link resolved (realpath); nil when it does not exist.
    static func resolvedPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Removes the name `path` (a file or a link, never what a link leads to), if any.
    static func removeName(_ path: String) { _ = unlink(path) }

    /// Renames `source` over `destination` in one step; on failure removes `source`.
    static func replace(_ destination: String, with source: String) -> FileFailure? {
        guard rename(source, destination) != 0 else { return nil }
        let code = errno
        unlink(source)
        return FileFailure(path: destination, operation: "replace", code: code)
    }

    /// Creates the folder (mode 0700) unless it exists.
    static func makeDirectory(_ path: String) -> FileFailure? {
        if mkdir(path, 0o700) != 0 && errno != EEXIST {
            return FileFailure(path: path, operation: "create directory", code: errno)
        }
        return nil
    }
}

/// A file operation that failed: what, on which path, and the errno code (0 with a
/// `reason` of fluid's own, such as a FIFO given as a history file).
struct FileFailure: Error, Equatable {
    var path: String
    var operation: String
    var code: Int32
    var reason: String? = nil
}

// The C functions whose names the enum's own members shadow inside it.
private func cRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(descriptor, buffer, count) }
private func cWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(descriptor, buffer, count) }
