import Testing
@testable import FluidLanguage
import FluidMotion

/// The platforms' spring constructors, `s as FAMILY`, family read-backs and presets.
/// Physics references: FluidMotionTests' SpringFamilyTests (mpmath literals, documented numbers);
/// here the same literals check that the language reaches them, plus exact round trips.
@Suite("Spring families in the language") struct SpringFamilyLanguageTests {
    func spring(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Spring {
        try #require(springValue(line, sourceLocation: sourceLocation)).spring
    }

    // MARK: Constructors

    @Test("each platform's constructor reaches the physics of its definition")
    func constructors() throws {
        let twoPi = 2 * Double.pi
        // (line, stiffness, damping, mass, relative tolerance and why)
        let cases: [(String, Double, Double, Double, Double)] = [
            // Apple's documented example: Spring(duration: 0.5, bounce: 0.3) → 157.9, 17.6 (mpmath, 1e-14).
            ("swiftui.spring(duration: 0.5s, bounce: 0.3)", 157.9136704174297379, 17.592918860102842135, 1, 1e-14),
            ("swiftui.spring(response: 0.5s, dampingRatio: 0.7)", 157.9136704174297379, 17.592918860102842135, 1, 1e-14),
            ("swiftui.spring(response: 0.5s, dampingFraction: 0.7)", 157.9136704174297379, 17.592918860102842135, 1, 1e-14),
            ("swiftui.spring", (twoPi / 0.5) * (twoPi / 0.5), 4 * .pi * 0.825 / 0.5, 1, 1e-14),
            ("swiftui.interactiveSpring", (twoPi / 0.15) * (twoPi / 0.15), 4 * .pi * 0.86 / 0.15, 1, 1e-14),
            // SwiftUI clamps an over-damped input unless allowOverDamping: 2√(km) = 2√300·√2.
            ("swiftui.spring(mass: 2, stiffness: 300, damping: 90)", 300, 2 * (600.0).squareRoot(), 2, 1e-15),
            ("swiftui.spring(mass: 2, stiffness: 300, damping: 90, allowOverDamping: true)", 300, 90, 2, 0),
            // mpmath settle-time root (FluidMotionTests' SpringFamilyTests): settlingDuration 0.5, ζ 0.7.
            ("swiftui.spring(settlingDuration: 0.5s, dampingRatio: 0.7)", 423.4273075005062161762, 28.8082891317931649175, 1, 1e-12),
            ("swiftui.bouncy(extraBounce: 0.1)", (twoPi / 0.5) * (twoPi / 0.5), 4 * .pi * 0.6 / 0.5, 1, 1e-14),
            ("swiftui.snappy(duration: 0.4s)", (twoPi / 0.4) * (twoPi / 0.4), 4 * .pi * 0.85 / 0.4, 1, 1e-14),
            ("swiftui.smooth()", (twoPi / 0.5) * (twoPi / 0.5), 4 * .pi / 0.5, 1, 1e-14),
            ("uikit.spring(damping: 0.8, response: 0.4s)", (twoPi / 0.4) * (twoPi / 0.4), 4 * .pi * 0.8 / 0.4, 1, 1e-14),
            ("uikit.spring(mass: 2, stiffness: 300, damping: 20)", 300, 20, 2, 0),
            ("uikit.spring(duration: 0.5s, bounce: 0.3)", 157.9136704174297379, 17.592918860102842135, 1, 1e-14),
            // CASpringAnimation defaults: mass 1, stiffness 100, damping 10.
            ("coreanimation.spring()", 100, 10, 1, 0),
            ("coreanimation.default", 100, 10, 1, 0),
            ("coreanimation.spring(damping: 15)", 100, 15, 1, 0),
            ("coreanimation.spring(perceptualDuration: 0.5s, bounce: 0.3)", 157.9136704174297379, 17.592918860102842135, 1, 1e-14),
            // Motion: physics defaults 100/10/1; findSpring's mpmath root for 0.8 s, 0.3 (1e-14).
            ("motion.default", 100, 10, 1, 0),
            ("motion.spring(stiffness: 300)", 300, 10, 1, 0),
            ("motion.spring(duration: 0.8s, bounce: 0.3)", 151.2791327794634675039, 17.21938152918821867834, 1, 1e-14),
            ("motion.spring(bounce: 0.3)", 151.2791327794634675039, 17.21938152918821867834, 1, 1e-14),
            ("motion.spring(duration: 800ms)", 151.2791327794634675039, 17.21938152918821867834, 1, 1e-14),
            ("motion.spring(visualDuration: 0.3s)", 304.6174197867085993467, 24.43460952792061407693, 1, 1e-15),
            // react-spring: config.default 170/26; frequency/damping: mpmath (2π/f)²·m, 4πζm/f.
            ("reactspring.spring()", 170, 26, 1, 0),
            ("reactspring.spring(frequency: 0.5s, damping: 0.7)", 157.9136704174297379014, 17.59291886010284213539, 1, 1e-14),
            ("reactspring.spring(frequency: 1.2s, damping: 0.3, mass: 2)", 54.83113556160754788241, 6.283185307179586476925, 2, 1e-14),
            // Origami (40, 7) = Rebound's and React Native's default: 230.2, 22.
            ("origami.default", 230.2, 22, 1, 1e-15),
            ("rebound.default", 230.2, 22, 1, 1e-15),
            ("reactnative.spring()", 230.2, 22, 1, 1e-15),
            ("reactnative.default", 230.2, 22, 1, 1e-15),
            ("reactnative.spring(stiffness: 200)", 200, 10, 1, 0),
            // Rebound bounciness 8, speed 12 (FluidMotionTests' SpringConversionTests, mpmath 1e-13).
            ("reactnative.spring(speed: 12)", 342.10058823529411765, 24.684019245284345008, 1, 1e-13),
            ("rebound.spring(bounciness: 8, speed: 12)", 342.10058823529411765, 24.684019245284345008, 1, 1e-13),
            ("rebound.spring(tension: 300, friction: 20)", 300, 20, 1, 0),
            ("android.spring()", 1500, 2 * 0.5 * (1500.0).squareRoot(), 1, 1e-15),
            ("android.default", 1500, 2 * 0.5 * (1500.0).squareRoot(), 1, 1e-15),
            ("compose.spring()", 1500, 2 * (1500.0).squareRoot(), 1, 1e-15),
            ("compose.default", 1500, 2 * (1500.0).squareRoot(), 1, 1e-15),
            ("compose.spring(stiffness: compose.stiffness.mediumLow, dampingRatio: compose.dampingRatio.lowBouncy)", 400, 2 * 0.75 * 20, 1, 1e-15),
        ]
        for (line, k, c, m, tolerance) in cases {
            let s = try spring(line)
            #expect(relativeError(s.stiffness, k) <= tolerance, "\(line): stiffness \(s.stiffness) vs \(k)")
            #expect(relativeError(s.damping, c) <= tolerance, "\(line): damping \(s.damping) vs \(c)")
            #expect(s.mass == m, "\(line)")
        }
    }

    @Test("SwiftUI's documented Spring(mass: 1, stiffness: 100, damping: 10) has duration 0.63 and bounce 0.5")
    func swiftUIDocumentedConversion() throws {
        let i = Interpreter()
        run("s = swiftui.spring(mass: 1, stiffness: 100, damping: 10) as swiftui", in: i)
        #expect(output("s.duration", in: i) == "0.6283 s")     // 2π/10
        #expect(output("s.bounce", in: i) == "0.5")
    }

    @Test("the constants are the platforms' (SpringForce, Compose Spring)")
    func constants() {
        let expected: [(String, Double)] = [
            ("android.stiffness.high", 10000), ("android.stiffness.medium", 1500), ("android.stiffness.low", 200), ("android.stiffness.veryLow", 50),
            ("android.dampingRatio.highBouncy", 0.2), ("android.dampingRatio.mediumBouncy", 0.5), ("android.dampingRatio.lowBouncy", 0.75), ("android.dampingRatio.noBouncy", 1),
            ("compose.stiffness.high", 10000), ("compose.stiffness.medium", 1500), ("compose.stiffness.mediumLow", 400),
            ("compose.stiffness.low", 200), ("compose.stiffness.veryLow", 50),
            ("compose.dampingRatio.highBouncy", 0.2), ("compose.dampingRatio.mediumBouncy", 0.5), ("compose.dampingRatio.lowBouncy", 0.75), ("compose.dampingRatio.noBouncy", 1),
        ]
        for (line, value) in expected { #expect(number(line) == value, "\(line)") }
        // SpringForce has no MEDIUM_LOW stiffness; Compose does.
        #expect(diagnostic("android.stiffness.mediumLow")?.message.contains("has no member 'mediumLow'") == true)
    }

    /// findSpring for 0.5 s, ζ 0.7: ω0 = ln(0.7/(0.001·√0.51))/0.7/0.5 = 19.68, k = 387.3,
    /// c = 2·0.7·ω0 = 27.55; overshoot e^(−π·0.7/√0.51) = 4.599 %.
    @Test("a platform's spring prints back as written, and its source replays")
    func printsAsWritten() {
        #expect(output("motion.spring(duration: 0.5s)") == """
            motion.spring(duration: 500 ms, bounce: 0.3)
                mass 1 · stiffness 387.3 · damping 27.55 · bounce 0.3 · settles 0.5228 s · overshoot 4.599 %
            """)
        let i = Interpreter()
        run("o = origami.spring(friction: 9)", "w = swiftui.spring(stiffness: 100, damping: 30, allowOverDamping: true)", in: i)
        #expect(i.sourceText("o") == "o = origami.spring(tension: 40, friction: 9)")
        #expect(i.sourceText("w") == "w = swiftui.spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true)")
    }

    @Test("the summary says when a platform changes the values as written")
    func clampNotes() {
        #expect(output("swiftui.spring(mass: 1, stiffness: 100, damping: 30)") == """
            swiftui.spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: false)
                treated as critically damped (damping 20, not 30): SwiftUI does so unless allowOverDamping: true
                mass 1 · stiffness 100 · damping 20 · bounce 0 · settles 0.9233 s · overshoot 0 %
            """)
        #expect(output("motion.spring(visualDuration: 0.3s, bounce: -0.5)").contains("Motion treats bounce -0.5 as 0 (damping ratio 1; it keeps 0.05 … 1)"))
        #expect(output("motion.spring(duration: 20s)").contains("Motion clamps duration 20 s to 10 s"))
    }

    // MARK: as

    /// Checked by hand: visualDuration = response/1.2 = 0.3333 s; Motion's duration for ζ = 0.8,
    /// ω0 = 2π/0.4: ln(0.8/(0.001·0.6))/0.8/ω0 = 0.5726 s; for ω0 = 0.5, ζ = 0.9:
    /// ln(0.9/(0.001·√0.19))/0.9/0.5 = 16.96 s.
    @Test("s as motion writes Motion's physics keys and its time-based forms")
    func asMotion() {
        #expect(output("spring(damping: 0.8, response: 0.4s) as motion") == """
            motion.spring(stiffness: 246.7, damping: 25.13, mass: 1)
                = motion.spring(visualDuration: 333.3 ms, bounce: 0.2)
                = motion.spring(duration: 572.6 ms, bounce: 0.2)
                mass 1 · stiffness 246.7 · damping 25.13 · bounce 0.2 · settles 0.5394 s · overshoot 1.516 %
            """)
        #expect(output("spring(damping: 1.5, response: 0.4s) as motion").contains(
            "no motion.spring(visualDuration:, bounce:): Motion's bounce never over-damps (this damping ratio is 1.5)"))
        #expect(output("spring(stiffness: 0.25, dampingRatio: 0.9) as motion").contains(
            "no motion.spring(duration:, bounce:): it would need a duration of 16.96 s; Motion clamps durations to 10 ms … 10 s"))
    }

    @Test("s as swiftui, rebound, origami use each platform's words")
    func asOthers() {
        let swiftui = output("spring(damping: 1.5, response: 0.4s) as swiftui")
        #expect(swiftui.hasPrefix("swiftui.spring(duration: 400 ms, bounce: -0.3333)\n"))
        #expect(swiftui.contains("= swiftui.spring(mass: 1, stiffness: 246.7, damping: 47.12, allowOverDamping: true)"))
        #expect(output("spring(damping: 0, response: 0.4s) as swiftui").contains("no swiftui.spring(settlingDuration:, dampingRatio:, epsilon:): an undamped spring never settles"))
        #expect(output("spring(tension: 342, friction: 300) as rebound").contains(
            "no rebound.spring(bounciness:, speed:): it is more damped than bounciness 0 at this speed"))
        #expect(output("spring(tension: 50, friction: 10) as rebound").contains("it is slower than speed 0, Rebound's slowest"))
        #expect(output("origami.default as origami").hasPrefix("origami.spring(tension: 40, friction: 7)\n"))
        #expect(output("spring(damping: 0.8, response: 0.4s, velocity: 2) as android").hasPrefix("android.spring(stiffness: 246.7, dampingRatio: 0.8, velocity: 2)\n"))
    }

    /// Every family, over seeded random springs: `as` keeps the motion (ω0, ζ, mass, velocity)
    /// to a few ulps, and every form the family lists reproduces it from its printed values.
    @Test("s as FAMILY and each listed form round-trip, over seeded random springs")
    func asRoundTrips() throws {
        var random = LCG(seed: 2024)
        for _ in 0..<200 {
            let zeta = random.uniform(0.02, 2.5), response = random.uniform(0.05, 2), mass = random.uniform(0.3, 3)
            let omega = 2 * Double.pi / response
            let source = try SpringValue(form: .physical, arguments: ["mass": Quantity(mass), "stiffness": Quantity(omega * omega * mass),
                                                                      "damping": Quantity(2 * zeta * omega * mass)], velocity: Quantity(0.5))
            for family in SpringFamilies.families {
                guard case .spring(let converted) = try SpringFamilies.convert(.spring(source), to: family.name, valueSpan: SourceSpan(start: 0, end: 0), familySpan: SourceSpan(start: 0, end: 0)) else {
                    Issue.record("\(family.name): not a spring"); continue
                }
                try expectSameMotion(converted.spring, source.spring, "\(family.name)")
                #expect(converted.velocity.value == 0.5)
                for form in family.alternatives {
                    guard case .values(let values, let flags) = form.inverse(source.spring) else { continue }
                    let rebuilt = try SpringValue(form: form, arguments: SpringFamilies.quantities(values), flags: flags)
                    try expectSameMotion(rebuilt.spring, source.spring, "\(family.name) \(form)", bouncinessSpeed: form.labels.contains("bounciness"))
                }
            }
        }
    }

    /// ω0 and ζ agree to 1e-12 relative (a few ulps through k = ω0²m, √(k/m), c/(2√(km)),
    /// through logs for Motion's duration, and the ε-crossing for SwiftUI's settling duration);
    /// bounciness/speed go through Rebound's piecewise cubic and b = 1 − √(1 − t'): 1e-9.
    func expectSameMotion(_ a: Spring, _ b: Spring, _ what: String, bouncinessSpeed: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let tolerance = bouncinessSpeed ? 1e-9 : 1e-12
        #expect(relativeError(a.naturalFrequency, b.naturalFrequency) <= tolerance, "\(what): ω0 \(a.naturalFrequency) vs \(b.naturalFrequency)", sourceLocation: sourceLocation)
        #expect(abs(a.dampingRatio - b.dampingRatio) <= tolerance * max(1, b.dampingRatio), "\(what): ζ \(a.dampingRatio) vs \(b.dampingRatio)", sourceLocation: sourceLocation)
    }

    /// Every form of every constructor, over seeded random arguments: the form's inverse gives
    /// back the written arguments (where the platform does not clamp them).
    @Test("every form → spring → the same form's arguments, over seeded random values")
    func formRoundTrips() throws {
        var random = LCG(seed: 77)
        let forms = SpringForm.generic + SpringFamilies.constructors.flatMap(\.forms)
        for form in forms {
            for _ in 0..<100 {
                var values: [String: Double] = [:]
                var flags: [String: Bool] = [:]
                for label in form.labels {
                    if form.flagDefaults[label] != nil { flags[label] = random.next() % 2 == 0; continue }
                    values[label] = Self.randomValue(label, form: form, &random)
                }
                let s = try Spring(form.build(values, flags))
                if form == .swiftUIPhysical, flags["allowOverDamping"] == false, s.dampingRatio == 1 { continue }  // clamped
                guard case .values(let back, let backFlags) = form.inverse(s) else {
                    Issue.record("\(form): no inverse for \(values)"); continue
                }
                for (label, value) in values {
                    let tolerance = form.labels.contains("bounciness") ? 1e-9 : label == "settlingDuration" ? 1e-12 : 4e-14
                    let got = back[label] ?? .nan
                    #expect(abs(got - value) <= tolerance * max(abs(value), 1), "\(form) \(label): \(got) vs \(value) from \(values)")
                }
                if form == .swiftUIPhysical { #expect(backFlags["allowOverDamping"] == (s.dampingRatio > 1)) }
            }
        }
    }

    /// Ranges where each form's platform takes the value as written (Motion's bounce and
    /// duration inside its clamps, Rebound inside its principal range).
    static func randomValue(_ label: String, form: SpringForm, _ random: inout LCG) -> Double {
        let ratioForms: Set<SpringForm> = [.dampingResponse, .uikitDampingResponse, .reactSpringFrequency]
        switch label {
        case "response", "duration", "frequency", "perceptualDuration", "visualDuration":
            return form.constructor == "motion.spring" ? random.uniform(0.05, 2) : random.uniform(0.05, 2)
        case "settlingDuration": return random.uniform(0.1, 3)
        case "bounce": return form.constructor == "motion.spring" ? random.uniform(0.01, 0.95) : random.uniform(-0.9, 0.95)
        case "extraBounce": return random.uniform(-0.5, 0.5)
        case "dampingRatio" where form == .uikitAnimate: return random.uniform(0.05, 1)   // UIKit clamps it to 1
        case "dampingRatio", "dampingFraction": return random.uniform(0.05, 2.5)
        case "damping": return ratioForms.contains(form) ? random.uniform(0.05, 2.5) : random.uniform(0, 80)
        case "mass": return random.uniform(0.2, 5)
        case "stiffness": return random.uniform(10, 3000)
        case "tension": return form.constructor == "origami.spring" || form.constructor == "reactnative.spring" ? random.uniform(0, 150) : random.uniform(10, 3000)
        case "friction": return form.constructor == "origami.spring" || form.constructor == "reactnative.spring" ? random.uniform(0, 40) : random.uniform(0, 80)
        case "bounciness", "speed": return random.uniform(0, 40)
        case "epsilon": return 0.001   // the inverse reads SwiftUI's settlingDuration, at ε = 0.001
        default: return .nan
        }
    }

    // MARK: Members

    @Test("members read a spring in every family's words")
    func members() {
        let i = Interpreter()
        run("s = spring(damping: 0.8, response: 0.4s)", in: i)
        #expect(output("s.visualDuration", in: i) == "0.3333 s")
        #expect(output("s.frequency", in: i) == "0.4 s")
        #expect(output("s.dampingFraction", in: i) == "0.8")
        #expect(output("s.motionDuration", in: i) == "0.5726 s")
        #expect(output("s.settlingDuration", in: i) == output("s.settle", in: i))
        #expect(output("s.perceptualDuration", in: i) == "0.4 s")
        #expect(output("s.bounciness", in: i) == "4.434")
        #expect(output("s.speed", in: i) == "7.511")
        #expect(output("s.origamiTension", in: i) == "44.57")
        #expect(output("origami.default.origamiFriction") == "7")
        #expect(diagnostic("spring(tension: 342, friction: 300).bounciness")?.message == "this spring has no bounciness: it is more damped than bounciness 0 at this speed")
        #expect(diagnostic("spring(damping: 2, response: 1s).visualDuration")?.message == "this spring has no visualDuration: Motion's bounce never over-damps (this damping ratio is 2)")
    }

    @Test("a platform's own words read back as written, and changes keep the form")
    func changesKeepTheForm() {
        let i = Interpreter()
        run("f = motion.spring(duration: 0.5s, bounce: 0.2)", "f.bounce = 0.3", "w = swiftui.spring(stiffness: 100, damping: 30)", in: i)
        #expect(output("f", in: i).hasPrefix("motion.spring(duration: 500 ms, bounce: 0.3)\n"))
        #expect(output("f.duration", in: i) == "0.5 s")   // Motion's duration, as written
        #expect(output("w.allowOverDamping", in: i) == "false")
        #expect(output("w with allowOverDamping: true", in: i).hasPrefix("swiftui.spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true)\n"))
        #expect(output("swiftui.bouncy(extraBounce: 0.1) with extraBounce: 0.2", in: i).hasPrefix("swiftui.bouncy(duration: 500 ms, extraBounce: 0.2)\n"))
        #expect(diagnostic("w.allowOverDamping = 1", in: i)?.message == "allowOverDamping: is true or false")
        // Another form's parameter is changed through that form, keeping the form it was written in.
        let changed = output("f with visualDuration: 1s", in: i)
        #expect(changed.hasPrefix("motion.spring(duration: "), "\(changed)")
        #expect(changed.contains("visualDuration changed through motion.spring(visualDuration:, bounce:), keeping bounce 0.3"), "\(changed)")
        // A read-back measure is not a parameter of any form.
        #expect(diagnostic("f.settle = 1s", in: i)?.message == "'settle' cannot be changed here; changeable: duration, bounce, velocity")
    }

    // MARK: Mistakes

    /// `marked` is the part of `line` the error must point at (its last occurrence); empty
    /// for the end of the line.
    @Test("mistakes say where and what", arguments: [
        ("motion.spring(0.5s)", "motion.spring takes named arguments, like motion.spring(…: …)", "0.5s"),
        ("motion.spring(stiffness: 100, duration: 1s)", "no motion.spring form takes exactly 'stiffness', 'duration'", "motion.spring(stiffness: 100, duration: 1s)"),
        ("motion.spring(duraton: 1s)", "no argument 'duraton'; did you mean 'duration'?", "duraton"),
        ("motion.spring(duration: 20pt)", "duration must be a time, like 0.4s; got a length (20 pt)", "20pt"),
        ("swiftui.spring(stiffness: 100, damping: 10, allowOverDamping: 1)", "allowOverDamping: is true or false", "1"),
        ("origami.spring(tension: -30)", "tension must be above -23.59 in Origami units (lower gives no spring force)", "tension: -30"),
        ("swiftui.spring(settlingDuration: 0.5s, dampingRatio: 0)", "dampingRatio must be greater than 0 (an undamped spring never settles)", "dampingRatio: 0"),
        ("swiftui.spring(settlingDuration: 0.5s, dampingRatio: 0.5, epsilon: 2)", "epsilon must be between 0 and 1 (a fraction of the distance, like 0.001)", "epsilon: 2"),
        ("motion.spring(visualDuration: 0s)", "visualDuration must be a positive time (about the time to first reach the target, in seconds)", "visualDuration: 0s"),
        ("swiftui.spring(duration: 1e-300s)", "duration is too extreme: the spring would be infinitely fast", "duration: 1e-300s"),
        ("spring(damping: 0.8, response: 0.4s) as motoin", "no spring family 'motoin'; did you mean 'motion'?", "motoin"),
        // Flutter exports but has no `as`; the list is every platform's family (pinned by the
        // platform contract test's rows), so adding a platform does not change this case.
        ("spring(damping: 0.8, response: 0.4s) as flutter", "no spring family 'flutter'; families: " + SpringFamilies.familyNames.joined(separator: ", "), "flutter"),
        ("3 as motion", "only a spring can be shown 'as' a platform; this is a number", "3"),
        ("spring(damping: 0.8, response: 0.4s) as", "expected a spring family after 'as', like 'as motion', found the end of the line", ""),
        ("as = 1", "'as' is a reserved word and cannot be a name", "as"),
    ])
    func mistakes(line: String, message: String, marked: String) {
        let error = diagnostic(line)
        #expect(error?.message == message, "\(line): \(error?.message ?? "no error")")
        let characters = Array(line), part = Array(marked)
        let start = part.isEmpty ? characters.count
            : (0...(characters.count - part.count)).last { Array(characters[$0..<($0 + part.count)]) == part } ?? -1
        #expect(error?.span == SourceSpan(start: start, end: start + part.count), "\(line): \(output(line))")
    }

    @Test("as chains and composes with plot-style expressions")
    func asParses() throws {
        let s = try #require(springValue("spring(damping: 0.8, response: 0.4s) as motion as swiftui"))
        #expect(s.form == .swiftUIDurationBounce)
        #expect(output("(spring(damping: 0.8, response: 0.4s) as uikit).response") == "0.4 s")
        #expect(output("value(spring(damping: 0.8, response: 0.4s) as motion, 100ms)") == output("value(spring(damping: 0.8, response: 0.4s), 100ms)"))
    }
}
