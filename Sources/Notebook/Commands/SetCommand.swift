import FluidLanguage
import TerminalPlot

/// `set`, `set NAME VALUE`: show or change how results are printed and drawn.
struct SetCommand: NotebookCommand {
    static let settings = ["digits", "width", "height", "style", "color", "graphics"] + Limits.settings.map { $0.name }

    static let spec = CommandSpec(
        name: "set", form: .words,
        parameters: [
            CommandParameter(name: "setting", placeholder: "SETTING", kind: .word(.choice(settings, noun: "setting", also: ["colour"])), required: false),
            CommandParameter(name: "value", placeholder: "VALUE", kind: .word(.free), required: false),
        ],
        summary: "Show or change how results are printed and drawn: digits N, width N, height N, style braille|block|ascii, color on|off, graphics auto|kitty|sixel|off (plots as pictures where the terminal draws them); and the limits per line: steps N, calls N, elements N, depth N.",
        example: "set digits 6")

    static func run(_ call: CommandCall, in context: CommandContext) throws(Diagnostic) -> Response {
        guard let setting = call.word("setting") else { return .text(settingsSummary(in: context)) }
        let value = try call.required("value").word ?? ""
        return set(setting, to: value, in: context)
    }

    /// `set digits 6` changes how every value prints; `set` alone changes nothing.
    static func changesEveryBinding(_ statement: CommandStatement) -> Bool { !statement.arguments.isEmpty }

    /// `set NAME VALUE`, NAME one of `SetCommand.settings`.
    static func set(_ name: String, to value: String, in context: CommandContext) -> Response {
        let interpreter = context.interpreter
        switch name {
        case "digits":
            guard let n = Int(value), (1...ValueFormatter.maximumDigits).contains(n) else {
                return .error("digits must be a whole number from 1 to \(ValueFormatter.maximumDigits); got '\(value)'")
            }
            interpreter.settings.digits = n
        case "width":
            guard let n = Int(value), (20...1000).contains(n) else {
                return .error("width must be a whole number of columns from 20 to 1000; got '\(value)'")
            }
            context.display.width = n
            context.display.followsTerminal = false
        case "height":
            guard let n = Int(value), (3...200).contains(n) else {
                return .error("height must be a whole number of rows from 3 to 200; got '\(value)'")
            }
            context.display.height = n
        case "style":
            guard let style = CanvasStyle(rawValue: value) else {
                return .error("style must be braille, block or ascii; got '\(value)'")
            }
            context.display.style = style
        case "color", "colour":
            switch value {
            case "on", "true", "yes": context.display.color = true
            case "off", "false", "no": context.display.color = false
            default: return .error("color must be on or off; got '\(value)'")
            }
        case "graphics":
            guard let choice = GraphicsChoice(rawValue: value) else {
                return .error("graphics must be auto, kitty, sixel or off; got '\(value)'")
            }
            context.display.graphicsChoice = choice
        default:
            guard let limit = Limits.settings.first(where: { $0.name == name }) else { return .error("no setting '\(name)'") }
            // `1e8` reads as well as `100000000` for a budget.
            guard let number = Double(value), number.rounded() == number, number >= 1, number <= Double(limit.maximum) else {
                return .error("\(name) (\(limit.meaning)) must be a whole number from 1 to \(limit.maximum); got '\(value)'")
            }
            interpreter.settings.limits[keyPath: limit.keyPath] = Int(number)
        }
        return Response()
    }

    static func settingsSummary(in context: CommandContext) -> String {
        let interpreter = context.interpreter, display = context.display
        return ([
            "digits \(interpreter.settings.digits)",
            "width \(display.width)",
            "height \(display.height)",
            "style \(display.style.rawValue)\(display.unicode ? "" : " (ascii: the terminal cannot show UTF-8)")",
            "color \(display.color ? "on" : "off")",
            "graphics \(graphicsSummary(display))",
        ] + Limits.settings.map { "\($0.name) \(interpreter.settings.limits[keyPath: $0.keyPath]) (\($0.meaning))" })
        .joined(separator: "\n")
    }

    /// `auto (kitty, detected)`, `off`, `sixel`, `auto (none: text plots)`.
    static func graphicsSummary(_ display: DisplaySettings) -> String {
        guard display.graphicsChoice == .auto else { return display.graphicsChoice.rawValue }
        return "auto (" + (display.detectedGraphics.map { "\($0.rawValue), detected" } ?? "none detected: text plots") + ")"
    }

    /// The `set` lines that recreate settings which differ from a fresh session's.
    static func settingsSource(_ interpreter: Interpreter) -> [String] {
        var lines: [String] = []
        let fresh = LanguageSettings().digits
        if interpreter.settings.digits != fresh { lines.append("set digits \(interpreter.settings.digits)") }
        // Raised limits come first in the file, so the values that needed them replay.
        for limit in Limits.settings where interpreter.settings.limits[keyPath: limit.keyPath] != Limits.standard[keyPath: limit.keyPath] {
            lines.append("set \(limit.name) \(interpreter.settings.limits[keyPath: limit.keyPath])")
        }
        return lines
    }
}
