import FluidLanguage
import TerminalPlot

extension Session {
    /// `set`, `set NAME VALUE`: show or change how results are printed and drawn.
    func set(_ text: String) -> Response {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if parts.isEmpty { return .text(settingsSummary()) }
        guard parts.count == 2 else {
            return .error("set takes a name and a value, like: set digits 6")
        }
        let (name, value) = (parts[0], parts[1])
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
            display.width = n
            display.followsTerminal = false
        case "height":
            guard let n = Int(value), (3...200).contains(n) else {
                return .error("height must be a whole number of rows from 3 to 200; got '\(value)'")
            }
            display.height = n
        case "style":
            guard let style = CanvasStyle(rawValue: value) else {
                return .error("style must be braille, block or ascii; got '\(value)'")
            }
            display.style = style
        case "color", "colour":
            switch value {
            case "on", "true", "yes": display.color = true
            case "off", "false", "no": display.color = false
            default: return .error("color must be on or off; got '\(value)'")
            }
        default:
            let known = ["digits", "width", "height", "style", "color"]
            let hint = Suggestions.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? "."
            return .error("no setting '\(name)'\(hint) Settings: \(known.joined(separator: ", ")).")
        }
        return Response()
    }

    func settingsSummary() -> String {
        [
            "digits \(interpreter.settings.digits)",
            "width \(display.width)",
            "height \(display.height)",
            "style \(display.style.rawValue)\(display.unicode ? "" : " (ascii: the terminal cannot show UTF-8)")",
            "color \(display.color ? "on" : "off")",
        ].joined(separator: "\n")
    }

    /// The `set` lines that recreate settings which differ from a fresh session's.
    func settingsSource() -> [String] {
        var lines: [String] = []
        let fresh = LanguageSettings().digits
        if interpreter.settings.digits != fresh { lines.append("set digits \(interpreter.settings.digits)") }
        return lines
    }
}
