import Notebook
import Pictures
import TerminalText

/// Plots as pictures at terminals that draw them (kitty's graphics protocol, sixels).
///
/// At an interactive start with graphics `auto`, fluid asks the terminal: kitty's query
/// (a 1×1 picture checked and not kept) and then primary device attributes (`ESC [ c`),
/// which every terminal answers (so the wait ends at its answer, a few milliseconds). A
/// kitty `OK` means kitty graphics; otherwise a 4 among the attributes means sixels;
/// otherwise (or when nothing answers within half a second: a slow link still answers in
/// time, and a late answer would land at the prompt as typed text) text plots.
/// `FLUID_GRAPHICS=auto|kitty|sixel|off` and `set graphics …` decide instead.
///
/// The same round trip asks the terminal's foreground and background (OSC 10 and 11, `?`),
/// unless `NO_COLOR` is set: pictures follow a dark background (`set theme`). Terminals that
/// do not know them say nothing, and the device attributes still end the wait.
///
/// The questions leave the window title as it was: tmux and GNU screen take an APC string
/// (`ESC _ … ESC \`, the form of kitty's query) as the pane's title, so the title is pushed
/// onto the terminal's title stack first (`CSI 22;0t`) and popped after (`CSI 23;0t`).
/// Terminals without a title stack ignore both, as they ignore any CSI they do not know.
///
/// A picture takes the rows its text plot would: fluid makes room with that many new
/// lines, goes back up, draws (the cursor saved and restored around it) and moves below.
enum TerminalGraphics {
    /// The longest fluid waits for the terminal's answers at start.
    static let timeout = 0.5

    /// XTWINOPS: save the icon and window title on the terminal's stack, and restore them.
    static let pushTitle = "\u{1B}[22;0t", popTitle = "\u{1B}[23;0t"

    /// `FLUID_GRAPHICS` as a choice; `auto` when unset or not one of the words.
    static func choice(_ environment: [String: String]) -> GraphicsChoice {
        environment["FLUID_GRAPHICS"].flatMap { GraphicsChoice(rawValue: $0.lowercased()) } ?? .auto
    }

    /// OSC 10 and 11 asked: the terminal's foreground and background colours.
    static let colourQuery = "\u{1B}]10;?\u{1B}\\\u{1B}]11;?\u{1B}\\"

    /// Asks the terminal which protocol it speaks (see above; nil for none) and, with
    /// `colours`, its foreground and background. Raw mode for the moment of asking,
    /// restored before returning.
    static func detect(colours: Bool) -> (graphics: GraphicsProtocol?, colours: TerminalColours?) {
        guard let saved = TerminalDevice.currentSettings() else { return (nil, nil) }
        TerminalDevice.enterRawMode(from: saved)
        defer { TerminalDevice.restore(saved) }
        let query = Array((pushTitle + (colours ? colourQuery : "") + KittyGraphics.query + "\u{1B}[c" + popTitle).utf8)
        query.withUnsafeBufferPointer { TerminalDevice.write($0) }
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        let deadline = TerminalDevice.monotonicSeconds() + timeout
        while !answeredAttributes(reply) {
            let left = deadline - TerminalDevice.monotonicSeconds()
            guard left > 0, TerminalDevice.waitForInput(microseconds: Int(bounded: left * 1e6) + 1) else { break }
            let n = TerminalDevice.read(into: &buffer)
            guard n > 0 else { break }
            reply += buffer[0..<n]
        }
        return (protocolAnswered(reply), colours ? coloursAnswered(reply) : nil)
    }

    /// The colours in the replies to OSC 10 and 11 (`ESC ] 11 ; rgb:0000/0000/0000` ended by
    /// `ESC \` or BEL); nil when neither was answered.
    static func coloursAnswered(_ reply: [UInt8]) -> TerminalColours? {
        let text = String(decoding: reply, as: UTF8.self)
        func colour(_ number: String) -> String? {
            guard let start = text.firstRange(of: "\u{1B}]\(number);") else { return nil }
            let rest = text[start.upperBound...]
            return TerminalColours.hex(answer: rest.prefix { $0 != "\u{1B}" && $0 != "\u{07}" })
        }
        let answered = TerminalColours(foreground: colour("10"), background: colour("11"))
        return answered.foreground == nil && answered.background == nil ? nil : answered
    }

    /// The reply holds the device attributes' answer, `ESC [ ? … c`.
    static func answeredAttributes(_ reply: [UInt8]) -> Bool { attributes(reply) != nil }

    /// The parameters of the device attributes' answer (`ESC [ ? 62 ; 4 ; 22 c` → 62, 4, 22).
    static func attributes(_ reply: [UInt8]) -> [Int]? {
        let text = String(decoding: reply, as: UTF8.self)
        guard let start = text.firstRange(of: "\u{1B}[?"), let end = text[start.upperBound...].firstIndex(of: "c") else { return nil }
        return text[start.upperBound..<end].split(separator: ";").compactMap { Int($0) }
    }

    /// What the terminal's replies say it draws.
    static func protocolAnswered(_ reply: [UInt8]) -> GraphicsProtocol? {
        let text = String(decoding: reply, as: UTF8.self)
        if text.contains("\u{1B}_Gi=31;OK") { return .kitty }
        if let parameters = attributes(reply), parameters.dropFirst().contains(4) { return .sixel }
        return nil
    }

    /// The response with its plots as pictures and everything else as text.
    static func rendered(_ response: Response, with graphics: GraphicsProtocol) -> String {
        let renderer = TerminalRenderer(display: response.display)
        let cell = TerminalDevice.cellPixels() ?? (width: 10, height: 20)
        var out = ""
        for block in response.blocks {
            if case .plot(let figure) = block {
                let picture = figure.picture(columns: response.display.width, cellWidth: cell.width, cellHeight: cell.height,
                                             colours: response.display.pictureColours)
                let body = graphics == .kitty
                    ? KittyGraphics.escapes(png: PNG.encode(picture.image, effort: .live), columns: picture.columns, rows: picture.rows)
                    : Sixel.encode(picture.image)
                let room = String(repeating: "\n", count: picture.rows)
                out += room + "\u{1B}[\(picture.rows)A\u{1B}7" + body + "\u{1B}8" + room
            } else {
                for line in renderer.lines(block) { out += line.droppingTrailingSpaces + "\n" }
            }
        }
        return out
    }
}
