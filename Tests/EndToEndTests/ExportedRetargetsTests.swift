import Foundation
import Testing

/// A retargeted motion in a session export (issue 26): each code target writes its springs
/// as the platform's own (the base under the binding's name, a retarget that changes the
/// spring as `NAMERetargetK`) and its schedule of times and targets, and says in a comment
/// what the file cannot: how the platform hands the running velocity to the next spring.
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
            #expect(export.stdout.contains("keeping its velocity, as fluid's retarget does. Lost: the platforms' claims below are each spring's"),
                    "\(target): \(export.stdout)")
            #expect(!export.stdout.contains("no value for it"), "\(target): \(export.stdout)")
        }
    }
}
