import Testing
@testable import FluidLanguage

/// Regression tests for per-time literals (`2/s`, as fluid prints a relative velocity) and
/// for how numbers are rounded when printed.
@Suite("rate literals and number formatting")
struct RateLiteralAndFormattingTests {
    /// The quantity a line evaluates to, recording an issue otherwise.
    static func quantity(_ line: String, in interpreter: Interpreter = Interpreter(),
                         sourceLocation: SourceLocation = #_sourceLocation) -> Quantity? {
        do throws(Diagnostic) {
            let value = try interpreter.run(line).value
            guard case .number(let q) = value else {
                Issue.record("\(line) is \(value.kindPhrase), not a number", sourceLocation: sourceLocation)
                return nil
            }
            return q
        } catch {
            Issue.record("\(line)\n\(error.rendered(source: line))", sourceLocation: sourceLocation)
            return nil
        }
    }

    // MARK: `2/s` literals

    @Test func aNumberPerSecondIsARate() throws {
        let q = try #require(Self.quantity("2/s"))
        #expect(q.dimension == .frequency)
        #expect(q.value == 2)
        #expect(output("2/s") == "2/s")
    }

    @Test func aNumberPerMillisecondIsAThousandTimesAsFast() throws {
        let perMillisecond = try #require(Self.quantity("3/ms"))
        let perSecond = try #require(Self.quantity("3000/s"))
        #expect(perMillisecond.dimension == .frequency)
        #expect(perMillisecond.value == 3000)
        #expect(perMillisecond.value == perSecond.value)
        #expect(output("3/ms == 3000/s") == "true")
        #expect(output("0.5/ms") == "0.5/ms")
    }

    @Test func withSpacesTheSlashDividesByAVariableNamedS() throws {
        let i = Interpreter()
        run("s = 4", in: i)
        let divided = try #require(Self.quantity("2 / s", in: i))
        #expect(divided.dimension == .none)
        #expect(divided.value == 0.5)
        // Without spaces it is still a rate, whatever `s` is bound to.
        let rate = try #require(Self.quantity("2/s", in: i))
        #expect(rate.dimension == .frequency)
        #expect(rate.value == 2)
        // And with spaces but no `s` bound, `s` is an unknown name.
        #expect(diagnostic("2 / s")?.message.contains("unknown name 's'") == true)
    }

    @Test func aSpringsRelativeVelocityPrintsAsARateAndRoundTrips() throws {
        let i = Interpreter()
        let lines = run("sp = spring(damping: 0.8, response: 0.4s, velocity: 2/s)", in: i)
        #expect(lines.first?.hasPrefix("sp = spring(damping: 0.8, response: 400 ms, velocity: 2/s)\n") == true, "\(lines)")
        guard case .spring(let original)? = i.value(of: "sp") else {
            Issue.record("sp is not a spring")
            return
        }
        #expect(original.spring.initialVelocity == 2)

        let source = try #require(i.sourceText("sp"))
        #expect(source.contains("2/s"), "\(source)")
        let fresh = Interpreter()
        run(source, in: fresh)
        guard case .spring(let copy)? = fresh.value(of: "sp") else {
            Issue.record("\(source) does not make a spring")
            return
        }
        #expect(copy.velocity.value.bitPattern == original.velocity.value.bitPattern)
        #expect(copy.velocity.dimension == original.velocity.dimension)
        let physics = { (s: SpringValue) in
            [s.spring.mass, s.spring.stiffness, s.spring.damping, s.spring.initialVelocity].map(\.bitPattern)
        }
        #expect(physics(copy) == physics(original))
        #expect(fresh.sourceText("sp") == source)
    }

    @Test("a printed relative velocity can be typed back", arguments: [4, 17])
    func printedRelativeVelocityReadsBack(digits: Int) throws {
        let i = Interpreter()
        i.settings.digits = digits
        let line = "relativeVelocity(900pt/s, from: 180pt, to: 355pt)"
        let value = try #require(Self.quantity(line, in: i))
        #expect(value.dimension == .frequency)
        #expect(abs(value.value - 900.0 / 175.0) <= 1e-15 * (900.0 / 175.0))
        let printed = output(line, in: i)
        #expect(printed.hasSuffix("/s"), "\(printed)")
        #expect(!printed.contains(" "), "one token, as typed: \(printed)")

        let typed = try #require(Self.quantity(printed))
        #expect(typed.dimension == .frequency)
        // Exact to the digits shown: at 17 the round trip is within 1e-12.
        let tolerance = digits == 17 ? 1e-12 : 5e-4
        #expect(relativeError(typed.value, value.value) <= tolerance, "\(printed) read back as \(typed.value), was \(value.value)")
    }

    // MARK: Rounding when printing

    @Test("numbers print with the rounding a reader can see", arguments: [
        (123456789.0, 4, "123456789"),
        (-123456789.0, 4, "-123456789"),
        (1234567.0, 4, "1234567"),
        (1234567.891, 4, "1.235e+06"),
        (-1234567.891, 4, "-1.235e+06"),
        (246.74, 2, "250"),
        (246.74, 4, "246.7"),
        (12345.6, 4, "12350"),
        (123456.7, 4, "123500"),
    ])
    func rounding(x: Double, digits: Int, expected: String) {
        #expect(ValueFormatter(digits: digits).number(x) == expected)
    }

    @Test func seventeenDigitsShowTheWholeDouble() {
        #expect(ValueFormatter(digits: 17).number(0.1 + 0.2) == "0.30000000000000004")
        let i = Interpreter()
        i.settings.digits = 17
        #expect(output("0.1 + 0.2", in: i) == "0.30000000000000004")
        i.settings.digits = 4
        #expect(output("0.1 + 0.2", in: i) == "0.3")
    }

    @Test func wholeNumbersPrintWholeThroughTheInterpreter() {
        #expect(output("123456789") == "123456789")
        #expect(output("1234567.891") == "1.235e+06")
        #expect(output("123456789pt") == "123456789 pt")
    }
}
