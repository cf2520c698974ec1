import Testing
import FluidMotion

/// react-spring's frequency/damping form, as an app uses it from Motion.
/// References (mpmath, 30 digits): tension = (2π/f)²·m, friction = 4π·ζ·m/f.
@Suite("react-spring in Motion: tension/friction and frequency/damping")
struct ReactSpringTests {
    @Test("frequency 0.5 s, damping 0.7 (mass 1) and frequency 1.2 s, damping 0.3, mass 2")
    func frequency() throws {
        // (frequency s, damping ratio, mass) → (tension, friction), mpmath.
        let cases = [((0.5, 0.7, 1.0), (157.9136704174297379014, 17.59291886010284213539)),
                     ((1.2, 0.3, 2.0), (54.83113556160754788241, 6.283185307179586476925))]
        for ((frequency, ratio, mass), (tension, friction)) in cases {
            let spring = try Spring(.reactSpring(frequency: frequency, damping: ratio, mass: mass))
            #expect(isClose(spring.stiffness, tension, relative: 1e-14) && isClose(spring.damping, friction, relative: 1e-14))
            #expect(spring.mass == mass)
            let back = spring.reactSpringFrequency
            #expect(isClose(back.frequency, frequency, relative: 1e-14) && isClose(back.damping, ratio, relative: 1e-14) && back.mass == mass)
        }
    }

    @Test("mass 1 keeps the written period and ratio exactly; the defaults are damping 1, mass 1")
    func exactAtMassOne() throws {
        let spring = try Spring(.reactSpring(frequency: 0.4))
        #expect(spring.response == 0.4 && spring.dampingRatio == 1)
        #expect(try Spring(.reactSpring()).physical == (1, 170, 26))
    }

    @Test("the form in ReactSpringPlatform builds the same spring and reads it back")
    func form() throws {
        let spring = try SpringForm.reactSpringFrequency.spring(["frequency": 0.5, "damping": 0.7])
        #expect(spring == (try Spring(.reactSpring(frequency: 0.5, damping: 0.7))))
        guard case .values(let values, _) = SpringForm.reactSpringFrequency.inverse(spring) else { Issue.record("no read-back"); return }
        #expect(values == ["frequency": 0.5, "damping": 0.7, "mass": 1])
    }
}

@Suite("export targets and phrases, as the platforms declare them")
struct PlatformDeclarationTests {
    @Test("export targets keep their words and order")
    func targets() {
        // The words `export` took before platforms declared them, in the same order (a new
        // platform may add its own anywhere).
        let words = ["swiftui", "uikit", "coreanimation", "css", "motion", "reactspring", "android", "compose", "flutter"]
        #expect(ExportTarget.allCases.map(\.rawValue).filter(words.contains) == words)
        #expect(ExportTarget(rawValue: "css") == .css && ExportTarget(rawValue: "CSS") == nil)
        #expect(ExportTarget.motion.title == "Framer Motion")
    }

    @Test("a phrase keeps its numbers typed until it is rendered")
    func phrase() {
        let phrase: SpringPhrase = "it would need a duration of \(time: 12.5); ratio \(number: 0.25)"
        #expect(phrase.parts == [.text("it would need a duration of "), .time(12.5), .text("; ratio "), .number(0.25)])
        #expect(phrase.rendered(number: { "n\($0)" }, time: { "\($0 * 1000) ms" }) == "it would need a duration of 12500.0 ms; ratio n0.25")
        #expect(phrase.description == "it would need a duration of 12.5 s; ratio 0.25")
        #expect(SpringPhrase("").isEmpty && !phrase.isEmpty)
    }
}
