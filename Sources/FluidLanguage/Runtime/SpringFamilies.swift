import Motion

/// A platform's spring constructor, like `framer.spring(...)`: the forms it takes, in
/// matching order (the first form whose required labels are given and which takes every
/// given label wins), and its help.
struct SpringConstructor: Sendable {
    let name: String
    let summary: String
    let example: String
    let forms: [SpringForm]

    /// `framer.spring(stiffness: 100, damping: 10, mass: 1) · (duration: 0.8s, bounce: 0.3) · … [, velocity:]`
    var signature: String {
        name + forms.map(\.signature).joined(separator: " · ") + " [, velocity:]"
    }
}

/// A platform family a spring can be shown in with `s as NAME`: the form `as` writes (one
/// that expresses every spring) and the other forms shown beside it.
struct SpringFamily: Sendable {
    let name: String
    let primary: SpringForm
    let alternatives: [SpringForm]
}

extension Builtins {
    /// Help for words of the language that are not functions.
    static let languageTopics: [HelpTopic] = [
        HelpTopic(name: "as", signature: "SPRING as FAMILY",
                  summary: "the spring in a platform's own constructor, with that platform's other forms (or why it has none); families: "
                      + SpringFamilies.familyNames.joined(separator: ", "),
                  example: "spring(damping: 0.8, response: 0.4s) as framer"),
    ]
}

enum SpringFamilies {
    static let constructors: [SpringConstructor] = [
        SpringConstructor(name: "swiftui.spring",
            summary: "SwiftUI's Spring and Animation.spring: duration/bounce, response/dampingRatio, mass/stiffness/damping (over-damping only with allowOverDamping: true), settlingDuration/dampingRatio, the older response/dampingFraction",
            example: "swiftui.spring(settlingDuration: 0.6s, dampingRatio: 0.8)",
            forms: [.swiftUIResponseDampingFraction, .swiftUIDurationBounce, .swiftUIResponseDampingRatio, .swiftUIPhysical, .swiftUISettlingDuration]),
        SpringConstructor(name: "swiftui.interactiveSpring",
            summary: "SwiftUI's Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86)",
            example: "swiftui.interactiveSpring(response: 0.2s)", forms: [.swiftUIInteractiveSpring]),
        SpringConstructor(name: "swiftui.smooth", summary: "SwiftUI's .smooth: Spring(duration:, bounce: 0 + extraBounce)",
            example: "swiftui.smooth(duration: 0.4s, extraBounce: 0.1)", forms: [.swiftUISmooth]),
        SpringConstructor(name: "swiftui.snappy", summary: "SwiftUI's .snappy: Spring(duration:, bounce: 0.15 + extraBounce)",
            example: "swiftui.snappy(extraBounce: 0.1)", forms: [.swiftUISnappy]),
        SpringConstructor(name: "swiftui.bouncy", summary: "SwiftUI's .bouncy: Spring(duration:, bounce: 0.3 + extraBounce)",
            example: "swiftui.bouncy(duration: 0.6s, extraBounce: 0.1)", forms: [.swiftUIBouncy]),
        SpringConstructor(name: "uikit.spring",
            summary: "UIKit's UISpringTimingParameters: mass/stiffness/damping, the WWDC damping ratio/response, iOS 17 duration/bounce",
            example: "uikit.spring(damping: 0.8, response: 0.3s, velocity: 2)",
            forms: [.uikitPhysical, .uikitDampingResponse, .uikitDurationBounce]),
        SpringConstructor(name: "coreanimation.spring",
            summary: "CASpringAnimation: mass 1, stiffness 100, damping 10 by default, or iOS 17's perceptualDuration/bounce",
            example: "coreanimation.spring(damping: 15)", forms: [.coreAnimationPhysical, .coreAnimationPerceptual]),
        SpringConstructor(name: "framer.spring",
            summary: "Motion (Framer Motion): stiffness/damping/mass (100/10/1), duration/bounce (0.8 s, 0.3: Framer's settle time, not SwiftUI's period), visualDuration/bounce; bounce is clamped to a damping ratio of 0.05 … 1",
            example: "framer.spring(duration: 0.5s, bounce: 0.25)",
            forms: [.framerPhysical, .framerDuration, .framerVisualDuration]),
        SpringConstructor(name: "reactspring.spring",
            summary: "react-spring: tension/friction/mass (170/26/1), or frequency (a period) with damping (a ratio, default 1)",
            example: "reactspring.spring(frequency: 0.5s, damping: 0.7)",
            forms: [.reactSpringTensionFriction, .reactSpringFrequency]),
        SpringConstructor(name: "origami.spring",
            summary: "Origami: tension/friction in Origami units (default 40, 7), or Pop Animation bounciness/speed",
            example: "origami.spring(tension: 40, friction: 7)",
            forms: [.origamiTensionFriction, .origamiBouncinessSpeed]),
        SpringConstructor(name: "rebound.spring",
            summary: "Rebound: bounciness/speed (BouncyConversion), or SpringConfig(tension, friction) in physical units",
            example: "rebound.spring(bounciness: 8, speed: 12)",
            forms: [.reboundBouncinessSpeed, .reboundTensionFriction]),
        SpringConstructor(name: "reactnative.spring",
            summary: "React Native Animated.spring: Origami tension/friction (40, 7) by default, bounciness/speed (8, 12), or stiffness/damping/mass (100/10/1)",
            example: "reactnative.spring(bounciness: 4)",
            forms: [.reactNativeOrigami, .reactNativeBouncinessSpeed, .reactNativePhysical]),
        SpringConstructor(name: "android.spring",
            summary: "Android SpringForce: stiffness (1500) and dampingRatio (0.5)",
            example: "android.spring(stiffness: android.stiffness.low, dampingRatio: android.dampingRatio.lowBouncy)",
            forms: [.androidSpringForce]),
        SpringConstructor(name: "compose.spring",
            summary: "Jetpack Compose spring(): dampingRatio (1) and stiffness (1500)",
            example: "compose.spring(dampingRatio: compose.dampingRatio.mediumBouncy)",
            forms: [.composeSpring]),
    ]

    static let families: [SpringFamily] = [
        SpringFamily(name: "swiftui", primary: .swiftUIDurationBounce,
                     alternatives: [.swiftUIResponseDampingRatio, .swiftUIPhysical, .swiftUISettlingDuration, .swiftUIResponseDampingFraction]),
        SpringFamily(name: "uikit", primary: .uikitPhysical, alternatives: [.uikitDampingResponse, .uikitDurationBounce]),
        SpringFamily(name: "coreanimation", primary: .coreAnimationPhysical, alternatives: [.coreAnimationPerceptual]),
        SpringFamily(name: "framer", primary: .framerPhysical, alternatives: [.framerVisualDuration, .framerDuration]),
        SpringFamily(name: "reactspring", primary: .reactSpringTensionFriction, alternatives: [.reactSpringFrequency]),
        SpringFamily(name: "origami", primary: .origamiTensionFriction, alternatives: [.origamiBouncinessSpeed]),
        SpringFamily(name: "rebound", primary: .reboundTensionFriction, alternatives: [.reboundBouncinessSpeed, .origamiTensionFriction]),
        SpringFamily(name: "reactnative", primary: .reactNativePhysical, alternatives: [.reactNativeOrigami, .reactNativeBouncinessSpeed]),
        SpringFamily(name: "android", primary: .androidSpringForce, alternatives: []),
        SpringFamily(name: "compose", primary: .composeSpring, alternatives: []),
    ]

    static var familyNames: [String] { families.map(\.name) }

    // MARK: Conversion

    /// `s as NAME`: the same spring written in the family's own constructor, with the same
    /// velocity; it prints the family's other forms too.
    static func convert(_ value: Value, to name: String, valueSpan: SourceSpan, familySpan: SourceSpan) throws(Diagnostic) -> Value {
        guard let family = families.first(where: { $0.name == name }) else {
            throw Diagnostic(Messages.unknownFamily(name, suggestion: alias(of: name) ?? Suggestions.closest(to: name, in: familyNames), families: familyNames), familySpan)
        }
        guard case .spring(let spring) = value else {
            throw Diagnostic(Messages.asNeedsSpring(value.kindPhrase), valueSpan)
        }
        guard case .values(let values, let flags) = family.primary.inverse(spring.spring) else {
            throw Diagnostic(Messages.familyCannotExpress(family.primary.constructor, "its values overflow"), familySpan)
        }
        do throws(MotionError) {
            var converted = try SpringValue(form: family.primary, arguments: quantities(values), velocity: spring.velocity, flags: flags)
            converted.showsFamily = true
            return .spring(converted)
        } catch {
            throw Diagnostic(Messages.familyCannotExpress(family.primary.constructor, error.message), familySpan)
        }
    }

    /// Base-unit values as quantities: times for the time labels.
    static func quantities(_ values: [String: Double]) -> [String: Quantity] {
        values.reduce(into: [:]) { result, entry in
            result[entry.key] = Quantity(entry.value, SpringForm.timeLabels.contains(entry.key) ? .time : .none)
        }
    }

    // MARK: Display

    /// `framer.spring(visualDuration: 333.3 ms, bounce: 0.2)`: a form's call with rounded values.
    static func call(_ form: SpringForm, _ values: [String: Double], flags: [String: Bool], _ formatter: ValueFormatter) -> String {
        let parts = form.labels.compactMap { label -> String? in
            if let flag = flags[label] { return "\(label): \(flag)" }
            guard let value = values[label] else { return nil }
            return "\(label): " + (SpringForm.timeLabels.contains(label) ? formatter.time(value) : formatter.number(value))
        }
        return form.constructor + "(" + parts.joined(separator: ", ") + ")"
    }

    /// The other forms of the spring's family, one line each: `= framer.spring(…)`, or
    /// `no framer.spring(visualDuration:, bounce:): why`. Empty unless the spring came from `as`.
    static func alternatives(_ value: SpringValue, _ formatter: ValueFormatter) -> [String] {
        guard value.showsFamily, let family = families.first(where: { $0.primary == value.form }) else { return [] }
        return family.alternatives.map { form in
            switch form.inverse(value.spring) {
            case .values(let values, let flags):
                return "= " + call(form, values, flags: flags, formatter)
            case .none(let reason):
                return "no " + form.constructor + "(" + form.labels.map { $0 + ":" }.joined(separator: ", ") + "): " + reason
            }
        }
    }

    /// What a platform does to the values as written, when it changes them: SwiftUI clamps
    /// over-damping, Framer clamps its bounce and duration.
    static func notes(_ value: SpringValue, _ formatter: ValueFormatter) -> [String] {
        let written = value.arguments.mapValues(\.value)
        switch value.form {
        case .swiftUIPhysical:
            guard value.flags["allowOverDamping"] != true, let m = written["mass"], let k = written["stiffness"], let c = written["damping"] else { return [] }
            let ratio = c / (2 * k.squareRoot() * m.squareRoot())
            guard ratio > 1 else { return [] }
            return ["treated as critically damped (damping \(formatter.number(value.spring.damping)), not \(formatter.number(c))): SwiftUI does so unless allowOverDamping: true"]
        case .framerDuration, .framerVisualDuration:
            var notes: [String] = []
            if let bounce = written["bounce"] {
                let ratio = FramerSpring.dampingRatio(bounce: bounce)
                if ratio != 1 - bounce {
                    notes.append("Framer treats bounce \(formatter.number(bounce)) as \(formatter.number(1 - ratio)) (damping ratio \(formatter.number(ratio)); it keeps 0.05 … 1)")
                }
            }
            if value.form == .framerDuration, let duration = written["duration"], FramerSpring.clampedDuration(duration) != duration {
                notes.append("Framer clamps duration \(formatter.time(duration)) to \(formatter.time(FramerSpring.clampedDuration(duration)))")
            }
            return notes
        default:
            return []
        }
    }

    // MARK: Members

    /// Members that read a spring in another family's words: name → (form, label).
    static let members: [(name: String, form: SpringForm, label: String)] = [
        ("bounciness", .reboundBouncinessSpeed, "bounciness"),
        ("speed", .reboundBouncinessSpeed, "speed"),
        ("frequency", .reactSpringFrequency, "frequency"),
        ("visualDuration", .framerVisualDuration, "visualDuration"),
        ("framerDuration", .framerDuration, "duration"),
        ("dampingFraction", .swiftUIResponseDampingFraction, "dampingFraction"),
        ("settlingDuration", .swiftUISettlingDuration, "settlingDuration"),
        ("perceptualDuration", .coreAnimationPerceptual, "perceptualDuration"),
        ("origamiTension", .origamiTensionFriction, "tension"),
        ("origamiFriction", .origamiTensionFriction, "friction"),
    ]

    /// `s.bounciness`, `s.visualDuration`, …: the value in that family's form, or an error
    /// saying why the family cannot express the spring; nil for other names.
    static func member(_ value: SpringValue, _ name: String, nameSpan: SourceSpan) throws(Diagnostic) -> Value? {
        guard let entry = members.first(where: { $0.name == name }) else { return nil }
        switch entry.form.inverse(value.spring) {
        case .values(let values, _):
            guard let result = values[entry.label] else { return nil }
            return .number(Quantity(result, SpringForm.timeLabels.contains(entry.label) ? .time : .none))
        case .none(let reason):
            throw Diagnostic(Messages.springHasNo(name, because: reason), nameSpan)
        }
    }
}
