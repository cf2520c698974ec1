/// What SwiftUI says of fluid's words: its duration is a spring's response (`s.duration`),
/// what `allowOverDamping` does, a line that uses `epsilon`; and its `bouncy` preset is the
/// platform spring of commands' examples (`plot …, swiftui.bouncy`).
extension SwiftUIPlatform {
    public var glossary: [PlatformGlossaryEntry] {
        [
            PlatformGlossaryEntry(.member("duration"), "SwiftUI's duration: the response, 2π/ω₀"),
            PlatformGlossaryEntry(.springArgument("allowOverDamping"), "SwiftUI treats damping above critical as critical unless this is true",
                                  example: "swiftui.spring(stiffness: 100, damping: 30, allowOverDamping: true)"),
            PlatformGlossaryEntry(.springArgument("epsilon"), nil, example: "swiftui.spring(settlingDuration: 0.6s, dampingRatio: 0.8, epsilon: 0.01)"),
            PlatformGlossaryEntry(.sharedForm("durationBounce"), "SwiftUI"),
            PlatformGlossaryEntry(.exactRetarget, "SwiftUI's springs"),
        ]
    }

    public var examples: PlatformExamples { PlatformExamples(preset: "bouncy") }
}
