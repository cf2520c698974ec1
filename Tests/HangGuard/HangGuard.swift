import Dispatch
import Foundation

/// A guard against a hang, never a measure of speed: runs `work` on a thread of its own and
/// waits for it at most `seconds` (default two minutes, far beyond what any guarded call
/// needs on a loaded machine). Returns what `work` returned, or nil when it had not finished
/// by then; the caller fails with what it was waiting for ("a FIFO with no writer was waited
/// on"). A test bounds what the program does (steps, bytes, lines) with its assertions; the
/// guard only keeps a call that blocks for ever (a FIFO's open, a device's endless read)
/// from stopping the whole run. A hung thread is left blocked: the test has failed by then.
public enum HangGuard {
    public static let seconds: Double = 120

    public static func run<T>(seconds: Double = HangGuard.seconds, _ work: @escaping () -> T) -> T? {
        let box = Box(work)
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = box.work()
            finished.signal()
        }
        // The size of a main thread's stack, so deep work runs as it would in the test.
        thread.stackSize = 8 << 20
        thread.start()
        guard finished.wait(timeout: .now() + seconds) == .success else { return nil }
        return box.result
    }

    /// The work and its result, handed to the thread and read back after the semaphore
    /// (which orders the write before the read).
    private final class Box<T>: @unchecked Sendable {
        let work: () -> T
        var result: T?
        init(_ work: @escaping () -> T) { self.work = work }
    }
}
