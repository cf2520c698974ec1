/// UIKit's iOS 7 spring API, `UIView.animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:options:animations:completion:)`: a duration, a damping ratio and a
/// velocity, from which UIKit derives the spring. Apple's code cannot run here; the rule is
/// taken from public reverse-engineering notes of UIKitCore (`UIViewSpringAnimationState`'s
/// `generateSpringPropertiesForDuration:damping:velocity:`, which calls
/// `parametersOfSpringAnimation` with mass 1 and 0.001):
///
/// - the damping ratio ζ is clamped to FLT_EPSILON … 1 (1.1920928955078125e-7 … 1), the
///   duration T to 0.01 … 10 s; the mass is 1;
/// - ω (rad/s) is found by Newton's method from ω₀ = 5/T, 12 steps, on the 0.001 envelope at T:
///   ζ < 1: f(ω) = 0.001 − |(ζω − v)/(ω√(1 − ζ²))|·e^(−ζωT);
///   ζ = 1: f(ω) = (1 + (ω − v)·T)·e^(−ωT) − 0.001 (+ 0.001 where ω < v);
///   each step ω ← ω − f(ω)/f′(ω) with f′ the exact derivative;
/// - stiffness ω², damping 2ζω; v (the initial spring velocity) is in fractions of the move per
///   second, positive toward the target, and the spring starts with it.
///
/// The envelope is not the motion's: below critical damping it leaves out the cosine term, so
/// the spring is still up to 0.001·(1 + 1/|g|) away at T (g the bracket above), and UIKit's
/// animation ends at T whatever the spring is doing then.
public enum UIKitAnimateSpring {
    /// UIKit's clamp of the damping ratio: FLT_EPSILON … 1.
    public static let dampingRatioRange: ClosedRange<Double> = Double(Float.ulpOfOne)...1
    /// UIKit's clamp of the duration, seconds.
    public static let durationRange: ClosedRange<Double> = 0.01...10
    /// The envelope level the duration is solved for.
    public static let envelopeLevel = 0.001
    /// Newton steps UIKit takes.
    public static let newtonSteps = 12

    public static func clampedDampingRatio(_ ratio: Double) -> Double {
        min(max(ratio, dampingRatioRange.lowerBound), dampingRatioRange.upperBound)
    }

    public static func clampedDuration(_ duration: Double) -> Double {
        min(max(duration, durationRange.lowerBound), durationRange.upperBound)
    }

    /// ω after UIKit's 12 Newton steps from 5/T, for values already clamped; NaN or ≤ 0 when
    /// the steps leave the positive axis.
    public static func naturalFrequency(duration t: Double, dampingRatio zeta: Double, velocity v: Double) -> Double {
        var omega = 1 / t * 5
        for _ in 0..<newtonSteps {
            let (value, slope) = envelope(omega, duration: t, dampingRatio: zeta, velocity: v)
            omega -= value / slope
        }
        return omega
    }

    /// f(ω) and f′(ω) of the envelope UIKit solves.
    static func envelope(_ omega: Double, duration t: Double, dampingRatio zeta: Double, velocity v: Double) -> (Double, Double) {
        let epsilon = envelopeLevel
        if zeta >= 1 {
            let decay = exp(-omega * t)
            let reach = omega - v
            return ((1 + reach * t) * decay + (reach < 0 ? epsilon : -epsilon), t * t * (v - omega) * decay)
        }
        let root = (1 - zeta * zeta).squareRoot()
        let decay = exp(-zeta * omega * t)
        let bracket = (zeta * omega - v) / (omega * root)
        // d/dω of bracket·e^(−ζωT): e^(−ζωT)·(v + ζTvω − ζ²Tω²)/(√(1 − ζ²)·ω²).
        let slope = decay * (v + zeta * t * v * omega - zeta * zeta * t * omega * omega) / (root * omega * omega)
        return (epsilon - abs(bracket) * decay, bracket >= 0 ? -slope : slope)
    }

    /// The duration whose envelope falls to 0.001 at this spring's ω, ζ and velocity (the root
    /// UIKit's steps look for), or nil when there is none in UIKit's ranges.
    static func duration(naturalFrequency omega: Double, dampingRatio zeta: Double, velocity v: Double) -> Double? {
        let epsilon = envelopeLevel
        if zeta < 1 {
            let bracket = abs((zeta * omega - v) / (omega * (1 - zeta * zeta).squareRoot()))
            let t = log(bracket / epsilon) / (zeta * omega)
            return t > 0 && t.isFinite ? t : nil
        }
        // (1 + a·t)·e^(−ωt) falls from 1 after its turn at max(−v/(a·ω), 0): bisect to ε.
        let reach = omega - v
        guard reach > 0 else { return nil }
        let value = { (t: Double) in (1 + reach * t) * exp(-omega * t) }
        var lo = max(-v / (reach * omega), 0), hi = lo + 1 / omega
        while value(hi) >= epsilon, hi < durationRange.upperBound * 2 { lo = hi; hi *= 2 }
        guard value(hi) < epsilon else { return nil }
        while true {
            let mid = lo + (hi - lo) / 2
            guard mid > lo, mid < hi else { return lo }
            if value(mid) >= epsilon { lo = mid } else { hi = mid }
        }
    }
}

extension SpringParameters {
    /// UIKit's iOS 7 `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:…)`
    /// (`UIKitAnimateSpring`): the spring UIKit derives from the duration (s), damping ratio and
    /// velocity (fractions of the move per second).
    public static func uikitAnimate(duration: Double, dampingRatio: Double, velocity: Double) -> SpringParameters {
        .platform(PlatformSpringParameters(UIKitAnimateWriting(duration: duration, dampingRatio: dampingRatio, velocity: velocity)))
    }
}

/// UIKit's iOS 7 spring as written.
private struct UIKitAnimateWriting: PlatformSpringWriting {
    let duration: Double, dampingRatio: Double, velocity: Double

    func resolved() throws(MotionError) -> ResolvedSpring {
        try requirePositiveTime(duration, "duration", "how long UIKit runs the animation")
        guard dampingRatio.isFinite else { throw finiteError("dampingRatio") }
        guard velocity.isFinite else { throw finiteError("velocity") }
        let zeta = UIKitAnimateSpring.clampedDampingRatio(dampingRatio)
        let omega = UIKitAnimateSpring.naturalFrequency(duration: UIKitAnimateSpring.clampedDuration(duration), dampingRatio: zeta, velocity: velocity)
        guard omega.isFinite, omega > 0 else {
            throw MotionError(parameter: "duration", message: "UIKit's Newton steps from 5/duration find no spring for this duration, "
                              + "damping ratio and velocity")
        }
        return try ResolvedSpring(mass: 1, omega: omega, zeta: zeta, stiffness: omega * omega, damping: 2 * zeta * omega,
                                  frequencyName: "duration", dampingName: "dampingRatio")
    }
}

extension SpringForm {
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` (iOS 7):
    /// duration and damping ratio, the velocity read as UIKit reads it; read back as the duration
    /// whose envelope UIKit solves falls to 0.001 at this spring, when UIKit's steps find it again.
    public static let uikitAnimate = SpringForm("uikitAnimate", "uikit.animate", [.time("duration"), .number("dampingRatio")],
        readsVelocity: true,
        build: { v, _ in .uikitAnimate(duration: value(v, "duration"), dampingRatio: value(v, "dampingRatio"), velocity: v["velocity"] ?? 0) },
        inverse: { s in
            let zeta = s.dampingRatio, omega = s.naturalFrequency, v = s.initialVelocity
            if zeta > 1 { return .none("UIKit's damping ratio is at most 1 (this one is \(number: zeta))") }
            if zeta < UIKitAnimateSpring.dampingRatioRange.lowerBound {
                return .none("UIKit keeps the damping ratio at FLT_EPSILON or more (this one is \(number: zeta))")
            }
            guard let t = UIKitAnimateSpring.duration(naturalFrequency: omega, dampingRatio: zeta, velocity: v),
                  UIKitAnimateSpring.durationRange.contains(t) else {
                return .none("no duration in UIKit's 10 ms … 10 s has its envelope at 0.001 for this spring")
            }
            let found = UIKitAnimateSpring.naturalFrequency(duration: t, dampingRatio: zeta, velocity: v)
            guard abs(found - omega) <= 1e-9 * omega else {
                return .none("UIKit's Newton steps from 5/duration land on another spring for duration \(time: t)")
            }
            return .values(["duration": t, "dampingRatio": zeta])
        })
}

extension UIKitPlatform {
    /// UIKit clamps the iOS 7 API's damping ratio to FLT_EPSILON … 1 and its duration to 0.01 … 10 s.
    public func notes(on form: SpringForm, written values: [String: Double], flags: [String: Bool], spring: Spring) -> [SpringPhrase] {
        guard form == .uikitAnimate else { return [] }
        var notes: [SpringPhrase] = []
        if let ratio = values["dampingRatio"], UIKitAnimateSpring.clampedDampingRatio(ratio) != ratio {
            notes.append("UIKit clamps damping ratio \(number: ratio) to \(number: UIKitAnimateSpring.clampedDampingRatio(ratio))")
        }
        if let duration = values["duration"], UIKitAnimateSpring.clampedDuration(duration) != duration {
            notes.append("UIKit clamps duration \(time: duration) to \(time: UIKitAnimateSpring.clampedDuration(duration))")
        }
        return notes
    }
}
