import FluidMotion
import Testing
@testable import FluidLanguage

/// `retarget(…, platform:)`: swiftui (the default, the exact motion) or motion (what Motion
/// draws, issue 14 part 4). The motion figures are Motion 13.1.1's own frames, from
/// FluidMotionTests' MotionLibraryRetargetReferenceTests (same provenance and tolerance: 1e-14 of
/// the distance); the language must hand them through as progress over wall time.
@Suite struct RetargetPlatformTests {
    /// The drawn frames, without the 0 at time 0.
    func frames(_ line: String, in interpreter: Interpreter = Interpreter()) -> (times: [Double], values: [Double])? {
        guard case .trace(let value)? = try? interpreter.run(line).value, case .one(let trace) = value.samples else { return nil }
        return (Array(trace.times.dropFirst()), Array(trace.samples.dropFirst()))
    }

    @Test func motionDrawsWhatMotionDrawsBetweenFrames() throws {
        // Motion at 60 Hz, retarget at 140 ms: 78 frames, frame 9 at 0.610919066863259, the
        // start from the spring's value at 140 ms, not the frame drawn at 133 ms.
        let drawn = try #require(frames("retarget(motion.spring(), at: 140ms, to: 0.5, platform: motion)"))
        #expect(drawn.values.count == 78)
        #expect(abs(drawn.values[8] - 0.610919066863259) <= 1e-14)
        #expect(abs(drawn.values[40] - 0.4544347467866664) <= 1e-14)
        #expect(drawn.values.last == 0.5)
        #expect(abs(drawn.times[8] - 0.15) < 1e-15, "frame 9 at 9/60 s")
        // The exact motion goes elsewhere: Motion's frame-difference velocity is not the spring's.
        let exact = try #require(number("value(retarget(motion.spring(), at: 140ms, to: 0.5), 150ms)"))
        #expect(abs(exact - drawn.values[8]) > 1e-4, "exact \(exact), Motion \(drawn.values[8])")
    }

    @Test func aChainRunsEveryRetargetMotionsWayAtTheGivenFps() throws {
        // Motion's "two retargets at 120 Hz": 145 frames, frame 45 at 1.0988403190963674.
        let drawn = try #require(frames("retarget(retarget(motion.spring(), at: 100ms, to: 0.5), at: 251ms, to: 1.2, spring: motion.spring(stiffness: 200, damping: 12), platform: motion, fps: 120)"))
        #expect(drawn.values.count == 145)
        #expect(abs(drawn.values[44] - 1.0988403190963674) <= 1e-14)
        #expect(abs(drawn.times[0] - 1.0 / 120) < 1e-15)
    }

    @Test func distanceSetsMotionsUnitsAndTheTraceStaysProgress() throws {
        // Motion's "over-damped new spring, 300 px": 72 frames, frame 16 at 364.1534049004031 px.
        let drawn = try #require(frames("retarget(motion.spring(stiffness: 300, damping: 20, mass: 2), at: 250ms, to: 0.5, spring: motion.spring(stiffness: 400, damping: 60), platform: motion, distance: 300pt)"))
        #expect(drawn.values.count == 72)
        #expect(abs(drawn.values[15] * 300 - 364.1534049004031) <= 1e-14 * 300)
        #expect(drawn.values.last == 0.5)
    }

    /// Springs given by visualDuration or duration: Motion 13.1.1's frames from
    /// FluidMotionTests' MotionLibraryRetargetReferenceTests.timeRows (same provenance, 1e-14 of the
    /// distance); the language must hand Motion the spring in the form it was written.
    @Test func aSpringGivenByVisualDurationStartsAtRest() throws {
        // Row "visualDuration, velocity dropped": 45 frames; frame 10 at 0.6837530793584227
        // falls from the start at 0.6879 (the carried 4.7/s is dropped).
        let drawn = try #require(frames("retarget(motion.spring(visualDuration: 0.4s, bounce: 0.25, velocity: 3), at: 150ms, to: 0.5, platform: motion)"))
        #expect(drawn.values.count == 45)
        #expect(abs(drawn.values[0] - 0.02213070799401995) <= 1e-14)
        #expect(abs(drawn.values[9] - 0.6837530793584227) <= 1e-14)
        #expect(abs(drawn.values[41] - 0.4990805694499176) <= 1e-14)
        // The same physics as stiffness/damping from rest: the same first move (the velocity
        // of 3 was dropped), but the retarget carries the frame velocity and draws otherwise.
        let physics = try #require(frames("retarget(motion.spring(stiffness: (2 * pi / 0.48)^2, damping: 1.5 * 2 * pi / 0.48), at: 150ms, to: 0.5, platform: motion)"))
        #expect(abs(physics.values[0] - drawn.values[0]) <= 1e-14)
        #expect(abs(physics.values[9] - drawn.values[9]) > 1e-3)
    }

    @Test func aDurationSpringEndsAtItsDurationOnTheNextFrame() throws {
        // Row "duration spring mid-rise": 39 frames, frame 9 at 0.5564951123835288, the 39th
        // (650 ms, the first at or after 140 + 500 ms) shows 0.5.
        let mid = try #require(frames("retarget(motion.spring(), at: 140ms, to: 0.5, spring: motion.spring(duration: 0.5s, bounce: 0.2), platform: motion)"))
        #expect(mid.values.count == 39)
        #expect(abs(mid.values[8] - 0.5564951123835288) <= 1e-14)
        #expect(abs(mid.values[37] - 0.49997516586249513) <= 1e-14 && mid.values[38] == 0.5)
        #expect(abs(mid.times[38] - 0.65) < 1e-12)
        // Row "duration ends between frames, 120 Hz": 100 + 310 ms ends on frame 50 (416.7 ms).
        let fast = try #require(frames("retarget(motion.spring(duration: 0.43s, bounce: 0.1), at: 100ms, to: 0.4, spring: motion.spring(duration: 0.31s, bounce: 0), platform: motion, fps: 120)"))
        #expect(fast.values.count == 50)
        #expect(abs(fast.values[44] - 0.40057130291647597) <= 1e-14)
        #expect(abs(fast.values[48] - 0.40023665669914466) <= 1e-14 && fast.values[49] == 0.4)
    }

    @Test func restSpeedAndRestDeltaAreMotionsOptions() throws {
        // Row "restSpeed and restDelta": 42 frames instead of 78, frame 26 at 0.5867068411211699.
        let drawn = try #require(frames("retarget(motion.spring(), at: 150ms, to: 0.5, platform: motion, restSpeed: 0.5, restDelta: 0.05)"))
        #expect(drawn.values.count == 42)
        #expect(abs(drawn.values[25] - 0.5867068411211699) <= 1e-14)
    }

    /// Android's figures are SpringAnimation's own frames (javac), from FluidMotionTests'
    /// AndroidSpringRetargetReferenceTests (same provenance; Float bits exactly): the language
    /// must hand them through as progress of the first move over wall time.
    @Test func androidDrawsWhatSpringAnimationDrawsAfterAnimateToFinalPosition() throws {
        // Row "sent back to 0 at 100 ms, mid-overshoot": SpringForce(1500, 0.5) 0 → 300 px,
        // animateToFinalPosition(0) at 100 ms; frame 6 at 117 ms is 0x436db717, the 25th and
        // last at 417 ms is 0.
        let drawn = try #require(frames("retarget(android.spring(stiffness: 1500, dampingRatio: 0.5), at: 100ms, to: 0, platform: android, distance: 300pt)"))
        let sixth = try #require(drawn.times.firstIndex { abs($0 - 0.117) < 1e-12 })
        #expect(drawn.values[sixth] == Double(Float(bitPattern: 0x436db717)) / 300)
        #expect(drawn.values.last == 0)
        #expect(abs(drawn.times.last! - 0.417) < 1e-12)
        // Row "an alpha, called at 33 ms": a move of 1 runs as an alpha; the call waits for the
        // frame at 34 ms (0x3e28b56a), and it rests at 0.5 at 434 ms.
        let alpha = try #require(frames("retarget(android.spring(stiffness: 400, dampingRatio: 0.5), at: 33ms, to: 0.5, platform: android)"))
        let first = try #require(alpha.times.firstIndex { abs($0 - 0.034) < 1e-12 })
        #expect(alpha.values[first] == Double(Float(bitPattern: 0x3e28b56a)))
        #expect(alpha.values.last == 0.5 && abs(alpha.times.last! - 0.434) < 1e-12)
    }

    @Test func swiftuiIsTheDefaultAndTheExactMotion() {
        let i = Interpreter()
        run("s = spring(damping: 0.8, response: 0.4s)", "m = retarget(s, at: 150ms, to: 0.5, platform: swiftui)",
            "d = retarget(s, at: 150ms, to: 0.5)", "f = retarget(s, at: 150ms, to: 0.5, platform: \"motion\")", in: i)
        #expect(number("value(m, 0.3s)", in: i) == number("value(d, 0.3s)", in: i))
        #expect(abs((number("value(m, 0.3s)", in: i) ?? .nan) - 0.62428075667650441791) < 1e-13)
        #expect(output("d.segments", in: i) == "2")
        // A string names the platform too, and motion gives a trace.
        guard case .trace? = try? i.run("f").value else { Issue.record("motion gives a trace"); return }
    }

    @Test(arguments: [
        ("retarget(motion.spring(), at: 150ms, to: 0.5, platform: \"ios\")",
         "platform: is swiftui (the default: position and velocity carry over exactly), motion (what Motion draws, frame by frame) "
            + "or android (what SpringAnimation draws after animateToFinalPosition), not 'ios'",
         "                                                        ^^^^^"),
        ("retarget(motion.spring(), at: 150ms, to: 0.5, platform: \"andriod\")",
         "platform: is swiftui (the default: position and velocity carry over exactly), motion (what Motion draws, frame by frame) "
            + "or android (what SpringAnimation draws after animateToFinalPosition), not 'andriod'; did you mean 'android'?",
         "                                                        ^^^^^^^^^"),
        ("retarget(motion.spring(), at: 150ms, to: 0.5, platform: 3)",
         "platform must be swiftui (the default: position and velocity carry over exactly), motion (what Motion draws, frame by frame) or android (what SpringAnimation draws after animateToFinalPosition); got a number",
         "                                                        ^"),
        ("retarget(motion.spring(), at: 150ms, to: 0.5, fps: 120)",
         "fps: is for platform: motion or android, which draw frames; the default platform (swiftui) is the exact motion",
         "                                              ^^^^^^^^"),
        ("retarget(motion.spring(), at: 150ms, to: 0.5, platform: motion, fps: 0)",
         "fps: is 1 to 1000 frames per second, like fps: 120",
         "                                                                ^^^^^^"),
        ("retarget(motion.spring(), at: 150ms, to: 0.5, platform: motion, distance: 0pt)",
         "distance: is a finite size other than 0, like distance: 300pt",
         "                                                                ^^^^^^^^^^^^^"),
        ("retarget(retarget(motion.spring(), at: 1s, to: 0.5, platform: motion), at: 2s, to: 1)",
         "this is a trace of frames (what retarget(…, platform: motion) gives), which cannot be retargeted again: chain the retargets with the default platform and put platform: motion on the last one; it runs them all Motion's way",
         "         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"),
        ("retarget(motion.spring(damping: 0), at: 1s, to: 0.5, platform: motion)",
         "Motion never ends this motion: a spring in it does not come to rest within Motion's 20 s limit, so its animation runs on (100000 frames drawn); give it more damping",
         "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"),
        ("retarget(android.spring(), at: 150ms, spring: android.spring(stiffness: 200), platform: android)",
         "Android's animateToFinalPosition changes only the target: SpringAnimation keeps the SpringForce it started with, so retarget with to: alone for platform: android",
         "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"),
        ("retarget(android.spring(), at: 150ms, to: 0.5, platform: android, fps: 2000)",
         "fps: is 1 to 1000 frames per second, like fps: 120",
         "                                                                  ^^^^^^^^^"),
        ("retarget(motion.spring(), at: 150ms, to: 0.5, restSpeed: 0.5)",
         "restSpeed: is Motion's rest threshold, for platform: motion; the default platform (swiftui) is the exact motion",
         "                                              ^^^^^^^^^^^^^^"),
        ("retarget(android.spring(), at: 150ms, to: 0.5, platform: android, restDelta: 0.5)",
         "restDelta: is Motion's rest threshold, for platform: motion; platform: android ends by SpringAnimation's own rule",
         "                                                                  ^^^^^^^^^^^^^^"),
        ("retarget(motion.spring(), at: 150ms, to: 0.5, platform: motion, restDelta: 0)",
         "restDelta: is a positive number of distance's units (Motion takes 0 as unset), like restDelta: 0.005",
         "                                                                ^^^^^^^^^^^^"),
        ("retarget(motion.spring(), at: 150ms, to: 0.5, platform: motion, restSpeed: -2)",
         "restSpeed: is a positive number of distance's units per second (Motion takes 0 as unset), like restSpeed: 0.01",
         "                                                                ^^^^^^^^^^^^^"),
    ])
    func mistakesSayWhatAndWhere(line: String, message: String, carets: String) {
        let d = diagnostic(line)
        #expect(d?.message == message, "\(line): \(d?.message ?? "no error")")
        #expect(d?.span == markedSpan(carets), "\(line)")
    }

    @Test func helpStatesTheDefaultAndEachPlatform() throws {
        let entry = try #require(Interpreter.help(for: "retarget"))
        #expect(entry.summary.contains("platform: swiftui (the default)"))
        let platform = try #require(entry.detailFacts.first { $0.first?.hasPrefix("platform:") == true })
        #expect(platform[0] == "platform: swiftui" && platform[1] == "swiftui, motion or android")
        #expect(platform[2].contains("android: what SpringAnimation draws when animateToFinalPosition(to) is called at that time"))
        #expect(platform[2].contains("swiftui: the new spring starts exactly where the old one is, with its exact velocity"))
        #expect(platform[2].contains("motion: what Motion draws"))
        #expect(entry.detailFacts.contains { $0.first == "fps: 60" && $0[2].hasPrefix("platform: motion or android only") })
        #expect(platform[2].contains("a motion.spring given by duration or visualDuration starts at rest"))
        for label in ["restSpeed:", "restDelta:"] {
            #expect(entry.detailFacts.contains { $0.first == label && $0[2].hasPrefix("platform: motion only: Motion's") }, "\(label)")
        }
    }
}
