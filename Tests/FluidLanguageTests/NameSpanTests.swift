import Testing
@testable import FluidLanguage

/// Where a bound name sits in its line (the span its errors point at), in characters:
/// searched byte by byte in ASCII lines and character by character otherwise, with the same
/// answers.
@Suite("The span of a name in its line")
struct NameSpanTests {
    @Test(arguments: [
        ("s = spring(damping: 0.8, response: 0.4s)", "s", 0, 0, 1),
        ("  x2 = x + 1", "x2", 0, 2, 4),
        ("a = 1", "b", 0, 0, 5),                 // not found: the whole line
        ("ab = ab + 1", "ab", 1, 5, 7),          // at or after an offset
        ("é = 1; é2 = é", "é2", 0, 7, 9),        // characters, not bytes
        ("名前 = 3", "名前", 0, 0, 2),
        ("x = \"é\" + y", "y", 0, 10, 11),
        ("short", "longer than the line", 0, 0, 5),
        ("abc", "c", 10, 0, 3),                  // an offset past the end
    ])
    func spans(source: String, word: String, after: Int, start: Int, end: Int) {
        #expect(Interpreter.span(of: word, in: source, after: after) == SourceSpan(start: start, end: end))
    }
}
