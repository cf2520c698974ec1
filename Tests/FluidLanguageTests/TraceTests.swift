import Testing
@testable import FluidLanguage

/// An interpreter whose files are the given texts (what the notebook's reader would return).
func interpreter(files: [String: String]) -> Interpreter {
    let i = Interpreter()
    i.readFile = { path in
        guard let text = files[path] else { throw FileReadError("no such file") }
        return text
    }
    return i
}

@Suite("Traces in the language")
struct TraceTests {
    @Test("a trace from (time, value) pairs has members; a quadratic path's velocity is exact")
    func pairs() throws {
        let i = Interpreter()
        // x(t) = 1000t + 5000t² at 0, 16, 32, 48 ms: x'(48 ms) = 1000 + 10000·0.048 = 1480 pt/s
        // (a quadratic is reproduced exactly by the least-squares fit).
        run("tr = trace([(0ms, 0pt), (16ms, 17.28pt), (32ms, 37.12pt), (48ms, 59.52pt)])", in: i)
        #expect(output("tr.count", in: i) == "4")
        #expect(output("tr.duration", in: i) == "48 ms")
        #expect(output("tr.first", in: i) == "0 pt")
        #expect(output("tr.last", in: i) == "59.52 pt")
        #expect(output("tr.distance", in: i) == "59.52 pt")
        #expect(abs(number("tr.velocity", in: i)! - 1480) < 1e-9)
        #expect(output("tr", in: i) == "trace: 4 samples over 48 ms · 0 pt → 59.52 pt · velocity 1480 pt/s")
        #expect(output("tr.times", in: i) == "[0 ms, 16 ms, 32 ms, 48 ms]")
        #expect(output("tr.velocities.count", in: i) == "4")
        // Lists work as pairs too, and (time, value) pairs of unlike dimensions are pairs, not points.
        #expect(output("trace([[0ms, 0deg], [10ms, 5deg]]).last") == "5 deg")
        #expect(output("(16ms, 12pt).y") == "12 pt")
    }

    @Test("a trace of points from two lists: x, y and a per-axis velocity")
    func planar() {
        let i = Interpreter()
        run("p = trace([0ms, 16ms, 32ms], [(0pt, 0pt), (16pt, -8pt), (32pt, -16pt)])", in: i)
        #expect(output("p.velocity", in: i) == "(1000 pt/s, -500 pt/s)")
        #expect(output("p.x.last", in: i) == "32 pt")
        #expect(output("p.y", in: i) == "trace: 3 samples over 32 ms · 0 pt → -16 pt · velocity -500 pt/s")
        // The same finger as (time, point) pairs, as issue 3 writes them: the same trace.
        run("q = trace([(0ms, (0pt, 0pt)), (16ms, (16pt, -8pt)), (32ms, (32pt, -16pt))])", in: i)
        #expect(output("q.velocity", in: i) == "(1000 pt/s, -500 pt/s)")
        #expect(output("q.x.last", in: i) == "32 pt")
        #expect(output("(16ms, (192pt, 384pt))") == "[16 ms, (192 pt, 384 pt)]")
    }

    @Test("bad traces say which sample is wrong")
    func errors() {
        #expect(diagnostic("trace([(0ms, 0pt), (0ms, 1pt)])")?.message == "sample 2 is not after sample 1: times must increase strictly")
        #expect(diagnostic("trace([(0ms, 0pt), (16ms, 1s)])")?.message == "sample 2 is a time but the first is a length; every value must be alike")
        #expect(diagnostic("trace([(0pt, 0pt)])")?.message == "sample 1 needs a time, like 16ms; got a length")
        #expect(diagnostic("trace([])")?.message == "a trace needs at least one sample")
        #expect(diagnostic("trace([1, 2])")?.message == "sample 1 must be a (time, value) pair like (16ms, 12pt); got a number")
        #expect(diagnostic("trace([0s, 1s], [1pt])")?.message == "trace needs one value per time; got 2 times and 1 values")
        #expect(diagnostic("trace(3)")?.message == Messages.traceForms.text)
        #expect(diagnostic("trace(\"flick.csv\")")?.message == Messages.filesUnavailable.text)
        #expect(diagnostic("trace([(0ms, 0pt)]).x")?.message == "a trace has no member 'x'")
        #expect(diagnostic("nearest((1s, 2pt), [(1s, 2pt)])") != nil)
    }

    @Test("CSV: header with units, CRLF, comments and blank lines")
    func csvGood() {
        let text = "# a flick\r\nt (ms), y (pt)\r\n0, 500\r\n\r\n16, 480\r\n32, 455\r\n"
        let i = interpreter(files: ["flick.csv": text, "s.csv": "time_s,x,y\n0,1,2\n0.5,3,4\n", "a.csv": "t [ms], angle (deg)\n0, 0\n10, 5\n"])
        #expect(output("trace(\"flick.csv\")", in: i) == "trace(\"flick.csv\"): 3 samples over 32 ms · 500 pt → 455 pt · velocity -1719 pt/s")  // the parabola through the 3 samples: −1718.75 pt/s at 32 ms
        #expect(output("trace(\"s.csv\").last", in: i) == "(3 pt, 4 pt)")
        #expect(output("trace(\"s.csv\").duration", in: i) == "0.5 s")
        #expect(output("trace(\"a.csv\").velocity", in: i) == "500 deg/s")
        #expect(output("trace(\"s.csv\", column: \"y\").last", in: i) == "4 pt")
    }

    @Test("CSV: every bad file names the file and line and says what to do", arguments: [
        ("t, y\n0, 1\n", "bad.csv:1: say the time unit in the header: 't (ms)' or 't (s)'"),
        ("y (pt)\n1\n", "bad.csv:1: no time column; name one 't (ms)', 't (s)', 'time (ms)' or 'time (s)' (the columns are: y)"),
        ("t (ms), note\n0, a\n", "bad.csv:1: no value column; name one x, y, value, angle, force, scale or position (the columns are: t, note)"),
        ("t (ms), x\n0, 1\n16, abc\n", "bad.csv:3: field 2 (column 'x') is not a number"),
        ("t (ms), x\n0, 1\n16\n", "bad.csv:3: this row has 1 field but the header has 2; separate fields with commas"),
        ("t (ms), x\n0, 1\n\n16, 2\n8, 3\n", "bad.csv:5: time 8 ms is not after the row before (16 ms); times must increase"),
        ("t (ms), x (furlong)\n0, 1\n", "bad.csv:1: the unit of column 'x' is not one fluid knows; use pt, px, deg, rad, %"),
        ("t (h), x\n0, 1\n", "bad.csv:1: the unit of column 't' is not one fluid knows; use s, ms"),
        ("t (ms), x (pt), y (deg)\n0, 1, 2\n", "bad.csv:1: x is in pt but y is in deg; give both in the same unit"),
        ("t (ms), value, force\n0, 1, 0.5\n", "bad.csv:1: several value columns (value, force); choose one with column:, like trace(\"file.csv\", column: \"value\")"),
        ("t (ms), x, x\n0, 1, 2\n", "bad.csv:1: the column 'x' appears twice (columns 2 and 3)"),
        ("t (ms), x\n0, nan\n", "bad.csv:2: the value in column 'x' is not a finite number"),
        ("API_KEY=abc\n", "bad.csv:1: this is not a trace's header: it names no time column and none of x, y, value, angle, force, scale or position; a trace file starts with a line like: t (ms), x (pt)"),
        ("a, b, a\n0, 1, 2\n", "bad.csv:1: columns 1 and 3 of the header have the same name"),
        ("", "bad.csv: the file has no header row; start it with a line like: t (ms), x (pt)"),
        ("t (ms), x\n", "bad.csv: the file has a header but no rows of numbers"),
    ])
    func csvBad(text: String, message: String) {
        let i = interpreter(files: ["bad.csv": text])
        #expect(diagnostic("trace(\"bad.csv\")", in: i)?.message == message)
    }

    @Test("a file that cannot be read says why, at the path")
    func unreadable() {
        let i = interpreter(files: [:])
        let d = diagnostic("trace(\"missing.csv\")", in: i)
        #expect(d?.message == "cannot read 'missing.csv': no such file")
        #expect(d?.span == SourceSpan(start: 6, end: 19))
        #expect(diagnostic("trace(\"x.csv\", column: \"q\")", in: interpreter(files: ["x.csv": "t (s), x\n0, 1\n"]))?.message
                == "x.csv:1: no column 'q'; the columns are t, x")
    }
}

@Suite("Gesture builtins")
struct GestureBuiltinTests {
    @Test("drawer: a flick carries |v| / remaining; a tap does not bounce")
    func drawerRelease() {
        let i = Interpreter()
        // Constant −1500 pt/s: at 48 ms the drawer is at 428 pt; to 100 pt: 1500/328 = 4.573/s.
        run("tr = trace([(0ms, 500pt), (16ms, 476pt), (32ms, 452pt), (48ms, 428pt)])", "d = drawerRelease(tr, closed: 500pt, open: 100pt)", in: i)
        #expect(output("d.decision", in: i) == "\"flick\"")
        #expect(abs(number("d.relativeVelocity", in: i)! - 1500.0 / 328) < 1e-9)
        // The spring's velocity reads as a relative velocity (per second), like d.relativeVelocity,
        // and the printed source re-enters as the same spring.
        #expect(output("d.spring", in: i).hasPrefix("spring(damping: 0.8, response: 300 ms, velocity: 4.573/s)"))
        #expect(output("d.relativeVelocity", in: i) == "4.573/s")
        #expect(output("d.motion.first", in: i) == "428 pt")
        #expect(output("drawerRelease(trace([(0ms, 500pt), (50ms, 497pt)]), closed: 500pt, open: 100pt).spring", in: i)
                .hasPrefix("spring(damping: 1, response: 300 ms)"))
        #expect(diagnostic("drawerRelease(tr, closed: 500pt, open: 500pt)", in: i)?.message == "open and closed must be different positions")
        #expect(diagnostic("drawerRelease(trace([(0ms, 0deg), (9ms, 1deg)]), closed: 0pt, open: 1pt)")?.message
                == "drawerRelease needs a trace of positions (lengths); this one holds an angle")
    }

    @Test("pip and rotation pick their resting place from the projection")
    func pipAndRotation() {
        let i = Interpreter()
        run("corners = [(20pt, 60pt), (355pt, 60pt), (20pt, 760pt), (355pt, 760pt)]", in: i)
        // v = (900, −1400) pt/s exactly (linear): projected = p + 0.499·v → top right.
        run("p = pipRelease(trace([0ms, 50ms, 100ms], [(180pt, 400pt), (225pt, 330pt), (270pt, 260pt)]), corners: corners)", in: i)
        #expect(output("p.corner", in: i) == "(355 pt, 60 pt)")
        #expect(output("p.projected", in: i) == "(719.1 pt, -438.6 pt)")
        #expect(output("p.relativeVelocity", in: i) == "(10.59/s, 7/s)")
        // 6 rad/s from 5 rad for 100 ms: projected 5.6 + 0.594 → rests at 360°.
        run("r = rotationRelease(trace([(0ms, 5rad), (50ms, 5.3rad), (100ms, 5.6rad)]))", in: i)
        #expect(output("r.target", in: i) == "6.283 rad")
        #expect(diagnostic("pipRelease(trace([(0ms, 0pt)]), corners: corners)", in: i)?.message
                == "pipRelease needs a trace of points (x and y), like trace(\"pip.csv\") with x and y columns")
    }

    @Test("force button states with hysteresis; thresholds must be ordered")
    func forceButton() {
        let i = Interpreter()
        run("f = forceButton(trace([(0ms, 0), (100ms, 0.6), (200ms, 0.45), (300ms, 0.2)]))", in: i)
        #expect(output("f.states", in: i) == "[[0 ms, \"reset\"], [100 ms, \"activated\"], [200 ms, \"confirmed\"], [300 ms, \"reset\"]]")
        #expect(output("f.toggles", in: i) == "[200 ms]")
        #expect(diagnostic("forceButton(trace([(0ms, 0)]), reset: 0.6)")?.message
                == "the thresholds must satisfy reset < confirmation < activation (the gaps are the hysteresis); got 0.6, 0.49, 0.5")
        #expect(diagnostic("forceButton(trace([(0ms, 1.5)]))")?.message
                == "force must be between 0 and 1 (a fraction of the maximum force); sample 1 is 1.5")
    }

    @Test("touch timelines: calculator highlight and Threads' adaptive button")
    func timelines() {
        // 125 ms into the fade: 1 − easeOut(0.25) = 0.6218618691748902 (mpmath, see FluidMotionTests).
        let highlight = number("calculatorButton(down: [0ms], up: [100ms]).values[27]")!
        #expect(abs(highlight - (1 - 0.37813813082510979734)) < 1e-12)  // sample 27 is at 225 ms (120 Hz)
        #expect(diagnostic("calculatorButton(down: [0ms], up: [0ms])")?.message == "'down' and 'up' both happen at 0 s; give them different times")
        #expect(diagnostic("calculatorButton(up: [0ms])")?.message == "event 1 ('up') comes with no finger down")
        #expect(diagnostic("calculatorButton()")?.message == Messages.noEvents.text)
        // It keeps shrinking a little after the release at 0.9717 (its velocity carries on): interrupted, not restarted.
        let lowest = number("adaptiveButton(down: [0ms], up: [80ms]).min")!
        #expect(lowest < 0.97174512394660550398 && lowest > 0.95)
        #expect(diagnostic("adaptiveButton(down: [0ms], spring: 3)")?.message == "spring must be a spring, like spring(damping: 0.8, response: 0.3s); got a number")
    }

    @Test("elastic scroll gives one trace per cell; pause finds the stop")
    func elasticAndPause() {
        #expect(output("elasticScroll(trace([(0ms, 0pt), (100ms, 120pt)]), distances: [0pt, 100pt]).count") == "2")
        #expect(diagnostic("elasticScroll(trace([(0ms, 0pt)]), distances: [0pt], damping: 0)")?.message
                == "these cells would never settle (or take too long); use a damping above 0")
        let i = Interpreter()
        run("p = pauseDetector(trace([0ms, 100ms, 200ms, 300ms, 400ms, 500ms, 600ms, 700ms, 800ms, 900ms], [0pt, 40pt, 80pt, 120pt, 150pt, 150pt, 150pt, 150pt, 150pt, 150pt]))", in: i)
        #expect(output("p.paused", in: i) == "true")
        // scripts/references/gestures.py (6): velocities 400, 322.9, 105.7, −35.7, −150, −153.6, −75 pt/s;
        // the first sample with |v| ≤ 100 pt/s that lost 90 % of the velocity 7 samples before is at 900 ms.
        #expect(output("p.at", in: i) == "900 ms")
    }
}
