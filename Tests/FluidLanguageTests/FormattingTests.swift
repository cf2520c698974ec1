import Testing
@testable import FluidLanguage

@Suite("Formatting") struct FormattingTests {
    @Test("numbers to N significant digits", arguments: [
        (246.74011002723395, 4, "246.7"), (246.74011002723395, 6, "246.740"), (0.19999999999999996, 4, "0.2"),
        (25.132741228718345, 4, "25.13"), (25.132741228718345, 6, "25.1327"), (9.99996, 4, "10"), (1234567, 4, "1234567"), (1234567.891, 4, "1.235e+06"), (246.74011, 2, "250"),
        (0.000012345, 4, "0.00001235"), (1.2345e-7, 4, "1.235e-07"), (-0.5, 4, "-0.5"), (0, 4, "0"), (3e20, 4, "3e+20"),
    ])
    func numbers(x: Double, digits: Int, expected: String) {
        // "246.740" keeps no trailing zero: 6 digits of 246.74011 is 246.740, shown 246.74.
        #expect(ValueFormatter(digits: digits).number(x) == expected.replacingTrailingZeros())
    }

    @Test("a spring prints in its own form, units shown, with its derived values below")
    func springDisplay() {
        let i = Interpreter()
        let spring = SpringReference.dampingResponse
        #expect(run("s = spring(damping: 0.8, response: 0.4s)", in: i) == ["""
            s = spring(damping: 0.8, response: 400 ms)
                mass 1 · stiffness 246.7 · damping 25.13 · bounce 0.2 · settles \(ValueFormatter(digits: 4).number(spring.settlingTime())) s · overshoot 1.516 %
            """])
        i.settings.digits = 6
        #expect(output("s", in: i) == """
            spring(damping: 0.8, response: 400 ms)
                mass 1 · stiffness 246.74 · damping 25.1327 · bounce 0.2 · settles \(ValueFormatter(digits: 6).number(spring.settlingTime())) s · overshoot 1.51646 %
            """)
    }

    @Test("outputs of definitions and expressions")
    func outputs() {
        let i = Interpreter()
        #expect(run("f(x) = x^0.7", "g = (x, y) -> x + y", "f(600)", in: i) == ["f(x) = x^0.7", "g = (x, y) -> x + y", "88.05"])
        #expect(output("swiftui.bouncy").hasPrefix("spring(duration: 500 ms, bounce: 0.3)\n    mass 1 · stiffness 157.9 · damping 17.59"))
        #expect(output("project(1200pt/s)") == "598.8 pt")
        #expect(output("spring(damping: 0.8, response: 1.5s, velocity: 2)").hasPrefix("spring(damping: 0.8, response: 1.5 s, velocity: 2)\n"))
    }
}

enum SpringReference {
    static let dampingResponse = try! FluidMotion.Spring(.dampingResponse(damping: 0.8, response: 0.4))
}

import FluidMotion

extension String {
    /// "246.740" → "246.74": the formatter drops trailing zeros after the point.
    func replacingTrailingZeros() -> String {
        guard contains("."), !contains("e") else { return self }
        var s = self
        while s.last == "0" { s.removeLast() }
        if s.last == "." { s.removeLast() }
        return s
    }
}
