/// The platforms `export` writes code for, each with the documented model its code runs on
/// (what the exported values are re-simulated with to measure the deviation).
public enum ExportTarget: String, CaseIterable, Sendable {
    case swiftui, uikit, coreanimation, css, framer, reactspring, android, compose, flutter

    /// The platform's name as its users write it.
    public var title: String {
        switch self {
        case .swiftui: return "SwiftUI"
        case .uikit: return "UIKit"
        case .coreanimation: return "Core Animation"
        case .css: return "CSS"
        case .framer: return "Framer Motion"
        case .reactspring: return "react-spring"
        case .android: return "Android"
        case .compose: return "Jetpack Compose"
        case .flutter: return "Flutter"
        }
    }

    /// What the export holds, in a few words.
    public var summary: String {
        switch self {
        case .swiftui: return ".spring(response:dampingFraction:), or Spring(duration:bounce:)"
        case .uikit: return "UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)"
        case .coreanimation: return "CASpringAnimation, its duration its settlingDuration"
        case .css: return "a linear() easing within a tolerance, and its duration"
        case .framer: return "{ type: \"spring\", stiffness, damping, mass }, or { visualDuration, bounce }"
        case .reactspring: return "config: { tension, friction, mass }"
        case .android: return "SpringForce().setStiffness().setDampingRatio()"
        case .compose: return "spring(dampingRatio =, stiffness =)"
        case .flutter: return "SpringDescription(mass:stiffness:damping:), or .withDurationAndBounce"
        }
    }
}

/// The largest difference found between a platform running the exported values and fluid's
/// own curve, in progress units (fractions of the distance), and when.
public struct ExportDeviation: Hashable, Sendable {
    /// max |platform(t) − fluid(t)|, progress units.
    public let maximum: Double
    /// Where it is largest, seconds from the start.
    public let time: Double
    /// How the platform was re-simulated, e.g. "react-spring's 1 ms semi-implicit Euler steps".
    public let model: String

    public init(maximum: Double, time: Double, model: String) {
        self.maximum = maximum
        self.time = time
        self.model = model
    }

    /// The larger of two deviations.
    public static func worst(_ a: ExportDeviation, _ b: ExportDeviation) -> ExportDeviation {
        b.maximum > a.maximum ? b : a
    }
}

/// Exported code: lines to paste as they are, and how far the platform's model run from
/// exactly those printed values strays from fluid's curve.
public struct ExportedCode: Hashable, Sendable {
    public let lines: [String]
    public let deviation: ExportDeviation
    /// For CSS: the easing and duration (seconds) printed.
    public let cssEasing: CSSLinearEasing?
    public let cssDuration: Double?

    public init(lines: [String], deviation: ExportDeviation, cssEasing: CSSLinearEasing? = nil, cssDuration: Double? = nil) {
        self.lines = lines
        self.deviation = deviation
        self.cssEasing = cssEasing
        self.cssDuration = cssDuration
    }
}
