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
@Suite struct MotionLibraryRetargetReferenceTests {
    typealias Row = (name: String, model: MotionLibraryRetargetFrames, ending: Int, starts: [(origin: Double, velocity: Double)], frames: [(Int, Double)])

    static let rows: [Row] = [
        ("mid-rise, at a frame", MotionLibraryRetargetFrames(spring: .init(stiffness: 100.0, damping: 10.0), framesPerSecond: 60.0, retargets: [.init(milliseconds: 150.0, target: 0.5)]), 78,
         starts: [(0.6104925345574281, 5.456926768070095)],
         frames: [(1, 0.013632316373406117), (9, 0.6104925345574281), (10, 0.6938871063428363), (11, 0.7557521153568738), (12, 0.8048710233382157), (14, 0.8566368665490851), (18, 0.8297579314808903), (26, 0.5867068411211699), (42, 0.456055609774072), (77, 0.49873735853711054), (78, 0.5)]),
        ("mid-rise, between frames", MotionLibraryRetargetFrames(spring: .init(stiffness: 100.0, damping: 10.0), framesPerSecond: 60.0, retargets: [.init(milliseconds: 140.0, target: 0.5)]), 78,
         starts: [(0.5573376245487905, 5.6690804188796)],
         frames: [(1, 0.013632316373406117), (8, 0.5195437550895933), (9, 0.610919066863259), (10, 0.6879552477813958), (11, 0.7448882385408986), (13, 0.8200901809661584), (17, 0.8271629867177334), (25, 0.6058493623252666), (41, 0.4544347467866664), (77, 0.498797370056182), (78, 0.5)]),
        ("just after a frame", MotionLibraryRetargetFrames(spring: .init(stiffness: 100.0, damping: 10.0), framesPerSecond: 60.0, retargets: [.init(milliseconds: 133.5, target: 0.5)]), 101,
         starts: [(0.5249652491419091, 32.52896431389692)],
         frames: [(1, 0.013632316373406117), (8, 0.5195437550895933), (9, 1.0307223107401087), (10, 1.4215918063592263), (11, 1.7498236062708659), (13, 2.151921332630577), (17, 2.218875408572606), (25, 1.078890911986716), (41, 0.2593490790440278), (100, 0.5), (101, 0.5)]),
        ("mid-overshoot", MotionLibraryRetargetFrames(spring: .init(stiffness: 100.0, damping: 10.0), framesPerSecond: 60.0, retargets: [.init(milliseconds: 345.0, target: 0.0)]), 105,
         starts: [(1.160310425748542, 0.446508843322325)],
         frames: [(1, 0.013632316373406117), (20, 1.1551011559097815), (21, 1.1610609499765228), (22, 1.1430320868952728), (23, 1.1008550609693248), (25, 0.951094146862882), (29, 0.5501651454261782), (37, -0.079437980519998), (53, -0.05309046988517293), (104, 0.0), (105, 0.0)]),
        ("new spring, critically damped", MotionLibraryRetargetFrames(spring: .init(stiffness: 100.0, damping: 10.0), framesPerSecond: 60.0, retargets: [.init(milliseconds: 120.0, target: 0.8, spring: .init(stiffness: 400.0, damping: 40.0))]), 32,
         starts: [(0.448681390975173, 4.914997055884648)],
         frames: [(1, 0.013632316373406117), (7, 0.43229806745555754), (8, 0.5079515005943475), (9, 0.5724298422944126), (10, 0.6240013631912876), (12, 0.6949676532639879), (16, 0.765019236177972), (24, 0.7965147499725096), (31, 0.8), (32, 0.8)]),
        ("120 Hz", MotionLibraryRetargetFrames(spring: .init(stiffness: 170.0, damping: 26.0), framesPerSecond: 120.0, retargets: [.init(milliseconds: 205.0, target: 0.3)]), 109,
         starts: [(0.7476721329181066, 2.4583303154810165)],
         frames: [(1, 0.005077110458762579), (24, 0.7353804813407016), (25, 0.7544313314369466), (26, 0.7679689178082476), (27, 0.7727571142383325), (29, 0.7658394224493972), (33, 0.7128157353188166), (41, 0.5651759466758539), (57, 0.37891213895135734), (108, 0.3), (109, 0.3)]),
        ("over-damped new spring, 300 px", MotionLibraryRetargetFrames(spring: .init(stiffness: 300.0, damping: 20.0, mass: 2.0), distance: 300.0, framesPerSecond: 60.0, retargets: [.init(milliseconds: 250.0, target: 150.0, spring: .init(stiffness: 400.0, damping: 60.0))]), 72,
         starts: [(367.7885234597694, 525.3222984091523)],
         frames: [(1, 6.127240328434311), (15, 367.7885234597694), (16, 364.1534049004031), (17, 348.6041644842744), (18, 328.48276124339384), (20, 290.8519077164585), (24, 234.7871574230116), (32, 180.7023124584997), (48, 153.99338827021904), (71, 150.0), (72, 150.0)]),
        ("two retargets at 120 Hz", MotionLibraryRetargetFrames(spring: .init(stiffness: 100.0, damping: 10.0), framesPerSecond: 120.0, retargets: [.init(milliseconds: 100.0, target: 0.5), .init(milliseconds: 251.0, target: 1.2, spring: .init(stiffness: 200.0, damping: 12.0))]), 145,
         starts: [(0.3402998466082984, 5.066346827875943), (0.7041334210612464, 0.1395829412818017)],
         frames: [(1, 0.0031146936092857347), (12, 0.3402998466082984), (13, 0.3797076581176646), (14, 0.42130098657627185), (15, 0.455780516007872), (17, 0.5211329038647132), (21, 0.6174378490491518), (29, 0.7020715126717056), (45, 1.0988403190963674), (144, 1.2), (145, 1.2)]),
        ("after it ends", MotionLibraryRetargetFrames(spring: .init(stiffness: 400.0, damping: 40.0), framesPerSecond: 60.0, retargets: [.init(milliseconds: 510.0, target: 0.5)]), 61,
         starts: [(1.0, 0.04079658022742234)],
         frames: [(1, 0.04622776749810287), (30, 1.0), (31, 0.995782462078297), (32, 0.9614294081395302), (33, 0.905129311110824), (35, 0.7863422524620057), (39, 0.6158864369517075), (47, 0.5137863588899502), (60, 0.5), (61, 0.5)]),
        ("with velocity, 144 Hz", MotionLibraryRetargetFrames(spring: .init(stiffness: 200.0, damping: 20.0), velocity: 3.0, framesPerSecond: 144.0, retargets: [.init(milliseconds: 77.0, target: -0.25)]), 105,
         starts: [(0.44197417913257375, 10.61255119358862)],
         frames: [(1, 0.024239617299946614), (11, 0.43548873118093623), (12, 0.4995123941960211), (13, 0.5520643125538692), (14, 0.590421924955193), (16, 0.6304892329941874), (20, 0.6009585676588431), (28, 0.33481257638795403), (44, -0.162592333514396), (104, -0.2484613955903908), (105, -0.25)]),
    ]

    /// Springs given by `visualDuration`/`duration` + `bounce` (issue 14 part 4), from the
    /// same harness and build of Motion 13.1.1 (commit 1b037b00…), each case in a fresh node
    /// process, the harness first reproducing the "mid-rise, between frames" row above to the
    /// bit. The transition passed to `animateMotionValue` is `{ type: "spring", visualDuration,
    /// bounce }` or `{ type: "spring", duration, bounce }` with the duration in seconds (and
    /// `velocity` on the first call where the row has one); a retarget without a spring passes
    /// the one before, without its velocity; the "restSpeed and restDelta" row passes both on
    /// every call. `starts` velocity is the `velocity` option Motion got from `getVelocity()`;
    /// the spring given by visualDuration or duration runs from rest all the same
    /// (`getSpringOptions` sets velocity 0). Motion's JSAnimation took `calculatedDuration`
    /// from the generator: the rest grid (50 ms) for physics and visualDuration springs, the
    /// duration itself (310 ms, 500 ms, …) for a duration spring, which so ends on the first
    /// frame at or after it. Tolerance as above: 1e-14 of the distance, 1e-12/s for
    /// velocities; over all frames of these rows the worst difference measured was 4.4e-16 of
    /// the distance (7.1e-15/s in a velocity).
    static let timeRows: [Row] = [
        ("visualDuration, velocity dropped", MotionLibraryRetargetFrames(spring: .visualDuration(0.4, bounce: 0.25), velocity: 3.0, framesPerSecond: 60.0, retargets: [.init(milliseconds: 150.0, target: 0.5)]), 45,
         starts: [(0.6879116982817566, 4.732079176826397)],
         frames: [(1, 0.02213070799401995), (9, 0.6879116982817566), (10, 0.6837530793584227), (11, 0.6738355049296068), (12, 0.6591212521228377), (14, 0.6247187395419446), (18, 0.5586450427897444), (26, 0.4994455340323642), (42, 0.4990805694499176), (44, 0.49954456728552116), (45, 0.5)]),
        ("duration spring mid-rise", MotionLibraryRetargetFrames(spring: .init(stiffness: 100.0, damping: 10.0), framesPerSecond: 60.0, retargets: [.init(milliseconds: 140.0, target: 0.5, spring: .duration(0.5, bounce: 0.2))]), 39,
         starts: [(0.5573376245487905, 5.6690804188796)],
         frames: [(1, 0.013632316373406117), (8, 0.5195437550895933), (9, 0.5564951123835288), (10, 0.5521308086596344), (11, 0.546045598947192), (13, 0.5314075649595053), (17, 0.5099612009586567), (25, 0.49916235746174836), (38, 0.49997516586249513), (39, 0.5)]),
        ("duration ends between frames, 120 Hz", MotionLibraryRetargetFrames(spring: .duration(0.43, bounce: 0.1), framesPerSecond: 120.0, retargets: [.init(milliseconds: 100.0, target: 0.4, spring: .duration(0.31, bounce: 0.0))]), 50,
         starts: [(0.6242762006192717, 5.806313485136426)],
         frames: [(1, 0.011325399887019083), (12, 0.6242762006192717), (13, 0.6188357252838371), (14, 0.6036124327651449), (15, 0.5858222884842225), (17, 0.5444978727137866), (21, 0.4776859044485565), (29, 0.4170763548453924), (45, 0.40057130291647597), (49, 0.40023665669914466), (50, 0.4)]),
        ("visualDuration retarget, 120 Hz", MotionLibraryRetargetFrames(spring: .init(stiffness: 170.0, damping: 26.0), framesPerSecond: 120.0, retargets: [.init(milliseconds: 205.0, target: 0.3, spring: .visualDuration(0.3, bounce: 0.0))]), 91,
         starts: [(0.7476721329181066, 2.4583303154810165)],
         frames: [(1, 0.005077110458762579), (24, 0.7353804813407016), (25, 0.747079479596638), (26, 0.7391226002358312), (27, 0.7259865010908786), (29, 0.6862553822413096), (33, 0.5931302437107949), (41, 0.43895007732688784), (57, 0.32297276673680414), (90, 0.3), (91, 0.3)]),
        ("duration first, physics carries, 300 px", MotionLibraryRetargetFrames(spring: .duration(0.5, bounce: 0.4), velocity: 900.0, distance: 300.0, framesPerSecond: 60.0, retargets: [.init(milliseconds: 250.0, target: 150.0, spring: .init(stiffness: 200.0, damping: 20.0))]), 51,
         starts: [(311.0781641338623, -309.3679252284757)],
         frames: [(1, 18.061685811211817), (15, 311.0781641338623), (16, 302.5125014131788), (17, 289.8724845547822), (18, 273.5821292206474), (20, 239.27810410609828), (24, 181.5081171621107), (32, 143.3065497457512), (48, 150.09126267595644), (50, 150.25807616356292), (51, 150.0)]),
        ("restSpeed and restDelta", MotionLibraryRetargetFrames(spring: .init(stiffness: 100.0, damping: 10.0), framesPerSecond: 60.0, retargets: [.init(milliseconds: 150.0, target: 0.5)], restSpeed: 0.5, restDelta: 0.05), 42,
         starts: [(0.6104925345574281, 5.456926768070095)],
         frames: [(1, 0.013632316373406117), (9, 0.6104925345574281), (10, 0.6938871063428363), (11, 0.7557521153568738), (12, 0.8048710233382157), (14, 0.8566368665490851), (18, 0.8297579314808903), (26, 0.5867068411211699), (41, 0.5), (42, 0.5)]),
        ("duration, bounce 1e-8", MotionLibraryRetargetFrames(spring: .init(stiffness: 100.0, damping: 10.0), framesPerSecond: 60.0, retargets: [.init(milliseconds: 100.0, target: 1.2, spring: .duration(0.3, bounce: 1e-8))]), 24,
         starts: [(0.3402998466082984, 5.298849362125048)],
         frames: [(1, 0.013632316373406117), (6, 0.3402998466082984), (7, 0.5271247576993497), (8, 0.7740410937945718), (9, 0.9642391373593886), (11, 1.1360215277476828), (15, 1.1965972258812483), (23, 1.1999933875793298), (24, 1.2)]),
    ]

    /// `getSpringOptions` of spring.ts (exported from a copy of the file for the harness,
    /// nothing else changed), run in node 20: { duration (ms, as animateMotionValue passes it),
    /// bounce, velocity: 0 } or { visualDuration (s), bounce }: the stiffness and damping the
    /// generator runs, and `duration` (ms, the end of a duration spring). Tolerance: 4 ulps
    /// of each (the same operations; node's Math.exp and the C library's may differ by an
    /// ulp inside findSpring's Newton steps); all matched to the bit here.
    static let options: [(MotionLibrarySpringOptions, stiffness: Double, damping: Double, end: Double?)] = [
        (.duration(0.5, bounce: 0.2), 323.5894917400647, 28.781749405735674, 500),
        (.duration(0.31, bounce: 0), 887.1584227587698, 59.57040952549411, 310),
        (.duration(0.43, bounce: 0.1), 388.9925873578823, 35.5012110080704, 430),
        (.duration(0.3, bounce: 1e-8), 2631.4895365025513, 102.59609122910601, 300),
        (.duration(0.01, bounce: 1e-12), 2557664.834068544, 3198.5401883130553, 10),
        (.duration(12, bounce: 0.3), 0.9681864497885664, 1.3775505223350575, 10000),
        (.duration(0.005, bounce: 0.5), 1617195.0159162777, 1271.6898269296164, 10),
        (.duration(0.5, bounce: -0.5), 341.02369770847105, 36.933653905806345, 500),
        (.duration(0.8, bounce: 0.95), 9571.073665258204, 9.783186426343015, 800),
        (.visualDuration(0.4, bounce: 0.25), 171.3472986300236, 19.634954084936208, nil),
        (.visualDuration(0.3, bounce: 0), 304.61741978670864, 34.90658503988659, nil),
        (.visualDuration(0.3, bounce: 1.2), 304.61741978670864, 1.7453292519943298, nil),
        (.visualDuration(0.25, bounce: -1), 438.6490844928604, 41.88790204786391, nil)
    ]

    static func check(_ row: Row) {
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

    @Test(arguments: rows.indices)
    func drawsWhatMotionDraws(_ index: Int) { Self.check(Self.rows[index]) }

    @Test(arguments: timeRows.indices)
    func timeDefinedSpringsDrawWhatMotionDraws(_ index: Int) { Self.check(Self.timeRows[index]) }

    @Test func optionsResolveAsMotionResolvesThem() {
        for (options, stiffness, damping, end) in Self.options {
            #expect(abs(options.stiffness - stiffness) <= 4 * stiffness.ulp, "\(options.form): stiffness \(options.stiffness), Motion \(stiffness)")
            #expect(abs(options.damping - damping) <= 4 * damping.ulp, "\(options.form): damping \(options.damping), Motion \(damping)")
            #expect(options.endMilliseconds == end, "\(options.form): ends at \(String(describing: options.endMilliseconds)), Motion \(String(describing: end))")
            #expect(options.ignoresVelocity && options.mass == 1)
        }
    }

    @Test func findSpringsStepsAreNotTheExactRoot() {
        // 11 Newton steps from 5/T land on the root for ordinary bounces…
        let ordinary = MotionLibrarySpringOptions.duration(0.5, bounce: 0.2)
        let exact = MotionLibrarySpring.naturalFrequency(duration: 0.5, bounce: 0.2)
        #expect(abs(ordinary.stiffness.squareRoot() - exact) <= 1e-14 * exact)
        // …but stop short of it as the bounce nears 0, where the exact root climbs away from
        // the critical one: 2.4 % low at bounce 1e-8, 21.5 % at 1e-12.
        let near = MotionLibrarySpringOptions.duration(0.3, bounce: 1e-8).stiffness.squareRoot()
        let nearExact = MotionLibrarySpring.naturalFrequency(duration: 0.3, bounce: 1e-8)
        #expect(abs(near / nearExact - 1 + 0.0242) < 1e-3, "\(near) \(nearExact)")
        let nearer = MotionLibrarySpringOptions.duration(0.01, bounce: 1e-12).stiffness.squareRoot()
        #expect(abs(nearer / MotionLibrarySpring.naturalFrequency(duration: 0.01, bounce: 1e-12) - 1 + 0.215) < 1e-3)
    }

    @Test func timeDefinedSpringsStartAtRestAndADurationEndsAtIt() throws {
        // The first spring by visualDuration: its velocity of 3/s changes nothing.
        let withVelocity = Self.timeRows[0].model
        var still = withVelocity
        still.velocity = 0
        #expect(withVelocity.drawn().values == still.drawn().values)
        // Physics options take the same velocity.
        var physics = withVelocity
        physics.spring = .init(stiffness: withVelocity.spring.stiffness, damping: withVelocity.spring.damping)
        #expect(physics.drawn().values[0] != still.drawn().values[0])
        // A retarget by duration is given the frame velocity but runs from rest: its first
        // frame moves toward the new target 0.5 although the value was rising at 5.7/s.
        let (values, _, starts) = Self.timeRows[1].model.drawn()
        let start = try #require(starts.first)
        #expect(start.velocity > 5 && start.springVelocity == 0)
        #expect(values[8] < start.origin)
        // It ends on the first frame at or after 140 + 500 ms: frame 39 at 650 ms.
        #expect(values.count == 39 && values[37] != 0.5 && values[38] == 0.5)
        // 120 Hz: 100 + 310 ms falls between 408.3 and 416.7 ms; frame 50 ends it.
        #expect(Self.timeRows[2].model.drawn().values.count == 50)
    }

    @Test func restThresholdsAreMotionsOptions() {
        var model = Self.rows[0].model
        #expect(model.drawn().values.count == 78)
        model.restSpeed = 0.5
        model.restDelta = 0.05
        #expect(model.drawn().values.count == 42)
        model.restDelta = -1
        #expect(model.drawn().values.isEmpty)
    }


    /// The row times are whole or half milliseconds: seconds · 1000 gives them back exactly,
    /// so the language (which takes seconds) lands on the same frames.
    @Test func retargetTimesSurviveSeconds() {
        for row in Self.rows + Self.timeRows { for r in row.model.retargets { #expect(r.milliseconds / 1000 * 1000 == r.milliseconds) } }
    }

    @Test func motionCarriesAFrameDifferenceNotTheSpringsVelocity() throws {
        // At a frame time the velocity is the last frame's difference, (x(150) − x(133))·60:
        // 5.457/s, the average over the frame, where the ideal retarget carries the exact 5.254/s.
        let spring = try SpringForm.motionPhysical.spring(["stiffness": 100, "damping": 10, "mass": 1])
        let ideal = RetargetedMotion(spring).velocity(at: 0.15)
        let atFrame = Self.rows[0].model.drawn().starts[0]
        #expect(abs(ideal - 5.2542) < 1e-3 && abs(atFrame.velocity - 5.4569) < 1e-3, "\(ideal) \(atFrame.velocity)")
        // Between frames it starts from the spring's value at T, not the frame drawn last.
        let between = Self.rows[1].model.drawn()
        #expect(between.starts[0].origin == MotionLibrarySpringGenerator(stiffness: 100, damping: 10, origin: 0, target: 1).next(140).value)
        #expect(between.starts[0].origin != between.values[7])
        // Half a millisecond after a frame, a whole-millisecond difference over 1/6 ms: 6× fast.
        let spike = Self.rows[2].model.drawn()
        #expect(spike.starts[0].velocity > 5 * ideal)
        #expect((spike.values.max() ?? 0) > 2, "sent to 0.5, it flies past 2")
    }

    @Test func badInputsDrawNothingAndLimitsHold() {
        let good = MotionLibraryRetargetFrames.Physics(stiffness: 100, damping: 10)
        #expect(MotionLibraryRetargetFrames(spring: good, framesPerSecond: .nan, retargets: []).drawn().values.isEmpty)
        #expect(MotionLibraryRetargetFrames(spring: .init(stiffness: 0, damping: 1), framesPerSecond: 60, retargets: []).drawn().finished == false)
        // Undamped: Motion's rest grid never ends (+∞), so neither does the animation.
        let undamped = MotionLibraryRetargetFrames(spring: .init(stiffness: 100, damping: 0), framesPerSecond: 60, retargets: [])
        #expect(undamped.drawn(limit: 500).finished == false && undamped.drawn(limit: 500).values.count == 500)
        #expect(undamped.trace(limit: 500) == nil)
        // At rest on the target, a retarget to it ends on the next frame.
        let still = MotionLibraryRetargetFrames(spring: good, framesPerSecond: 60, retargets: [.init(milliseconds: 5000, target: 1)])
        let (values, finished, starts) = still.drawn()
        #expect(finished && starts[0].velocity == 0 && values.last == 1 && values.count == 301)
    }
}
