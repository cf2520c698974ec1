#if canImport(Glibc)
import Glibc

/// The page faults the calling thread takes while `body` runs: the kernel's count of minor
/// faults (a page touched for the first time), from `getrusage(RUSAGE_THREAD)` (1: Linux's,
/// which Swift's Glibc module leaves out), so other tests' threads do not count.
func threadPageFaults(_ body: () -> Void) -> Int {
    let thread = __rusage_who_t(1)
    var before = rusage(), after = rusage()
    getrusage(thread, &before)
    body()
    getrusage(thread, &after)
    return after.ru_minflt - before.ru_minflt
}
#endif
