import FluidLanguage
import Motion

/// One row of `compare`: what it shows, and how to read it from one subject. `nil`
/// means the subject has no such value (a critically damped spring has no period) and
/// shows as "—". Several quantities are one parameterization, shown "0.8, 400 ms".
struct CompareRow<Subject>: Sendable {
    let label: String
    let read: @Sendable (Subject) -> [Quantity]?

    init(_ label: String, _ read: @escaping @Sendable (Subject) -> [Quantity]?) {
        self.label = label
        self.read = read
    }
}

/// The rows of `compare`, in display order. Adding a family or a measure is one line
/// here; the table, its alignment, its highlighting and its tests follow.
enum CompareRows {
    static let spring: [CompareRow<SpringValue>] = [
        CompareRow("damping, response") { [.number($0.spring.dampingRatio), .seconds($0.spring.response)] },
        CompareRow("duration, bounce") { [.seconds($0.spring.durationBounce.duration), .number($0.spring.durationBounce.bounce)] },
        CompareRow("mass, stiffness, damping") { [.number($0.spring.mass), .number($0.spring.stiffness), .number($0.spring.damping)] },
        CompareRow("tension, friction") { [.number($0.spring.tensionFriction.tension), .number($0.spring.tensionFriction.friction)] },
        CompareRow("stiffness, dampingRatio") {
            [.number($0.spring.stiffnessDampingRatio.stiffness), .number($0.spring.stiffnessDampingRatio.dampingRatio)]
        },
        CompareRow("bounciness, speed") { $0.spring.bouncinessSpeed.map { [.number($0.bounciness), .number($0.speed)] } },
        CompareRow("origami tension, friction") { [.number($0.spring.origamiTensionFriction.tension), .number($0.spring.origamiTensionFriction.friction)] },
        CompareRow("framer visualDuration, bounce") {
            $0.spring.framerVisualDurationBounce.map { [.seconds($0.visualDuration), .number($0.bounce)] }
        },
        CompareRow("framer duration, bounce") { $0.spring.framerDurationBounce.map { [.seconds($0.duration), .number($0.bounce)] } },
        CompareRow("velocity") { [$0.velocity] },
        CompareRow("settle (0.1 %)") { finite($0.spring.settlingTime(threshold: 0.001)) },
        CompareRow("SwiftUI settlingDuration") { finite($0.spring.swiftUISettlingDuration()) },
        CompareRow("Framer Motion rest") { finite($0.spring.framerRestDuration()) },
        CompareRow("Compose estimate") { finite($0.spring.composeEstimatedDuration()) },
        CompareRow("overshoot") { [Quantity($0.spring.overshoot, .none, unit: .percent)] },
        CompareRow("peak") { $0.spring.peakTime.map { [.seconds($0)] } },
        CompareRow("rise (10–90 %)") { $0.spring.riseTime().map { [.seconds($0)] } },
        CompareRow("period") { $0.spring.dampedPeriod.map { [.seconds($0)] } },
        CompareRow("oscillations") {
            let count = $0.spring.oscillations(threshold: 0.001)
            return count < Int.max ? [.number(Double(count))] : nil  // an undamped spring swings forever
        },
    ]

    static let decay: [CompareRow<DecayValue>] = [
        CompareRow("velocity") { [$0.velocity] },
        CompareRow("rate (per ms)") { [.number($0.rate)] },
        CompareRow("distance") { [Quantity($0.decay.distance, .length, unit: lengthUnit($0))] },
        CompareRow("stops (its rest rule)") { [.seconds($0.decay.stopTime())] },
        CompareRow("time constant") { [.seconds(1 / $0.decay.decayConstant)] },
    ]

    /// A duration, or nil ("—") for a spring that never comes to rest by that rule.
    private static func finite(_ seconds: Double) -> [Quantity]? {
        seconds.isFinite ? [.seconds(seconds)] : nil
    }

    /// px for a velocity written in px/s, else pt.
    private static func lengthUnit(_ d: DecayValue) -> Unit? {
        d.velocity.unit?.symbol.hasPrefix("px/") == true ? .pixel : .point
    }
}
