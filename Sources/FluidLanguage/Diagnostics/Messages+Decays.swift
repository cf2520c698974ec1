import FluidMotion

/// Messages about retargets drawn by a platform, decay conversions and the gesture models'
/// arguments. Platforms are named by the words the registry gives (their name as `platform:`
/// takes it, their possessive), never here.
extension Messages {
    /// A trace (what a frame-drawing platform gives) passed to retarget again.
    static func traceNotRetargetable(platform: String, possessive: String) -> Message {
        Message(.traceNotRetargetable, "this is a trace of frames (what retarget(…, platform: \(platform)) gives), which cannot be retargeted again: "
            + "chain the retargets with the default platform and put platform: \(platform) on the last one; it runs them all \(possessive) way")
    }

    /// A `platform:` word that is no retargeting platform, worded as any choice refused
    /// (``RangeWording/choice(_:among:listed:quoted:reason:got:near:)``); `choices` lists `words` with their glosses.
    static func noRetargetPlatform(_ name: String, among words: [String], choices: String) -> Message {
        notAChoice(RangeWording.choice("platform", among: words, listed: choices, got: name, near: name))
    }

    /// `fps:` or `distance:` given to the exact motion, which draws no frames.
    static func framesOptionOnExact(_ label: String, drawing: [String], exact: String) -> Message {
        Message(.retargetOptionNotTaken, "\(label): is for platform: \(orList(drawing)), which draw frames; \(exact)")
    }

    /// `restSpeed:` or `restDelta:` given to a platform that ends by its own rule.
    static func restOptionElsewhere(_ label: String, owner: String, platforms: [String], reason: String) -> Message {
        Message(.retargetOptionNotTaken, "\(label): is \(owner) rest threshold, for platform: \(orList(platforms)); \(reason)")
    }

    /// A platform that cannot draw the chain, in its own words.
    static func retargetNotDrawn(_ error: MotionError) -> Message { Message(.retargetNotDrawn, error.message) }

    /// A decay conversion's one parameter that gives no positive λ, in its platform's words:
    /// "timeConstant must be a positive time, like 325ms".
    static func conversionRefused(_ wording: String) -> Message { outsideRange(wording) }
    static let decayConstantNotPositive = outsideRange("decayConstant must be a positive rate per second, like 2/s")

    /// "a, b or c".
    static func orList(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }
}
