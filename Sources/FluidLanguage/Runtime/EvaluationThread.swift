/// One long-lived thread with a large stack that runs evaluations handed to it, one at a
/// time, while the caller waits.
///
/// Started on first use (so `fluid --help` never starts it) and kept until the process
/// ends; it sleeps on a condition variable between lines. ``tryRun(_:)`` does not queue:
/// when another caller holds the thread it answers false at once and the caller makes
/// its own thread (see ``LargeStack``).
final class EvaluationThread: @unchecked Sendable {
    /// The process's evaluation thread, or nil when the system would not start one.
    static let shared: EvaluationThread? = EvaluationThread(stackSize: LargeStack.size)

    /// Whether the calling code already runs on the evaluation thread (a nested
    /// evaluation must run in place: handing it over would wait for itself).
    static var isCurrent: Bool { shared?.thread?.isCurrent ?? false }

    private let monitor: NativeMonitor
    private let jobPosted: NativeMonitor.Condition
    private let jobDone: NativeMonitor.Condition
    // Guarded by `monitor`.
    private var job: (() -> Void)?
    private var finished = false
    private var claimed = false
    // Written once, before `shared` is published.
    private var thread: NativeThread?

    private init?(stackSize: Int) {
        let monitor = NativeMonitor()
        self.monitor = monitor
        jobPosted = NativeMonitor.Condition(monitor)
        jobDone = NativeMonitor.Condition(monitor)
        // The thread lives as long as the process, so it keeps this object alive.
        guard let thread = NativeThread.start(stackSize: stackSize, joinable: false, { [self] in serve() }) else { return nil }
        self.thread = thread
    }

    /// Runs `work` on the evaluation thread and returns when it is done: true. False, at
    /// once and without running it, when another caller is using the thread.
    func tryRun(_ work: () -> Void) -> Bool {
        withoutActuallyEscaping(work) { work in
            monitor.lock()
            defer { monitor.unlock() }
            guard !claimed else { return false }
            claimed = true
            finished = false
            job = work
            jobPosted.signal()
            // Most lines take microseconds: look for the answer for a moment before
            // sleeping, since waking a sleeping thread can cost tens of microseconds.
            spin(until: { finished })
            // A signal (Ctrl-C) may wake this wait early; the loop goes back to waiting,
            // and the evaluation itself notices the interrupt flag.
            while !finished { jobDone.wait() }
            claimed = false
            return true
        }
    }

    /// The thread's loop: wait for a job, run it without the lock, report it done.
    private func serve() -> Never {
        monitor.lock()
        while true {
            // Lines replayed from a file come back to back: wait briefly before sleeping.
            spin(until: { job != nil })
            while job == nil { jobPosted.wait() }
            let work = job!
            job = nil
            monitor.unlock()
            work()
            monitor.lock()
            finished = true
            jobDone.signal()
        }
    }

    /// With the monitor held: releases it and re-takes it up to `spinLimit` times (about
    /// 50 µs in all) until `condition` holds; returns with the monitor held either way.
    private func spin(until condition: () -> Bool) {
        var rounds = 0
        while !condition() && rounds < Self.spinLimit {
            monitor.unlock()
            NativeThread.yield()
            monitor.lock()
            rounds += 1
        }
    }

    private static let spinLimit = 200
}
