/// What the executable knows about the terminal it runs in. Read once per question, so a
/// resized window is honoured by the next plot.
struct TerminalFacts {
    var environment: [String: String]

    /// Standard input is a terminal (interactive use) rather than a pipe or file.
    var inputIsTerminal: Bool { TerminalDevice.inputIsTerminal }
    /// Standard output is a terminal: prompts, colour and live modes are allowed.
    var outputIsTerminal: Bool { TerminalDevice.outputIsTerminal }

    /// Columns of the terminal now: the window size, else `COLUMNS`, else 80.
    var columns: Int {
        if let size = TerminalDevice.windowSize(), size.columns > 0 { return size.columns }
        if let text = environment["COLUMNS"], let value = Int(text), value > 0 { return value }
        return 80
    }

    /// Rows of the terminal now, else `LINES`, else 24.
    var rows: Int {
        if let size = TerminalDevice.windowSize(), size.rows > 0 { return size.rows }
        if let text = environment["LINES"], let value = Int(text), value > 0 { return value }
        return 24
    }

    /// Colour: never with `NO_COLOR` set (any value, per no-color.org); always with
    /// `FORCE_COLOR` set to anything but empty, `0` or `false` (force-color.org; a CI log that
    /// renders colour), even off a terminal; otherwise only on a terminal that is not
    /// `TERM=dumb`. `--no-color` wins over all of these.
    var colorAllowed: Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0", force.lowercased() != "false" { return true }
        guard outputIsTerminal else { return false }
        if environment["TERM"] == "dumb" { return false }
        return true
    }

    /// The locale can show UTF-8 (braille, box drawing, "›"). The first of LC_ALL,
    /// LC_CTYPE, LANG that is set decides, as setlocale does.
    var unicodeAllowed: Bool {
        for key in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment[key], !value.isEmpty {
                return Self.namesUTF8(value)
            }
        }
        // No locale set at all: most modern terminals are UTF-8, but a bare environment
        // (cron, CI, `env -i`) usually is not. Be safe.
        return false
    }
}

extension TerminalFacts {
    /// Whether a locale name says UTF-8 (`en_US.UTF-8`, `C.utf8`), compared by bytes, any case.
    static func namesUTF8(_ locale: String) -> Bool {
        let bytes = Array(locale.utf8).map { $0 | 0x20 }   // ASCII letters to lower case
        for needle in [Array("utf-8".utf8), Array("utf8".utf8)] where bytes.count >= needle.count {
            for start in 0...(bytes.count - needle.count) where bytes[start..<(start + needle.count)].elementsEqual(needle) {
                return true
            }
        }
        return false
    }
}
