/// fluid's own `spring(...)`: one form per way of writing a spring that several platforms
/// share, named for its parameters rather than a platform. Mass 1 unless given. The platform
/// files reuse their `build` and `inverse` under their own names and defaults.
extension SpringForm {
    /// Damping ratio ζ and response T (the undamped period, s): UIKit's WWDC 2018 convenience.
    public static let dampingResponse = SpringForm("dampingResponse", "spring", [.number("damping"), .time("response")],
        build: { v, _ in .dampingResponse(damping: value(v, "damping"), response: value(v, "response")) },
        inverse: { s in .values(["damping": s.dampingRatio, "response": s.response]) })
    /// SwiftUI's duration (the undamped period, s) and bounce.
    public static let durationBounce = SpringForm("durationBounce", "spring", [.time("duration"), .number("bounce", default: 0)],
        build: { v, _ in .durationBounce(duration: value(v, "duration"), bounce: value(v, "bounce")) },
        inverse: { s in .values(["duration": s.response, "bounce": s.bounce]) })
    /// Mass, stiffness and damping coefficient.
    public static let physical = SpringForm("physical", "spring", [.number("mass", default: 1), .number("stiffness"), .number("damping")],
        build: { v, _ in .physical(mass: value(v, "mass"), stiffness: value(v, "stiffness"), damping: value(v, "damping")) },
        inverse: { s in .values(["mass": s.mass, "stiffness": s.stiffness, "damping": s.damping]) })
    /// Tension and friction with mass 1 (react-spring, Rebound's physical values).
    public static let tensionFriction = SpringForm("tensionFriction", "spring", [.number("tension"), .number("friction")],
        build: { v, _ in .tensionFriction(tension: value(v, "tension"), friction: value(v, "friction")) },
        inverse: { s in .values(["tension": s.tensionFriction.tension, "friction": s.tensionFriction.friction]) })
    /// Stiffness (mass 1) and damping ratio (Android, Compose).
    public static let stiffnessDampingRatio = SpringForm("stiffnessDampingRatio", "spring", [.number("stiffness"), .number("dampingRatio")],
        build: { v, _ in .stiffnessDampingRatio(stiffness: value(v, "stiffness"), dampingRatio: value(v, "dampingRatio")) },
        inverse: { s in .values(["stiffness": s.stiffnessDampingRatio.stiffness, "dampingRatio": s.dampingRatio]) })
    /// Rebound's bounciness and speed (`BouncyConversion`).
    public static let bouncinessSpeed = SpringForm("bouncinessSpeed", "spring", [.number("bounciness"), .number("speed")],
        build: { v, _ in .bouncinessSpeed(bounciness: value(v, "bounciness"), speed: value(v, "speed")) },
        inverse: { s in
            guard let converted = s.bouncinessSpeed else { return .none(SpringPhrase(stringLiteral: s.bouncinessSpeedLimit ?? "")) }
            return .values(["bounciness": converted.bounciness, "speed": converted.speed])
        })

    /// `spring(...)`, in matching order.
    public static let generic: [SpringForm] = [dampingResponse, durationBounce, physical, tensionFriction, stiffnessDampingRatio, bouncinessSpeed]

    /// The generic `spring(...)` forms, in matching order.
    public static var allCases: [SpringForm] { generic }
}
