import Dispatch

/// Work cut into parts made at once on the machine's cores (Dispatch's
/// `concurrentPerform`), each part's result written into its own slot, so no two parts
/// touch the same memory. The caller waits for all of them; the results come back in the
/// parts' order.
///
/// For a large live picture (the whole plot `tune` sends at 200×60 cells) whose encoding
/// splits into independent runs of bytes: the bytes joined in order are the ones one part
/// would have made.
public enum ConcurrentParts {
    /// Parts worth the threads: one when `count` units of work (pixels) are under
    /// `minimum` per part, else `maximum`. Two: the second core halves the work, which
    /// brings a whole plot at 200×60 cells within a 120 Hz frame; a machine with one core
    /// makes the two parts one after the other, for the cost of a thread's wake-up.
    public static func parts(for count: Int, minimum: Int = 250_000, maximum: Int = 2) -> Int {
        max(1, min(maximum, count / max(minimum, 1)))
    }

    /// `part(0) … part(count − 1)`, made concurrently (in the caller's thread when
    /// `count` is 1), in order.
    public static func map<Result: Sendable>(_ count: Int, _ part: @Sendable (Int) -> Result) -> [Result] {
        guard count > 1 else { return (0..<max(count, 0)).map(part) }
        var results = [Result?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = Slots(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.buffer[index] = part(index)
            }
        }
        return results.map { $0! }
    }

    /// The results' slots, shared by the parts: part n writes slot n alone, and the
    /// caller reads them only after `concurrentPerform` has returned (all parts done).
    private struct Slots<Result>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Result?>
    }
}
