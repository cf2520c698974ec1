import Testing
@testable import FluidLanguage

@Suite("Units") struct UnitTests {
    @Test("literals convert to base units (s, pt, rad)", arguments: [
        ("400ms", 0.4), ("0.4s", 0.4), ("20pt", 20), ("3px", 3), ("90deg", Double.pi / 2), ("1.2rad", 1.2),
        ("20%", 0.2), ("1200pt/s", 1200), ("1pt/ms", 1000), ("180deg/s", Double.pi), ("1e3", 1000),
    ])
    func conversion(line: String, base: Double) {
        #expect(number(line) == base)
    }

    @Test("400 ms is exactly 400/1000, the same Double as 0.4")
    func exactMilliseconds() {
        #expect(number("400ms")?.bitPattern == (0.4).bitPattern)
    }

    @Test("values show in the unit they were written in")
    func display() {
        #expect(output("400ms") == "400 ms")
        #expect(output("400ms + 0.1s") == "500 ms")
        #expect(output("0.1s + 400ms") == "0.5 s")
        #expect(output("2 * 400ms") == "800 ms")
        #expect(output("1200pt / 2") == "600 pt")
        #expect(output("1200pt / 2s") == "600 pt/s")
        #expect(output("400ms / 1s") == "0.4")
        #expect(output("20% * 300pt") == "60 pt")
        #expect(output("3px + 1pt") == "4 px")
        #expect(output("1 / 2s") == "0.5/s")
        #expect(output("(2pt)^2") == "4 pt^2")
    }

    @Test("dimension errors", arguments: [
        ("400ms - 20pt", "cannot subtract a length from a time"),
        ("1s + 1", "cannot add a time to a number"),
        ("2^1s", "an exponent must be a plain number"),
        ("(2pt)^0.5", "a length can only be raised to a whole power"),
        ("1s..2pt", "a range goes from a time to a length; both ends must be alike"),
        ("nearest((1s, 2pt), [(1s, 2pt)])", "a point's x is a time and its y is a length; both must be alike"),
        ("1s < 1pt", "cannot compare a time with a length"),
    ])
    func dimensionErrors(line: String, message: String) {
        #expect(diagnostic(line)?.message == message)
    }

    @Test("products and quotients combine dimensions")
    func combining() {
        let i = Interpreter()
        run("v = 1200pt/s", "t = 0.5s", "d = v * t", in: i)
        guard case .number(let d)? = i.value(of: "d") else { Issue.record("d"); return }
        #expect(d.dimension == .length)
        #expect(d.value == 600)
        #expect(diagnostic("d + t", in: i)?.message == "cannot add a length to a time")
    }
}
