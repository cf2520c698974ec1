import FluidLanguage

/// The mistakes of a session export's numbers (E353): a number the target's language cannot
/// hold as the type its platform takes.
extension Messages {
    /// `s = spring(mass: 1, stiffness: 1e40, damping: 2e20)` exported to Kotlin: its platforms
    /// take Floats, and 1e40 is beyond Float's range (about 3.4e38), so kotlinc refuses the literal.
    static func exportFloatOutOfRange(_ binding: String, literal: String) -> Message {
        Message(.exportFloatOutOfRange, "\(binding) holds \(literal), beyond the range of Kotlin's Float (about 3.4e38): "
            + "the Kotlin file cannot write it; bring its numbers into range and export again")
    }
}
