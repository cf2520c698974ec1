/// UIKit's part of a session exported as Swift: per spring, a `UISpringTimingParameters`
/// factory (a new value each call, as UIKit's animators take them). Apple declares the class
/// `@MainActor`, so the factory is `@MainActor` too: in Swift 6 a nonisolated factory could
/// not make one. It takes the gesture's velocity, relative as UIKit takes it (points per
/// second divided by the distance left, per axis); the tuned velocity is its default, as
/// `CGVector(dx: v, dy: 0)`: Apple's `initialVelocity` reads each component along its own
/// axis for a view's position, and the vector's magnitude alone for a property that does not
/// move in two dimensions, so a one-dimensional move is (v, 0), not (v, v) (whose magnitude
/// is v·√2). UIKit's animator duration (`uikitAnimatorDuration`) reads it the same way.
///
/// Per decay, a `UIScrollView.DecelerationRate` (a `Sendable` struct Apple declares with no
/// global actor, so a constant) and the WWDC 2018 projection helper at that rate.
extension UIKitPlatform {
    public var codeExports: [CodeExportPart] {
        [CodeExportPart(.swift, order: 1, label: "UIKit", library: "UIKit", summary: "UIKit UISpringTimingParameters", imports: ["UIKit"],
                        usedNames: ["UISpringTimingParameters", "UIScrollView", "CGVector", "CGFloat", "UIKit", "UICubicTimingParameters", "CGPoint"],
                        declarations: { name, _ in [name + "TimingParameters"] }, decay: Self.decayCode, easing: Self.easingCode) { name, _, spring in
            let physics = spring.exportedPhysics
            let velocity = "CGVector(dx: \(physics.velocity), dy: 0)"
            return ["/// New timing parameters for a UIViewPropertyAnimator; initialVelocity is relative (a gesture's points per second "
                        + "÷ the distance left, along each axis; a one-dimensional move is (v, 0)), tuned as \(physics.velocity).",
                    "@MainActor public static func \(name)TimingParameters(initialVelocity: CGVector = \(velocity)) -> UISpringTimingParameters {",
                    "    UISpringTimingParameters(mass: \(physics.mass), stiffness: \(physics.stiffness), damping: \(physics.damping), "
                        + "initialVelocity: initialVelocity)",
                    "}"]
        }]
    }

    /// A decay as UIKit's: the rate r per millisecond of the same decay constant (r = e^(−λ/1000)),
    /// and the projection (v/1000)·r/(1 − r) of a flick at that rate, the talk's sum.
    @Sendable static func decayCode(_ name: String, _ declared: String, _ decay: ExportedDecay) -> DecayExportCode {
        let rate = decay.exportNumber(DecayConversion.rate(decayConstant: decay.decayConstant))
        let lambda = DecayConversion.decayConstant(rate: rate.value)
        let deviation = decay.exponentialDeviation(decayConstant: lambda, model: "UIScrollView's deceleration at the printed rate, v0·r^(1000t)")
        let velocity = decay.exportNumber(decay.velocity)
        return DecayExportCode(
            declarations: [name + "DecelerationRate", name + "Projection"], claim: deviation.text + decay.velocityScaleNote,
            lines: ["/// The scroll view deceleration of \(name): the velocity kept per millisecond.",
                    "public static let \(name)DecelerationRate = UIScrollView.DecelerationRate(rawValue: \(rate))",
                    "/// Where a flick released at `velocity` (points per second) comes to rest, in points: (v/1000)·r/(1 − r), "
                        + "as the WWDC 2018 talk projects it; tuned at \(velocity).",
                    "public static func \(name)Projection(velocity: CGFloat) -> CGFloat {",
                    "    velocity / 1000 * \(name)DecelerationRate.rawValue / (1 - \(name)DecelerationRate.rawValue)",
                    "}"])
    }
}
