import FluidMotion

/// The knobs of the gesture models (`pauseDetector`, `forceButton`, `calculatorButton`,
/// `drawerRelease`, `pipRelease`, `rotationRelease`, `adaptiveButton`, `elasticScroll`), with
/// the models' own defaults from FluidMotion. Checks that tie two knobs together (reset below
/// confirmation below activation, maxWidth at least minWidth) stay with the builtin.
extension ParameterDescriptor where Value == Double {
    static let pauseSpeed = ParameterDescriptor(
        "speed", .speed, default: PauseDetector().maximumSpeed, example: "100pt/s", "velocities faster than this are still moving and are skipped")
    static let pauseOffset = ParameterDescriptor(
        "offset", .length, default: PauseDetector().minimumOffset, example: "20pt", "a pause counts only this far from where the drag started")

    static let forceReset = ParameterDescriptor("reset", .plain, default: ForceButton().reset, example: "0.1", "below this force the button is ready again")
    static let forceActivation = ParameterDescriptor(
        "activation", .plain, default: ForceButton().activation, example: "0.5", "the force that toggles the light")
    static let forceConfirmation = ParameterDescriptor(
        "confirmation", .plain, default: ForceButton().confirmation, example: "0.3", "the force to fall below to confirm the toggle")
    static let forceMinWidth = ParameterDescriptor("minWidth", .length, default: ForceButton().minWidth, example: "60pt", "the button's width at rest")
    static let forceMaxWidth = ParameterDescriptor("maxWidth", .length, default: ForceButton().maxWidth, example: "90pt", "its width at the activation force")

    /// The calculator button's fade: a minute is longer than any highlight.
    static let highlightFade = ParameterDescriptor(
        "fade", .time, default: CalculatorButton().fade, range: .closed(0, 60, "a time from 0 to 60 s"), example: "300ms",
        "how long the highlight takes to fade out")

    static let drawerClosed = ParameterDescriptor("closed", .length, example: "500pt", "the drawer's closed position")
    static let drawerOpen = ParameterDescriptor("open", .length, example: "100pt", "its open position")
    static let tapSlop = ParameterDescriptor(
        "tapSlop", .length, default: MomentumDrawer(closed: 0, open: 1).tapSlop, range: ParameterRange(lower: .closed(0), upper: nil, "a length of 0 or more"),
        example: "10pt", "a touch that moved less than this is a tap")

    /// UIKit's deceleration rate per millisecond that projects a release; DecelerationRate
    /// checks it (0 < r < 1).
    static let decelerationRate = ParameterDescriptor(
        "rate", .plain, default: DecelerationRate.normal.perMillisecond, example: "0.99", "the deceleration rate that projects the release")

    /// The adaptive button's scale while pressed; ten times is past any button.
    static let pressedScale = ParameterDescriptor(
        "scale", .plain, default: AdaptiveButton().pressedScale,
        range: ParameterRange(lower: .open(0), upper: .closed(10), "a positive number up to 10", reason: "0.95 shrinks by 5 %"), example: "0.95",
        "the scale while pressed (0.95 shrinks by 5 %)")

    static let elasticFalloff = ParameterDescriptor(
        "falloff", .length, default: ElasticScroll(distances: []).falloff, example: "200pt", "the distance over which the response doubles")

    /// Every one of this family, for the catalogue's consistency test.
    static let gestureParameters: [ParameterDescriptor] = [
        .pauseSpeed, .pauseOffset, .forceReset, .forceActivation, .forceConfirmation, .forceMinWidth, .forceMaxWidth, .highlightFade,
        .drawerClosed, .drawerOpen, .tapSlop, .decelerationRate, .pressedScale, .elasticFalloff,
    ]
}
