import FluidLanguage
import Testing
@testable import Notebook

/// The notebook's limits, as a user meets them: each message names the limit and says
/// what to do, and the session goes on.
@Suite struct LimitMessageTests {
    @Test func aHugeLineIsRefusedWithoutEchoingIt() {
        let session = makeSession()
        let response = session.run("x = " + String(repeating: "1", count: Limits.lineLength))
        #expect(response.failed)
        #expect(response.lines == ["this line is longer than 100000 characters (the limit per line); split it into several lines"])
        #expect(session.interpreter.value(of: "x") == nil)
        #expect(!session.run("x = 1").failed, "the session goes on")
    }

    @Test(arguments: [
        ("plot s, width: 5000", "width: is a whole number from 20 to 1000"),
        ("plot s, height: 1", "height: is a whole number from 3 to 200"),
        ("set width 10", "width: is a whole number from 20 to 1000"),
        ("set height 500", "height: is a whole number from 3 to 200"),
    ])
    func plotSizesOutsideTheLimitsNameTheRange(line: String, message: String) {
        let session = makeSession()
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        let response = session.run(line)
        #expect(response.failed)
        #expect(response.text.contains(message), "\(response.text)")
        #expect(!session.run("plot s").failed, "the session goes on")
    }
}
