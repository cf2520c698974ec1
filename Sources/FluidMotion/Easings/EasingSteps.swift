/// Where each step of a staircase easing jumps: at the end of its interval (`steps(4)` holds 0
/// until a quarter of the duration) or at its start (`steps(4, "start")` is ¼ from the first instant).
public enum EasingStepDirection: String, Sendable, CaseIterable {
    case start, end
}

/// A platform's family of staircase easings, `steps(count, direction)`, declared in its
/// folder's `<Name>+Easings.swift` and offered by the language under the platform's easings
/// path (`NAME.easings.steps`): a whole number of equal steps and a positional choice of where
/// each jumps. The names, ranges and wording are the platform's; the curve is its formula.
public struct EasingSteps: Sendable {
    /// The count: a whole number, its label, the counts allowed (as a message says them), an
    /// example, its meaning.
    public struct Count: Sendable {
        public let name: String
        public let range: ParameterRange
        public let example: String
        public let meaning: String

        public init(name: String, range: ParameterRange, example: String, meaning: String) {
            self.name = name
            self.range = range
            self.example = example
            self.meaning = meaning
        }
    }

    /// The direction: a positional choice, its label, the choices in help's order, the default,
    /// why (for the message naming any other word), an example, its meaning.
    public struct Direction: Sendable {
        public let name: String
        public let choices: [EasingStepDirection]
        public let defaultChoice: EasingStepDirection
        public let reason: String
        public let example: EasingStepDirection
        public let meaning: String

        public init(name: String, choices: [EasingStepDirection], defaultChoice: EasingStepDirection, reason: String,
                    example: EasingStepDirection, meaning: String) {
            self.name = name
            self.choices = choices
            self.defaultChoice = defaultChoice
            self.reason = reason
            self.example = example
            self.meaning = meaning
        }
    }

    /// The family's name under the easings path: `steps`.
    public let name: String
    /// Help's one line about it.
    public let summary: String
    /// A call help shows, under the easings path: `steps(4)(0.5)`.
    public let example: String
    public let count: Count
    public let direction: Direction
    /// How a member prints and saves under the easings path (`steps(4)`, `steps(4, "start")`).
    public let spelling: @Sendable (Int, EasingStepDirection) -> String
    /// Its progress at a fraction of the duration.
    public let curve: @Sendable (Int, EasingStepDirection, Double) -> Double

    public init(name: String, summary: String, example: String, count: Count, direction: Direction,
                spelling: @escaping @Sendable (Int, EasingStepDirection) -> String,
                curve: @escaping @Sendable (Int, EasingStepDirection, Double) -> Double) {
        self.name = name
        self.summary = summary
        self.example = example
        self.count = count
        self.direction = direction
        self.spelling = spelling
        self.curve = curve
    }
}
