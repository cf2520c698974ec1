/// `tune`'s plot axes across keys at a picture terminal (`TuneAxes`): while keys come, each
/// plot is drawn in the axes of the one before as long as they suit the spring
/// (`TuneModel.axes(holding:)`), so a held key repaints and sends only what the curves
/// cross; once no key has come for `releaseDelay`, the plot is drawn once more in the
/// spring's own axes, the picture `tune` draws for that spring without keys.
public struct TuneHeldAxes: Sendable {
    public init() {}

    /// Seconds without a key after which the held axes are let go: longer than a keyboard
    /// waits before it repeats a held key (X's default is 660 ms), so a held key is one hold.
    public static let releaseDelay = 0.7

    /// The axes the plot on screen was drawn in (nil before the first).
    public private(set) var shown: TuneAxes?
    /// The axes to draw the next plot in; nil for the spring's own.
    public private(set) var held: TuneAxes?
    /// When the last key came (monotonic seconds).
    private var lastKey = -Double.infinity

    /// A key has changed the model to `model` at `time`.
    public mutating func key(_ model: TuneModel, at time: Double) {
        held = model.axes(holding: shown)
        lastKey = time
    }

    /// The plot of `model` has been drawn in `held`.
    public mutating func drawn(_ model: TuneModel) {
        shown = held ?? model.ownAxes
    }

    /// True once, when the keys stopped `releaseDelay` ago and the plot is in held axes: it
    /// is then to be drawn in the spring's own.
    public mutating func released(at time: Double) -> Bool {
        guard held != nil, time - lastKey >= Self.releaseDelay else { return false }
        held = nil
        return true
    }
}
