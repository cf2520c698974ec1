#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
}
