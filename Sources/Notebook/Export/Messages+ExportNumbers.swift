import FluidLanguage

/// The mistakes of a session export's numbers (E353), a number the target's language cannot hold
/// as the type its platform takes, and of its layout at the prompt (E354).
extension Messages {
    /// `s = spring(mass: 1, stiffness: 1e40, damping: 2e20)` exported to Kotlin: its platforms
    /// take Floats, and 1e40 is beyond Float's range (about 3.4e38), so kotlinc refuses the literal.
    static func exportFloatOutOfRange(_ binding: String, literal: String) -> Message {
        Message(.exportFloatOutOfRange, "\(binding) holds \(literal), beyond the range of Kotlin's Float (about 3.4e38): "
            + "the Kotlin file cannot write it; bring its numbers into range and export again")
    }

    /// `export s swiftui, name: "Drawer"`: a layout option given to one value's code, which is
    /// not a file of named constants.
    static func exportLayoutForOneValue(_ label: String) -> Message {
        Message(.exportLayoutForOneValue, "\(label): lays out a file of named constants; give it to export session TARGET "
            + "or export a, b TARGET")
    }
}
