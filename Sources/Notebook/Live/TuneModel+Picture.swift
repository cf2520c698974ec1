import Pictures
import TerminalPlot

/// `tune` at a terminal that draws pictures: the same screen as text (`screen`), with the
/// plot and the lane painted instead of drawn in characters.
///
///     tune s · damping/response · ←/→ damping 0.85 ±0.05 · ↑/↓ response 400 ms ±10 ms
///     ┌──────────────────────────────┐
///     │ the step response (renderRaster, as `plot` draws at such a terminal)
///     └──────────────────────────────┘
///     ┌────────────┐
///     │ the lane: play's card, looping (`TuneLane.picture`)
///     └────────────┘
///     s = spring(damping: 0.85, response: 400 ms)
///     mass 1 · stiffness 246.7 · … · settles 0.5 s · overshoot 1.5 %
///     Enter keeps · Esc puts it back · p swap · f family 1/6 · s step normal · = type
public struct TunePictureScreen: Sendable {
    /// One line a row, `height` of them: the header and the text under the pictures fitted
    /// to the width; "" on the rows a picture covers.
    public var lines: [String]
    /// The plot's picture: `columns` × `cell.width` by `plotRows` × `cell.height` pixels.
    public var plot: RGBAImage
    /// The row (from 0) the plot's picture starts at, and how many it covers.
    public var plotRow: Int, plotRows: Int
    /// The row (from 0) the lane's picture starts at, and how many it covers: the lane's
    /// `TuneLane.pictureHeight` (72 px) over the cell height, rounded up.
    public var laneRow: Int, laneRows: Int
}

extension TuneModel {
    /// The screen at `width` × `height` cells of `cell` pixels, or nil when the pictures do
    /// not fit: the plot needs 150 px of height (`PlotScene`'s least) and the lane 320 px
    /// of width (`PlayPicture`'s least) besides the text; the caller then draws text. The plot
    /// is drawn in `axes` (`TuneAxes`: held while a key is held), nil for the spring's own.
    public func pictureScreen(width: Int, height: Int, cell: (width: Int, height: Int), axes: TuneAxes? = nil) -> TunePictureScreen? {
        guard cell.width > 0, cell.height > 0, width >= minimumPlotWidth, width * cell.width >= 320 else { return nil }
        let (header, text) = textLines
        let laneRows = (TuneLane.pictureHeight + cell.height - 1) / cell.height
        let plotRows = height - 1 - laneRows - text.count
        guard plotRows >= 3, plotRows * cell.height >= 150 else { return nil }
        var lines = [Self.fit(header, width)]
        lines += Array(repeating: "", count: plotRows + laneRows)
        lines += text.map { Self.fit($0, width) }
        return TunePictureScreen(lines: lines, plot: plotPicture(columns: width, width: width * cell.width, height: plotRows * cell.height, axes: axes),
                                 plotRow: 1, plotRows: plotRows, laneRow: 1 + plotRows, laneRows: laneRows)
    }

    /// The step response painted at `width` × `height` pixels for `columns` cells
    /// (`renderRaster`: the same series, target and settle lines as the text plot, in
    /// colour, with its legend), in `pictureColours`, in `axes` when given: the curves sampled
    /// over its time span and the progress axis fitted to its range.
    public func plotPicture(columns: Int, width: Int, height: Int, axes: TuneAxes? = nil) -> RGBAImage {
        var (series, options) = plotInput(width: columns, style: .braille, color: true, axes: axes)
        options.colours = pictureColours
        let panel = PlotPanel(series: series, yLabel: options.yLabel, yUnit: options.yUnit, yRange: options.yRange,
                              horizontalLines: options.horizontalLines)
        return renderRaster([panel], options: options, width: width, height: height)
    }
}

extension TunePictureScreen {
    /// The cells one tile of the plot covers when only what changed is sent again: 10
    /// columns by 2 rows (100 × 40 px at 10 × 20 px cells): small enough that a moved curve
    /// touches a band of tiles along it, large enough that a tile's escapes (and a sixel
    /// run's palette) stay a small part of its bytes.
    public static let tileCells = (columns: 10, rows: 2)

    /// Kitty's id of the plot's tile n is `tileBaseID + n`.
    public static let tileBaseID = 5000

    /// The plot's tiles at `cell` pixels a cell.
    public static func tiles(cell: (width: Int, height: Int)) -> PictureTiles {
        PictureTiles(tileWidth: tileCells.columns * cell.width, tileHeight: tileCells.rows * cell.height)
    }

    /// The escapes that turn `drawn` (the plot as the terminal shows it, its top at screen
    /// row `row`, from 0) into `plot`: each tile that differs (`PictureTiles`) placed at its
    /// cells, the cursor moved there first. Kitty: raw pixels of its own id, deleted and
    /// placed again a layer above the plot (`layer` 1), the id added to `placed`; sixels:
    /// drawn over the pixels, the cursor saved and restored around it, tiles side by side as
    /// one picture. Every other pixel is the same in both, so the terminal then shows `plot`
    /// pixel for pixel. Nil when the two differ in size or more than half the tiles changed:
    /// then the whole plot is cheaper.
    public static func plotUpdate(from drawn: RGBAImage, to plot: RGBAImage, row: Int, graphics: GraphicsProtocol,
                                  cell: (width: Int, height: Int), placed: inout Set<Int>) -> String? {
        guard cell.width > 0, cell.height > 0, drawn.width == plot.width, drawn.height == plot.height else { return nil }
        let tiles = tiles(cell: cell)
        let grid = tiles.grid(width: plot.width, height: plot.height)
        // The comparison stops once more than half the tiles have changed.
        guard let changed = tiles.changed(from: drawn, to: plot, atMost: grid.columns * grid.rows / 2) else { return nil }
        let boxes = graphics == .sixel ? Self.runs(changed, columns: grid.columns) : changed
        // Many tiles are encoded in two halves, one on each core, joined in order.
        let parts = ConcurrentParts.parts(for: boxes.reduce(0) { $0 + $1.box.width * $1.box.height }, minimum: tilePixelsPerPart)
        let pieces = ConcurrentParts.map(parts) { part in
            var out = ""
            for (index, box) in boxes[boxes.count * part / parts..<boxes.count * (part + 1) / parts] {
                let image = plot.cropped(to: box)
                out += "\u{1B}[\(row + box.y0 / cell.height + 1);\(box.x0 / cell.width + 1)H"
                switch graphics {
                case .kitty:
                    let id = tileBaseID + index
                    out += KittyGraphics.delete(id: id)
                        + KittyGraphics.escapes(rgb: image, columns: max(1, box.width / cell.width),
                                                rows: max(1, box.height / cell.height), id: id, layer: 1)
                case .sixel:
                    out += "\u{1B}7" + Sixel.encode(image) + "\u{1B}8"
                }
            }
            return out
        }
        if graphics == .kitty { placed.formUnion(boxes.map { tileBaseID + $0.index }) }
        return pieces.joined()
    }

    /// The changed tiles' pixels worth a second core: about 25 tiles of 100 × 40 px (a
    /// tile's stream or palette costs more a pixel than a whole picture's).
    static let tilePixelsPerPart = 100_000

    /// Changed tiles side by side in one row of tiles joined into one box (indexed by the
    /// first): one sixel picture, one palette, for the run.
    static func runs(_ tiles: [(index: Int, box: PixelBox)], columns: Int) -> [(index: Int, box: PixelBox)] {
        var joined: [(index: Int, box: PixelBox)] = []
        var previous = -2
        for tile in tiles {
            if let last = joined.last, tile.index == previous + 1, tile.index % columns != 0 {
                joined[joined.count - 1].box = PixelBox(x0: last.box.x0, y0: last.box.y0, x1: tile.box.x1, y1: last.box.y1)
            } else {
                joined.append(tile)
            }
            previous = tile.index
        }
        return joined
    }
}
