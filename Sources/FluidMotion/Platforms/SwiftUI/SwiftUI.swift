/// SwiftUI's springs, from Apple's documentation of `Spring` and `Animation`:
/// `Spring(duration: 0.5, bounce: 0)` (duration = the undamped period, bounce in (−1, 1]:
/// ζ = 1 − bounce, or 1/(1 + bounce) below 0), `Spring(response:dampingRatio:)`,
/// `Spring(mass: 1, stiffness:, damping:, allowOverDamping: false)` (over-damping clamped to
/// critical unless allowed), `Spring(settlingDuration:dampingRatio:epsilon: 0.001)`, the older
/// `Animation.spring(response: 0.5, dampingFraction: 0.825)` and
/// `interactiveSpring(response: 0.15, dampingFraction: 0.86)`, and the presets `.smooth`,
/// `.snappy`, `.bouncy` (duration 0.5 s; bounce 0, 0.15, 0.3, plus `extraBounce`).
public struct SwiftUIPlatform: MotionPlatform {
    public init() {}
    public let name = "swiftui", title = "SwiftUI"
    public let upstream = "Apple's documentation of SwiftUI Spring and Animation (ANCHORS.md)"
    /// `Spring` and its presets came with iOS 17 / macOS 14 and are unchanged through iOS 26.
    public let release = "(iOS 17+)"

    public var constructors: [SpringConstructor] {
        [
            SpringConstructor(name: "swiftui.spring",
                summary: "SwiftUI's Spring and Animation.spring: duration/bounce, response/dampingRatio, "
                       + "mass/stiffness/damping (over-damping only with allowOverDamping: true), settlingDuration/dampingRatio, "
                       + "the older response/dampingFraction",
                example: "swiftui.spring(settlingDuration: 0.6s, dampingRatio: 0.8)",
                forms: [.swiftUIResponseDampingFraction, .swiftUIDurationBounce, .swiftUIResponseDampingRatio, .swiftUIPhysical, .swiftUISettlingDuration]),
            SpringConstructor(name: "swiftui.interactiveSpring",
                summary: "SwiftUI's Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86)",
                example: "swiftui.interactiveSpring(response: 0.2s)", forms: [.swiftUIInteractiveSpring]),
            Self.interpolatingSpringConstructor,
            SpringConstructor(name: "swiftui.smooth", summary: "SwiftUI's .smooth: Spring(duration:, bounce: 0 + extraBounce)",
                example: "swiftui.smooth(duration: 0.4s, extraBounce: 0.1)", forms: [.swiftUISmooth]),
            SpringConstructor(name: "swiftui.snappy", summary: "SwiftUI's .snappy: Spring(duration:, bounce: 0.15 + extraBounce)",
                example: "swiftui.snappy(extraBounce: 0.1)", forms: [.swiftUISnappy]),
            SpringConstructor(name: "swiftui.bouncy", summary: "SwiftUI's .bouncy: Spring(duration:, bounce: 0.3 + extraBounce)",
                example: "swiftui.bouncy(duration: 0.6s, extraBounce: 0.1)", forms: [.swiftUIBouncy]),
        ]
    }

    public var family: SpringFamily? {
        SpringFamily(name: name, primary: .swiftUIDurationBounce,
                     alternatives: [.swiftUIResponseDampingRatio, .swiftUIPhysical, .swiftUISettlingDuration, .swiftUIResponseDampingFraction])
    }

    /// `swiftui.bouncy(extraBounce: 0.1)` calls the constructor of the same name; the bare
    /// name is the preset.
    public var presets: [SpringPreset] {
        [
            SpringPreset("smooth", .spring(.durationBounce, ["duration": 0.5, "bounce": 0]), "Spring.smooth: duration 0.5 s, bounce 0, no overshoot"),
            SpringPreset("snappy", .spring(.durationBounce, ["duration": 0.5, "bounce": 0.15]),
                         "Spring.snappy: duration 0.5 s, bounce 0.15, a small overshoot"),
            SpringPreset("bouncy", .spring(.durationBounce, ["duration": 0.5, "bounce": 0.3]), "Spring.bouncy: duration 0.5 s, bounce 0.3, a visible bounce"),
            SpringPreset("spring", .spring(.swiftUIResponseDampingFraction, [:]), "Animation.spring with its defaults: response 0.5 s, dampingFraction 0.825"),
            SpringPreset("interactiveSpring", .spring(.swiftUIInteractiveSpring, [:]),
                         "Animation.interactiveSpring with its defaults: response 0.15 s, dampingFraction 0.86"),
        ]
    }

    public var members: [SpringMember] {
        [(name: "dampingFraction", form: .swiftUIResponseDampingFraction, label: "dampingFraction"),
         (name: "settlingDuration", form: .swiftUISettlingDuration, label: "settlingDuration")]
    }

    /// SwiftUI clamps an over-damped `Spring(mass:stiffness:damping:)` to critical damping
    /// unless `allowOverDamping: true`.
    public func notes(on form: SpringForm, written values: [String: Double], flags: [String: Bool], spring: Spring) -> [SpringPhrase] {
        guard form == .swiftUIPhysical, flags["allowOverDamping"] != true,
              let m = values["mass"], let k = values["stiffness"], let c = values["damping"] else { return [] }
        let ratio = c / (2 * k.squareRoot() * m.squareRoot())
        guard ratio > 1 else { return [] }
        return ["treated as critically damped (damping \(number: spring.damping), not \(number: c)): SwiftUI does so unless allowOverDamping: true"]
    }

    public var exportTarget: ExportTarget? { .swiftui }

    /// `.spring(response:dampingFraction:)` (with `Spring(duration:bounce:)` as a comment) for
    /// a spring at rest that is not over-damped; `.spring(duration:bounce:)` when over-damped;
    /// `.interpolatingSpring(duration:bounce:initialVelocity:)` when it has a velocity. Mass 1.
    public func exportedCode(_ spring: Spring, tolerance: Double) -> ExportedCode {
        let response = spring.exportNumber(spring.response)
        let ratio = spring.exportNumber(spring.dampingRatio)
        let bounceNumber = spring.exportNumber(spring.bounce)
        let v = spring.exportVelocity
        let lines: [String]
        let zeta: Double
        if spring.initialVelocity != 0 {
            lines = [".interpolatingSpring(duration: \(response), bounce: \(bounceNumber), initialVelocity: \(v))"]
            zeta = bounceNumber.value >= 0 ? 1 - bounceNumber.value : 1 / (1 + bounceNumber.value)
        } else if spring.dampingRatio <= 1 {
            lines = [".spring(response: \(response), dampingFraction: \(ratio))",
                     "// the same spring: Spring(duration: \(response), bounce: \(bounceNumber))"]
            zeta = ratio.value
        } else {
            lines = [".spring(duration: \(response), bounce: \(bounceNumber))"]
            zeta = 1 / (1 + bounceNumber.value)
        }
        let omega = 2 * Double.pi / response.value
        let deviation = spring.closedFormDeviation(mass: 1, stiffness: omega * omega, damping: 4 * Double.pi * zeta / response.value, velocity: v.value,
                                                   model: "SwiftUI's closed form (iOS 17+) from the printed values")
        return ExportedCode(lines: lines, deviation: deviation)
    }
}

extension ExportTarget {
    public static let swiftui = ExportTarget("swiftui", title: "SwiftUI", summary: ".spring(response:dampingFraction:), or Spring(duration:bounce:)")
}

// MARK: - Forms

extension SpringForm {
    /// `Animation.spring(response: 0.5, dampingFraction: 0.825)`, the older animation.
    public static let swiftUIResponseDampingFraction = SpringForm("swiftUIResponseDampingFraction", "swiftui.spring",
        [.time("response", default: 0.5), .number("dampingFraction", default: 0.825)],
        build: { v, _ in .dampingResponse(damping: value(v, "dampingFraction"), response: value(v, "response")) },
        inverse: { s in .values(["response": s.response, "dampingFraction": s.dampingRatio]) })
    /// `Spring(duration: 0.5, bounce: 0)`.
    public static let swiftUIDurationBounce = durationBounce.renamed("swiftUIDurationBounce", "swiftui.spring",
        [.time("duration", default: 0.5), .number("bounce", default: 0)])
    /// `Spring(response:dampingRatio:)`.
    public static let swiftUIResponseDampingRatio = SpringForm("swiftUIResponseDampingRatio", "swiftui.spring",
        [.time("response"), .number("dampingRatio")],
        build: { v, _ in .dampingResponse(damping: value(v, "dampingRatio"), response: value(v, "response")) },
        inverse: { s in .values(["response": s.response, "dampingRatio": s.dampingRatio]) })
    /// `Spring(mass: 1, stiffness:, damping:, allowOverDamping: false)`; the inverse sets
    /// allowOverDamping exactly when the spring is over-damped.
    public static let swiftUIPhysical = SpringForm("swiftUIPhysical", "swiftui.spring",
        [.number("mass", default: 1), .number("stiffness"), .number("damping"), .flag("allowOverDamping", default: false)],
        build: { v, f in .swiftUIPhysical(mass: value(v, "mass"), stiffness: value(v, "stiffness"), damping: value(v, "damping"),
                                          allowOverDamping: f["allowOverDamping"] ?? false) },
        inverse: { s in .values(["mass": s.mass, "stiffness": s.stiffness, "damping": s.damping], flags: ["allowOverDamping": s.dampingRatio > 1]) })
    /// `Spring(settlingDuration:, dampingRatio:, epsilon: 0.001)`; read back at ε = 0.001.
    public static let swiftUISettlingDuration = SpringForm("swiftUISettlingDuration", "swiftui.spring",
        [.time("settlingDuration"), .number("dampingRatio"), .number("epsilon", default: 0.001)],
        build: { v, _ in .settlingDurationDampingRatio(settlingDuration: value(v, "settlingDuration"), dampingRatio: value(v, "dampingRatio"),
                                                      epsilon: value(v, "epsilon")) },
        inverse: { s in
            guard let settling = s.settlingDurationDampingRatio(epsilon: 0.001) else { return .none("an undamped spring never settles") }
            return .values(["settlingDuration": settling.settlingDuration, "dampingRatio": settling.dampingRatio, "epsilon": 0.001])
        })
    /// `Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86)`.
    public static let swiftUIInteractiveSpring = swiftUIResponseDampingFraction.renamed("swiftUIInteractiveSpring", "swiftui.interactiveSpring",
        [.time("response", default: 0.15), .number("dampingFraction", default: 0.86)])
    public static let swiftUISmooth = swiftUIExtraBounce("swiftUISmooth", "swiftui.smooth", base: 0)
    public static let swiftUISnappy = swiftUIExtraBounce("swiftUISnappy", "swiftui.snappy", base: 0.15)
    public static let swiftUIBouncy = swiftUIExtraBounce("swiftUIBouncy", "swiftui.bouncy", base: 0.3)

    /// SwiftUI's `smooth`/`snappy`/`bouncy(duration: 0.5, extraBounce: 0)`: `Spring(duration:,
    /// bounce: base + extraBounce)`, the base bounce being 0, 0.15 and 0.3 (Apple's documentation:
    /// "how much additional bounce should be added to the base bounce").
    private static func swiftUIExtraBounce(_ id: String, _ constructor: String, base: Double) -> SpringForm {
        SpringForm(id, constructor, [.time("duration", default: 0.5), .number("extraBounce", default: 0)],
                   build: { v, _ in .durationBounce(duration: value(v, "duration"), bounce: base + value(v, "extraBounce")) },
                   inverse: { s in .values(["duration": s.response, "extraBounce": s.bounce - base]) })
    }
}

// MARK: - Read-back and duration

extension Spring {
    /// SwiftUI's `(settlingDuration, dampingRatio)` with the given ε: the last time the step
    /// (target 1, initial velocity 0, whatever this spring's own velocity) is at least ε from
    /// its target, and ζ. nil for an undamped spring (ζ = 0), which never settles, and for ε
    /// outside (0, 1).
    public func settlingDurationDampingRatio(epsilon: Double = 0.001) -> (settlingDuration: Double, dampingRatio: Double)? {
        guard dampingRatio > 0, epsilon > 0, epsilon < 1 else { return nil }
        let settle = swiftUISettlingDuration(epsilon: epsilon)
        guard settle.isFinite, settle > 0 else { return nil }
        return (settle, dampingRatio)
    }

    /// SwiftUI's `Spring.settlingDuration`, by Apple's documented definition: the time after
    /// which every later value stays within `epsilon` of the target, for a target of 1, an
    /// initial velocity of 0 and ε = 0.001 (`settlingDuration(target:initialVelocity:epsilon:)`
    /// with its defaults). fluid computes that definition exactly (the last crossing of
    /// |1 − p(t)| = ε); Apple calls its value an estimate and does not publish the method.
    ///
    /// Unlike `settlingTime`, this ignores the spring's `initialVelocity`, as the property
    /// does. +∞ for an undamped spring or ε ≤ 0; 0 when ε ≥ the whole distance.
    public func swiftUISettlingDuration(epsilon: Double = 0.001) -> Double {
        var atRest = self
        atRest.initialVelocity = 0
        return atRest.settlingTime(threshold: epsilon)
    }
}
