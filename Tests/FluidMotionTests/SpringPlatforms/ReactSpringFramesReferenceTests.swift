@testable import FluidMotion
import Testing

/// What react-spring draws frame by frame, checked against its own code: pmndrs/react-spring
/// 9.7.5 (commit 3d2523de0f879e20869ab9add907540188bf6446), the spring branch of
/// `packages/core/src/SpringValue.ts` `advance(dt)`, run in node 20 with its two type
/// annotations stripped and nothing else changed, called once per frame with
/// dt = 1000/fps as rafz passes it. Each row: the config, the keyframes, the frame rate, the
/// frame that finishes, and the drawn value at frames 1, 2, 3, 5, 10, 20, 30 (nil past the
/// end). The same double operations in the same order: equal to the last bit.
@Suite struct ReactSpringFramesReferenceTests {
    static let picks = [1, 2, 3, 5, 10, 20, 30]

    static let rows: [(name: String, frames: ReactSpringFrames, finishing: Int, values: [Double?])] = [
        ("default", ReactSpringFrames(tension: 170, friction: 26, framesPerSecond: 60), 42,
         [0.022634843307857987, 0.07615528894993949, 0.14727295456877587, 0.30850531916036833, 0.653086718031782, 0.9360917483504706, 0.9900735291663613]),
        ("wobbly at 120 Hz", ReactSpringFrames(tension: 180, friction: 12, framesPerSecond: 120), 104,
         [0.007835831678062968, 0.0286387532789013, 0.06078489233305724, 0.15268133015010815, 0.47389750076236803, 1.0506447350849588, 1.2051014926831776]),
        ("300 px", ReactSpringFrames(tension: 246.74011002723395, friction: 25.132741228718345, to: 300, framesPerSecond: 60), 32,
         [9.879985317757432, 33.19601084899072, 63.869867111384345, 131.16487196430526, 254.48028948096564, 304.20461005937136, 300.5786185767089]),
        ("velocity", ReactSpringFrames(tension: 170, friction: 26, velocity: 0.005, framesPerSecond: 60), 40,
         [0.08969670244429938, 0.18338993932962827, 0.2758928710980782, 0.445617912308188, 0.7429993542600907, 0.955597288065031, 0.9932844661954626]),
        ("clamp", ReactSpringFrames(tension: 180, friction: 12, framesPerSecond: 60, clamp: true), 11,
         [0.02573745909509893, 0.09259543890801364, 0.18979473558546442, 0.4353288737868313, 1, nil, nil]),
        ("precision", ReactSpringFrames(tension: 170, friction: 26, framesPerSecond: 60, precision: 0.0001), 54,
         [0.022634843307857987, 0.07615528894993949, 0.14727295456877587, 0.30850531916036833, 0.653086718031782, 0.9360917483504706, 0.9900735291663613]),
        // bounce: same file and commit, the same branch run by a node harness that copies
        // the step loop from the fetched file at run time (it reproduces the rows above).
        ("bounce 0.5", ReactSpringFrames(tension: 180, friction: 12, framesPerSecond: 60, bounce: 0.5), 40,
         [0.02573745909509893, 0.09259543890801364, 0.18979473558546442, 0.4353288737868313, 0.9975991194004147, 0.9367382504015064, 0.9896211080357152]),
        ("bounce 1 at 120 Hz", ReactSpringFrames(tension: 170, friction: 26, framesPerSecond: 120, bounce: 1), 80,
         [0.007134131438797153, 0.025081098595134656, 0.05133580929148236, 0.12081257792869099, 0.33232093733894086, 0.683238858257652, 0.8677703651732399]),
        ("bounce 0.3, 300 px", ReactSpringFrames(tension: 210, friction: 20, to: 300, framesPerSecond: 60, bounce: 0.3), 29,
         [8.638373937763536, 29.806709707580303, 58.770048016731636, 125.92268651363172, 261.2264204342631, 296.25439358755403, nil]),
        ("144 Hz", ReactSpringFrames(tension: 170, friction: 26, framesPerSecond: 144), 102,
         [0.004516903324258204, 0.015940742314702053, 0.03302037458382251, 0.07995832066372742, 0.23638807834561332, 0.5489224194843312, 0.7608885434889746]),
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
            for (fps, label) in [(60.0, "as drawn at 60 Hz, 17 ms of steps per 16.7 ms frame"), (120.0, "as drawn at 120 Hz, 9 ms of steps per 8.33 ms frame")] {
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
