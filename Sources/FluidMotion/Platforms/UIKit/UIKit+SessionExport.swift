/// UIKit's part of a session exported as Swift: per spring, a `UISpringTimingParameters`
/// factory (a new value each call, as UIKit's animators take them). Apple declares the class
/// `@MainActor`, so the factory is `@MainActor` too: in Swift 6 a nonisolated factory could
/// not make one. It takes the gesture's velocity, relative as UIKit takes it (points per
/// second divided by the distance left, per axis); the tuned velocity is its default.
extension UIKitPlatform {
    public var codeExports: [CodeExportPart] {
        [CodeExportPart(.swift, order: 1, label: "UIKit", library: "UIKit", summary: "UIKit UISpringTimingParameters", imports: ["UIKit"],
                        usedNames: ["UISpringTimingParameters", "CGVector", "UIKit"],
                        declarations: { name, _ in [name + "TimingParameters"] }) { name, _, spring in
            let physics = spring.exportedPhysics
            let velocity = "CGVector(dx: \(physics.velocity), dy: \(physics.velocity))"
            return ["/// New timing parameters for a UIViewPropertyAnimator; initialVelocity is relative (a gesture's points per second "
                        + "÷ the distance left), tuned as \(physics.velocity).",
                    "@MainActor public static func \(name)TimingParameters(initialVelocity: CGVector = \(velocity)) -> UISpringTimingParameters {",
                    "    UISpringTimingParameters(mass: \(physics.mass), stiffness: \(physics.stiffness), damping: \(physics.damping), "
                        + "initialVelocity: initialVelocity)",
                    "}"]
        }]
    }
}
