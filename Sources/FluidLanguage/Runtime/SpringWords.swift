import FluidMotion

/// What each word a spring is written in means, once: the parameter lines of `help spring`
/// and of every platform constructor, and `help WORD` for a word that is a constructor's
/// parameter (`help extraBounce`). The word is a time when `SpringForm.timeLabels` has it,
/// true/false when a form's flag, else a plain number.
enum SpringWords {
    static let meanings: [String: String] = [
        "damping": "the damping ratio ζ in damping/response form (1 = no overshoot); the damping coefficient c (N·s/m) beside mass and stiffness",
        "response": "the period of the undamped spring, 2π/ω₀ (SwiftUI's and UIKit's response)",
        "duration": "SwiftUI's perceptual duration (= response); Motion's settle time in motion.spring",
        "bounce": "SwiftUI's bounce, 1 − ζ for ζ ≤ 1 (0 = no overshoot, negative = overdamped)",
        "mass": "the mass m (kg); 1 unless given",
        "stiffness": "the stiffness k (N/m)",
        "dampingRatio": "the damping ratio ζ = c / (2·√(k·m)) (1 = critically damped)",
        "tension": "react-spring's and Rebound's tension, the stiffness k (Origami units in origami.spring)",
        "friction": "react-spring's and Rebound's friction, the damping coefficient c (Origami units in origami.spring)",
        "bounciness": "Pop's and Rebound's bounciness (0 = none; converted to tension by BouncyConversion)",
        "speed": "Pop's and Rebound's speed (higher is faster; converted to friction by BouncyConversion)",
        "velocity": "UIKit's initial velocity relative to the distance to go (per second; 2 = two distances per second)",
        "dampingFraction": "SwiftUI's older name for the damping ratio ζ",
        "settlingDuration": "how long the spring takes to come within epsilon of its target and stay",
        "epsilon": "the settling threshold as a fraction of the move (0.001)",
        "allowOverDamping": "SwiftUI treats damping above critical as critical unless this is true",
        "extraBounce": "bounce added to the preset's own (0 smooth, 0.15 snappy, 0.3 bouncy)",
        "perceptualDuration": "Core Animation's perceptual duration, SwiftUI's duration",
        "visualDuration": "Motion's visual duration: the time to first reach the target",
        "frequency": "react-spring's frequency: the period of the undamped spring (a time)",
    ]

    /// Lines that use a word no constructor's own example shows.
    static let examples: [String: String] = [
        "epsilon": "swiftui.spring(settlingDuration: 0.6s, dampingRatio: 0.8, epsilon: 0.01)",
        "allowOverDamping": "swiftui.spring(stiffness: 100, damping: 30, allowOverDamping: true)",
    ]

    /// The parameter a spring constructor takes for `word`.
    static func parameter(_ word: String) -> Parameter {
        let meaning = meanings[word] ?? "a parameter of the spring"
        if SpringForm.timeLabels.contains(word) { return .quantity(word, .time, meaning) }
        if ["allowOverDamping"].contains(word) { return .value(word, takes: "true or false", optional: true, meaning) }
        return .quantity(word, .plain, optional: true, meaning)
    }
}
