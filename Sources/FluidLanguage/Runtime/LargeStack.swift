#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs evaluation on a thread of its own with a large stack.
///
/// Evaluation recurses once per nested call (up to `Limits.callDepth`), and unoptimised
/// builds use several kilobytes of stack per level; the caller's thread may have as little
/// as 512 KiB (secondary threads on Darwin). A fresh thread with a known stack makes the
/// depth limit, not the caller's thread, decide when deep recursion stops. The caller
/// waits for it, so this adds no concurrency.
enum LargeStack {
    static let size = 64 << 20

    /// The result of `body`, computed on a thread with a `size`-byte stack (or on the
    /// current thread if such a thread cannot be made).
    static func run(_ body: @escaping () -> Result<Value, Diagnostic>) throws(Diagnostic) -> Value {
        let box = Box(body)
        let unmanaged = Unmanaged.passRetained(box)
        defer { unmanaged.release() }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, size)
        #if canImport(Glibc)
        var thread = pthread_t()
        let created = pthread_create(&thread, &attributes, { pointer in
            Unmanaged<Box>.fromOpaque(pointer!).takeUnretainedValue().execute()
            return nil
        }, unmanaged.toOpaque())
        if created == 0 { pthread_join(thread, nil) } else { box.execute() }
        #else
        var thread: pthread_t?
        let created = pthread_create(&thread, &attributes, { pointer in
            Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue().execute()
            return nil
        }, unmanaged.toOpaque())
        if created == 0, let thread { pthread_join(thread, nil) } else { box.execute() }
        #endif
        guard let result = box.result else { return .list([]) }
        return try result.get()
    }

    /// Hands the work to the thread and the result back; only one thread touches it at a
    /// time (the creator waits in `pthread_join`).
    private final class Box: @unchecked Sendable {
        let body: () -> Result<Value, Diagnostic>
        var result: Result<Value, Diagnostic>?
        init(_ body: @escaping () -> Result<Value, Diagnostic>) { self.body = body }
        func execute() { result = body() }
    }
}
