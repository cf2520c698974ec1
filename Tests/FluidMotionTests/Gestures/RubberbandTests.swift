import Testing
@testable import FluidMotion

@Suite("Rubberbanding")
struct RubberbandTests {
    @Test("UIScrollView form: (1 − 1/(x·c/d + 1))·d")
    func dimensionForm() {
        // mpmath: (1 - 1/(120*0.55/300 + 1))*300; relative 1e-14
        #expect(isClose(rubberband(120, dimension: 300), 54.098360655737704918, relative: 1e-14))
        #expect(isClose(rubberband(-120, dimension: 300), -54.098360655737704918, relative: 1e-14))
        // tiny offsets keep full precision (slope c at 0); mpmath same formula at x = 1e-9
        #expect(isClose(rubberband(1e-9, dimension: 300), 5.4999999999899166667e-10, relative: 1e-14))
        #expect(rubberband(0, dimension: 300) == 0)
    }

    @Test("never reaches the dimension, and grows monotonically toward it")
    func bounded() {
        var previous = 0.0
        for x in [1.0, 10, 100, 1e3, 1e6, 1e12, 1e300, .infinity] {
            let f = rubberband(x, dimension: 300)
            #expect(f > previous || f == 300, "x = \(x)")
            #expect(f <= 300, "x = \(x)")
            previous = f
        }
        #expect(rubberband(1e6, dimension: 300) < 300)
        #expect(rubberband(.infinity, dimension: 300) == 300)
        #expect(rubberband(50, dimension: 0) == 0)
    }

    @Test("the article's power form: sign(x)·|x|^0.7")
    func powerForm() {
        // mpmath: mpf(120)**mpf('0.7'); relative 1e-14
        #expect(isClose(rubberband(120), 28.538219384978826027, relative: 1e-14))
        #expect(isClose(rubberband(-120), -28.538219384978826027, relative: 1e-14))
        #expect(rubberband(0) == 0)
        #expect(rubberband(120, exponent: 1) == 120)
        #expect(rubberband(120, exponent: 0.5) < rubberband(120, exponent: 0.7))
    }

    @Test("outside a range: lo − f(lo − x) below, hi + f(x − hi) above, x inside")
    func rangeForm() {
        let range = 0.0...500.0
        #expect(rubberband(250, in: range, dimension: 300) == 250)
        #expect(rubberband(0, in: range, dimension: 300) == 0)
        #expect(isClose(rubberband(620, in: range, dimension: 300), 554.098360655737704918, relative: 1e-14))
        #expect(isClose(rubberband(-120, in: range, dimension: 300), -54.098360655737704918, relative: 1e-14))
    }
}
