/// A key pressed in a live mode (`tune`, `play`), decoded from the terminal's bytes.
public enum LiveKey: Equatable, Sendable {
    case left, right, up, down
    /// Enter (CR or LF).
    case enter
    /// Esc alone (not the start of an arrow's escape sequence).
    case escape
    /// Ctrl-C, read as a byte because live modes turn the terminal's signal keys off.
    case interrupt
    case tab
    /// Backspace (DEL, or Ctrl-H).
    case backspace
    /// Any other printable character (`p`, `s`, `q`, `h`, …).
    case character(Character)
    /// The terminal's window got the focus back (`ESC [ I`, sent only while focus reporting,
    /// mode 1004, is on): not a key a person presses; a picture mode draws its pictures again.
    case focusIn
}
