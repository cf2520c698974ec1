@testable import FluidMotion
import Testing

/// What Motion draws when a running spring is sent to a new target, checked against its own
/// code: motiondivision/motion v13.1.1 (commit 1b037b0032578b52af94b06ff3920bfa0aaa5e36),
/// `packages/motion-dom/src` bundled with its `motion-utils` (TypeScript types stripped by
/// esbuild, nothing else changed): `motionValue(0)` (`value/index.ts`), then
/// `value.start(animateMotionValue("", value, target, { type: "spring", stiffness, damping,
/// mass }))` (`animation/interfaces/motion-value.ts`: `AsyncMotionValueAnimation`,
/// `JSAnimation`, `generators/spring.ts`) at wall time 0 and again at each retarget time,
/// in node 20. The frameloop (`frameloop/batcher.ts`) was driven by hand: performance.now()
/// and requestAnimationFrame replaced by a clock set to k·1000/fps ms for frame k, the
/// retarget called between frames with the clock at its time, microtasks flushed after
/// each step. Each case ran in a fresh node process. The harness first reproduced the
/// "physics ζ 0.5" row of MotionReleaseReferenceTests to the bit.
///
/// Each row: the model's inputs, the frame that ends the last animation, where each
/// retarget started (the keyframe Motion resolved, in units, and the `velocity` option it
/// got from `getVelocity()`, units/s), and the value `value.get()` after frame k.
///
/// Tolerance: 1e-14 of the distance for positions and starting points, 1e-12 of the
/// distance per second for velocities. The operations are motion-dom's in its order, but
/// node's Math.exp/sin/cos (V8's port of fdlibm) and the C library's may round an ulp
/// apart; over all frames of these rows the worst difference measured was 8.9e-16 of the
/// distance (and 3.3e-14/s in a velocity). Times, frame counts and rest decisions match
/// exactly.
@Suite struct FramerRetargetReferenceTests {
    static let rows: [(name: String, model: FramerRetargetFrames, ending: Int, starts: [(origin: Double, velocity: Double)], frames: [(Int, Double)])] = [
        ("mid-rise, at a frame", FramerRetargetFrames(spring: .init(stiffness: 100.0, damping: 10.0), framesPerSecond: 60.0, retargets: [.init(milliseconds: 150.0, target: 0.5)]), 78,
         starts: [(0.6104925345574281, 5.456926768070095)],
         frames: [(1, 0.013632316373406117), (9, 0.6104925345574281), (10, 0.6938871063428363), (11, 0.7557521153568738), (12, 0.8048710233382157), (14, 0.8566368665490851), (18, 0.8297579314808903), (26, 0.5867068411211699), (42, 0.456055609774072), (77, 0.49873735853711054), (78, 0.5)]),
        ("mid-rise, between frames", FramerRetargetFrames(spring: .init(stiffness: 100.0, damping: 10.0), framesPerSecond: 60.0, retargets: [.init(milliseconds: 140.0, target: 0.5)]), 78,
         starts: [(0.5573376245487905, 5.6690804188796)],
         frames: [(1, 0.013632316373406117), (8, 0.5195437550895933), (9, 0.610919066863259), (10, 0.6879552477813958), (11, 0.7448882385408986), (13, 0.8200901809661584), (17, 0.8271629867177334), (25, 0.6058493623252666), (41, 0.4544347467866664), (77, 0.498797370056182), (78, 0.5)]),
        ("just after a frame", FramerRetargetFrames(spring: .init(stiffness: 100.0, damping: 10.0), framesPerSecond: 60.0, retargets: [.init(milliseconds: 133.5, target: 0.5)]), 101,
         starts: [(0.5249652491419091, 32.52896431389692)],
         frames: [(1, 0.013632316373406117), (8, 0.5195437550895933), (9, 1.0307223107401087), (10, 1.4215918063592263), (11, 1.7498236062708659), (13, 2.151921332630577), (17, 2.218875408572606), (25, 1.078890911986716), (41, 0.2593490790440278), (100, 0.5), (101, 0.5)]),
        ("mid-overshoot", FramerRetargetFrames(spring: .init(stiffness: 100.0, damping: 10.0), framesPerSecond: 60.0, retargets: [.init(milliseconds: 345.0, target: 0.0)]), 105,
         starts: [(1.160310425748542, 0.446508843322325)],
         frames: [(1, 0.013632316373406117), (20, 1.1551011559097815), (21, 1.1610609499765228), (22, 1.1430320868952728), (23, 1.1008550609693248), (25, 0.951094146862882), (29, 0.5501651454261782), (37, -0.079437980519998), (53, -0.05309046988517293), (104, 0.0), (105, 0.0)]),
        ("new spring, critically damped", FramerRetargetFrames(spring: .init(stiffness: 100.0, damping: 10.0), framesPerSecond: 60.0, retargets: [.init(milliseconds: 120.0, target: 0.8, spring: .init(stiffness: 400.0, damping: 40.0))]), 32,
         starts: [(0.448681390975173, 4.914997055884648)],
         frames: [(1, 0.013632316373406117), (7, 0.43229806745555754), (8, 0.5079515005943475), (9, 0.5724298422944126), (10, 0.6240013631912876), (12, 0.6949676532639879), (16, 0.765019236177972), (24, 0.7965147499725096), (31, 0.8), (32, 0.8)]),
        ("120 Hz", FramerRetargetFrames(spring: .init(stiffness: 170.0, damping: 26.0), framesPerSecond: 120.0, retargets: [.init(milliseconds: 205.0, target: 0.3)]), 109,
         starts: [(0.7476721329181066, 2.4583303154810165)],
         frames: [(1, 0.005077110458762579), (24, 0.7353804813407016), (25, 0.7544313314369466), (26, 0.7679689178082476), (27, 0.7727571142383325), (29, 0.7658394224493972), (33, 0.7128157353188166), (41, 0.5651759466758539), (57, 0.37891213895135734), (108, 0.3), (109, 0.3)]),
        ("over-damped new spring, 300 px", FramerRetargetFrames(spring: .init(stiffness: 300.0, damping: 20.0, mass: 2.0), distance: 300.0, framesPerSecond: 60.0, retargets: [.init(milliseconds: 250.0, target: 150.0, spring: .init(stiffness: 400.0, damping: 60.0))]), 72,
         starts: [(367.7885234597694, 525.3222984091523)],
         frames: [(1, 6.127240328434311), (15, 367.7885234597694), (16, 364.1534049004031), (17, 348.6041644842744), (18, 328.48276124339384), (20, 290.8519077164585), (24, 234.7871574230116), (32, 180.7023124584997), (48, 153.99338827021904), (71, 150.0), (72, 150.0)]),
        ("two retargets at 120 Hz", FramerRetargetFrames(spring: .init(stiffness: 100.0, damping: 10.0), framesPerSecond: 120.0, retargets: [.init(milliseconds: 100.0, target: 0.5), .init(milliseconds: 251.0, target: 1.2, spring: .init(stiffness: 200.0, damping: 12.0))]), 145,
         starts: [(0.3402998466082984, 5.066346827875943), (0.7041334210612464, 0.1395829412818017)],
         frames: [(1, 0.0031146936092857347), (12, 0.3402998466082984), (13, 0.3797076581176646), (14, 0.42130098657627185), (15, 0.455780516007872), (17, 0.5211329038647132), (21, 0.6174378490491518), (29, 0.7020715126717056), (45, 1.0988403190963674), (144, 1.2), (145, 1.2)]),
        ("after it ends", FramerRetargetFrames(spring: .init(stiffness: 400.0, damping: 40.0), framesPerSecond: 60.0, retargets: [.init(milliseconds: 510.0, target: 0.5)]), 61,
         starts: [(1.0, 0.04079658022742234)],
         frames: [(1, 0.04622776749810287), (30, 1.0), (31, 0.995782462078297), (32, 0.9614294081395302), (33, 0.905129311110824), (35, 0.7863422524620057), (39, 0.6158864369517075), (47, 0.5137863588899502), (60, 0.5), (61, 0.5)]),
        ("with velocity, 144 Hz", FramerRetargetFrames(spring: .init(stiffness: 200.0, damping: 20.0), velocity: 3.0, framesPerSecond: 144.0, retargets: [.init(milliseconds: 77.0, target: -0.25)]), 105,
         starts: [(0.44197417913257375, 10.61255119358862)],
         frames: [(1, 0.024239617299946614), (11, 0.43548873118093623), (12, 0.4995123941960211), (13, 0.5520643125538692), (14, 0.590421924955193), (16, 0.6304892329941874), (20, 0.6009585676588431), (28, 0.33481257638795403), (44, -0.162592333514396), (104, -0.2484613955903908), (105, -0.25)]),
    ]

    @Test(arguments: rows.indices)
    func drawsWhatMotionDraws(_ index: Int) {
        let row = Self.rows[index]
        let (values, finished, starts) = row.model.drawn()
        let distance = row.model.distance
        #expect(finished && values.count == row.ending, "\(row.name): \(values.count) frames, Motion ends at frame \(row.ending)")
        #expect(starts.count == row.starts.count, "\(row.name): \(starts.count) retargets")
        for (start, motion) in zip(starts, row.starts) {
            #expect(abs(start.origin - motion.origin) <= 1e-14 * distance, "\(row.name): starts at \(start.origin), Motion at \(motion.origin)")
            #expect(abs(start.velocity - motion.velocity) <= 1e-12 * distance, "\(row.name): velocity \(start.velocity), Motion \(motion.velocity)")
        }
        for (frame, motion) in row.frames {
            guard frame <= values.count else { Issue.record("\(row.name): no frame \(frame)"); continue }
            #expect(abs(values[frame - 1] - motion) <= 1e-14 * distance, "\(row.name) frame \(frame): \(values[frame - 1]), Motion \(motion)")
        }
    }

    /// The row times are whole or half milliseconds: seconds · 1000 gives them back exactly,
    /// so the language (which takes seconds) lands on the same frames.
    @Test func retargetTimesSurviveSeconds() {
        for row in Self.rows { for r in row.model.retargets { #expect(r.milliseconds / 1000 * 1000 == r.milliseconds) } }
    }

    @Test func motionCarriesAFrameDifferenceNotTheSpringsVelocity() throws {
        // At a frame time the velocity is the last frame's difference, (x(150) − x(133))·60:
        // 5.457/s, the average over the frame, where the ideal retarget carries the exact 5.254/s.
        let spring = try SpringForm.framerPhysical.spring(["stiffness": 100, "damping": 10, "mass": 1])
        let ideal = RetargetedMotion(spring).velocity(at: 0.15)
        let atFrame = Self.rows[0].model.drawn().starts[0]
        #expect(abs(ideal - 5.2542) < 1e-3 && abs(atFrame.velocity - 5.4569) < 1e-3, "\(ideal) \(atFrame.velocity)")
        // Between frames it starts from the spring's value at T, not the frame drawn last.
        let between = Self.rows[1].model.drawn()
        #expect(between.starts[0].origin == FramerSpringGenerator(stiffness: 100, damping: 10, origin: 0, target: 1).next(140).value)
        #expect(between.starts[0].origin != between.values[7])
        // Half a millisecond after a frame, a whole-millisecond difference over 1/6 ms: 6× fast.
        let spike = Self.rows[2].model.drawn()
        #expect(spike.starts[0].velocity > 5 * ideal)
        #expect((spike.values.max() ?? 0) > 2, "sent to 0.5, it flies past 2")
    }

    @Test func badInputsDrawNothingAndLimitsHold() {
        let good = FramerRetargetFrames.Physics(stiffness: 100, damping: 10)
        #expect(FramerRetargetFrames(spring: good, framesPerSecond: .nan, retargets: []).drawn().values.isEmpty)
        #expect(FramerRetargetFrames(spring: .init(stiffness: 0, damping: 1), framesPerSecond: 60, retargets: []).drawn().finished == false)
        // Undamped: Motion's rest grid never ends (+∞), so neither does the animation.
        let undamped = FramerRetargetFrames(spring: .init(stiffness: 100, damping: 0), framesPerSecond: 60, retargets: [])
        #expect(undamped.drawn(limit: 500).finished == false && undamped.drawn(limit: 500).values.count == 500)
        #expect(undamped.trace(limit: 500) == nil)
        // At rest on the target, a retarget to it ends on the next frame.
        let still = FramerRetargetFrames(spring: good, framesPerSecond: 60, retargets: [.init(milliseconds: 5000, target: 1)])
        let (values, finished, starts) = still.drawn()
        #expect(finished && starts[0].velocity == 0 && values.last == 1 && values.count == 301)
    }
}
