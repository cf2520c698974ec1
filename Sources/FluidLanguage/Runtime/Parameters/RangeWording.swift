/// The one wording of a value outside the values a name takes, wherever it is written: a
/// builtin's argument (``ParameterDescriptor/rangeMessage``), a command's option, a `set`
/// value and the command line's `--width` (`OptionWording` in Notebook, which this module
/// cannot see, words its refusals here). The name, what it takes, why when the phrase does
/// not say, and a good value as that place writes it:
/// `fps: is 1 to 1000 frames per second, like fps: 120`.
public enum RangeWording {
    /// `name: is phrase (reason), like example`; without `reason` or `example`, without that
    /// part (`width: is a whole number from 20 to 1000`: the range is the example).
    public static func refusal(_ name: String, is phrase: String, reason: String? = nil, like example: String? = nil) -> String {
        var text = name + ": is " + phrase
        if let reason { text += " (" + reason + ")" }
        if let example { text += ", like " + example }
        return text
    }

    /// `a whole number from 20 to 1000`: how a refusal and the reference say a whole-number range.
    public static func wholeNumber(in range: ClosedRange<Int>) -> String {
        "a whole number from \(range.lowerBound) to \(range.upperBound)"
    }
}
