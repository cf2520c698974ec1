#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The benchmark's seam to POSIX threads: with NullDevice, the only files in fluid-benchmark that
// import the platform's C library (pthread_t is a value on glibc and an optional pointer on Darwin).

/// Starts a thread with a 64 MiB stack that does nothing, and joins it: what every line
/// paid before the kept evaluation thread.
func startAndJoinLargeThread() {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, 64 << 20)
    #if canImport(Darwin)
    var thread: pthread_t?
    guard pthread_create(&thread, &attributes, { _ in nil }, nil) == 0, let thread else { return }
    pthread_join(thread, nil)
    #else
    var thread = pthread_t()
    guard pthread_create(&thread, &attributes, { _ in nil }, nil) == 0 else { return }
    pthread_join(thread, nil)
    #endif
}
