#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The benchmark's seam to write(2): escapes written to /dev/null, the system call a key's
/// bytes cost without a terminal reading them.
final class NullDevice {
    let descriptor: Int32

    init() { descriptor = open("/dev/null", O_WRONLY) }
    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Writes all of `text` (UTF-8) in as many write(2) calls as it takes.
    func send(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var at = 0
            while at < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + at, bytes.count - at)
                if written <= 0 { return }
                at += written
            }
        }
    }
}
