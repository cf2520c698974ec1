/// A live mode a command asked for: the executable runs it at the terminal, then reports
/// back (`Session.finishTune`). Left by `tune`, `play` and `clear` in `Session.liveRequest`.
public enum LiveRequest: Sendable {
    case tune(TuneModel)
    /// `play`: the model, and whether it loops until left.
    case play(PlayModel, loop: Bool)
    /// Clear the screen and its scrollback (`clear`).
    case clearScreen
}
