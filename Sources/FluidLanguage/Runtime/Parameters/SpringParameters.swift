/// The words a spring is written in (`spring(damping:, response:)`, `motion.spring(stiffness:)`,
/// `origami.spring(tension:)`), each declared once: the parameter lines of `help spring` and
/// of every platform constructor, `help WORD`, and the meaning of the member that reads the
/// word back (`s.stiffness`). A word is a time when some form takes it as one
/// (`SpringForm.timeLabels`; `SpringParameterTests` keeps the two in step). The forms in
/// FluidMotion check each word's values, so no range is declared here.
extension ParameterDescriptor where Value == Double {
    public static let damping = ParameterDescriptor(
        "damping", .plain, example: "0.8",
        "the damping ratio ζ in damping/response form (1 = no overshoot); the damping coefficient c (N·s/m) beside mass and stiffness")
    public static let response = ParameterDescriptor(
        "response", .time, example: "0.4s", "the period of the undamped spring, 2π/ω₀ (SwiftUI's and UIKit's response)")
    public static let duration = ParameterDescriptor(
        "duration", .time, example: "0.5s", "SwiftUI's perceptual duration (= response); Motion's settle time in motion.spring; "
            + "in uikit.animate, how long UIKit runs it (its 0.001 envelope's time)")
    public static let bounce = ParameterDescriptor(
        "bounce", .plain, example: "0.2", "SwiftUI's bounce, 1 − ζ for ζ ≤ 1 (0 = no overshoot, negative = overdamped)")
    public static let mass = ParameterDescriptor("mass", .plain, example: "1", "the mass m (kg); 1 unless given")
    public static let stiffness = ParameterDescriptor("stiffness", .plain, example: "200", "the stiffness k (N/m)")
    public static let dampingRatio = ParameterDescriptor(
        "dampingRatio", .plain, example: "0.75", "the damping ratio ζ = c / (2·√(k·m)) (1 = critically damped)")
    public static let tension = ParameterDescriptor(
        "tension", .plain, example: "170", "react-spring's and Rebound's tension, the stiffness k (Origami units in origami.spring)")
    public static let friction = ParameterDescriptor(
        "friction", .plain, example: "26", "react-spring's and Rebound's friction, the damping coefficient c (Origami units in origami.spring)")
    public static let bounciness = ParameterDescriptor(
        "bounciness", .plain, example: "5", "Pop's and Rebound's bounciness (0 = none; converted to tension by BouncyConversion)")
    public static let speed = ParameterDescriptor(
        "speed", .plain, example: "12", "Pop's and Rebound's speed (higher is faster; converted to friction by BouncyConversion)")
    public static let velocity = ParameterDescriptor(
        "velocity", .plain, example: "2", "UIKit's initial velocity relative to the distance to go (per second; 2 = two distances per second)")
    public static let dampingFraction = ParameterDescriptor(
        "dampingFraction", .plain, example: "0.8", "SwiftUI's older name for the damping ratio ζ")
    public static let settlingDuration = ParameterDescriptor(
        "settlingDuration", .time, example: "0.6s", "how long the spring takes to come within epsilon of its target and stay")
    public static let epsilon = ParameterDescriptor(
        "epsilon", .plain, example: "0.01", "the settling threshold as a fraction of the move (0.001)")
    public static let extraBounce = ParameterDescriptor(
        "extraBounce", .plain, example: "0.1", "bounce added to the preset's own (0 smooth, 0.15 snappy, 0.3 bouncy)")
    public static let perceptualDuration = ParameterDescriptor(
        "perceptualDuration", .time, example: "0.5s", "Core Animation's perceptual duration, SwiftUI's duration")
    public static let visualDuration = ParameterDescriptor(
        "visualDuration", .time, example: "0.3s", "Framer's visual duration: the time to first reach the target")
    public static let frequency = ParameterDescriptor(
        "frequency", .time, example: "0.5s", "react-spring's frequency: the period of the undamped spring (a time)")

    /// Every spring word that is a number, in the order `help` lists them.
    static let springWords: [ParameterDescriptor] = [
        .damping, .response, .duration, .bounce, .mass, .stiffness, .dampingRatio, .tension, .friction, .bounciness, .speed,
        .velocity, .dampingFraction, .settlingDuration, .epsilon, .extraBounce, .perceptualDuration, .visualDuration, .frequency,
    ]
}
