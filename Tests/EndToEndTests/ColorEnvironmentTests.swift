import Testing

/// NO_COLOR and FORCE_COLOR as no-color.org and force-color.org define them: colour in a
/// pipe only when forced, never with NO_COLOR, never with --no-color.
@Suite struct ColorEnvironmentTests {
    static let plot = ["-e", "plot spring(damping: 0.8, response: 0.4s), spring(damping: 0.5, response: 0.4s)"]
    static let escape = "\u{1B}["

    @Test func aPipeGetsNoColourUnlessForced() throws {
        #expect(try !FluidProcess.run(Self.plot).stdout.contains(Self.escape))
        let forced = try FluidProcess.run(Self.plot, environment: ["FORCE_COLOR": "1"])
        #expect(forced.status == 0 && forced.stdout.contains(Self.escape), "FORCE_COLOR=1 gave no colour")
    }

    @Test(arguments: [["FORCE_COLOR": "0"], ["FORCE_COLOR": ""], ["FORCE_COLOR": "false"], ["FORCE_COLOR": "1", "NO_COLOR": "1"]])
    func forcingIsUndoneByItsOwnNoAndByNO_COLOR(environment: [String: String]) throws {
        #expect(try !FluidProcess.run(Self.plot, environment: environment).stdout.contains(Self.escape), "\(environment)")
    }

    @Test func theFlagWinsOverForcing() throws {
        #expect(try !FluidProcess.run(["--no-color"] + Self.plot, environment: ["FORCE_COLOR": "1"]).stdout.contains(Self.escape))
    }
}
