import Testing
@testable import FluidMotion

@Suite("Gesture models of the eight interfaces and Threads")
struct GestureModelTests {
    // MARK: Pause detector

    @Test("the pause detector waits for 7 velocities, then fires when 90 % of the speed is lost")
    func pauseDetector() {
        var detector = PauseDetector()
        // The first 7 samples only fill the window, even when they would qualify.
        for _ in 0..<7 { let fired = detector.feed(velocity: 50, offset: 80); #expect(!fired) }
        // Still moving fast: skipped.
        let fast = detector.feed(velocity: 150, offset: 80)
        #expect(!fast)
        var d2 = PauseDetector()
        for v in [400.0, 300, 200, 100, 60, 40, 20] { _ = d2.feed(velocity: v, offset: 120) }
        // Window now [300, 200, 100, 60, 40, 20, 5]: |300 − 5|/300 = 0.983 > 0.9 → paused.
        let paused = d2.feed(velocity: 5, offset: 120)
        #expect(paused)
        #expect(d2.hasPaused)
        let again = d2.feed(velocity: 0, offset: 120)
        #expect(!again)  // stays paused: fires once
    }

    @Test("the pause detector skips small offsets and exactly 90 % is not enough")
    func pauseBoundaries() {
        var near = PauseDetector()
        for v in [100.0, 100, 100, 100, 100, 100, 100] { _ = near.feed(velocity: v, offset: 10) }
        let small = near.feed(velocity: 1, offset: 49.9)
        #expect(!small)   // offset under 50 pt
        var exact = PauseDetector()
        for v in [90.0, 100, 100, 100, 100, 100, 100] { _ = exact.feed(velocity: v, offset: 60) }
        // Window [100 ×6, 10]: |100 − 10|/100 = 0.9, not > 0.9.
        let ninety = exact.feed(velocity: 10, offset: 60)
        #expect(!ninety)
        var zero = PauseDetector()
        for _ in 0..<7 { _ = zero.feed(velocity: 0, offset: 60) }
        let undefined = zero.feed(velocity: 0, offset: 60)
        #expect(!undefined)    // v_first = 0: undefined, no pause
    }

    @Test("a drag that slows to a stop far from its start pauses; one that keeps moving does not")
    func pauseOverTrace() throws {
        // 60 Hz: 400 pt/s for 0.5 s (200 pt), then holding still.
        let times = (0..<60).map { Double($0) / 60 }
        let positions = times.map { min($0, 0.5) * 400 }
        let trace = try Trace<Double>(times: times, samples: positions)
        let pause = try #require(PauseDetector.pauseTime(in: trace))
        // The estimate falls under 100 pt/s within the 100 ms window after 0.5 s, and must
        // have lost 90 % against the velocity 7 samples (117 ms) earlier: between 0.5 and 0.65 s.
        #expect(pause > 0.5 && pause < 0.65)
        let steady = try Trace<Double>(times: times, samples: times.map { $0 * 400 })
        #expect(PauseDetector.pauseTime(in: steady) == nil)
    }

    // MARK: Force button

    @Test("force button: reset → activated at 0.5, → confirmed at 0.49, → reset at 0.4")
    func forceThresholds() throws {
        let button = ForceButton()
        #expect(button.next(.reset, force: 0.4999) == .reset)
        #expect(button.next(.reset, force: 0.5) == .activated)
        #expect(button.next(.activated, force: 0.4901) == .activated)
        #expect(button.next(.activated, force: 0.49) == .confirmed)
        #expect(button.next(.confirmed, force: 0.4001) == .confirmed)
        #expect(button.next(.confirmed, force: 0.4) == .reset)
        let force = try Trace<Double>(times: [0, 0.1, 0.2, 0.3, 0.4, 0.5], samples: [0.1, 0.6, 0.45, 0.3, 0.7, 0.2])
        let transitions = try button.transitions(force)
        #expect(transitions.map(\.state) == [.reset, .activated, .confirmed, .reset, .activated, .confirmed, .reset])
        #expect(transitions.map(\.time) == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.5])
        #expect(try button.toggles(force) == [0.2, 0.5])
    }

    @Test("a finger resting on a threshold does not flicker")
    func forceHysteresis() throws {
        let button = ForceButton()
        // Pressed past 0.5, then jittering ±0.004 around 0.495 (between confirmation and
        // activation) for 1 s: activated once and never confirmed.
        var rng = LCG(seed: 11)
        let times = (0..<121).map { Double($0) / 120 }
        let forces = times.enumerated().map { i, _ in i == 0 ? 0.55 : 0.495 + rng.uniform(-0.004, 0.004) }
        let transitions = try button.transitions(try Trace<Double>(times: times, samples: forces))
        #expect(transitions.map(\.state) == [.reset, .activated, .reset])
        // Jittering around 0.5 itself after a confirmation: stays confirmed (never ≤ 0.4).
        let jitter = times.enumerated().map { i, _ in i == 0 ? 0.6 : i == 1 ? 0.45 : 0.5 + rng.uniform(-0.05, 0.05) }
        let second = try button.transitions(try Trace<Double>(times: times, samples: jitter))
        #expect(second.map(\.state) == [.reset, .activated, .confirmed, .reset])
    }

    @Test("force scale follows 1 + (92/50 − 1)·f and springs back with damping 0.4, response 0.2")
    func forceScale() throws {
        let button = ForceButton()
        #expect(button.scale(force: 0) == 1)
        #expect(isClose(button.scale(force: 1), 92.0 / 50, relative: 1e-15))
        let force = try Trace<Double>(times: [0, 0.05, 0.1], samples: [0, 0.6, 0.3])
        let scale = try button.scaleTrace(force, step: 0.05)
        #expect(isClose(scale.value(at: 0.1), 1.252, relative: 1e-15))
        // 50 ms after release, from 1.252: mpmath 1 + e^(−ζωt)(x0 cos ωd t + ζω x0/ωd sin ωd t),
        // ζ 0.4, ω 2π/0.2, x0 0.252 → 1.0757497362234932492 (tolerance 1e-12: closed form in doubles).
        #expect(isClose(scale.value(at: 0.15), 1.0757497362234932492, relative: 1e-12))
        #expect(isClose(scale.samples.last!, 1, relative: 0, absolute: 0.252e-3))
        #expect(throws: MotionError.self) { try button.transitions(try Trace<Double>(times: [0], samples: [1.2])) }
    }

    // MARK: Calculator button

    @Test("ease-out is Core Animation's (0, 0, 0.58, 1)")
    func easeOut() {
        // mpmath findroot of X(s) = x, then Y(s), 40 digits; tolerance 1e-13 relative.
        let reference: [(Double, Double)] = [(0.1, 0.16057215423753347064), (0.25, 0.37813813082510979734),
                                             (0.5, 0.68464318742746069574), (0.75, 0.90653534928117514076),
                                             (0.9, 0.9829733903484370582)]
        for (x, y) in reference { #expect(isClose(CubicBezierTiming.easeOut.progress(at: x), y, relative: 1e-13)) }
        #expect(CubicBezierTiming.easeOut.progress(at: 0) == 0 && CubicBezierTiming.easeOut.progress(at: 1) == 1)
        #expect(CubicBezierTiming.easeOut.progress(at: 2) == 1)
    }

    @Test("calculator: down highlights at once, up fades over 0.5 s ease-out, down cancels a fade")
    func calculator() throws {
        let button = CalculatorButton()
        let events: [(time: Double, event: TouchEvent)] = [(0, .down), (0.1, .up), (0.35, .down), (0.5, .exit), (0.6, .enter), (0.7, .up)]
        #expect(try button.highlight(events, at: -0.1) == 0)
        #expect(try button.highlight(events, at: 0.05) == 1)
        // 125 ms into the fade: 1 − easeOut(0.25).
        #expect(isClose(try button.highlight(events, at: 0.225), 1 - 0.37813813082510979734, relative: 1e-12))
        #expect(try button.highlight(events, at: 0.35) == 1)        // cancelled mid-fade
        #expect(isClose(try button.highlight(events, at: 0.55), 1 - 0.16057215423753347064, relative: 1e-12))  // 50 ms into the drag-out fade
        #expect(try button.highlight(events, at: 0.65) == 1)        // dragged back in: re-armed
        #expect(try button.highlight(events, at: 1.2) == 0)
        let trace = try button.highlightTrace(events)
        #expect(trace.start == 0 && isClose(trace.end, 1.2, relative: 1e-9))
        #expect(trace.times.contains(0.1) && trace.times.contains(0.35))
    }

    @Test("calculator: the trace ends where the last fade ends, even between grid points")
    func calculatorTraceEnd() throws {
        // Regression (examples/calculator-button.fluid): up at 80 ms, fade 0.5 s; the 1/120 s
        // grid has 575 ms and 583.3 ms, and the trace stopped at 575 ms with the highlight at
        // 0.0001869 instead of reaching 0 at 580 ms.
        let trace = try CalculatorButton().highlightTrace([(0, .down), (0.08, .up)])
        #expect(isClose(trace.end, 0.58, relative: 1e-12))
        #expect(trace.samples[trace.count - 1] == 0)
        #expect(zip(trace.times, trace.times.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test("calculator: an up after dragging out does nothing; out-of-place events are errors")
    func calculatorErrors() throws {
        let button = CalculatorButton()
        let out: [(time: Double, event: TouchEvent)] = [(0, .down), (0.1, .exit), (0.2, .up)]
        #expect(isClose(try button.highlight(out, at: 0.35), 1 - CubicBezierTiming.easeOut.progress(at: 0.5), relative: 1e-12))
        do {
            _ = try button.highlight([(0, .up)], at: 0)
            Issue.record("up with no finger down must be refused")
        } catch {
            #expect(error.message == "event 1 ('up') comes with no finger down")
        }
        #expect(throws: MotionError.self) { try button.highlight([(0, .down), (0.1, .down)], at: 0) }
        #expect(throws: MotionError.self) { try button.highlight([(0.2, .down), (0.1, .up)], at: 0) }
    }

    // MARK: Drawer, picture in picture, rotation

    @Test("drawer: a tap opens without bounce, a flick with damping 0.8 and |v| / remaining")
    func drawer() throws {
        let drawer = MomentumDrawer(closed: 500, open: 100)
        let tap = try drawer.release(try Trace<Double>(times: [0, 0.05, 0.1], samples: [500, 498, 497]))
        #expect(tap.decision == .tap && tap.opens)
        #expect(tap.motion.spring.dampingRatio == 1 && tap.motion.relativeVelocity == 0)
        #expect(tap.motion.target == 100 && tap.motion.from == 497)
        // Dragged up at a constant −1500 pt/s for 80 ms (60 Hz): at 380 pt moving toward open.
        let times = (0...5).map { Double($0) * 0.016 }
        let flick = try drawer.release(try Trace<Double>(times: times, samples: times.map { 500 - 1500 * $0 }))
        #expect(flick.decision == .flick && flick.opens)
        #expect(flick.motion.spring.dampingRatio == 0.8)
        #expect(isClose(flick.motion.spring.response, 0.3, relative: 1e-15))
        // relative velocity = −1500 / (100 − 380) = 5.357142857…/s = |v| / remaining.
        #expect(isClose(flick.motion.relativeVelocity, 1500.0 / 280, relative: 1e-10))
        #expect(isClose(flick.motion.position(at: 0), 380, relative: 1e-12))
        // A downward flick from the same place closes.
        let down = try drawer.release(try Trace<Double>(times: times, samples: times.map { 300 + 1000 * $0 }))
        #expect(!down.opens && down.motion.target == 500)
    }

    @Test("picture in picture: project with the normal rate, nearest corner, per-axis relative velocity")
    func pip() throws {
        let corners = [Point2(x: 20, y: 60), Point2(x: 355, y: 60), Point2(x: 20, y: 760), Point2(x: 355, y: 760)]
        let times = (0...6).map { Double($0) / 60 }
        let points = times.map { Point2(x: 180 + 900 * $0, y: 400 - 1400 * $0) }
        let release = try PictureInPicture(corners: corners).release(try Trace<Point2>(times: times, samples: points))
        let p = Point2(x: 180 + 900 * 0.1, y: 400 - 1400 * 0.1)         // (270, 260)
        // Projection (v/1000)·0.998/0.002 = 0.499·v: (449.1, −698.6) → (719.1, −438.6): top right.
        #expect(isClose(release.projected.x, p.x + 449.1, relative: 1e-10))
        #expect(isClose(release.projected.y, p.y - 698.6, relative: 1e-10))
        #expect(release.cornerIndex == 1 && release.corner == corners[1])
        #expect(isClose(release.x.relativeVelocity, 900 / (355 - 270), relative: 1e-9))
        #expect(isClose(release.y.relativeVelocity, -1400 / (60 - 260), relative: 1e-9))
        #expect(release.x.spring.dampingRatio == 1 && isClose(release.x.spring.response, 0.4, relative: 1e-15))
        #expect(isClose(release.position(at: 10).x, 355, relative: 1e-9))
        #expect(throws: MotionError.self) { try PictureInPicture(corners: []).release(try Trace<Point2>(times: [0], samples: [p])) }
    }

    @Test("rotation: fast-rate projection, closest angle unwrapped to the nearest turn, spring 0.8/0.4")
    func rotation() throws {
        let times = (0...6).map { Double($0) / 60 }
        // Spinning at 6 rad/s, released at 5.6 rad (≈ 321°): projected 5.6 + 0.099·6 = 6.194 rad:
        // closest to 0 (mod 2π), which unwraps to 2π.
        let trace = try Trace<Double>(times: times, samples: times.map { 5 + 6 * $0 })
        let release = try Rotation().release(trace)
        #expect(isClose(release.projected, 5.6 + 6 * 0.099, relative: 1e-10))
        #expect(release.angleIndex == 0)
        #expect(isClose(release.motion.target, 2 * Double.pi, relative: 1e-15))
        #expect(isClose(release.motion.relativeVelocity, 6 / (2 * Double.pi - 5.6), relative: 1e-9))
        #expect(release.motion.spring.dampingRatio == 0.8)
    }

    // MARK: Threads

    @Test("adaptive button: release springs back from where the press was, with its velocity")
    func adaptiveButton() throws {
        let button = AdaptiveButton()
        let events: [(time: Double, event: TouchEvent)] = [(0, .down), (0.08, .up)]
        // mpmath (scripts/references/gestures.py), ζ 0.8, T 0.3 s, from 1 toward 0.95: at 80 ms scale 0.97174512394660550398,
        // velocity −0.38570441500241339636/s; then toward 1 from that state, at 200 ms:
        // 0.99062582515764925849. Tolerance 1e-12 relative (closed forms in doubles).
        #expect(isClose(try button.scale(events, at: 0.08), 0.97174512394660550398, relative: 1e-12))
        #expect(isClose(try button.scale(events, at: 0.2), 0.99062582515764925849, relative: 1e-12))
        let moves = try button.moves(events)
        #expect(isClose(moves[1].move.velocity(at: 0), -0.38570441500241339636, relative: 1e-10))
        // Continuity at the release: no jump in scale.
        #expect(isClose(try button.scale(events, at: 0.08 - 1e-9), try button.scale(events, at: 0.08), relative: 1e-8))
        // A quick tap shrinks less than a long press.
        let long = try button.scaleTrace([(0, .down), (0.5, .up)]).samples.min()!
        let quick = try button.scaleTrace([(0, .down), (0.03, .up)]).samples.min()!
        #expect(quick > long && isClose(long, 0.95, relative: 0.002))
    }

    @Test("elastic scroll: the exact response matches an ODE solve; farther cells lag more; all meet again")
    func elasticScroll() throws {
        // Touch drags 0 → 120 pt at 1200 pt/s over 100 ms, then holds.
        let touch = try Trace<Double>(times: [0, 0.1], samples: [0, 120])
        let scroll = ElasticScroll(distances: [0, 100, 300])
        let cells = try scroll.cells(touch, step: 0.01)
        // Cell at 100 pt: T = 0.15·1.5 = 0.225 s, ζ = 1. mpmath odefun (scripts/references/gestures.py) (40 digits) of
        // x'' = −2ωx' − ω²(x − u): x(0.05) = 10.180325469045499273, x(0.1) = 46.673718924991346918,
        // x(0.2) = 108.60605719262558322. Tolerance 1e-10 relative.
        let middle = cells[1]
        #expect(isClose(middle.value(at: 0.05), 10.180325469045499273, relative: 1e-10))
        #expect(isClose(middle.value(at: 0.1), 46.673718924991346918, relative: 1e-10))
        #expect(isClose(middle.value(at: 0.2), 108.60605719262558322, relative: 1e-10))
        // At the end of the drag the lag grows with distance.
        let atRelease = cells.map { $0.value(at: 0.1) }
        #expect(atRelease[0] > atRelease[1] && atRelease[1] > atRelease[2])
        // Long after: together at 120 pt (0.1 % of the step, 0.12 pt).
        for cell in cells { #expect(abs(cell.samples.last! - 120) < 0.12) }
    }

    @Test("elastic scroll at constant speed: each cell's lag tends to ζ·v·T/π")
    func elasticLag() throws {
        let touch = try Trace<Double>(times: [0, 3], samples: [0, 1500])   // 500 pt/s for 3 s
        let scroll = ElasticScroll(distances: [0, 200], response: 0.15, falloff: 200, damping: 0.9)
        let cells = try scroll.cells(touch, step: 0.05)
        for (index, d) in [0.0, 200].enumerated() {
            let lag = 0.9 * 500 * scroll.response(atDistance: d) / Double.pi
            // After 3 s (≥ 8 responses) the transient is below 1e-9 of the lag.
            #expect(isClose(touch.value(at: 2.9) - cells[index].value(at: 2.9), lag, relative: 1e-9))
        }
    }
}
