/// The reads a session's sandbox refused because the file lies outside the folders a
/// replayed script may read (``FileAccessPolicy``): counted where the refusal is made (the
/// language's file reader, `load`), so `save` learns why a replayed line failed from this
/// count, not from the line's message.
///
/// The language's reader runs on the evaluation thread while the session's thread waits
/// for the line, as with ``LineBudget``, so one thread touches the count at a time.
final class RefusedReads: @unchecked Sendable {
    private(set) var count = 0

    func note() { count += 1 }
}
