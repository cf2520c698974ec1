import FluidLanguage

/// The notebook's commands: words at the start of a line that act on the session rather
/// than compute a value. Each has help text with an example.
public struct CommandInfo: Sendable {
    public var name: String
    public var usage: String
    public var summary: String
    public var example: String
    var style: CommandArgumentStyle
}

public enum CommandCatalog {
    public static let all: [CommandInfo] = [
        CommandInfo(name: "plot", usage: "plot VALUE, ... [, RANGE] [, kind: position|velocity|both|path] [, width: N, height: N, title: \"…\"]",
                    summary: "Draw springs' step responses, decays, functions over a range, a - b differences and lists of points (2-D paths), overlaid with a legend; kind: velocity, both (position over velocity), or path (a 2-D trace such as a PiP fling, in the plane).",
                    example: "plot spring(damping: 0.8, response: 0.4s), swiftui.bouncy", style: .expressions),
        CommandInfo(name: "durations", usage: "durations SPRING [, distance: 300pt]",
                    summary: "How long a spring lasts by each platform's rule, side by side: fluid's exact settle (s.settle), SwiftUI's settlingDuration (s.settlingDuration), Framer Motion's rest rule (s.framerRestDuration), Compose's estimate (s.composeDuration).",
                    example: "durations spring(damping: 0.8, response: 0.4s)", style: .expressions),
        CommandInfo(name: "compare", usage: "compare VALUE, VALUE, ...",
                    summary: "Every parameterization and measure of springs (or decays) side by side; rows that differ are highlighted.",
                    example: "compare spring(damping: 0.8, response: 0.4s), swiftui.bouncy", style: .expressions),
        CommandInfo(name: "diff", usage: "diff A, B [, RANGE]",
                    summary: "The largest gap between two motions over time, when it happens, and the largest velocity gap.",
                    example: "diff spring(damping: 0.8, response: 0.4s), swiftui.bouncy", style: .expressions),
        CommandInfo(name: "export", usage: "export VALUE TARGET [, tolerance: 0.001]",
                    summary: "A spring as code to paste for swiftui, uikit, coreanimation, css, framer, reactspring, android, compose or flutter, with the largest deviation of that platform's model run from the printed values; decays and retargeted motions export to css. export s lists the targets.",
                    example: "export spring(damping: 0.8, response: 0.4s) swiftui", style: .words),
        CommandInfo(name: "save", usage: "save NAME",
                    summary: "Write the session's bindings to sessions/NAME.fluid (atomically), each with its output.",
                    example: "save drawer", style: .words),
        CommandInfo(name: "load", usage: "load NAME",
                    summary: "Run sessions/NAME.fluid (or a path) and keep its bindings; all or nothing.",
                    example: "load drawer", style: .words),
        CommandInfo(name: "help", usage: "help [NAME]",
                    summary: "List everything, or describe one command, function or member.",
                    example: "help spring", style: .words),
        CommandInfo(name: "set", usage: "set [digits N | width N | height N | style braille|block|ascii | color on|off]",
                    summary: "Show or change how results are printed and drawn.",
                    example: "set digits 6", style: .words),
        CommandInfo(name: "vars", usage: "vars",
                    summary: "List the session's bindings with their values.",
                    example: "vars", style: .words),
        CommandInfo(name: "tune", usage: "tune NAME",
                    summary: "Tune a spring with the keys while its plot redraws: ←/→ and ↑/↓ change two of its parameters, p picks the next pair, s the step size (×1, ×10, ×0.1); Enter keeps the result in NAME, Esc puts it back. Needs a terminal.",
                    example: "tune s", style: .words),
        CommandInfo(name: "play", usage: "play SPRING, ... [, slow: N]",
                    summary: "The motion itself: a dot per spring moves across the terminal in real time, N times slower with slow: N; Ctrl-C stops it. Needs a terminal.",
                    example: "play s, swiftui.bouncy, slow: 4", style: .expressions),
        CommandInfo(name: "pin", usage: "pin plot ... | pin EXPR",
                    summary: "Keep a plot or a value on show: it prints again after every line that changes a binding it uses. pin alone lists the pins.",
                    example: "pin plot swiftui.bouncy", style: .words),
        CommandInfo(name: "unpin", usage: "unpin [N | all]",
                    summary: "Stop showing pin N, or every pin.",
                    example: "unpin all", style: .words),
        CommandInfo(name: "quit", usage: "quit",
                    summary: "Leave fluid (Ctrl-D does the same).",
                    example: "quit", style: .words),
        CommandInfo(name: "exit", usage: "exit",
                    summary: "Leave fluid (same as quit).",
                    example: "exit", style: .words),
    ]

    static let table = CommandTable(Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0.style) }))

    static func info(_ name: String) -> CommandInfo? {
        all.first { $0.name == name }
    }
}
