/// SwiftUI's additive spring, `Animation.interpolatingSpring(duration: 0.5, bounce: 0,
/// initialVelocity: 0)` (iOS 17): the spring of `Spring(duration:bounce:)`, whose velocity
/// adds to a running animation's instead of taking it over as `.spring` does. A notebook asks
/// for it by writing `swiftui.interpolatingSpring(duration:, bounce:, velocity:)` (the velocity
/// relative, as every spring's); a session export then writes it as such, taking the
/// gesture's velocity, where any other spring exports as the take-over `.spring`.
extension SpringForm {
    public static let swiftUIInterpolatingSpring = swiftUIDurationBounce.renamed("swiftUIInterpolatingSpring", "swiftui.interpolatingSpring",
        [.time("duration", default: 0.5), .number("bounce", default: 0)])
}

extension SwiftUIPlatform {
    /// The constructor of the additive spring.
    static let interpolatingSpringConstructor = SpringConstructor(
        name: "swiftui.interpolatingSpring",
        summary: "SwiftUI's Animation.interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity:): the spring of Spring(duration:bounce:), "
               + "whose velocity adds to a running animation's instead of taking it over; a session export writes it so",
        example: "swiftui.interpolatingSpring(duration: 0.4s, bounce: 0.2, velocity: 2)", forms: [.swiftUIInterpolatingSpring])

    /// A spring declared as `swiftui.interpolatingSpring`: a factory of the additive animation
    /// taking the gesture's relative velocity (the tuned one its default), then the same
    /// spring as a `Spring` value, with the claims of `export s swiftui` (which writes the
    /// interpolating spring for a spring with a velocity). Any other form: nil.
    @Sendable static func declaredForm(_ name: String, _ declared: String, _ spring: Spring, _ form: SpringForm) -> (lines: [String], claims: [String])? {
        guard form == .swiftUIInterpolatingSpring else { return nil }
        let duration = spring.exportNumber(spring.response), bounce = spring.exportNumber(spring.bounce), velocity = spring.exportVelocity
        let lines = ["/// A spring animation whose velocity adds to a running one's (the notebook asks for swiftui.interpolatingSpring); "
                        + "initialVelocity is relative (a gesture's points per second ÷ the distance left), tuned as \(velocity).",
                     "public static func \(declared)(initialVelocity: Double = \(velocity)) -> Animation {",
                     "    .interpolatingSpring(duration: \(duration), bounce: \(bounce), initialVelocity: initialVelocity)",
                     "}",
                     "/// The same spring as a value, for `\(name)Spring.value(target:initialVelocity:time:)`.",
                     "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)",
                     "public static var \(name)Spring: Spring { \(springValue(spring)) }"]
        return (lines, SwiftUIPlatform().exportedCode(spring, tolerance: 0.001).claims)
    }
}
