import FluidMotion

/// Messages of the builtins that draw a platform's frames (`MotionPlatform.frameDrawings`):
/// the words are the platform's own (`DrawingRefusal`), the code says which kind of refusal.
extension Messages {
    static func framesRefused(_ reason: DrawingRefusal.Reason, _ words: String) -> Message {
        switch reason {
        case .subject: Message(.frameSubject, words)
        case .option: Message(.frameOption, words)
        case .unfinished: Message(.framesUnfinished, words)
        case .outsideRange: outsideRange(words)
        }
    }
}
