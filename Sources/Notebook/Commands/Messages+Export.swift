import FluidLanguage

/// The mistakes of `export` (E340–E349, and its names E350–E359): what a line of named constants or one value to paste
/// gets wrong. Target words and easing names are given by the caller, from the registry.
extension Messages {
    /// `export 3 swift`: a target of named constants given one value that is not a binding.
    static func exportTargetForConstants(_ word: String, oneSpringTargets: String) -> Message {
        Message(.exportTargetForConstants, "\(word) is a target for named constants of bindings: bind this first (name = …), "
            + "then export name \(word); as code to paste, one spring exports to \(oneSpringTargets)")
    }

    /// `tolerance:` for a target whose code is the spring itself.
    static func exportToleranceNotForTarget(curveTargets: String, easings: String, title: String) -> Message {
        Message(.exportToleranceNotForTarget, "tolerance: is for \(curveTargets) (how closely \(easings) follows the curve); "
            + "\(title) code is the spring itself")
    }

    /// `export session` with no target.
    static func exportNeedsConstantsTarget(_ what: String, targets: String) -> Message {
        Message(.exportNeedsConstantsTarget, "export \(what) needs a target for named constants: one of \(targets)")
    }

    /// `export session swiftui`: named constants to a target that takes one spring.
    static func exportTargetTakesOneSpring(_ word: String, first: String, what: String, targets: String) -> Message {
        Message(.exportTargetTakesOneSpring, "\(word) takes one spring (export \(first) \(word)); named constants for \(what) export to \(targets)")
    }

    /// `tolerance:` given to named constants.
    static func exportToleranceForConstants(curveTargets: String) -> Message {
        Message(.exportToleranceForConstants, "tolerance: is for one motion exported to \(curveTargets); named constants use fluid's default (0.001)")
    }

    static let exportEmptySession = Message(.exportEmptySession, "the session has no springs, decays or retargeted motions to export yet; "
        + "bind one first: s = spring(damping: 0.8, response: 0.4s)")

    static func exportNeedsNames(_ word: String) -> Message {
        Message(.exportNeedsNames, "export a, b, c \(word) takes the names of springs, decays or retargeted motions; bind this first (name = …)")
    }

    static func exportListedTwice(_ name: String) -> Message { Message(.exportListedTwice, "\(name) is listed twice") }

    static func exportNoBinding(_ name: String) -> Message { Message(.exportNoBinding, "no binding named '\(name)'") }

    static func exportNotAMotion(_ name: String, kind: String) -> Message {
        Message(.exportNotAMotion, "\(name) is \(kind); named constants are springs, decays and retargeted motions")
    }

    /// A binding's name the target's language cannot declare: `what` says which character
    /// and why (`x² cannot be a name in Swift: ² (U+00B2) is not a letter, …`), or nil for an
    /// empty name.
    static func exportNameNotDeclarable(_ name: String, language: String, character: String?, what: String) -> Message {
        guard let character else { return Message(.exportNameNotDeclarable, "an empty name cannot be declared in \(language)") }
        return Message(.exportNameNotDeclarable, "\(name) cannot be a name in \(language): \(character) \(what) there; "
            + "rename it with letters, digits and _ (starting with a letter) and export again")
    }

    /// A binding named as something the generated file uses (`Animation` in Swift, `SpringForce`
    /// in Kotlin): `uses` says how the file uses it ("as a type of SwiftUI, UIKit or Swift").
    static func exportNameHidesUsedName(_ name: String, language: String, uses: String) -> Message {
        Message(.exportNameHidesUsedName, "\(name) cannot be a name in \(language): the file uses \(name) \(uses); rename it and export again")
    }

    /// Two bindings whose declarations would be one identifier after the target's rules for
    /// names (`s` and `sParameters` in Swift, `open` and `Open` in Kotlin's getters and in CSS).
    static func exportNamesCollide(_ first: String, _ second: String, identifier: String, language: String) -> Message {
        Message(.exportNamesCollide, "\(first) and \(second) would both declare \(identifier) in the \(language) export; "
            + "rename one of them and export again")
    }
}
