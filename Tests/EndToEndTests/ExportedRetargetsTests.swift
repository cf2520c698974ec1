import Foundation
import Testing

/// A retargeted motion in a session export (issue 26): each code target writes its springs
/// as the platform's own (the base under the binding's name, a retarget that changes the
/// spring as `NAMERetargetK`) and its schedule of times and targets, whose doc comment claims
/// what each platform does at a handover, checked against fluid's own drawing of that
/// platform's retarget (`retarget(…, platform:)`).
@Suite struct ExportedRetargetsTests {
    static let session = """
        # fluid session 1
        late = retarget(spring(damping: 0.8, response: 0.4s), at: 150ms, to: 0.5)
        turn = retarget(late, at: 300ms, to: 1.2, spring: spring(damping: 1, response: 0.2s))
        """

    @Test func eachCodeTargetWritesTheSpringsAndTheSchedule() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.session.write(to: directory.appendingPathComponent("moves.fluid"), atomically: true, encoding: .utf8)
        let expected: [(String, [String])] = [
            ("swift", ["public static var late: Animation { .spring(response: 0.4, dampingFraction: 0.8) }",
                       "public static let lateRetargets: [(at: Double, to: Double)] = [(at: 0.15, to: 0.5)]",
                       "public static var turnRetarget2: Animation { .spring(response: 0.2, dampingFraction: 1) }",
                       "public static let turnRetargets: [(at: Double, to: Double)] = [(at: 0.15, to: 0.5), (at: 0.3, to: 1.2)]",
                       "at 0.15 s toward 0.5 with turn; at 0.3 s toward 1.2 with turnRetarget2."]),
            ("kotlin", ["fun <T> late(): SpringSpec<T>", "fun lateRetargets(): List<Pair<Double, Double>> = listOf(Pair(0.15, 0.5))",
                        "fun <T> turnRetarget2(): SpringSpec<T>", "fun turnRetarget2Force(): SpringForce"]),
            ("typescript", ["const turnRetarget2Config: Moves.SpringConfig", "const turnRetargets: ReadonlyArray<{ readonly at: number; readonly to: number }> "
                                + "= [{ at: 0.15, to: 0.5 }, { at: 0.3, to: 1.2 }];"]),
        ]
        for (target, lines) in expected {
            let export = try FluidProcess.run(["export", "moves.fluid", "--to", target], directory: directory)
            try #require(export.status == 0, "\(target): \(export.stderr)")
            for line in lines { #expect(export.stdout.contains(line), "\(target) lacks \(line):\n\(export.stdout)") }
            #expect(export.stdout.contains("keeping its velocity, as fluid's retarget does. Each spring's claims are its own, from rest; "
                                           + "what each platform does at a handover"), "\(target): \(export.stdout)")
            #expect(!export.stdout.contains("no value for it"), "\(target): \(export.stdout)")
        }
    }

    /// The closed-form chain of `late`: the spring (ζ 0.8, response 0.4 s) from 0 toward 1,
    /// at 150 ms toward 0.5 from where it is with its velocity; progress at `t` seconds.
    static func exactLate(_ t: Double) -> Double {
        let zeta = 0.8, omega = 2 * Double.pi / 0.4, damped = omega * (1 - zeta * zeta).squareRoot()
        // x(τ) = e^(−ζωτ)(x0 cos ωd τ + (v0 + ζω x0)/ωd sin ωd τ), the displacement from the target.
        func displacement(_ x0: Double, _ v0: Double, _ tau: Double) -> (x: Double, v: Double) {
            let b = (v0 + zeta * omega * x0) / damped, e = exp(-zeta * omega * tau)
            let x = e * (x0 * cos(damped * tau) + b * sin(damped * tau))
            let v = e * ((b * damped - zeta * omega * x0) * cos(damped * tau) - (x0 * damped + zeta * omega * b) * sin(damped * tau))
            return (x, v)
        }
        let first = displacement(-1, 0, min(t, 0.15))
        guard t > 0.15 else { return 1 + first.x }
        return 0.5 + displacement(1 + first.x - 0.5, first.v, t - 0.15).x
    }

    /// `max deviation X` of the claim line that starts with `marker` (after a doc comment's `*`).
    static func claimed(_ text: String, _ marker: String) -> Double? {
        let line = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix("* " + marker) || $0.hasPrefix("/// " + marker) }
        guard let line, let range = line.range(of: "max deviation ") else { return nil }
        return Double(line[range.upperBound...].prefix { !$0.isWhitespace })
    }

    /// Each platform's handover claim at 60 Hz equals the largest gap between what fluid draws
    /// for `retarget(…, platform:)` at 60 Hz (its frames' times and values, as fluid prints them)
    /// and the exact chain, computed here; the exact handover's claim is the printed springs'.
    @Test func theHandoverClaimIsTheGapOfFluidsDrawingOfThePlatformsRetarget() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.session.write(to: directory.appendingPathComponent("moves.fluid"), atomically: true, encoding: .utf8)
        let typescript = try FluidProcess.run(["export", "moves.fluid", "--to", "typescript"], directory: directory)
        let kotlin = try FluidProcess.run(["export", "moves.fluid", "--to", "kotlin"], directory: directory)
        let swift = try FluidProcess.run(["export", "moves.fluid", "--to", "swift"], directory: directory)
        try #require(typescript.status == 0 && kotlin.status == 0 && swift.status == 0, "\(typescript.stderr)\(kotlin.stderr)\(swift.stderr)")
        // The claims of lateRetargets (the first schedule in each file; turn's Android claim is a refusal).
        let exact = try #require(Self.claimed(swift.stdout, "SwiftUI: at each retarget"), "\(swift.stdout)")
        #expect(exact < 1e-5, "SwiftUI's handover is fluid's: \(exact)")
        #expect(kotlin.stdout.contains("SpringForce: at each retarget the running animation keeps its value, velocity and spring and moves its final "
                                       + "position; fluid's model of it refuses this motion: Android's animateToFinalPosition changes only the target"))
        let platforms = [("motion", typescript.stdout, "Motion: at each retarget"), ("android", kotlin.stdout, "SpringForce: at each retarget")]
        for (platform, text, marker) in platforms {
            let claim = try #require(Self.claimed(text, marker), "\(platform): \(text)")
            let drawn = try FluidProcess.run([], input: "m = retarget(spring(damping: 0.8, response: 0.4s), at: 150ms, to: 0.5, platform: \(platform))\n"
                                                    + "m.times\nm.values\n")
            let lists = drawn.stdout.split(separator: "\n").filter { $0.hasPrefix("[") }
            try #require(lists.count == 2, "\(drawn.stdout)")
            func numbers(_ line: Substring) -> [Double] {
                line.dropFirst().dropLast().split(separator: ",")
                    .compactMap { Double($0.replacingOccurrences(of: " ms", with: "").trimmingCharacters(in: .whitespaces)) }
            }
            let times = numbers(lists[0]).map { $0 / 1000 }, values = numbers(lists[1])
            try #require(times.count == values.count && times.count > 10, "\(drawn.stdout)")
            let gap = zip(times, values).map { abs($1 - Self.exactLate($0)) }.max() ?? 0
            // fluid prints values to 4 decimals and times to 4 digits; the claim has 2 digits.
            #expect(abs(gap - claim) <= 0.05 * claim + 2e-4,
                    "\(platform): fluid draws a gap of \(gap) from the exact chain; the file claims \(claim)")
        }
    }
}
