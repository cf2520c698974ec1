/// A spring written as code for each platform, with the deviation of that platform's model
/// run from the printed values. Parameters are printed to 6 significant digits (a relative
/// rounding of at most 5·10⁻⁶, so a closed-form platform lands within ~10⁻⁵ of fluid's curve);
/// what the platforms take in other units (Flutter's whole-millisecond Duration, Kotlin's
/// Float) is rounded as the platform would, and the re-simulation uses that.
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
        switch target {
        case .swiftui: return swiftUIExport()
        case .uikit: return uiKitExport()
        case .coreanimation: return coreAnimationExport()
        case .css: return try cssExport(tolerance: tolerance)
        case .framer: return framerExport()
        case .reactspring: return reactSpringExport()
        case .android: return androidExport()
        case .compose: return composeExport()
        case .flutter: return flutterExport()
        }
    }

    private func number(_ x: Double) -> ExportNumber { ExportNumber(x, significant: 6) }

    /// The deviation of the closed form run from printed mass, stiffness, damping.
    private func closedFormDeviation(mass: Double, stiffness: Double, damping: Double, velocity: Double, model: String) -> ExportDeviation {
        let horizon = ExportResimulation.horizon(of: self)
        guard let curve = ExportResimulation.closedForm(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity) else {
            return ExportDeviation(maximum: .infinity, time: 0, model: model)
        }
        return ExportResimulation.deviation(curve, from: value(at:), horizon: horizon, model: model)
    }

    private var velocityNumber: ExportNumber { number(initialVelocity) }

    /// A comment for platforms whose velocity is in units per `per`, printed for a distance of 1.
    private func velocityNote(_ per: String = "second") -> [String] {
        initialVelocity == 0 ? [] : ["velocity \(velocityNumber) is for a move of 1; multiply it by your distance (units per \(per))"]
    }

    // MARK: SwiftUI

    private func swiftUIExport() -> ExportedCode {
        let response = number(self.response)
        let ratio = number(dampingRatio)
        let bounceNumber = number(bounce)
        let v = velocityNumber
        var lines: [String]
        let zeta: Double, omegaResponse: Double
        if initialVelocity != 0 {
            lines = [".interpolatingSpring(duration: \(response), bounce: \(bounceNumber), initialVelocity: \(v))"]
            zeta = bounceNumber.value >= 0 ? 1 - bounceNumber.value : 1 / (1 + bounceNumber.value)
        } else if dampingRatio <= 1 {
            lines = [".spring(response: \(response), dampingFraction: \(ratio))",
                     "// the same spring: Spring(duration: \(response), bounce: \(bounceNumber))"]
            zeta = ratio.value
        } else {
            lines = [".spring(duration: \(response), bounce: \(bounceNumber))"]
            zeta = 1 / (1 + bounceNumber.value)
        }
        omegaResponse = response.value
        let k = pow(2 * Double.pi / omegaResponse, 2), c = 4 * Double.pi * zeta / omegaResponse
        let deviation = closedFormDeviation(mass: 1, stiffness: k, damping: c, velocity: v.value,
                                            model: "SwiftUI's closed form from the printed values")
        return ExportedCode(lines: lines, deviation: deviation)
    }

    // MARK: UIKit and Core Animation

    private func uiKitExport() -> ExportedCode {
        let m = number(mass), k = number(stiffness), c = number(damping), v = velocityNumber
        let lines = [
            "let timing = UISpringTimingParameters(mass: \(m), stiffness: \(k), damping: \(c), initialVelocity: CGVector(dx: \(v), dy: \(v)))",
            "let animator = UIViewPropertyAnimator(duration: \(ExportNumber(settlingTime(), decimals: 3)), timingParameters: timing)  // UIKit times a spring itself",
        ]
        let deviation = closedFormDeviation(mass: m.value, stiffness: k.value, damping: c.value, velocity: v.value,
                                            model: "UIKit's closed form from the printed values")
        return ExportedCode(lines: lines, deviation: deviation)
    }

    private func coreAnimationExport() -> ExportedCode {
        let m = number(mass), k = number(stiffness), c = number(damping), v = velocityNumber
        let lines = [
            "let animation = CASpringAnimation(keyPath: \"position.y\")",
            "animation.mass = \(m)",
            "animation.stiffness = \(k)",
            "animation.damping = \(c)",
            "animation.initialVelocity = \(v)",
            "animation.duration = animation.settlingDuration",
        ]
        let deviation = closedFormDeviation(mass: m.value, stiffness: k.value, damping: c.value, velocity: v.value,
                                            model: "Core Animation's closed form from the printed values")
        return ExportedCode(lines: lines, deviation: deviation)
    }

    // MARK: CSS

    /// fluid's rest rule for CSS: the duration is the settle time at half the tolerance (the
    /// last moment the spring is tolerance/2 or more from its target), rounded up to a whole
    /// millisecond. After it the element sits on the target while the spring is within half
    /// the tolerance of it, and the step to the target at the end stays small enough that
    /// linear() needs no extra stop for it.
    public func cssDuration(tolerance: Double = 0.001) -> Double {
        (settlingTime(threshold: tolerance / 2) * 1000).rounded(.up) / 1000
    }

    private func cssExport(tolerance: Double) throws(MotionError) -> ExportedCode {
        guard dampingRatio > 0 else {
            throw MotionError(parameter: "spring", message: "an undamped spring (damping 0) never comes to rest, so it has no CSS duration; give it some damping")
        }
        guard tolerance.isFinite, tolerance >= 0.00001, tolerance <= 0.1 else {
            throw MotionError(parameter: "tolerance", message: "tolerance must be between 0.00001 and 0.1 (progress units)")
        }
        let duration = cssDuration(tolerance: tolerance)
        guard duration <= 60 else {
            throw MotionError(parameter: "spring", message: "this spring takes over a minute to come within \(ExportNumber(tolerance / 2, significant: 3)) of its target; CSS cannot hold it")
        }
        let easing = try CSSLinearEasing.approximating(value(at:), duration: max(duration, 0.001), tolerance: tolerance)
        return CSSLinearEasing.exportedCode(easing, duration: max(duration, 0.001), curve: value(at:),
                                            horizon: max(ExportResimulation.horizon(of: self), duration))
    }

    // MARK: Framer Motion

    private func framerExport() -> ExportedCode {
        let m = number(mass), k = number(stiffness), c = number(damping), v = velocityNumber
        let velocityKey = initialVelocity == 0 ? "" : ", velocity: \(v)"
        var lines = ["{ type: \"spring\", stiffness: \(k), damping: \(c), mass: \(m)\(velocityKey) }"]
        var deviation = closedFormDeviation(mass: m.value, stiffness: k.value, damping: c.value, velocity: v.value,
                                            model: "Framer Motion's closed form from the printed values")
        if let form = framerVisualDurationBounce {
            let visual = number(form.visualDuration), bounceNumber = number(form.bounce)
            lines.append("// the same spring: { type: \"spring\", visualDuration: \(visual), bounce: \(bounceNumber)\(velocityKey) }")
            let omega = FramerSpring.naturalFrequency(visualDuration: visual.value)
            let zeta = FramerSpring.dampingRatio(bounce: bounceNumber.value)
            deviation = .worst(deviation, closedFormDeviation(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, velocity: v.value,
                                                              model: "Framer Motion's visualDuration form from the printed values"))
        } else {
            let why = dampingRatio > 1 ? "over-damped" : "bouncier than Framer's bounce allows (damping ratio under 0.05)"
            lines.append("// no visualDuration form: this spring is \(why)")
        }
        lines += velocityNote().map { "// " + $0 }
        return ExportedCode(lines: lines, deviation: deviation)
    }

    // MARK: react-spring

    private func reactSpringExport() -> ExportedCode {
        let m = number(mass), k = number(stiffness), c = number(damping)
        let perMillisecond = ExportNumber(initialVelocity / 1000, significant: 6)
        let velocityKey = initialVelocity == 0 ? "" : ", velocity: \(perMillisecond)"
        var lines = ["config: { tension: \(k), friction: \(c), mass: \(m)\(velocityKey) }"]
        if initialVelocity != 0 {
            lines.append("// velocity \(perMillisecond) is for a move of 1; multiply it by your distance (react-spring: units per millisecond)")
        }
        let horizon = ExportResimulation.horizon(of: self)
        let milliseconds = Int((horizon * 1000).rounded(.up))
        let steps = ExportResimulation.reactSpringSteps(tension: k.value, friction: c.value, mass: m.value,
                                                        velocityPerMillisecond: perMillisecond.value, milliseconds: milliseconds)
        var worst = 0.0, at = 0.0
        for (i, x) in steps.enumerated() {
            let error = abs(x - value(at: Double(i) / 1000))
            if error > worst || error.isNaN { worst = error; at = Double(i) / 1000 }
        }
        return ExportedCode(lines: lines, deviation: ExportDeviation(maximum: worst, time: at, model: "react-spring's 1 ms semi-implicit Euler steps"))
    }

    // MARK: Android and Compose

    /// Stiffness per unit mass (Android and Compose have no mass) and the damping ratio, as
    /// the Floats Kotlin holds.
    private var kotlinStiffnessRatio: (stiffness: ExportNumber, ratio: ExportNumber, floatStiffness: Double, floatRatio: Double) {
        let k = number(stiffness / mass), ratio = number(dampingRatio)
        return (k, ratio, ExportResimulation.float(k.value), ExportResimulation.float(ratio.value))
    }

    private func kotlinDeviation(model: String) -> ExportDeviation {
        let kotlin = kotlinStiffnessRatio
        let k = kotlin.floatStiffness, zeta = kotlin.floatRatio
        return closedFormDeviation(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(), velocity: velocityNumber.value, model: model)
    }

    private func androidExport() -> ExportedCode {
        let kotlin = kotlinStiffnessRatio
        var lines = ["SpringForce()", "    .setStiffness(\(kotlin.stiffness)f)", "    .setDampingRatio(\(kotlin.ratio)f)"]
        if initialVelocity != 0 {
            lines.append("// start the SpringAnimation with .setStartVelocity(\(velocityNumber)f): that is for a move of 1; multiply it by your distance (units per second)")
        }
        return ExportedCode(lines: lines, deviation: kotlinDeviation(model: "SpringForce's closed form from the printed Floats"))
    }

    private func composeExport() -> ExportedCode {
        let kotlin = kotlinStiffnessRatio
        var lines = ["spring<Float>(dampingRatio = \(kotlin.ratio)f, stiffness = \(kotlin.stiffness)f)"]
        if initialVelocity != 0 {
            lines.append("// animate with initialVelocity = \(velocityNumber)f: that is for a move of 1; multiply it by your distance (units per second)")
        }
        return ExportedCode(lines: lines, deviation: kotlinDeviation(model: "Compose's closed form from the printed Floats"))
    }

    // MARK: Flutter

    private func flutterExport() -> ExportedCode {
        let m = number(mass), k = number(stiffness), c = number(damping), v = velocityNumber
        var lines = ["final spring = SpringDescription(mass: \(m), stiffness: \(k), damping: \(c));",
                     "final simulation = SpringSimulation(spring, 0, 1, \(v));"]
        var deviation = closedFormDeviation(mass: m.value, stiffness: k.value, damping: c.value, velocity: v.value,
                                            model: "Flutter's closed form from the printed values")
        // withDurationAndBounce reads the Duration in whole milliseconds (inMilliseconds / 1000).
        let milliseconds = (response * 1000).rounded()
        if milliseconds >= 1, milliseconds < 1e9 {
            let bounceNumber = number(bounce)
            lines.append("// the same spring: SpringDescription.withDurationAndBounce(duration: const Duration(milliseconds: \(Int(milliseconds))), bounce: \(bounceNumber))")
            let seconds = milliseconds / 1000
            let omega = 2 * Double.pi / seconds
            let zeta = bounceNumber.value > 0 ? 1 - bounceNumber.value : 1 / (bounceNumber.value + 1)
            deviation = .worst(deviation, closedFormDeviation(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, velocity: v.value,
                                                              model: "Flutter's withDurationAndBounce (whole milliseconds) from the printed values"))
        }
        if initialVelocity != 0 {
            lines.append("// velocity \(v) is for a move of 1; multiply it by your distance (units per second)")
        }
        return ExportedCode(lines: lines, deviation: deviation)
    }
}

extension CSSLinearEasing {
    /// The CSS declarations for an easing over `duration` seconds, and the deviation from
    /// `curve` over [0, horizon]: the easing within the duration, the element at its end value
    /// (1) after it.
    public static func exportedCode(_ easing: CSSLinearEasing, duration: Double, curve: (Double) -> Double, horizon: Double) -> ExportedCode {
        let milliseconds = ExportNumber(duration * 1000, decimals: 0)
        let lines = ["transition-duration: \(milliseconds)ms;",
                     "transition-timing-function: \(easing.text);"]
        let within = deviation(of: easing, from: curve, duration: duration)
        var worst = ExportDeviation(maximum: within.maximum, time: within.time,
                                    model: "CSS linear(), \(easing.stops.count) stops, interpolated as browsers do")
        var t = duration
        while t <= horizon {
            let error = abs(1 - curve(t))
            if error > worst.maximum { worst = ExportDeviation(maximum: error, time: t, model: worst.model) }
            t += 0.001
        }
        return ExportedCode(lines: lines, deviation: worst, cssEasing: easing, cssDuration: duration)
    }
}
