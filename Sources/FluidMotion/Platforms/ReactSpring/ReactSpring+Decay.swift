extension ReactSpringPlatform {
    /// `config.decay` (`ReactSpringDecay`): rate is its per-millisecond decay d.
    public var decayModels: [DecayModelDeclaration] {
        [DecayModelDeclaration(word: "reactspring", otherWords: ["react-spring"], title: "react-spring", place: 4,
                               parameters: [DecayParameterDeclaration("rate", takes: "a plain number", default: ReactSpringDecay.defaultDecay, meaning: nil)],
                               restRule: "stops where a 60 Hz frame moves < 0.1 pt", decayForm: ["model: reactspring"], projectForm: nil,
                               sideBySide: (4, "react-spring")) { v, a throws(MotionError) in
            Deceleration(try ReactSpringDecay(velocity: v, decay: a["rate"]))
        }]
    }
}
