import FluidMotion
import Testing

/// Rebound's coasting spring against Rebound's own code: facebook/rebound-js 0.1.0
/// (package.json), commit 6e6e9a90ee328caeaf98b57ea80e4f1e478f3d70, src/*.js with Flow's type
/// annotations removed and nothing else changed, bundled and run in node 20 (the harness
/// reproduces the "coasting friction 7 velocity 2" and "origami 40/3 clamped" rows of
/// ReboundFramesReferenceTests to the bit). Each case:
/// `createSpringWithConfig(SpringConfig.coastingConfigWithOrigamiFriction(origami))`,
/// `setCurrentValue(0)`, `setVelocity(velocity)`, then `SteppingSimulationLooper.step(1000 / fps)`
/// until the system is idle; recorded: the frames before the idle one (the frame that brings
/// it to rest) and `getCurrentValue()` there.
///
/// Tolerances: the frames (`ReboundCoasting.frames`) agree to the bit. The continuous model
/// (`distance`, `restTime`) is the motion Rebound integrates with its rest rule taken at every
/// instant, so: |distance − Rebound's| ≤ restSpeed/λ (what is left to travel once |v| falls
/// under restSpeed), and restTime ≤ Rebound's rest ≤ restTime·frame/(frame − 1 ms) + 2 frames
/// (Rebound checks only at frames, and its loop runs about 1 ms per frame behind).
@Suite struct ReboundCoastingReferenceTests {
    static let cases: [(origami: Double, velocity: Double, fps: Double, frames: Int, final: Double)] = [
        (7, 2, 60, 23, 0.09087578431422157),
        (7, 2, 120, 45, 0.09086406542638095),
        (7, 1200, 60, 40, 54.54540975732342),
        (3, 1200, 60, 87, 119.99990406731524),
        (10, -500, 120, 55, -16.129002473941867),
        (0, 300, 60, 780, 299.9990004043849),
    ]

    @Test(arguments: cases.indices)
    func restsWhereAndWhenReboundRests(_ index: Int) throws {
        let c = Self.cases[index]
        let coasting = try ReboundCoasting(velocity: c.velocity, origamiFriction: c.origami)
        let (positions, finished) = coasting.frames(framesPerSecond: c.fps, looper: .stepping).drawn()
        #expect(finished && positions.count == c.frames, "origami \(c.origami), v \(c.velocity), \(c.fps) Hz: \(positions.count) frames, Rebound \(c.frames)")
        #expect(positions.last == c.final)
        let lambda = coasting.decayConstant
        #expect(abs(coasting.distance - c.final) <= coasting.restSpeed / lambda, "distance \(coasting.distance), Rebound \(c.final)")
        let frame = 1 / c.fps, rebound = Double(c.frames) / c.fps
        #expect(coasting.restTime <= rebound && rebound <= coasting.restTime * frame / (frame - 0.001) + 2 * frame,
                "rest \(coasting.restTime) s, Rebound \(rebound) s")
    }

    @Test func origamiFrictionIsReboundsAndItsFramesAreTheCoastingRow() throws {
        let coasting = try ReboundCoasting(velocity: 2, origamiFriction: 7)
        #expect(coasting.friction == 22 && coasting.decayConstant == 22)
        let row = try #require(ReboundFramesReferenceTests.cases.first { $0.name == "coasting friction 7 velocity 2" })
        #expect(coasting.frames(looper: .stepping).drawn().positions == Array(row.values.dropLast()))
        // v0·(1 − restSpeed/|v0|)/λ, resting at ln(|v0|/restSpeed)/λ.
        #expect(abs(coasting.distance - 1.999 / 22) < 1e-15)
        #expect(abs(coasting.restTime - log2000 / 22) < 1e-15)
    }

    @Test func aSlowFlickNeverStartsAndNoFrictionIsRefused() throws {
        // Rebound leaves a spring at rest when |v| < restSpeed from the start.
        let still = try ReboundCoasting(velocity: 0.0005, friction: 22)
        #expect(still.restTime == 0 && still.distance == 0 && still.frames().drawn().positions.isEmpty)
        #expect(throws: MotionError.self) { try ReboundCoasting(velocity: 1, friction: 0) }
        #expect(throws: MotionError.self) { try ReboundCoasting(velocity: 1, origamiFriction: -1) }
        #expect(throws: MotionError.self) { try ReboundCoasting(velocity: 1, friction: 22, restSpeed: 0) }
    }

    /// ln 2000 (mpmath: 7.6009024595420822…).
    let log2000 = 7.600902459542082
}
