/// Flutter's physics simulation (flutter/packages/flutter/lib/src/physics/spring_simulation.dart):
/// `SpringDescription(mass:, stiffness:, damping:)`, evaluated in closed form by
/// `SpringSimulation`, and `SpringDescription.withDurationAndBounce(duration:, bounce:)`
/// (SwiftUI's meaning; the Duration is read in whole milliseconds). fluid exports to it but
/// has no `flutter.spring` constructor yet.
public struct FlutterPlatform: MotionPlatform {
    public init() {}
    public let name = "flutter", title = "Flutter"
    public let upstream = "flutter/flutter packages/flutter/lib/src/physics/spring_simulation.dart (ANCHORS.md)"
    /// `withDurationAndBounce` (flutter#164411, merged March 2025) and the corrected
    /// under-damped formula for masses other than 1 (Flutter's breaking-change note
    /// "Underdamped spring formula changed", issue 163858) reached stable with 3.32; before
    /// it an exported spring of mass other than 1 bounces differently.
    public let release = "3.32+"

    public var exportTarget: ExportTarget? { .flutter }

    /// `SpringDescription` and a `SpringSimulation` from 0 to 1, with the
    /// `withDurationAndBounce` form as a comment (its whole milliseconds cost a visible gap,
    /// included in the deviation).
    public func exportedCode(_ spring: Spring, tolerance: Double) -> ExportedCode {
        let physics = spring.exportedPhysics
        let (m, k, c, v) = (physics.mass, physics.stiffness, physics.damping, physics.velocity)
        var lines = ["final spring = SpringDescription(mass: \(m), stiffness: \(k), damping: \(c));",
                     "final simulation = SpringSimulation(spring, 0, 1, \(v));"]
        var deviation = spring.closedFormDeviation(physics, model: "Flutter 3.32+'s closed form from the printed values")
        // withDurationAndBounce reads the Duration in whole milliseconds (inMilliseconds / 1000).
        let milliseconds = (spring.response * 1000).rounded()
        if milliseconds >= 1, milliseconds < 1e9 {
            let bounceNumber = spring.exportNumber(spring.bounce)
            lines.append("// the same spring: SpringDescription.withDurationAndBounce("
                       + "duration: const Duration(milliseconds: \(Int(milliseconds))), bounce: \(bounceNumber))")
            let omega = 2 * Double.pi / (milliseconds / 1000)
            let zeta = bounceNumber.value > 0 ? 1 - bounceNumber.value : 1 / (bounceNumber.value + 1)
            let model = "Flutter 3.32+'s withDurationAndBounce (whole milliseconds) from the printed values"
            deviation = .worst(deviation, spring.closedFormDeviation(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, velocity: v.value,
                                                                     model: model))
        }
        if spring.initialVelocity != 0 {
            lines.append("// velocity \(v) is for a move of 1; multiply it by your distance (units per second)")
        }
        return ExportedCode(lines: lines, deviation: deviation)
    }
}

extension ExportTarget {
    public static let flutter = ExportTarget("flutter", title: "Flutter", summary: "SpringDescription(mass:stiffness:damping:), or .withDurationAndBounce")
}
