extension SpringParameters {
    /// SwiftUI `Spring(mass:stiffness:damping:allowOverDamping:)`: m > 0, k > 0, c ≥ 0. Unless
    /// `allowOverDamping`, an over-damped input (ζ > 1) is treated as critically damped, as
    /// SwiftUI documents: c becomes 2√(km) and ζ exactly 1.
    public static func swiftUIPhysical(mass: Double, stiffness: Double, damping: Double, allowOverDamping: Bool) -> SpringParameters {
        .platform(PlatformSpringParameters(SwiftUIPhysical(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping)))
    }
}

/// SwiftUI's physical form as written, with its over-damping rule.
private struct SwiftUIPhysical: PlatformSpringWriting {
    let mass: Double, stiffness: Double, damping: Double, allowOverDamping: Bool

    func resolved() throws(MotionError) -> ResolvedSpring {
        var spring = try ResolvedSpring(.physical(mass: mass, stiffness: stiffness, damping: damping))
        if !allowOverDamping, spring.dampingRatio > 1 {
            // SwiftUI: without allowOverDamping the spring is critically damped instead.
            spring.damping = 2 * stiffness.squareRoot() * mass.squareRoot()
            spring.dampingRatio = 1
        }
        return spring
    }
}
