/// UIKit's part of a session exported as Swift: per spring, a `UISpringTimingParameters`
/// factory (a new value each call, as UIKit's animators take them).
extension UIKitPlatform {
    public var codeExports: [CodeExportPart] {
        [CodeExportPart(.swift, order: 1, label: "UIKit", library: "UIKit", summary: "UIKit UISpringTimingParameters", imports: ["UIKit"],
                        usedNames: ["UISpringTimingParameters", "CGVector", "UIKit"],
                        declarations: { name, _ in [name + "TimingParameters"] }) { name, _, spring in
            let physics = spring.exportedPhysics
            return ["public static func \(name)TimingParameters() -> UISpringTimingParameters {",
                    "    UISpringTimingParameters(mass: \(physics.mass), stiffness: \(physics.stiffness), damping: \(physics.damping), "
                        + "initialVelocity: CGVector(dx: \(physics.velocity), dy: \(physics.velocity)))",
                    "}"]
        }]
    }
}
