import Testing
@testable import FluidLanguage

/// QA of issue 3: `spring(duration: 500, bounce: 0.3)` (Motion's and Android's habit of
/// milliseconds) printed an 8-minute spring with stiffness 0.0001579 and no word of warning.
/// A plain number for a time is seconds below 20 and refused from 20 on, with the fix.
@Suite("Plain numbers that look like milliseconds") struct PlainMillisecondsTests {
    @Test("a plain time of 20 or more is refused with the ms advice, pointing at the number", arguments: [
        ("spring(duration: 500, bounce: 0.3)", "duration 500 without a unit would be 500 seconds; write 500ms for milliseconds (or 500s if you mean seconds)", "                 ^^^"),
        ("motion.spring(duration: 800, bounce: 0.3)", "duration 800 without a unit would be 800 seconds; write 800ms for milliseconds (or 800s if you mean seconds)", "                        ^^^"),
        ("decay(1000pt/s, power: 0.8, timeConstant: 325)", "timeConstant 325 without a unit would be 325 seconds; write 325ms for milliseconds (or 325s if you mean seconds)", "                                          ^^^"),
        ("value(spring(damping: 0.8, response: 0.4), 20)", "t 20 without a unit would be 20 seconds; write 20ms for milliseconds (or 20s if you mean seconds)", "                                           ^^"),
    ])
    func refused(line: String, message: String, carets: String) {
        let error = diagnostic(line)
        #expect(error?.message == message)
        #expect(error?.span == markedSpan(carets))
    }

    @Test("plain seconds below 20, and any time with a unit, are taken as written")
    func accepted() {
        // response 0.4 s: k = (2π/0.4)² = 246.74011 (mpmath (2*pi/0.4)**2 = 246.740110027234).
        #expect(abs((number("spring(damping: 0.8, response: 0.4).stiffness") ?? 0) - 246.740110027234) < 1e-9)
        // duration 19.9 s: k = (2π/19.9)² (mpmath (2*pi/mpf('19.9'))**2 = 0.099690456312611889789);
        // relative tolerance 1e-12: a few roundings of a square.
        #expect(abs((number("spring(duration: 19.9, bounce: 0).stiffness") ?? 0) / 0.099690456312611889789 - 1) < 1e-12)
        // The response is read back through the stiffness: a relative 1e-12 again.
        #expect(abs((number("spring(duration: 500s, bounce: 0.3).response") ?? 0) / 500 - 1) < 1e-12)
        #expect(abs((number("spring(duration: 500ms, bounce: 0.3).response") ?? 0) / 0.5 - 1) < 1e-12)
    }

    @Test("trace times typed as plain milliseconds are refused the same way; plain seconds still work")
    func traceTimes() {
        #expect(diagnostic("trace([(0, 500), (16, 476), (32, 452)])")?.message
                == "sample 3 has the time 32 without a unit, which would be 32 seconds; write times with units, like 32ms")
        #expect(diagnostic("trace([0, 16, 32], [500pt, 476pt, 452pt])")?.message
                == "sample 3 has the time 32 without a unit, which would be 32 seconds; write times with units, like 32ms")
        // (0 s, 500) then (0.016 s, 476): −24 over 16 ms is −1500 per second, exactly.
        #expect(abs((number("trace([(0, 500), (0.016, 476)]).velocity") ?? 0) + 1500) < 1e-9)
    }
}
