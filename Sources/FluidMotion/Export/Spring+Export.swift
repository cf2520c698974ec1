/// A spring written as code for each platform (`Platforms/<Name>/<Name>.swift` write it), with the
/// deviation of that platform's model run from the printed values. Parameters are printed to
/// 6 significant digits (a relative rounding of at most 5·10⁻⁶, so a closed-form platform
/// lands within ~10⁻⁵ of fluid's curve); what the platforms take in other units (Flutter's
/// whole-millisecond Duration, Kotlin's Float) is rounded as the platform would, and the
/// re-simulation uses that.
///
/// Velocities: UIKit, Core Animation and SwiftUI take the relative velocity (fractions of the
/// distance per second) that fluid uses. Framer Motion, Android, Compose and Flutter take
/// units per second and react-spring units per millisecond: the code prints the value for a
/// distance of 1 and says so in a comment.
extension Spring {
    /// Code for `target`. `tolerance` (progress units) is CSS's: the largest gap allowed
    /// between the linear() easing and the spring, also the rest rule for its duration.
    ///
    /// - Throws: `MotionError` when the platform cannot express this spring (CSS: an undamped
    ///   spring never ends; a spring settling after 60 s) or the tolerance is out of range.
    public func exportedCode(for target: ExportTarget, tolerance: Double = 0.001) throws(MotionError) -> ExportedCode {
        guard let platform = MotionPlatforms.exporting(target) else {
            throw MotionError(parameter: "target", message: "no platform exports as \(target.rawValue)")
        }
        return try platform.exportedCode(self, tolerance: tolerance)
    }

    /// A parameter as exported code prints it: 6 significant digits.
    public func exportNumber(_ x: Double) -> ExportNumber { ExportNumber(x, significant: 6) }

    /// The initial velocity as printed.
    public var exportVelocity: ExportNumber { exportNumber(initialVelocity) }

    /// Mass, stiffness, damping and relative velocity as printed: what UIKit, Core Animation,
    /// Framer Motion and Flutter take.
    public var exportedPhysics: ExportedPhysics {
        ExportedPhysics(mass: exportNumber(mass), stiffness: exportNumber(stiffness), damping: exportNumber(damping), velocity: exportVelocity)
    }

    /// Code that states the printed physics (`lines` writes it), and the closed form's
    /// deviation from exactly those numbers.
    func closedFormExport(model: String, _ lines: (ExportedPhysics) -> [String]) -> ExportedCode {
        let physics = exportedPhysics
        return ExportedCode(lines: lines(physics), deviation: closedFormDeviation(physics, model: model))
    }

    /// The deviation of the closed form run from the printed physics.
    func closedFormDeviation(_ physics: ExportedPhysics, model: String) -> ExportDeviation {
        closedFormDeviation(mass: physics.mass.value, stiffness: physics.stiffness.value, damping: physics.damping.value,
                            velocity: physics.velocity.value, model: model)
    }

    /// The deviation of the closed form run from printed mass, stiffness, damping and
    /// relative velocity, over `ExportResimulation.horizon(of:)`.
    func closedFormDeviation(mass: Double, stiffness: Double, damping: Double, velocity: Double, model: String) -> ExportDeviation {
        let horizon = ExportResimulation.horizon(of: self)
        guard let curve = ExportResimulation.closedForm(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity) else {
            return ExportDeviation(maximum: .infinity, time: 0, model: model)
        }
        return ExportResimulation.deviation(curve, from: value(at:), horizon: horizon, model: model)
    }

    /// A comment for platforms whose velocity is in units per `per`, printed for a distance of 1.
    func exportVelocityNote(_ per: String = "second") -> [String] {
        initialVelocity == 0 ? [] : ["velocity \(exportVelocity) is for a move of 1; multiply it by your distance (units per \(per))"]
    }
}

/// A spring's mass, stiffness, damping and relative initial velocity as exported code prints them.
public struct ExportedPhysics: Sendable {
    public let mass: ExportNumber
    public let stiffness: ExportNumber
    public let damping: ExportNumber
    public let velocity: ExportNumber
}
