import Motion

/// Every form a spring can be written in, by platform, with its defaults and its exact
/// inverse. Sources (ANCHORS.md, checked upstream): Apple's documentation of SwiftUI `Spring`,
/// `Animation`, UIKit `UISpringTimingParameters`, `CASpringAnimation`; motiondivision/motion
/// `packages/motion-dom/src/animation/generators/spring.ts`; pmndrs/react-spring
/// `packages/core/src/AnimationConfig.ts`; facebookarchive/rebound-js `SpringConfig.js`;
/// facebook/react-native `Libraries/Animated/animations/SpringAnimation.js`; androidx
/// `SpringForce`; Jetpack Compose `Spring`/`spring()`.
extension SpringForm {
    private static func x(_ values: [String: Double], _ label: String) -> Double { values[label] ?? .nan }

    // MARK: spring(...) — the generic forms (mass 1 unless given)

    static let dampingResponse = SpringForm("dampingResponse", "spring", ["damping", "response"],
        build: { v, _ in .dampingResponse(damping: x(v, "damping"), response: x(v, "response")) },
        inverse: { s in .values(["damping": s.dampingRatio, "response": s.response]) })
    static let durationBounce = SpringForm("durationBounce", "spring", ["duration", "bounce"], defaults: ["bounce": 0],
        build: { v, _ in .durationBounce(duration: x(v, "duration"), bounce: x(v, "bounce")) },
        inverse: { s in .values(["duration": s.response, "bounce": s.bounce]) })
    static let physical = SpringForm("physical", "spring", ["mass", "stiffness", "damping"], defaults: ["mass": 1],
        build: { v, _ in .physical(mass: x(v, "mass"), stiffness: x(v, "stiffness"), damping: x(v, "damping")) },
        inverse: { s in .values(["mass": s.mass, "stiffness": s.stiffness, "damping": s.damping]) })
    static let tensionFriction = SpringForm("tensionFriction", "spring", ["tension", "friction"],
        build: { v, _ in .tensionFriction(tension: x(v, "tension"), friction: x(v, "friction")) },
        inverse: { s in .values(["tension": s.tensionFriction.tension, "friction": s.tensionFriction.friction]) })
    static let stiffnessDampingRatio = SpringForm("stiffnessDampingRatio", "spring", ["stiffness", "dampingRatio"],
        build: { v, _ in .stiffnessDampingRatio(stiffness: x(v, "stiffness"), dampingRatio: x(v, "dampingRatio")) },
        inverse: { s in .values(["stiffness": s.stiffnessDampingRatio.stiffness, "dampingRatio": s.dampingRatio]) })
    static let bouncinessSpeed = SpringForm("bouncinessSpeed", "spring", ["bounciness", "speed"],
        build: { v, _ in .bouncinessSpeed(bounciness: x(v, "bounciness"), speed: x(v, "speed")) },
        inverse: reboundInverse)

    /// `spring(...)`, in matching order.
    static let generic: [SpringForm] = [dampingResponse, durationBounce, physical, tensionFriction, stiffnessDampingRatio, bouncinessSpeed]

    // MARK: SwiftUI

    /// `Animation.spring(response: 0.5, dampingFraction: 0.825)`, the older animation.
    static let swiftUIResponseDampingFraction = SpringForm("swiftUIResponseDampingFraction", "swiftui.spring", ["response", "dampingFraction"],
        defaults: ["response": 0.5, "dampingFraction": 0.825],
        build: { v, _ in .dampingResponse(damping: x(v, "dampingFraction"), response: x(v, "response")) },
        inverse: { s in .values(["response": s.response, "dampingFraction": s.dampingRatio]) })
    /// `Spring(duration: 0.5, bounce: 0)`.
    static let swiftUIDurationBounce = SpringForm("swiftUIDurationBounce", "swiftui.spring", ["duration", "bounce"],
        defaults: ["duration": 0.5, "bounce": 0],
        build: durationBounce.build, inverse: durationBounce.inverse)
    /// `Spring(response:dampingRatio:)`.
    static let swiftUIResponseDampingRatio = SpringForm("swiftUIResponseDampingRatio", "swiftui.spring", ["response", "dampingRatio"],
        build: { v, _ in .dampingResponse(damping: x(v, "dampingRatio"), response: x(v, "response")) },
        inverse: { s in .values(["response": s.response, "dampingRatio": s.dampingRatio]) })
    /// `Spring(mass: 1, stiffness:, damping:, allowOverDamping: false)`.
    static let swiftUIPhysical = SpringForm("swiftUIPhysical", "swiftui.spring", ["mass", "stiffness", "damping", "allowOverDamping"],
        defaults: ["mass": 1], flags: ["allowOverDamping": false],
        build: { v, f in .swiftUIPhysical(mass: x(v, "mass"), stiffness: x(v, "stiffness"), damping: x(v, "damping"), allowOverDamping: f["allowOverDamping"] ?? false) },
        inverse: { s in .values(["mass": s.mass, "stiffness": s.stiffness, "damping": s.damping], flags: ["allowOverDamping": s.dampingRatio > 1]) })
    /// `Spring(settlingDuration:, dampingRatio:, epsilon: 0.001)`.
    static let swiftUISettlingDuration = SpringForm("swiftUISettlingDuration", "swiftui.spring", ["settlingDuration", "dampingRatio", "epsilon"],
        defaults: ["epsilon": 0.001],
        build: { v, _ in .settlingDurationDampingRatio(settlingDuration: x(v, "settlingDuration"), dampingRatio: x(v, "dampingRatio"), epsilon: x(v, "epsilon")) },
        inverse: { s in
            guard let settling = s.settlingDurationDampingRatio(epsilon: 0.001) else { return .none("an undamped spring never settles") }
            return .values(["settlingDuration": settling.settlingDuration, "dampingRatio": settling.dampingRatio, "epsilon": 0.001])
        })
    /// `Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86)`.
    static let swiftUIInteractiveSpring = SpringForm("swiftUIInteractiveSpring", "swiftui.interactiveSpring", ["response", "dampingFraction"],
        defaults: ["response": 0.15, "dampingFraction": 0.86],
        build: swiftUIResponseDampingFraction.build, inverse: swiftUIResponseDampingFraction.inverse)
    static let swiftUISmooth = extraBounceForm("swiftUISmooth", "swiftui.smooth", base: 0)
    static let swiftUISnappy = extraBounceForm("swiftUISnappy", "swiftui.snappy", base: 0.15)
    static let swiftUIBouncy = extraBounceForm("swiftUIBouncy", "swiftui.bouncy", base: 0.3)

    /// SwiftUI's `smooth`/`snappy`/`bouncy(duration: 0.5, extraBounce: 0)`: `Spring(duration:,
    /// bounce: base + extraBounce)`, the base bounce being 0, 0.15 and 0.3 (Apple's documentation:
    /// "how much additional bounce should be added to the base bounce").
    private static func extraBounceForm(_ id: String, _ constructor: String, base: Double) -> SpringForm {
        SpringForm(id, constructor, ["duration", "extraBounce"], defaults: ["duration": 0.5, "extraBounce": 0],
                   build: { v, _ in .durationBounce(duration: x(v, "duration"), bounce: base + x(v, "extraBounce")) },
                   inverse: { s in .values(["duration": s.response, "extraBounce": s.bounce - base]) })
    }

    // MARK: UIKit and Core Animation

    /// The WWDC 2018 convenience `UISpringTimingParameters(damping:response:)`.
    static let uikitDampingResponse = SpringForm("uikitDampingResponse", "uikit.spring", ["damping", "response"],
        build: dampingResponse.build, inverse: dampingResponse.inverse)
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
    static let uikitPhysical = SpringForm("uikitPhysical", "uikit.spring", ["mass", "stiffness", "damping"], defaults: ["mass": 1],
        build: physical.build, inverse: physical.inverse)
    /// `UISpringTimingParameters(duration:bounce:)` (iOS 17), SwiftUI's meaning.
    static let uikitDurationBounce = SpringForm("uikitDurationBounce", "uikit.spring", ["duration", "bounce"],
        build: durationBounce.build, inverse: durationBounce.inverse)
    /// `CASpringAnimation`'s mass, stiffness and damping, defaults 1, 100, 10.
    static let coreAnimationPhysical = SpringForm("coreAnimationPhysical", "coreanimation.spring", ["mass", "stiffness", "damping"],
        defaults: ["mass": 1, "stiffness": 100, "damping": 10],
        build: physical.build, inverse: physical.inverse)
    /// `CASpringAnimation(perceptualDuration:bounce:)` (iOS 17), SwiftUI's duration and bounce.
    static let coreAnimationPerceptual = SpringForm("coreAnimationPerceptual", "coreanimation.spring", ["perceptualDuration", "bounce"],
        build: { v, _ in .durationBounce(duration: x(v, "perceptualDuration"), bounce: x(v, "bounce")) },
        inverse: { s in .values(["perceptualDuration": s.response, "bounce": s.bounce]) })

    // MARK: Framer Motion

    /// Physics keys, defaults stiffness 100, damping 10, mass 1; they win over duration keys.
    static let framerPhysical = SpringForm("framerPhysical", "framer.spring", ["stiffness", "damping", "mass"],
        defaults: ["stiffness": 100, "damping": 10, "mass": 1],
        build: physical.build, inverse: physical.inverse)
    /// `{ duration: 0.8, bounce: 0.3 }` through `findSpring`.
    static let framerDuration = SpringForm("framerDuration", "framer.spring", ["duration", "bounce"],
        defaults: ["duration": FramerSpring.defaultDuration, "bounce": FramerSpring.defaultBounce],
        build: { v, _ in .framerDuration(duration: x(v, "duration"), bounce: x(v, "bounce")) },
        inverse: { s in
            if let framer = s.framerDurationBounce { return .values(["duration": framer.duration, "bounce": framer.bounce]) }
            if let reason = framerBounceLimit(s) { return .none(reason) }
            let needed = s.framerUnclampedDuration ?? .nan
            return .none("it would need a duration of \(ValueFormatter().time(needed)); Framer clamps durations to 10 ms … 10 s")
        })
    /// `{ visualDuration, bounce: 0.3 }` (the default bounce of Motion's `spring(visualDuration, bounce)`).
    static let framerVisualDuration = SpringForm("framerVisualDuration", "framer.spring", ["visualDuration", "bounce"],
        defaults: ["bounce": FramerSpring.defaultBounce],
        build: { v, _ in .framerVisualDuration(visualDuration: x(v, "visualDuration"), bounce: x(v, "bounce")) },
        inverse: { s in
            guard let framer = s.framerVisualDurationBounce else { return .none(framerBounceLimit(s) ?? "") }
            return .values(["visualDuration": framer.visualDuration, "bounce": framer.bounce])
        })

    private static func framerBounceLimit(_ s: Spring) -> String? {
        let ratio = ValueFormatter().number(s.dampingRatio)
        if s.dampingRatio > 1 { return "Framer's bounce never over-damps (this damping ratio is \(ratio))" }
        if s.dampingRatio < 0.05 { return "Framer's bounce keeps the damping ratio at 0.05 or more (this one is \(ratio))" }
        return nil
    }

    // MARK: react-spring

    /// `{ tension: 170, friction: 26, mass: 1 }` (its `config.default`).
    static let reactSpringTensionFriction = SpringForm("reactSpringTensionFriction", "reactspring.spring", ["tension", "friction", "mass"],
        defaults: ["tension": 170, "friction": 26, "mass": 1],
        build: { v, _ in .physical(mass: x(v, "mass"), stiffness: x(v, "tension"), damping: x(v, "friction")) },
        inverse: { s in .values(["tension": s.stiffness, "friction": s.damping, "mass": s.mass]) })
    /// `{ frequency, damping: 1, mass: 1 }`: tension = (2π/frequency)²·mass,
    /// friction = 4π·damping·mass/frequency (frequency is a period, damping a ratio).
    static let reactSpringFrequency = SpringForm("reactSpringFrequency", "reactspring.spring", ["frequency", "damping", "mass"],
        defaults: ["damping": 1, "mass": 1],
        build: { v, _ in
            let frequency = x(v, "frequency"), zeta = x(v, "damping"), mass = x(v, "mass")
            // Mass 1 keeps ω0 and ζ exactly as written; otherwise react-spring's own tension/friction.
            if mass == 1 { return .dampingResponse(damping: zeta, response: frequency) }
            let omega = 2 * Double.pi / frequency
            return .physical(mass: mass, stiffness: omega * omega * mass, damping: 4 * Double.pi * zeta * mass / frequency)
        },
        inverse: { s in .values(["frequency": s.response, "damping": s.dampingRatio, "mass": s.mass]) })

    // MARK: Origami, Rebound, React Native

    /// Origami tension and friction (Origami units), default Origami (40, 7).
    static let origamiTensionFriction = SpringForm("origamiTensionFriction", "origami.spring", ["tension", "friction"],
        defaults: ["tension": 40, "friction": 7],
        build: { v, _ in .origami(tension: x(v, "tension"), friction: x(v, "friction")) },
        inverse: { s in .values(["tension": s.origamiTensionFriction.tension, "friction": s.origamiTensionFriction.friction]) })
    /// Origami's Pop Animation bounciness and speed.
    static let origamiBouncinessSpeed = SpringForm("origamiBouncinessSpeed", "origami.spring", ["bounciness", "speed"],
        build: bouncinessSpeed.build, inverse: reboundInverse)
    /// Rebound's `new SpringConfig(tension, friction)`: physical values, mass 1.
    static let reboundTensionFriction = SpringForm("reboundTensionFriction", "rebound.spring", ["tension", "friction"],
        build: tensionFriction.build, inverse: tensionFriction.inverse)
    /// Rebound's `SpringConfig.fromBouncinessAndSpeed`.
    static let reboundBouncinessSpeed = SpringForm("reboundBouncinessSpeed", "rebound.spring", ["bounciness", "speed"],
        build: bouncinessSpeed.build, inverse: reboundInverse)
    /// React Native `Animated.spring` with no spring keys: Origami tension 40, friction 7.
    static let reactNativeOrigami = SpringForm("reactNativeOrigami", "reactnative.spring", ["tension", "friction"],
        defaults: ["tension": 40, "friction": 7],
        build: origamiTensionFriction.build, inverse: origamiTensionFriction.inverse)
    /// React Native bounciness 8, speed 12 (when either is given).
    static let reactNativeBouncinessSpeed = SpringForm("reactNativeBouncinessSpeed", "reactnative.spring", ["bounciness", "speed"],
        defaults: ["bounciness": 8, "speed": 12],
        build: bouncinessSpeed.build, inverse: reboundInverse)
    /// React Native stiffness 100, damping 10, mass 1 (when any is given).
    static let reactNativePhysical = SpringForm("reactNativePhysical", "reactnative.spring", ["stiffness", "damping", "mass"],
        defaults: ["stiffness": 100, "damping": 10, "mass": 1],
        build: physical.build, inverse: physical.inverse)

    private static let reboundInverse: @Sendable (Spring) -> SpringFormInverse = { s in
        guard let rebound = s.bouncinessSpeed else { return .none(s.bouncinessSpeedLimit ?? "") }
        return .values(["bounciness": rebound.bounciness, "speed": rebound.speed])
    }

    // MARK: Android and Compose

    /// `SpringForce()` stiffness 1500 (MEDIUM), damping ratio 0.5 (MEDIUM_BOUNCY).
    static let androidSpringForce = SpringForm("androidSpringForce", "android.spring", ["stiffness", "dampingRatio"],
        defaults: ["stiffness": 1500, "dampingRatio": 0.5],
        build: stiffnessDampingRatio.build, inverse: stiffnessDampingRatio.inverse)
    /// Compose `spring(dampingRatio = 1, stiffness = 1500)`.
    static let composeSpring = SpringForm("composeSpring", "compose.spring", ["dampingRatio", "stiffness"],
        defaults: ["dampingRatio": 1, "stiffness": 1500],
        build: stiffnessDampingRatio.build, inverse: stiffnessDampingRatio.inverse)
}
