import Foundation
import Testing
import FluidMotion
@testable import FluidLanguage

@Suite("fit and cubic-Bézier easings in the language")
struct FitTests {
    /// The optimum for CSS ease-out over 300 ms from scripts/references/spring_fit.py
    /// "(0,0,0.58,1)" 0.3 241 0.5 (mpmath, 40 digits; the samples `fit` takes: 241 over
    /// 1.5 × the duration): ζ = 0.94490015662237055, T = 0.38867117245618475 s,
    /// rms = 0.029915696542762528, max 0.073748292607745399 at 31.875 ms. 1e-6 relative for
    /// ζ and T (the refinement's stopping rule is far tighter), 1e-9 for rms (flat there).
    @Test("fit(css.easeOut, duration: 300ms) prints the spring and its errors, and matches the reference optimum")
    func easeOut() throws {
        let i = Interpreter()
        let lines = run("f = fit(css.easeOut, duration: 300ms)", in: i)
        #expect(lines.first?.hasPrefix("f = fit: spring(damping: 0.9449, response: 388.7 ms) · rms 0.02992 · max 0.07375 at 31.88 ms") == true,
                "\(lines)")
        #expect(relativeError(number("f.spring.dampingRatio", in: i)!, 0.94490015662237055) < 1e-6)
        #expect(relativeError(number("f.spring.response", in: i)!, 0.38867117245618475) < 1e-6)
        #expect(relativeError(number("f.rms", in: i)!, 0.029915696542762528) < 1e-9)
        #expect(relativeError(number("f.at", in: i)!, 0.031875) < 1e-12)
        #expect(output("f.spring", in: i).hasPrefix("spring(damping: 0.9449, response: 388.7 ms)"))
        #expect(output("f.curve.count", in: i) == "241")
        // The same curve written out, and over seconds, gives the same spring.
        #expect(number("fit(cubicBezier(0, 0, 0.58, 1), duration: 0.3).spring.dampingRatio", in: i) == number("f.spring.dampingRatio", in: i))
    }

    /// A trace of a spring's own step response, moved and scaled to 10 pt → 110 pt, fits
    /// back to that spring: zero residual, so to 1e-6 relative (SpringFitTests states why).
    @Test("fit(trace) recovers the spring a trace was sampled from; from:/to: set the move's ends")
    func traceOfASpring() throws {
        let spring = try Spring(.dampingResponse(damping: 0.6, response: 0.35))
        let times = (0..<60).map { Double($0) * 0.012 }
        func pairs(_ scale: Double) -> String {
            times.map { t in "(\(t * 1000)ms, \(String(format: "%.17g", 10 + scale * spring.value(at: t)))pt)" }.joined(separator: ", ")
        }
        let i = Interpreter()
        run("tr = trace([\(pairs(100))])", in: i)
        // The last sample (708 ms) is still ~5e-4 of the move short of the target (envelope
        // e^(−ζωt) = e^(−7.6)); normalising by it stretches the curve by that, which moves ζ
        // by ~2e-3: fit(tr) is compared at 1e-2, and with the true ends (to: 110pt) at 1e-6.
        run("g = fit(tr)", "h = fit(tr, from: 10pt, to: 110pt)", in: i)
        #expect(relativeError(number("g.spring.dampingRatio", in: i)!, 0.6) < 1e-2)
        #expect(relativeError(number("h.spring.dampingRatio", in: i)!, 0.6) < 1e-6)
        #expect(relativeError(number("h.spring.response", in: i)!, 0.35) < 1e-6)
        #expect(number("h.rms", in: i)! < 1e-9)
        #expect(output("h.curve.first", in: i) == "0")
    }

    @Test("css easings are cubicBezier values with the spec's control points; they evaluate and save")
    func cssEasings() {
        #expect(output("css.ease") == "cubicBezier(0.25, 0.1, 0.25, 1)")
        #expect(output("css.easeIn") == "cubicBezier(0.42, 0, 1, 1)")
        #expect(output("css.easeOut") == "cubicBezier(0, 0, 0.58, 1)")
        #expect(output("css.easeInOut") == "cubicBezier(0.42, 0, 0.58, 1)")
        #expect(output("css.linear") == "cubicBezier(0, 0, 1, 1)")
        // linear: y = x; ease-in-out is symmetric, so 0.5 at 0.5 (to rounding).
        #expect(number("css.linear(0.3)") == 0.3)
        #expect(abs(number("css.easeInOut(0.5)")! - 0.5) < 1e-12)
        #expect(number("cubicBezier(0, 0, 0.58, 1)(0.5)") == CubicBezierTiming.easeOut.progress(at: 0.5))
        let i = Interpreter()
        run("e = css.ease", "f = fit(e, duration: 250ms)", in: i)
        #expect(i.sourceText("e") == "e = cubicBezier(0.25, 0.1, 0.25, 1)")
        #expect(i.sourceText("f") == "f = fit(cubicBezier(0.25, 0.1, 0.25, 1), duration: 250ms)")
        // What a saved session replays is the same fit.
        let j = Interpreter()
        run(i.sourceText("f")!, in: j)
        #expect(number("f.spring.response", in: j) == number("f.spring.response", in: i))
    }

    @Test("bad curves, durations and traces point at the argument and say what to do")
    func errors() {
        func check(_ line: String, _ carets: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
            let error = diagnostic(line)
            #expect(error?.message == message, sourceLocation: sourceLocation)
            #expect(error?.span == markedSpan(carets), sourceLocation: sourceLocation)
        }
        check("cubicBezier(1.2, 0, 1, 1)",
              "            ^^^", "x1 must be from 0 to 1 (a fraction of the duration); a curve whose x leaves 0…1 would go back in time")
        check("cubicBezier(0, 0, -0.5, 1)",
              "                  ^^^^", "x2 must be from 0 to 1 (a fraction of the duration); a curve whose x leaves 0…1 would go back in time")
        check("cubicBezier(0, 0, 1)", "^^^^^^^^^^^^^^^^^^^^", Messages.cubicBezierArguments.text)
        check("cubicBezier(0, 5pt, 1, 1)", "               ^^^", "y1 must be a plain number, like 0.8; got a length (5 pt)")
        check("fit(css.ease)", "^^^^^^^^^^^^^", Messages.fitNeedsDuration.text)
        check("fit(css.ease, duration: 0ms)", "              ^^^^^^^^^^^^^", Messages.fitDurationPositive.text)
        check("fit(css.ease, duration: 1e9s)", "              ^^^^^^^^^^^^^^", Messages.fitDurationRange.text)
        check("fit(css.ease, duration: 3pt)", "                        ^^^", "duration must be a time, like 0.4s; got a length (3 pt)")
        check("fit(css.ease, duration: 1s, to: 2)", "                            ^^^^^", Messages.fitEndsForTraces.text)
        check("fit(x -> x, duration: 1s)", "    ^^^^^^", Messages.fitOtherFunction.text)
        check("fit(spring(damping: 1, response: 1s))", "    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
              "curve must be an easing with a duration, like fit(css.easeOut, duration: 300ms), or a trace; got a spring")
        check("fit(trace([(0ms, 1pt), (10ms, 2pt)]))", "    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^", Messages.fitTooFewSamples(2).text)
        let still = "trace([(0ms, 5pt), (10ms, 7pt), (20ms, 6pt), (30ms, 5pt)])"
        check("fit(\(still))", "    " + String(repeating: "^", count: still.count), Messages.fitStill("5 pt").text)
        check("fit(\(still), duration: 1s)", "    " + String(repeating: " ", count: still.count) + "  ^^^^^^^^^^^^", Messages.fitDurationForEasings.text)
        check("fit(\(still), to: 5s)", "    " + String(repeating: " ", count: still.count) + "      ^^", "to must be a length, like 5 pt; got a time (5 s)")
        let planar = "trace([0ms, 1ms, 2ms, 3ms], [(0pt, 0pt), (1pt, 1pt), (2pt, 2pt), (3pt, 3pt)])"
        check("fit(\(planar))", "    " + String(repeating: "^", count: planar.count), Messages.fitPlanarTrace.text)
        check("fit(\(still), from: 5pt, to: 5.000000000001pt)", "    " + String(repeating: "^", count: still.count),
              "sample 2 is more than a million times the move from its start; check where the move starts and ends")
        #expect(diagnostic("fit()")?.message == Messages.missingArgument("curve", in: "fit").text)
    }

    @Test("Tab completes fit's labels and the css easings")
    func completion() {
        let i = Interpreter(commands: tourCommands)
        #expect(i.completions(forPrefix: "fit(css.ease, du") == ["duration:"])
        #expect(i.completions(forPrefix: "css.easeI") == ["css.easeIn", "css.easeInOut"])
        #expect(i.completions(forPrefix: "cubicB") == ["cubicBezier"])
    }
}
