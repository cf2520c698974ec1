// The C library as fluid's Swift modules reach it: one header for every platform (glibc,
// musl, Darwin). Swift files never import Glibc or Darwin themselves; each module has one
// seam folder (Sources/<Module>/Platform/) that imports this and the platform's module, and
// the rest of the module calls the seam's Swift functions.
//
// Two kinds of declaration live here:
//  - math functions under fluid_ names, so a module's seam can define Swift functions with
//    the C names (exp, log, …) without shadowing the one it calls;
//  - calls whose C spelling differs between platforms (the sigaction handler field is a
//    union member with a different name on glibc and Darwin), written once in C.
#ifndef FLUID_CPLATFORM_H
#define FLUID_CPLATFORM_H

#include <math.h>
#include <signal.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#include <string.h>
#include <sys/select.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

static inline double fluid_exp(double x) { return exp(x); }
static inline double fluid_expm1(double x) { return expm1(x); }
static inline double fluid_log(double x) { return log(x); }
static inline double fluid_log1p(double x) { return log1p(x); }
static inline double fluid_log10(double x) { return log10(x); }
static inline double fluid_pow(double x, double y) { return pow(x, y); }
static inline double fluid_sin(double x) { return sin(x); }
static inline double fluid_cos(double x) { return cos(x); }
static inline double fluid_tan(double x) { return tan(x); }
static inline double fluid_atan2(double y, double x) { return atan2(y, x); }
static inline double fluid_hypot(double x, double y) { return hypot(x, y); }
static inline double fluid_fmod(double x, double y) { return fmod(x, y); }
static inline double fluid_floor(double x) { return floor(x); }
static inline double fluid_ceil(double x) { return ceil(x); }
static inline double fluid_remainder(double x, double y) { return remainder(x, y); }

/// x printed by C's "%.*g" with `digits` significant digits (correctly rounded) into
/// `buffer`; returns what snprintf returns.
static inline int fluid_format_significant(double x, int digits, char *buffer, size_t size) {
    return snprintf(buffer, size, "%.*g", digits, x);
}

/// Installs `handler` for `signal` with an empty mask and `flags` (SA_RESETHAND, …), keeping
/// the previous action in `previous` (may be NULL). Returns sigaction's result.
static inline int fluid_set_signal_handler(int signal, void (*handler)(int), int flags, struct sigaction *previous) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = flags;
    return sigaction(signal, &action, previous);
}

/// The path of the file an open descriptor refers to, as the kernel resolved it when it was
/// opened (every link followed), into `buffer`. Returns its length, or -1 when the system
/// cannot say (no /proc on Linux). Darwin asks fcntl(F_GETPATH); Linux reads the link
/// /proc/self/fd/N.
static inline long fluid_descriptor_path(int descriptor, char *buffer, size_t size) {
#if defined(__APPLE__)
    if (size < 1024) return -1;
    if (fcntl(descriptor, F_GETPATH, buffer) == -1) return -1;
    return (long)strlen(buffer);
#else
    char link[64];
    snprintf(link, sizeof link, "/proc/self/fd/%d", descriptor);
    ssize_t length = readlink(link, buffer, size - 1);
    if (length < 0 || (size_t)length >= size - 1) return -1;
    buffer[length] = 0;
    return (long)length;
#endif
}

/// Waits up to `microseconds` for `descriptor` to be readable (bytes, or its end): 1 when it
/// is, 0 when the time passed, -1 on an error or a signal (a resize) that woke the wait.
/// Microseconds, so that a frame loop wakes at its frame's time, not up to a millisecond
/// after it.
/// select() on every platform: Darwin's poll() refuses terminal devices (POLLNVAL on
/// /dev/tty), and using the same call everywhere means the Linux tests run the macOS path.
/// FD_ZERO and FD_SET are macros, so this is written in C rather than in each seam.
static inline int fluid_wait_readable(int descriptor, long microseconds) {
    fd_set readable;
    FD_ZERO(&readable);
    FD_SET(descriptor, &readable);
    struct timeval timeout;
    timeout.tv_sec = microseconds / 1000000;
    timeout.tv_usec = (int)(microseconds % 1000000);
    return select(descriptor + 1, &readable, NULL, NULL, &timeout);
}

/// Keeps freed blocks of up to `bytes` in the process's heap for the next allocation,
/// instead of giving them back to the kernel. glibc hands a block over its mmap threshold
/// (128 KiB at first, raised by each such block freed) to the kernel when it is freed, and
/// gives back the heap's top when more than twice that is free there: the next picture of
/// the same size then starts on fresh pages, each a page fault. Sets the mmap threshold to
/// `bytes` (glibc before 2.35 refuses more than 32 MiB, HEAP_MAX_SIZE / 2 on 64-bit: then
/// 32 MiB) and the trim threshold to twice what it took. Returns the mmap threshold set,
/// or 0 when it could not be set (Darwin's and musl's allocators keep or return memory
/// their own way: 0, nothing done). A refused trim threshold leaves the mmap one set.
static inline int fluid_keep_freed_blocks(int bytes) {
#if defined(__GLIBC__)
    int kept = bytes;
    if (mallopt(M_MMAP_THRESHOLD, kept) != 1) {
        int older = 4 * 1024 * 1024 * (int)sizeof(long);
        kept = bytes < older ? bytes : older;
        if (mallopt(M_MMAP_THRESHOLD, kept) != 1) return 0;
    }
    (void)mallopt(M_TRIM_THRESHOLD, 2 * kept);
    return kept;
#else
    (void)bytes;
    return 0;
#endif
}

/// The commit the binary was built from, or "" when the build did not say. `make install`
/// passes it as a compiler definition (`swift build -Xcc -DFLUID_COMMIT=abc1234`), so the
/// source tree is never written at build time; the hash is turned into a string here.
#define FLUID_STRINGIFY_(x) #x
#define FLUID_STRINGIFY(x) FLUID_STRINGIFY_(x)
static inline const char *fluid_build_commit(void) {
#ifdef FLUID_COMMIT
    return FLUID_STRINGIFY(FLUID_COMMIT);
#else
    return "";
#endif
}

#endif
