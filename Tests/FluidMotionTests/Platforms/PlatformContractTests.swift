import Testing
import FluidMotion

// One loop over every platform in `MotionPlatforms.all` (UnicodePlots.jl's canvas contract,
// for springs). A platform's row states, independently of its file, what it documents:
// its presets' numbers, where it takes values as written, and how its exported code is
// re-run. Adding a platform is its file plus its row here; `everyPlatformHasARow` fails
// until the row exists.

/// What a preset is documented to be: a number, or a spring's values (defaults included).
enum DocumentedPreset {
    case number(Double)
    case spring([String: Double])
}

/// A platform and what the contract checks it against.
struct PlatformRow: Sendable, CustomTestStringConvertible {
    let platform: any MotionPlatform
    /// Every preset, by path, with the platform's documented numbers.
    let presets: [String: DocumentedPreset]
    /// Ranges where the platform takes a value as written, by label or `formID.label`,
    /// overriding `PlatformContractTests.ranges`.
    var ranges: [String: ClosedRange<Double>] = [:]
    /// The export deviation the platform's model may reach (progress units), and an
    /// independent re-run of the printed code (nil: the platform's own tests re-run it).
    var exportBound: Double? = nil
    var rerun: (@Sendable (ExportedCode, Spring) -> (Double) -> Double)? = nil
    /// Its decay models' rows (`DecayContractTests`), one per model it declares.
    var decays: [DecayContractRow] = []

    var testDescription: String { platform.name }
}

/// The closed-form step response from printed mass, stiffness, damping and velocity.
private func closed(_ m: Double, _ k: Double, _ c: Double, _ v: Double) -> (Double) -> Double {
    referenceStep(mass: m, stiffness: k, damping: c, velocity: v)
}

/// SwiftUI's duration/bounce → ζ.
private func swiftUIRatio(bounce b: Double) -> Double { b >= 0 ? 1 - b : 1 / (1 + b) }

/// Closed-form platforms print 6 significant digits: within 5·10⁻⁵ (see ExportTests).
private let closedFormBound = 5e-5

extension PlatformContractTests {
    static let rows: [PlatformRow] = [
        PlatformRow(platform: SwiftUIPlatform(),
            presets: ["smooth": .spring(["duration": 0.5, "bounce": 0]), "snappy": .spring(["duration": 0.5, "bounce": 0.15]),
                      "bouncy": .spring(["duration": 0.5, "bounce": 0.3]),
                      "spring": .spring(["response": 0.5, "dampingFraction": 0.825]),
                      "interactiveSpring": .spring(["response": 0.15, "dampingFraction": 0.86])],
            exportBound: closedFormBound,
            rerun: { code, spring in
                let n = numbers(in: code.lines[0])
                let w = 2 * Double.pi / n[0]
                if code.lines[0].hasPrefix(".spring(response:") { return closed(1, w * w, 2 * n[1] * w, 0) }
                return closed(1, w * w, 2 * swiftUIRatio(bounce: n[1]) * w, n.count > 2 ? n[2] : 0)
            }),
        PlatformRow(platform: UIKitPlatform(), presets: [:],
            ranges: ["uikitDampingResponse.damping": 0.05...2.5, "bounce": -0.9...0.95, "uikitAnimate.dampingRatio": 0.05...1],
            exportBound: closedFormBound,
            rerun: { code, _ in let n = numbers(in: code.lines[0]); return closed(n[0], n[1], n[2], n[3]) },
            decays: [.exact, .talk]),
        PlatformRow(platform: CoreAnimationPlatform(),
            presets: ["default": .spring(["mass": 1, "stiffness": 100, "damping": 10])],
            exportBound: closedFormBound,
            rerun: { code, _ in
                let n = (1...4).map { numbers(in: code.lines[$0])[0] }
                return closed(n[0], n[1], n[2], n[3])
            }),
        // CSS approximates: the claim is its tolerance (CSSLinearTests re-run linear()).
        PlatformRow(platform: CSSPlatform(), presets: [:], exportBound: 0.001),
        PlatformRow(platform: MotionLibraryPlatform(),
            presets: ["default": .spring(["stiffness": 100, "damping": 10, "mass": 1])],
            ranges: ["bounce": 0.01...0.95],
            exportBound: closedFormBound,
            rerun: { code, _ in let n = numbers(in: code.lines[0]); return closed(n[2], n[0], n[1], n.count > 3 ? n[3] : 0) },
            decays: [.inertia]),
        // react-spring's 1 ms semi-implicit Euler steps drift in phase by O(h·ω0²·t): for
        // ω0 ≤ 63 rad/s (response ≥ 0.1 s) under 2.5 % of the distance, a real, reported gap.
        PlatformRow(platform: ReactSpringPlatform(),
            presets: ["default": .spring(["tension": 170, "friction": 26]), "gentle": .spring(["tension": 120, "friction": 14]),
                      "wobbly": .spring(["tension": 180, "friction": 12]), "stiff": .spring(["tension": 210, "friction": 20]),
                      "slow": .spring(["tension": 280, "friction": 60]), "molasses": .spring(["tension": 280, "friction": 120])],
            ranges: ["reactSpringFrequency.damping": 0.05...2.5],
            exportBound: 0.025,
            rerun: { code, spring in
                let n = numbers(in: code.lines[0])
                var x = 0.0, v = n.count > 3 ? n[3] : 0
                var steps = [x]
                for _ in 0..<Int((ExportResimulation.horizon(of: spring) * 1000).rounded(.up)) {
                    v += (-n[0] * 1e-6 * (x - 1) - n[1] * 1e-3 * v) / n[2]
                    x += v
                    steps.append(x)
                }
                return { t in steps[min(Int((t * 1000).rounded()), steps.count - 1)] }
            },
            decays: [.reactspring]),
        PlatformRow(platform: OrigamiPlatform(),
            presets: ["default": .spring(["tension": 40, "friction": 7])],
            ranges: ["tension": 0...150, "friction": 0...40]),
        PlatformRow(platform: ReboundPlatform(),
            presets: ["default": .spring(["tension": 40, "friction": 7])],
            decays: [.rebound]),
        PlatformRow(platform: ReactNativePlatform(),
            presets: ["default": .spring(["tension": 40, "friction": 7])],
            // Where Animated.spring draws what it is given: under-damped (it draws an
            // over-damped spring as critically damped, and says so).
            ranges: ["reactNativeOrigami.tension": 50...150, "reactNativeOrigami.friction": 0...10,
                     "reactNativePhysical.stiffness": 100...3000, "reactNativePhysical.mass": 0.5...5, "reactNativePhysical.damping": 0...14]),
        PlatformRow(platform: AndroidPlatform(),
            presets: ["stiffness.high": .number(10_000), "stiffness.medium": .number(1500), "stiffness.low": .number(200),
                      "stiffness.veryLow": .number(50), "dampingRatio.highBouncy": .number(0.2), "dampingRatio.mediumBouncy": .number(0.5),
                      "dampingRatio.lowBouncy": .number(0.75), "dampingRatio.noBouncy": .number(1),
                      "minimumVisibleChange.pixels": .number(1), "minimumVisibleChange.alpha": .number(1.0 / 256),
                      "minimumVisibleChange.scale": .number(0.002), "minimumVisibleChange.rotationDegrees": .number(0.1),
                      "default": .spring(["stiffness": 1500, "dampingRatio": 0.5])],
            exportBound: closedFormBound,
            rerun: { code, _ in
                let k = Double(Float(numbers(in: code.lines[1])[0])), zeta = Double(Float(numbers(in: code.lines[2])[0]))
                let velocity = code.lines.first { $0.contains("setStartVelocity") }.map { numbers(in: $0)[0] } ?? 0
                return closed(1, k, 2 * zeta * k.squareRoot(), velocity)
            },
            decays: [.android]),
        PlatformRow(platform: ComposePlatform(),
            presets: ["stiffness.high": .number(10_000), "stiffness.medium": .number(1500), "stiffness.mediumLow": .number(400),
                      "stiffness.low": .number(200), "stiffness.veryLow": .number(50), "dampingRatio.highBouncy": .number(0.2),
                      "dampingRatio.mediumBouncy": .number(0.5), "dampingRatio.lowBouncy": .number(0.75),
                      "dampingRatio.noBouncy": .number(1), "default": .spring(["dampingRatio": 1, "stiffness": 1500])],
            exportBound: closedFormBound,
            rerun: { code, _ in
                let n = numbers(in: code.lines[0])
                let zeta = Double(Float(n[0])), k = Double(Float(n[1]))
                // The velocity's comment, when there is one (the frame claims follow it).
                let velocity = code.lines.first { $0.contains("initialVelocity =") }.map { numbers(in: $0)[0] } ?? 0
                return closed(1, k, 2 * zeta * k.squareRoot(), velocity)
            },
            decays: [.compose, .splineBasedDecay]),
        // Flutter's comment form reads its Duration in whole milliseconds: up to 0.5 ms over
        // the response in ω0, a gap its deviation reports.
        PlatformRow(platform: FlutterPlatform(), presets: [:], exportBound: 0.01,
            rerun: { code, _ in
                let n = numbers(in: code.lines[0]), v = numbers(in: code.lines[1])
                return closed(n[0], n[1], n[2], v[2])
            }),
    ]
}

@Suite("Platform contract: every platform in MotionPlatforms.all")
struct PlatformContractTests {
    /// Every form's round trip, relative (a few ulps through k = ω0²m, logs for Motion's
    /// duration, the ε-crossing for SwiftUI's settling duration, Rebound's cubic).
    static let tolerance = 1e-12

    /// Where platforms take each label as written, unless a row says otherwise.
    static let ranges: [String: ClosedRange<Double>] = [
        "response": 0.05...2, "duration": 0.05...2, "frequency": 0.05...2, "perceptualDuration": 0.05...2,
        "visualDuration": 0.05...2, "settlingDuration": 0.1...3, "bounce": -0.9...0.95, "extraBounce": -0.5...0.5,
        "dampingRatio": 0.05...2.5, "dampingFraction": 0.05...2.5, "damping": 0...80, "mass": 0.2...5,
        "stiffness": 10...3000, "tension": 10...3000, "friction": 0...80, "bounciness": 0...40, "speed": 0...40,
        // SwiftUI's settling-duration form reads back at its default ε.
        "epsilon": 0.001...0.001,
    ]

    /// Springs over the ranges platforms meet: ζ 0.02 … 2.5, response 0.05 … 2 s, mass 0.3 … 3,
    /// some with velocity.
    static let springs: [Spring] = {
        var random = LCG(seed: 2026)
        return (0..<60).map { i in
            let zeta = random.uniform(0.02, 2.5), response = random.uniform(0.05, 2)
            let mass = i % 3 == 0 ? random.uniform(0.3, 3) : 1
            let omega = 2 * Double.pi / response
            return try! Spring(.physical(mass: mass, stiffness: omega * omega * mass, damping: 2 * zeta * omega * mass),
                               initialVelocity: i % 4 == 0 ? random.uniform(-3, 3) : 0)
        }
    }()

    @Test("every platform has a row, named once")
    func everyPlatformHasARow() {
        #expect(Self.rows.map(\.platform.name) == MotionPlatforms.all.map(\.name))
        #expect(Set(MotionPlatforms.all.map(\.name)).count == MotionPlatforms.all.count)
    }

    @Test("names, constructors, members and aliases hang together", arguments: rows)
    func identity(row: PlatformRow) {
        let platform = row.platform
        #expect(!platform.title.isEmpty && !platform.upstream.isEmpty)
        #expect(platform.name == platform.name.lowercased() && !platform.name.contains("."))
        for constructor in platform.constructors {
            #expect(constructor.name.hasPrefix(platform.name + "."), "\(constructor.name)")
            #expect(!constructor.summary.isEmpty && constructor.example.hasPrefix(constructor.name))
            #expect(constructor.forms.allSatisfy { $0.constructor == constructor.name })
        }
        for member in platform.members {
            #expect(member.form.labels.contains(member.label), "\(member.name)")
        }
        if let family = platform.family {
            #expect(family.name == platform.name)
            #expect(([family.primary] + family.alternatives).allSatisfy { form in MotionPlatforms.all.contains { $0.forms.contains(form) } })
        }
        #expect(platform.aliases.allSatisfy { $0 == $0.lowercased() })
    }

    /// Build from values → spring → read back: the same values, wherever the platform takes
    /// them as written (when it changes them it says so in `notes`, and there is nothing to
    /// give back).
    @Test("every form round-trips: values → spring → the same values", arguments: rows)
    func formRoundTrips(row: PlatformRow) throws {
        var random = LCG(seed: 77)
        for form in row.platform.forms {
            var checked = 0
            for _ in 0..<100 {
                var values: [String: Double] = [:], flags: [String: Bool] = [:]
                for label in form.arguments {
                    if label.kind == .flag { flags[label.name] = random.next() % 2 == 0; continue }
                    let range = try #require(row.ranges[form.id + "." + label.name] ?? row.ranges[label.name] ?? Self.ranges[label.name],
                                             "\(form).\(label.name): no range")
                    values[label.name] = random.uniform(range.lowerBound, range.upperBound)
                }
                let spring = try form.spring(values, flags: flags)
                if !row.platform.notes(on: form, written: values, flags: flags, spring: spring).isEmpty { continue }
                guard case .values(let back, let backFlags) = form.inverse(spring) else {
                    Issue.record("\(form): no read-back for \(values)"); continue
                }
                for (label, value) in values {
                    let got = back[label] ?? .nan
                    #expect(abs(got - value) <= Self.tolerance * max(abs(value), 1), "\(form) \(label): \(got) vs \(value)")
                }
                #expect(backFlags.keys.sorted() == flags.keys.sorted(), "\(form)")
                checked += 1
            }
            #expect(checked >= 50, "\(form): only \(checked) of 100 taken as written")
        }
    }

    /// Spring → read back → build: the same motion (ω0, ζ), for every form that can express
    /// the spring; the family's primary form expresses every one.
    @Test("every read-back rebuilds the same spring, over a spread of springs", arguments: rows)
    func readBackRebuilds(row: PlatformRow) throws {
        for spring in Self.springs {
            if let family = row.platform.family {
                guard case .values = family.primary.inverse(spring) else {
                    Issue.record("\(family.primary) cannot express \(spring.parameters)"); continue
                }
            }
            for form in row.platform.forms {
                switch form.inverse(spring) {
                case .values(let values, let flags):
                    // A form whose platform derives the spring from its velocity too is rebuilt with it.
                    let rebuilt = try form.spring(values, flags: flags, initialVelocity: form.readsVelocity ? spring.initialVelocity : 0)
                    #expect(isClose(rebuilt.naturalFrequency, spring.naturalFrequency, relative: Self.tolerance), "\(form) ω0")
                    #expect(abs(rebuilt.dampingRatio - spring.dampingRatio) <= Self.tolerance * max(1, spring.dampingRatio), "\(form) ζ")
                case .none(let reason):
                    #expect(!reason.isEmpty, "\(form): no reason")
                }
            }
        }
    }

    @Test("every preset is documented: a meaning, and the platform's numbers", arguments: rows)
    func presets(row: PlatformRow) throws {
        #expect(Set(row.platform.presets.map(\.path)) == Set(row.presets.keys))
        for preset in row.platform.presets {
            #expect(!preset.meaning.isEmpty, "\(preset.path)")
            switch (preset.value, row.presets[preset.path]) {
            case (.number(let value), .number(let documented)?):
                #expect(value == documented, "\(preset.path)")
            case (.spring(let form, let values), .spring(let documented)?):
                #expect(form.defaults.merging(values) { _, given in given } == documented, "\(preset.path)")
                _ = try preset.spring()
            default:
                Issue.record("\(row.platform.name).\(preset.path): not as documented")
            }
        }
    }

    @Test("the duration members: finite for a damped spring, +∞ for an undamped one", arguments: rows)
    func durationMembers(row: PlatformRow) throws {
        for member in row.platform.durationMembers {
            #expect(!member.name.isEmpty && !member.meaning.isEmpty && !member.compareLabel.isEmpty)
            let damped = try Spring(.dampingResponse(damping: 0.8, response: 0.4))
            let duration = member.duration(WrittenSpring(damped, form: .dampingResponse, values: ["damping": 0.8, "response": 0.4]))
            #expect(duration.isFinite && duration > 0, "\(member.name): \(duration)")
            let undamped = try Spring(.dampingResponse(damping: 0, response: 0.4))
            #expect(member.duration(WrittenSpring(undamped, form: .dampingResponse, values: ["damping": 0, "response": 0.4])) == .infinity,
                    "\(member.name)")
        }
    }

    /// The deviation printed with the code is within the platform's bound, and re-running
    /// the printed code independently strays no further than it says.
    @Test("export: the deviation is within the claim, and the claim is true", arguments: rows)
    func export(row: PlatformRow) throws {
        guard let target = row.platform.exportTarget else {
            #expect(row.exportBound == nil)
            return
        }
        #expect(ExportTarget(rawValue: target.rawValue) == target)
        let bound = try #require(row.exportBound)
        for spring in Self.springs where spring.response >= 0.1 && spring.settlingTime() < 10 {
            let code = try spring.exportedCode(for: target)
            #expect(!code.lines.isEmpty)
            #expect(code.deviation.maximum <= bound, "\(target): \(code.deviation.maximum) for \(spring.parameters)")
            if let rerun = row.rerun {
                let gap = maxGap(rerun(code, spring), spring.value(at:), horizon: ExportResimulation.horizon(of: spring))
                #expect(gap <= code.deviation.maximum + 1e-9, "\(target): re-run \(gap) vs claimed \(code.deviation.maximum)")
            }
        }
    }
}
