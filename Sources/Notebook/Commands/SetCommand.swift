import FluidLanguage
import TerminalPlot

/// `set`, `set NAME VALUE`: show or change how results are printed and drawn.
struct SetCommand: NotebookCommand {
    /// Everything `set` changes, in the order it lists them: how values print and plots draw,
    /// then the limits per line. Digits, width and height are the parameters declared once
    /// (`ParameterDescriptor.digits`, `.width`, `.height`), which `plot`'s `width:` and
    /// `height:` and the command line's `--width` read too.
    static let settings: [Setting] = [
        .whole(.digits, meaning: "significant digits of the numbers values print",
               current: { "\($0.interpreter.settings.digits)" }) { n, context in
            context.interpreter.settings.digits = n
        },
        .whole(.width, meaning: "columns of plots and tables (the terminal's width until set)",
               current: { "\($0.display.width)" }) { n, context in
            context.display.width = n
            context.display.followsTerminal = false
        },
        .whole(.height, meaning: "rows of a plot's drawing area", current: { "\($0.display.height)" }) { n, context in
            context.display.height = n
        },
        .choice("style", CanvasStyle.self, meaning: "how plots are drawn in text: braille dots, block quadrants or ASCII", current: { context in
            context.display.style.rawValue + (context.display.unicode ? "" : " (ascii: the terminal cannot show UTF-8)")
        }) { style, context in
            context.display.style = style
        },
        Setting.choice("color", words: ["on", "off"], also: ["true": "on", "yes": "on", "false": "off", "no": "off"],
                       meaning: "colours in plots and messages",
                       current: { $0.display.color ? "on" : "off" }) { word, context in
            context.display.color = word == "on"
        }.aliased("colour"),
        .choice("graphics", GraphicsChoice.self, meaning: "plots as pictures where the terminal draws them (kitty, sixel), or text",
                current: { graphicsSummary($0.display) }) { choice, context in
            context.display.graphicsChoice = choice
        },
        .choice("theme", ThemeChoice.self, meaning: "colours of pictures at the terminal: auto follows its background (dark or light), or dark, or light",
                current: { themeSummary($0.display) }) { choice, context in
            context.display.themeChoice = choice
        },
    ] + Limits.settings.map { limit in
        .whole(limit.name, range: 1...limit.maximum, meaning: "the limit of " + limit.meaning,
               current: { "\($0.interpreter.settings.limits[keyPath: limit.keyPath]) (\(limit.meaning))" }) { n, context in
            context.interpreter.settings.limits[keyPath: limit.keyPath] = n
        }
    }

    static let spec = CommandSpec(
        name: "set", form: .words,
        parameters: [
            CommandParameter(name: "setting", placeholder: "SETTING",
                             kind: .word(.choice(settings.map(\.name), noun: "setting", also: settings.flatMap(\.aliases))), required: false),
            CommandParameter(name: "value", placeholder: "VALUE", kind: .word(.free), required: false),
        ],
        summary: "Show or change how results are printed and drawn: digits N, width N, height N, style braille|block|ascii, color on|off, graphics "
            + "auto|kitty|sixel|off (plots as pictures where the terminal draws them), theme "
            + ThemeChoice.allCases.map(\.rawValue).joined(separator: "|") + " (their colours); and the limits per line: steps N, calls N, elements N, depth N.",
        example: "set digits 6")

    static func run(_ call: CommandCall<Self>, in context: CommandContext) throws(Diagnostic) -> Response {
        guard let name = call.word("setting") else { return .text(settingsSummary(in: context)) }
        let argument = try call.required("value")
        let value = argument.word ?? ""
        // The binding checked the name among the settings' names and aliases.
        guard let setting = settings.first(where: { $0.name == name || $0.aliases.contains(name) }) else {
            throw Diagnostic(Messages.noSuchSetting(name), argument.valueSpan)
        }
        do throws(Setting.Refusal) {
            try setting.change(value)(context)
        } catch {
            throw Diagnostic(error.message, argument.valueSpan)
        }
        return Response()
    }

    /// `set digits 6` changes how every value prints; `set` alone changes nothing.
    static func changesEveryBinding(_ statement: CommandStatement) -> Bool { !statement.arguments.isEmpty }

    /// Every setting with its current value, one a line.
    static func settingsSummary(in context: CommandContext) -> String {
        settings.map { "\($0.name) \($0.current(context))" }.joined(separator: "\n")
    }

    /// `auto (kitty, detected)`, `off`, `sixel`, `auto (none: text plots)`.
    static func graphicsSummary(_ display: DisplaySettings) -> String {
        guard display.graphicsChoice == .auto else { return display.graphicsChoice.rawValue }
        return "auto (" + (display.detectedGraphics.map { "\($0.rawValue), detected" } ?? "none detected: text plots") + ")"
    }

    /// `auto (dark, the terminal's background)`, `auto (light)`, `dark`.
    static func themeSummary(_ display: DisplaySettings) -> String {
        guard display.themeChoice == .auto else { return display.themeChoice.rawValue }
        return display.terminalIsDark ? "auto (dark, the terminal's background)" : "auto (light)"
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
