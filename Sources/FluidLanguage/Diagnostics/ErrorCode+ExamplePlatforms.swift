import FluidMotion

/// The platforms' words that error examples use, found in the registry by what the example
/// needs (a form with a flag, a platform without `as`, frames with a `min:` bound), so that an
/// example line names no platform in its source. `ErrorExampleTests` runs every example, so
/// a registry that no longer offers what a line needs fails there.
enum ExamplePlatformWords {
    /// The first spring constructor (`swiftui.spring`).
    static var constructor: String { SpringFamilies.constructors.first?.name ?? "spring" }

    /// The first constructor whose form takes a yes-or-no word, and that word.
    static var flagForm: (constructor: String, flag: String) {
        for form in SpringFamilies.constructors.flatMap(\.forms) {
            if let flag = form.arguments.first(where: { $0.kind == .flag }) { return (form.constructor, flag.name) }
        }
        return ("spring", "flag")
    }

    /// The first platform with an `as` family.
    static var family: String { SpringFamilies.familyNames.first ?? "" }

    /// The platform help's example of `as` shows, whose duration form clamps what it writes.
    static var clampingFamily: String { MotionPlatforms.exampleFamily }

    /// The last platform without an `as` family.
    static var withoutFamily: String { MotionPlatforms.all.last { $0.family == nil }?.name ?? "" }

    /// The last platform without a deceleration model.
    static var withoutDecay: String { MotionPlatforms.all.last { $0.decayModels.isEmpty }?.name ?? "" }

    /// The platform whose deceleration model is a coasting spring (tension 0), as `model:` names it.
    static var coasting: (any MotionPlatform)? {
        MotionPlatforms.all.first { $0.decayModels.contains { $0.otherWords.contains("coasting") } }
    }

    /// The first frame drawing that takes a `min:` bound (and runs springs only).
    static var boundedFrames: String {
        MotionPlatforms.all.flatMap(\.frameDrawings).first { $0.options.contains { $0.name == "min" } }?.name ?? ""
    }

    /// The first and last platforms whose retarget draws frames.
    static var framesRetargets: (first: String, last: String) {
        let names = MotionPlatforms.retargeting.filter { $0.retarget.frames != nil }.map(\.name)
        return (names.first ?? "", names.last ?? "")
    }

    /// The named easings examples use, at their preset paths (`ease`, `easeOut`, the `steps` easing).
    static var ease: String { PresetExamples.path(endingIn: "ease") }
    static var easeOut: String { PresetExamples.path(endingIn: "easeOut") }
    static var steps: String { PresetExamples.path(endingIn: "steps") }

    /// The first platform fluid writes one spring's code for, as `export` names it.
    static var exportTarget: String { MotionPlatforms.all.lazy.compactMap(\.exportTarget).first?.rawValue ?? "" }
}
