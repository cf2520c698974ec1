/// Runs evaluation on a thread with a large stack.
///
/// Evaluation recurses once per nested call (up to `Limits.callDepth`), and unoptimised
/// builds use several kilobytes of stack per level; the caller's thread may have as little
/// as 512 KiB (secondary threads on Darwin). A thread with a known `size`-byte stack makes
/// the depth limit, not the caller's thread, decide when deep recursion stops.
///
/// One such thread is started on first use and kept for the life of the process
/// (``EvaluationThread``): handing it a line costs a lock and two wake-ups (a few µs),
/// where starting a fresh 64 MiB thread per line cost about 33 µs. The caller waits for
/// the result, so this adds no concurrency. When the kept thread is busy (two interpreters
/// evaluating at once on different threads, as parallel tests do), the caller gets a fresh
/// thread of its own instead of waiting; a call made from the evaluation thread itself
/// runs in place.
enum LargeStack {
    static let size = 64 << 20

    /// The result of `body`, computed on a thread with a `size`-byte stack (or on the
    /// current thread if no such thread can be made).
    static func run(_ body: @escaping () -> Result<Value, Diagnostic>) throws(Diagnostic) -> Value {
        let result: Result<Value, Diagnostic>? = run(body)
        return try (result ?? .success(.list([]))).get()
    }

    /// What `body` returns, computed on a thread with a `size`-byte stack: how values are
    /// printed and saved, since both walk a value level by level (up to `Limits.depth`).
    static func run<T>(_ body: @escaping () -> T) -> T? {
        // Already on the large stack (a line runs whole there): call in place, no box.
        if EvaluationThread.isCurrent { return body() }
        let box = Box(body)
        if let thread = EvaluationThread.shared, thread.tryRun(box.execute) {
            // ran on the kept thread
        } else if !runOnFreshThread(box) {
            box.execute()
        }
        return box.result
    }

    /// Runs the box on a new thread with a `size`-byte stack and joins it; false if the
    /// thread could not be made.
    private static func runOnFreshThread<T>(_ box: Box<T>) -> Bool {
        guard let thread = NativeThread.start(stackSize: size, joinable: true, box.execute) else { return false }
        thread.join()
        return true
    }

    /// Hands the work to the thread and the result back; only one thread touches it at a
    /// time (the creator waits until the work is done).
    private final class Box<T>: @unchecked Sendable {
        let body: () -> T
        var result: T?
        init(_ body: @escaping () -> T) { self.body = body }
        func execute() { result = body() }
    }
}
