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

    /// All of the file at `path`: its bytes, or the errno code of the failing step.
    static func readFile(_ path: String) -> Result<[UInt8], FileFailure> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(FileFailure(path: path, operation: "open", code: errno)) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(descriptor, into: &chunk)
            if count == -Int(interrupted) { continue }
            if count < 0 { return .failure(FileFailure(path: path, operation: "read", code: Int32(-count))) }
            if count == 0 { return .success(bytes) }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// Writes `bytes` to the file at `path` (mode 0600 when created): appended to its end,
    /// or replacing what it held.
    static func writeFile(_ bytes: [UInt8], to path: String, appending: Bool) -> FileFailure? {
        let flags = O_WRONLY | O_CREAT | (appending ? O_APPEND : O_TRUNC)
        let descriptor = open(path, flags, 0o600)
        guard descriptor >= 0 else { return FileFailure(path: path, operation: "open", code: errno) }
        defer { close(descriptor) }
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

/// A file operation that failed: what, on which path, and the errno code.
struct FileFailure: Error, Equatable {
    var path: String
    var operation: String
    var code: Int32
}

// The C functions whose names the enum's own members shadow inside it.
private func cRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(descriptor, buffer, count) }
private func cWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(descriptor, buffer, count) }
