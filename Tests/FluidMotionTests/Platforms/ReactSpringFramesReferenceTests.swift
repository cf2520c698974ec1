@testable import FluidMotion
import Testing

/// What react-spring draws frame by frame, checked against its own code: pmndrs/react-spring
/// 9.7.5 (commit 3d2523de0f879e20869ab9add907540188bf6446).
///
/// `rows`: the stepping function, `ReactSpringFrames(…, loop: .running)`. The spring branch of
/// `packages/core/src/SpringValue.ts` `advance(dt)`, run in node 20 with its two type
/// annotations stripped and nothing else changed, called once per frame with dt = 1000/fps.
/// The same figures come from react-spring's whole loop when it is already running as the
/// spring starts (below: every row reproduced to the bit that way).
///
/// `idleRows`: a real start, `ReactSpringFrames(…)` (loop `.idle`, the default). The packages
/// `rafz`, `shared`, `animated`, `core` and `types` of that commit, their TypeScript stripped by
/// esbuild 0.17.0 (no logic changed; `react` replaced by a stub whose hooks are never called), run
/// in node 20 as an app runs them: `new SpringValue(0)`, then `.start({ to, config })` between
/// two display frames with nothing else animating. `raf.use` gives rafz a fake
/// requestAnimationFrame whose callbacks run at k·1000/fps ms, `performance.now()` reading the
/// same k·1000/fps; the value is `spring.get()` after each frame in which `advance` ran. rafz's
/// `update()` passes 16.667 ms on the loop's first frame (`prevTs` is 0 after `start()`), then
/// `min(64, now − prevTs)`. The same harness, with a task that returns true every frame
/// (`raf(() => true)`) started two frames earlier to keep the loop running, reproduces every
/// row of `rows` to the bit. Each row: the config, the keyframes, the frame rate, the frame
/// that finishes, and the drawn value at frames 1, 2, 3, 5, 10, 20, 30 (nil past the end).
///
/// Tolerance: equal to the last bit. A spring's frame uses dt only through ⌈dt⌉ (the clock's
/// last-bit wobble in now − prevTs, 16.666666666666664 or …668, never moves it), then the
/// same double operations in the same order.
@Suite struct ReactSpringFramesReferenceTests {
    static let picks = [1, 2, 3, 5, 10, 20, 30]

    static let rows: [(name: String, frames: ReactSpringFrames, finishing: Int, values: [Double?])] = [
        ("default", ReactSpringFrames(tension: 170, friction: 26, framesPerSecond: 60, loop: .running), 42,
         [0.022634843307857987, 0.07615528894993949, 0.14727295456877587, 0.30850531916036833, 0.653086718031782, 0.9360917483504706, 0.9900735291663613]),
        ("wobbly at 120 Hz", ReactSpringFrames(tension: 180, friction: 12, framesPerSecond: 120, loop: .running), 104,
         [0.007835831678062968, 0.0286387532789013, 0.06078489233305724, 0.15268133015010815, 0.47389750076236803, 1.0506447350849588, 1.2051014926831776]),
        ("300 px", ReactSpringFrames(tension: 246.74011002723395, friction: 25.132741228718345, to: 300, framesPerSecond: 60, loop: .running), 32,
         [9.879985317757432, 33.19601084899072, 63.869867111384345, 131.16487196430526, 254.48028948096564, 304.20461005937136, 300.5786185767089]),
        ("velocity", ReactSpringFrames(tension: 170, friction: 26, velocity: 0.005, framesPerSecond: 60, loop: .running), 40,
         [0.08969670244429938, 0.18338993932962827, 0.2758928710980782, 0.445617912308188, 0.7429993542600907, 0.955597288065031, 0.9932844661954626]),
        ("clamp", ReactSpringFrames(tension: 180, friction: 12, framesPerSecond: 60, clamp: true, loop: .running), 11,
         [0.02573745909509893, 0.09259543890801364, 0.18979473558546442, 0.4353288737868313, 1, nil, nil]),
        ("precision", ReactSpringFrames(tension: 170, friction: 26, framesPerSecond: 60, precision: 0.0001, loop: .running), 54,
         [0.022634843307857987, 0.07615528894993949, 0.14727295456877587, 0.30850531916036833, 0.653086718031782, 0.9360917483504706, 0.9900735291663613]),
        // bounce: same file and commit, the same branch run by a node harness that copies
        // the step loop from the fetched file at run time (it reproduces the rows above).
        ("bounce 0.5", ReactSpringFrames(tension: 180, friction: 12, framesPerSecond: 60, bounce: 0.5, loop: .running), 40,
         [0.02573745909509893, 0.09259543890801364, 0.18979473558546442, 0.4353288737868313, 0.9975991194004147, 0.9367382504015064, 0.9896211080357152]),
        ("bounce 1 at 120 Hz", ReactSpringFrames(tension: 170, friction: 26, framesPerSecond: 120, bounce: 1, loop: .running), 80,
         [0.007134131438797153, 0.025081098595134656, 0.05133580929148236, 0.12081257792869099, 0.33232093733894086, 0.683238858257652, 0.8677703651732399]),
        ("bounce 0.3, 300 px", ReactSpringFrames(tension: 210, friction: 20, to: 300, framesPerSecond: 60, bounce: 0.3, loop: .running), 29,
         [8.638373937763536, 29.806709707580303, 58.770048016731636, 125.92268651363172, 261.2264204342631, 296.25439358755403, nil]),
        ("144 Hz", ReactSpringFrames(tension: 170, friction: 26, framesPerSecond: 144, loop: .running), 102,
         [0.004516903324258204, 0.015940742314702053, 0.03302037458382251, 0.07995832066372742, 0.23638807834561332, 0.5489224194843312, 0.7608885434889746]),
    ]

    /// A real start from idle (see above): at 60 Hz the same as `rows`, at 120 and 144 Hz the
    /// first frame runs 17 ms of steps, at 30 Hz 17 where later frames run 34, at 10 Hz 17
    /// where later frames run rafz's 64 at most.
    static let idleRows: [(name: String, frames: ReactSpringFrames, finishing: Int, values: [Double?])] = [
        ("default at 60 Hz", ReactSpringFrames(tension: 170, friction: 26, framesPerSecond: 60), 42,
         [0.022634843307857987, 0.07615528894993949, 0.14727295456877587, 0.30850531916036833, 0.653086718031782, 0.9360917483504706, 0.9900735291663613]),
        ("default at 120 Hz", ReactSpringFrames(tension: 170, friction: 26, framesPerSecond: 120), 79,
         [0.022634843307857987, 0.04807635439283769, 0.07995832066372742, 0.15633576255925646, 0.36988646779201845, 0.7057775366140853, 0.8781074870738572]),
        ("default at 144 Hz", ReactSpringFrames(tension: 170, friction: 26, framesPerSecond: 144), 101,
         [0.022634843307857987, 0.04179752861991554, 0.06511360006118982, 0.12081257792869099, 0.28451838280769204, 0.5859559874354962, 0.782822996534203]),
        ("wobbly at 120 Hz", ReactSpringFrames(tension: 180, friction: 12, framesPerSecond: 120), 103,
         [0.02573745909509893, 0.05670332422564554, 0.09757643439488972, 0.2027424826699432, 0.5356416400690873, 1.0821730171385493, 1.2014537241638914]),
        ("velocity at 120 Hz", ReactSpringFrames(tension: 170, friction: 26, velocity: 0.005, framesPerSecond: 120), 75,
         [0.08969670244429938, 0.1391830567131747, 0.1889039938763581, 0.2865299767581167, 0.5031565795773186, 0.7843267111555364, 0.9139136468525192]),
        ("clamp at 144 Hz", ReactSpringFrames(tension: 180, friction: 12, framesPerSecond: 144, clamp: true), 23,
         [0.02573745909509893, 0.04890924044824322, 0.07829001730269419, 0.15268133015010815, 0.39699459787665325, 0.8989906263148458, nil]),
        ("bounce 0.5 at 120 Hz", ReactSpringFrames(tension: 180, friction: 12, framesPerSecond: 120, bounce: 0.5), 75,
         [0.02573745909509893, 0.05670332422564554, 0.09757643439488972, 0.2027424826699432, 0.5356416400690873, 0.9594341388023039, 0.8994777271069487]),
        ("300 px at 120 Hz", ReactSpringFrames(tension: 246.74011002723395, friction: 25.132741228718345, to: 300, framesPerSecond: 120), 60,
         [9.879985317757432, 20.98012898668214, 34.84677296060161, 67.74420850934453, 155.6246594313359, 269.0622764852983, 301.52830747962156]),
        ("30 Hz", ReactSpringFrames(tension: 170, friction: 26, framesPerSecond: 30), 22,
         [0.022634843307857987, 0.14727295456877587, 0.30850531916036833, 0.5966146523130327, 0.9235329941206051, 0.9982625289470638, nil]),
        ("10 Hz (dt 64 after the first)", ReactSpringFrames(tension: 170, friction: 26, framesPerSecond: 10), 12,
         [0.022634843307857987, 0.28932550824483755, 0.5677278900769078, 0.8717382622573794, 0.9961220788313584, nil, nil]),
    ]

    @Test(arguments: rows.indices)
    func drawsWhatReactSpringDraws(_ index: Int) {
        let row = Self.rows[index]
        let (positions, finished) = row.frames.drawn()
        #expect(finished && positions.count == row.finishing, "\(row.name): \(positions.count) frames")
        for (pick, expected) in zip(Self.picks, row.values) {
            let drawn: Double? = pick <= positions.count ? positions[pick - 1] : nil
            #expect(drawn == expected, "\(row.name) frame \(pick): \(drawn.map(String.init(describing:)) ?? "none"), react-spring \(expected.map(String.init(describing:)) ?? "none")")
        }
    }

    @Test(arguments: idleRows.indices)
    func drawsWhatAnAppStartedFromIdleDraws(_ index: Int) {
        let row = Self.idleRows[index]
        #expect(row.frames.loop == .idle)
        let (positions, finished) = row.frames.drawn()
        #expect(finished && positions.count == row.finishing, "\(row.name): \(positions.count) frames")
        for (pick, expected) in zip(Self.picks, row.values) {
            let drawn: Double? = pick <= positions.count ? positions[pick - 1] : nil
            #expect(drawn == expected, "\(row.name) frame \(pick): \(drawn.map(String.init(describing:)) ?? "none"), react-spring \(expected.map(String.init(describing:)) ?? "none")")
        }
    }

    @Test func theFirstFrameFromIdleRuns17MillisecondsWhateverTheDisplay() throws {
        for fps in [60.0, 120, 144, 30, 10] {
            let idle = ReactSpringFrames(tension: 170, friction: 26, framesPerSecond: fps)
            #expect(idle.firstFrameMilliseconds == 16.667 && idle.frameMilliseconds == min(64, 1000 / fps))
            // Frame 1 shows 17 one-ms steps from rest, whatever the rate.
            let stepsOnly = ExportResimulation.reactSpringSteps(tension: 170, friction: 26, mass: 1, velocityPerMillisecond: 0, milliseconds: 17)
            #expect(idle.drawn().positions.first == stepsOnly[17], "\(fps) Hz")
        }
        // At 60 Hz the idle first frame and a display frame both run 17 steps: the same frames.
        let sixty = ReactSpringFrames(tension: 180, friction: 12, framesPerSecond: 60)
        var running = sixty
        running.loop = .running
        #expect(sixty.drawn().positions == running.drawn().positions)
        // At 120 Hz the idle start's first frame runs 17 steps, the running one's 9: it stays
        // 8 ms of motion ahead and comes to rest in fewer frames.
        let idle120 = ReactSpringFrames(tension: 170, friction: 26, framesPerSecond: 120)
        running = idle120
        running.loop = .running
        #expect(idle120.drawn().positions.count < running.drawn().positions.count)
        #expect(idle120.drawn().positions.first! > 3 * running.drawn().positions.first!)
    }

    @Test func aFrameRunsWholeMillisecondsSoTheMotionRunsFast() throws {
        let frames = ReactSpringFrames(tension: 170, friction: 26, framesPerSecond: 60)
        let trace = try #require(frames.trace())
        // Frame 10 is at 166.7 ms of wall time but shows 170 ms of 1 ms steps: 2 % ahead.
        let stepsOnly = ExportResimulation.reactSpringSteps(tension: 170, friction: 26, mass: 1, velocityPerMillisecond: 0, milliseconds: 170)
        #expect(trace.samples[10] == stepsOnly[170])
        #expect(abs(trace.times[10] - 1 / 6) < 1e-12)
        #expect(frames.duration() == 42 * (1000.0 / 60) / 1000)
        #expect(ReactSpringFrames(tension: 0, friction: 26, framesPerSecond: 60).drawn().positions.isEmpty, "tension 0 never moves")
    }

    @Test func theExportClaimsWhatTheScreenShowsAt60And120Hz() throws {
        for spring in [try Spring(.reactSpring(tension: 170, friction: 26, mass: 1)), try Spring(.reactSpring(tension: 180, friction: 12, mass: 1))] {
            let code = ReactSpringPlatform().exportedCode(spring, tolerance: 0.001)
            let ideal = code.deviation.maximum
            for (fps, label) in [(60.0, "as drawn at 60 Hz, 17 ms of steps per 16.7 ms frame"), (120.0, "as drawn at 120 Hz from idle, 17 ms of steps in the first frame, then 9 ms of steps per 8.33 ms frame")] {
                let line = try #require(code.lines.first { $0.contains(label) }, "\(code.lines)")
                let claim = try #require(Double(line.split(separator: " ")[3]), "\(line)")
                // The drawn frames stray from the ideal curve by at most the claim (two
                // significant figures), and by more than the integrator alone.
                let drawn = ReactSpringFrames(spring: spring, framesPerSecond: fps).drawn().positions
                let gap = drawn.enumerated().map { abs($1 - spring.value(at: Double($0 + 1) / fps)) }.max() ?? 0
                #expect(gap <= claim * 1.06 && gap >= claim * 0.94, "\(fps) Hz: gap \(gap), claim \(claim)")
                #expect(claim > 2 * ideal, "at \(fps) Hz the frames stray more than the 1 ms steps: \(claim) vs \(ideal)")
            }
        }
    }
}
