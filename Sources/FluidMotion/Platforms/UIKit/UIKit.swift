/// UIKit's springs, from Apple's documentation of `UISpringTimingParameters`:
/// `(mass:stiffness:damping:initialVelocity:)`, the WWDC 2018 "Designing Fluid Interfaces"
/// convenience `(damping:response:)` (damping ratio and the undamped period, s) and iOS 17's
/// `(duration:bounce:)` with SwiftUI's meaning, and the iOS 7 `UIView.animate` spring
/// (`UIKitAnimateSpring`). No defaults; its animator's duration is `UIKit+Durations.swift`'s.
public struct UIKitPlatform: MotionPlatform {
    public init() {}
    public let name = "uikit", title = "UIKit"
    public let upstream = "Apple's documentation of UISpringTimingParameters; WWDC 2018 session 803 (ANCHORS.md)"
    /// `(duration:bounce:)` came with iOS 17; the physical form dates from iOS 10.
    public let release = "(iOS 17+)"

    public var constructors: [SpringConstructor] {
        [SpringConstructor(name: "uikit.spring",
            summary: "UIKit's UISpringTimingParameters: mass/stiffness/damping, the WWDC damping ratio/response, iOS 17 duration/bounce",
            example: "uikit.spring(damping: 0.8, response: 0.3s, velocity: 2)",
            forms: [.uikitPhysical, .uikitDampingResponse, .uikitDurationBounce]),
         SpringConstructor(name: "uikit.animate",
            summary: "UIKit's iOS 7 UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:…): the spring UIKit "
                + "derives from a duration, damping ratio and velocity (Newton's method on its 0.001 envelope; Apple's code cannot run here)",
            example: "uikit.animate(duration: 0.5s, dampingRatio: 0.7, velocity: 2)",
            forms: [.uikitAnimate])]
    }

    public var family: SpringFamily? {
        SpringFamily(name: name, primary: .uikitPhysical, alternatives: [.uikitDampingResponse, .uikitDurationBounce])
    }

    public var exportTarget: ExportTarget? { .uikit }

    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`, the velocity as
    /// (v, 0) (Apple: a property that does not move in two dimensions reads the vector's
    /// magnitude), and an animator given the duration UIKit runs the spring for
    /// (`uikitAnimatorDuration`: an animator with spring timing parameters ignores the one given).
    public func exportedCode(_ spring: Spring, tolerance: Double) -> ExportedCode {
        spring.closedFormExport(model: "UIKit's closed form (iOS 17+) from the printed values") { p in
            ["let timing = UISpringTimingParameters(mass: \(p.mass), stiffness: \(p.stiffness), damping: \(p.damping), "
                + "initialVelocity: CGVector(dx: \(p.velocity), dy: 0))",
             "let animator = UIViewPropertyAnimator(duration: \(ExportNumber(spring.uikitAnimatorDuration(), decimals: 3)), timingParameters: timing)"
                + "  // UIKit runs a spring for its own duration, this one"]
        }
    }
}

extension ExportTarget {
    public static let uikit = ExportTarget("uikit", title: "UIKit", summary: "UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)")
}

extension SpringForm {
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
    public static let uikitPhysical = physical.renamed("uikitPhysical", "uikit.spring")
    /// The WWDC 2018 convenience `UISpringTimingParameters(damping:response:)`.
    public static let uikitDampingResponse = dampingResponse.renamed("uikitDampingResponse", "uikit.spring")
    /// `UISpringTimingParameters(duration:bounce:)` (iOS 17), SwiftUI's meaning; bounce required.
    public static let uikitDurationBounce = durationBounce.renamed("uikitDurationBounce", "uikit.spring", [.time("duration"), .number("bounce")])
}
