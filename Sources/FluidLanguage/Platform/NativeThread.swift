#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// FluidLanguage's seam to POSIX threads: the only file in the module that imports the
// platform's C library. pthread_t is a value on glibc and musl and an optional pointer on
// Darwin, and thread entry points take an optional context on one and not the other; those
// differences stay here.

/// A POSIX thread with a stack of a chosen size, running one closure.
final class NativeThread: @unchecked Sendable {
    #if canImport(Darwin)
    private var handle: pthread_t?
    #else
    private var handle = pthread_t()
    #endif
    private let body: () -> Void
    private let joinable: Bool

    private init(body: @escaping () -> Void, joinable: Bool) {
        self.body = body
        self.joinable = joinable
    }

    /// Starts `body` on a new thread with a `stackSize`-byte stack, with process signals
    /// blocked on it (see ``blockProcessSignals()``). A `joinable` thread is waited for with
    /// ``join()``; the others are detached and keep themselves alive until `body` returns.
    /// Nil when the system would not start the thread.
    static func start(stackSize: Int, joinable: Bool, _ body: @escaping () -> Void) -> NativeThread? {
        let thread = NativeThread(body: body, joinable: joinable)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        if !joinable { pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) }
        let context = Unmanaged.passRetained(thread).toOpaque()
        #if canImport(Darwin)
        let created = pthread_create(&thread.handle, &attributes, { pointer in
            NativeThread.enter(pointer)
            return nil
        }, context)
        #else
        let created = pthread_create(&thread.handle, &attributes, { pointer in
            NativeThread.enter(pointer!)
            return nil
        }, context)
        #endif
        guard created == 0 else {
            Unmanaged<NativeThread>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    private static func enter(_ pointer: UnsafeMutableRawPointer) {
        let thread = Unmanaged<NativeThread>.fromOpaque(pointer).takeRetainedValue()
        blockProcessSignals()
        thread.body()
    }

    /// Waits until a joinable thread's body has returned.
    func join() {
        precondition(joinable, "join() of a detached thread")
        #if canImport(Darwin)
        if let handle { pthread_join(handle, nil) }
        #else
        pthread_join(handle, nil)
        #endif
    }

    /// Whether the calling code runs on this thread.
    var isCurrent: Bool {
        #if canImport(Darwin)
        guard let handle else { return false }
        return pthread_equal(pthread_self(), handle) != 0
        #else
        return pthread_equal(pthread_self(), handle) != 0
        #endif
    }

    /// Keeps process signals (Ctrl-C's SIGINT, SIGWINCH, job control, termination) away from
    /// the calling thread, so they reach the main thread, where the line editor waits for
    /// them. Faults (SIGSEGV, SIGILL, SIGTRAP …) are not blocked: a crash still reports
    /// where it happened.
    static func blockProcessSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGWINCH, SIGTSTP, SIGQUIT, SIGHUP, SIGTERM, SIGCONT, SIGPIPE, SIGALRM, SIGCHLD, SIGUSR1, SIGUSR2] {
            sigaddset(&signals, signal)
        }
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }

    /// Gives the processor to another thread for a moment (sched_yield).
    static func yield() { sched_yield() }
}

/// A mutex with condition variables, as POSIX threads provide them. Never destroyed: its
/// users live as long as the process.
final class NativeMonitor: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }

    /// A condition to wait for under this monitor's mutex.
    final class Condition: @unchecked Sendable {
        private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        private unowned let monitor: NativeMonitor

        init(_ monitor: NativeMonitor) {
            self.monitor = monitor
            pthread_cond_init(condition, nil)
        }

        /// With the mutex held: releases it, sleeps until signalled (or woken early; callers
        /// re-check their condition in a loop), and re-takes it.
        func wait() { pthread_cond_wait(condition, monitor.mutex) }
        func signal() { pthread_cond_signal(condition) }
    }
}
