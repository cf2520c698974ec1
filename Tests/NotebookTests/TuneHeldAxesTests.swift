import FluidLanguage
@testable import Notebook
import Testing

/// `tune`'s plot at a picture terminal keeps its axes while a key is held (`TuneAxes`,
/// `TuneHeldAxes`): a key then changes only the tiles the curves, the settle line and the
/// legend cross, and once the keys stop the plot is today's picture for the spring.
@Suite struct TuneHeldAxesTests {
    static let cell = (width: 10, height: 20)

    /// The spring's own axes are the ones `PlotScene` fits by itself: the plot drawn in them
    /// is the plot drawn without axes, pixel for pixel (so the first held key starts from
    /// the picture on screen).
    @Test func theOwnAxesAreTheOnesThePlotFitsByItself() throws {
        var m = try TunePictureScreenTests.model()
        for key in [LiveKey.left, .left, .left, .right, .up, .up] {
            m = m.handle(key)
            let own = m.plotPicture(columns: 100, width: 1000, height: 440)
            #expect(m.plotPicture(columns: 100, width: 1000, height: 440, axes: m.ownAxes) == own, "\(m.value("damping"))")
            #expect(m.axes(holding: m.ownAxes) == nil, "own axes held are no held axes")
        }
    }

    /// ← held from damping 0.8 to 0.4: where the curves leave the axes (a longer settle, a
    /// higher overshoot) they grow, with a margin, at no more than two of the eight keys; at
    /// every other key the axes are those of the picture before it, the y labels (left of the
    /// frame) and the x labels (under it) stay pixel for pixel, and the key sends tiles, not
    /// the whole plot.
    @Test func aHeldKeyKeepsTheAxesAndSendsTiles() throws {
        var m = try TunePictureScreenTests.model()
        var axes = TuneHeldAxes()
        var drawn = try #require(m.pictureScreen(width: 100, height: 30, cell: Self.cell)).plot
        axes.drawn(m)
        var placed: Set<Int> = []
        var grew = 0
        for _ in 0..<8 {
            let shown = try #require(axes.shown)
            m = m.handle(.left)
            axes.key(m, at: 0)
            let held = try #require(axes.held)
            #expect(held.keeps(m.ownAxes), "damping \(m.value("damping")): the curves inside")
            let plot = try #require(m.pictureScreen(width: 100, height: 30, cell: Self.cell, axes: held)).plot
            if held != shown {
                grew += 1
                #expect(held == shown.grown(toHold: m.ownAxes), "grown from the axes shown")
            } else {
                let left = (0..<plot.height).allSatisfy { y in (0..<60).allSatisfy { plot[$0, y] == drawn[$0, y] } }
                let bottom = ((plot.height - 50)..<plot.height).allSatisfy { y in (0..<plot.width).allSatisfy { plot[$0, y] == drawn[$0, y] } }
                #expect(left && bottom, "damping \(m.value("damping")): the labels stay (left \(left), bottom \(bottom))")
                let update = TunePictureScreen.plotUpdate(from: drawn, to: plot, row: 1, graphics: .kitty, cell: Self.cell, placed: &placed)
                #expect(update != nil, "damping \(m.value("damping")): tiles, not the whole plot")
            }
            drawn = plot
            axes.drawn(m)
        }
        #expect(abs(m.value("damping") - 0.4) < 1e-12)
        #expect(grew >= 1 && grew <= 2, "the axes grew at \(grew) of 8 keys")
    }

    /// Once the keys have stopped for `releaseDelay`, the held axes go (once), and the plot
    /// is the picture `tune` draws for the spring without keys.
    @Test func whenTheKeysStopThePlotTakesTheSpringsOwnAxes() throws {
        var m = try TunePictureScreenTests.model()
        var axes = TuneHeldAxes()
        axes.drawn(m)
        for t in 0..<4 {
            m = m.handle(.left)
            axes.key(m, at: Double(t) * 0.03)
            axes.drawn(m)
        }
        let held = try #require(axes.held)
        let last = 3 * 0.03
        let early = axes.released(at: last + TuneHeldAxes.releaseDelay - 0.01)
        #expect(!early, "still held")
        let released = axes.released(at: last + TuneHeldAxes.releaseDelay)
        #expect(released)
        let again = axes.released(at: last + 5)
        #expect(axes.held == nil && !again, "once")
        let own = try #require(m.pictureScreen(width: 100, height: 30, cell: Self.cell, axes: axes.held)).plot
        #expect(own == m.plotPicture(columns: 100, width: 1000, height: 440), "today's picture for the spring")
        #expect(own != m.plotPicture(columns: 100, width: 1000, height: 440, axes: held), "not the held axes'")
    }

    /// Held axes grow past a curve that leaves them, half its time and a quarter of the
    /// progress span, and are let go for the spring's own when the curve would take under
    /// 40 % of a span; the tail past the settle time may be cut while held.
    @Test func heldAxesGrowWithAMarginAndGoWhenTheCurveShrinks() {
        let held = TuneAxes(end: 1, low: 0, high: 1.1)
        #expect(held.keeps(TuneAxes(end: 0.9, low: 0, high: 1.05)))
        #expect(held.keeps(TuneAxes(end: 1.2, low: 0, high: 1.05)), "the settle time (1 s) inside")
        #expect(!held.keeps(TuneAxes(end: 1.21, low: 0, high: 1.05)), "the curve settles outside")
        #expect(!held.keeps(TuneAxes(end: 0.9, low: 0, high: 1.2)), "the curve leaves in progress")
        #expect(!held.keeps(TuneAxes(end: 0.3, low: 0, high: 1)), "under 40 % of the time")
        #expect(held.grown(toHold: TuneAxes(end: 1.3, low: 0, high: 1.05)) == TuneAxes(end: 1.3 * 1.5, low: 0, high: 1.05 + 0.25 * 1.1))
        #expect(held.grown(toHold: TuneAxes(end: 0.9, low: 0, high: 1.3)) == TuneAxes(end: 1.35, low: 0, high: 1.3 + 0.25 * 1.3))
        #expect(held.grown(toHold: TuneAxes(end: 0.9, low: -0.2, high: 1)) == TuneAxes(end: 1.35, low: -0.2 - 0.25 * 1.3, high: 1 + 0.25 * 1.3))
    }

    /// ← and → held across damping 0.4 … 1.2 (16 keys a way, the keys stopping at each
    /// end): the curves stay inside the axes up to their settle time at every key, and the axes change at only a few
    /// of the keys.
    @Test func aSweepChangesTheAxesAtFewKeys() throws {
        var m = try TunePictureScreenTests.model()
        var axes = TuneHeldAxes()
        axes.drawn(m)
        var changes = 0, keys = 0
        for (key, until) in [(LiveKey.left, 0.4), (.right, 1.2), (.left, 0.4), (.right, 1.2)] {
            while key == .left ? m.value("damping") > until + 1e-9 : m.value("damping") < until - 1e-9 {
                let before = axes.shown
                m = m.handle(key)
                axes.key(m, at: 0)
                axes.drawn(m)
                keys += 1
                if axes.shown != before { changes += 1 }
                let shown = try #require(axes.shown)
                let own = m.ownAxes
                #expect(own.end <= shown.end * 1.2 && own.high <= shown.high && own.low >= shown.low, "the curves inside the axes")
            }
            _ = axes.released(at: .infinity)
            axes.drawn(m)
        }
        #expect(keys >= 50)
        #expect(changes * 10 <= keys, "the axes changed at \(changes) of \(keys) keys")
    }
}
