#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    static var isCurrent: Bool {
        guard let shared, shared.started else { return false }
        #if canImport(Glibc)
        return pthread_equal(pthread_self(), shared.thread) != 0
        #else
        guard let thread = shared.thread else { return false }
        return pthread_equal(pthread_self(), thread) != 0
        #endif
    }

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let jobPosted = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let jobDone = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    // Guarded by `mutex`.
    private var job: (() -> Void)?
    private var finished = false
    private var claimed = false
    // Written once, before `shared` is published.
    #if canImport(Glibc)
    private var thread = pthread_t()
    #else
    private var thread: pthread_t?
    #endif
    private var started = false

    private init?(stackSize: Int) {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(jobPosted, nil)
        pthread_cond_init(jobDone, nil)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        // The thread lives as long as the process, so it keeps this object alive.
        let context = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Glibc)
        let created = pthread_create(&thread, &attributes, { pointer in
            Unmanaged<EvaluationThread>.fromOpaque(pointer!).takeUnretainedValue().serve()
        }, context)
        #else
        let created = pthread_create(&thread, &attributes, { pointer in
            Unmanaged<EvaluationThread>.fromOpaque(pointer).takeUnretainedValue().serve()
        }, context)
        #endif
        guard created == 0 else {
            Unmanaged<EvaluationThread>.fromOpaque(context).release()
            return nil
        }
        started = true
    }

    /// Runs `work` on the evaluation thread and returns when it is done: true. False, at
    /// once and without running it, when another caller is using the thread.
    func tryRun(_ work: () -> Void) -> Bool {
        withoutActuallyEscaping(work) { work in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            guard !claimed else { return false }
            claimed = true
            finished = false
            job = work
            pthread_cond_signal(jobPosted)
            // Most lines take microseconds: look for the answer for a moment before
            // sleeping, since waking a sleeping thread can cost tens of microseconds.
            spin(until: { finished })
            // A signal (Ctrl-C) may wake this wait early; the loop goes back to waiting,
            // and the evaluation itself notices the interrupt flag.
            while !finished { pthread_cond_wait(jobDone, mutex) }
            claimed = false
            return true
        }
    }

    /// The thread's loop: wait for a job, run it without the lock, report it done.
    private func serve() -> Never {
        EvaluationThread.blockSignals()
        pthread_mutex_lock(mutex)
        while true {
            // Lines replayed from a file come back to back: wait briefly before sleeping.
            spin(until: { job != nil })
            while job == nil { pthread_cond_wait(jobPosted, mutex) }
            let work = job!
            job = nil
            pthread_mutex_unlock(mutex)
            work()
            pthread_mutex_lock(mutex)
            finished = true
            pthread_cond_signal(jobDone)
        }
    }

    /// With `mutex` held: releases it and re-takes it up to `spinLimit` times (about
    /// 50 µs in all) until `condition` holds; returns with `mutex` held either way.
    private func spin(until condition: () -> Bool) {
        var rounds = 0
        while !condition() && rounds < Self.spinLimit {
            pthread_mutex_unlock(mutex)
            sched_yield()
            pthread_mutex_lock(mutex)
            rounds += 1
        }
    }

    private static let spinLimit = 200

    /// Keeps process signals (Ctrl-C's SIGINT, SIGWINCH) away from the calling thread, so
    /// they reach the main thread, where the line editor waits for them: a signal taken by
    /// a sleeping evaluation thread would be lost to the editor.
    /// Only signals sent to the process are blocked; faults (SIGSEGV, SIGILL, SIGTRAP …)
    /// still reach the thread that caused them, so a crash reports where it happened.
    static func blockSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGWINCH, SIGTSTP, SIGQUIT, SIGHUP, SIGTERM, SIGCONT, SIGPIPE, SIGALRM, SIGCHLD, SIGUSR1, SIGUSR2] {
            sigaddset(&signals, signal)
        }
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }
}
