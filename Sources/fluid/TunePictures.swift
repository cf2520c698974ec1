import Notebook
import Pictures

/// `tune`'s screen at a terminal that draws pictures (`TunePictureScreen`): the text rows
/// written as text, the plot and the lane as pictures in the rows the model leaves them,
/// each replaced in place when it changes.
///
/// Kitty's protocol: each picture has an id of its own (`plotID`, `laneID`), deleted and
/// placed again with the cursor left where it was (`C=1`), scaled into exactly the cells it
/// was painted for. Sixels: the cursor saved and restored around the picture (`ESC 7`,
/// `ESC 8`). A picture covers its rows; text never goes there, so nothing flickers. When
/// the layout changes (a resize, a note that takes a line, text instead of pictures) the
/// screen is cleared first (and kitty's pictures deleted: they float above the text).
///
/// After a key that keeps the layout, only the plot's tiles that changed are sent
/// (`TunePictureScreen.plotUpdate`). When more than half the tiles changed (new axes), the
/// whole plot is sent instead.
enum TunePictures {
    /// Ids of the plot and the lane in kitty's protocol (`play` uses 4242); the plot's tiles
    /// take `TunePictureScreen.tileBaseID` and up.
    static let plotID = 4243, laneID = 4244

    /// Deletes both pictures and the tiles placed over the plot (kitty); nothing for sixels,
    /// which are text cells once drawn.
    static func deleteAll(_ graphics: GraphicsProtocol, tiles: Set<Int> = []) -> String {
        graphics == .kitty ? KittyGraphics.delete(id: plotID) + KittyGraphics.delete(id: laneID) + deleteTiles(tiles, graphics) : ""
    }

    /// Deletes the tiles placed over the plot (kitty's ids, in order).
    static func deleteTiles(_ tiles: Set<Int>, _ graphics: GraphicsProtocol) -> String {
        graphics == .kitty ? tiles.sorted().map { KittyGraphics.delete(id: $0) }.joined() : ""
    }

    /// Clears the screen, and kitty's pictures with it.
    static func clear(_ graphics: GraphicsProtocol, tiles: Set<Int> = []) -> String {
        deleteAll(graphics, tiles: tiles) + "\u{1B}[H\u{1B}[2J"
    }

    /// The text rows (each then cleared to its end), the picture rows left as they are.
    static func text(_ screen: TunePictureScreen) -> String {
        let pictureRows = screen.plotRow..<(screen.laneRow + screen.laneRows)
        var out = "\u{1B}[H"
        for (row, line) in screen.lines.enumerated() {
            if row > 0 { out += "\r\n" }
            if !pictureRows.contains(row) { out += line + "\u{1B}[K" }
        }
        return out + "\u{1B}[J"
    }

    /// The whole screen: the text rows, then the whole plot (kitty: the tiles placed over
    /// the last one deleted first, and `tiles` emptied). The lane is drawn by `lane(…)` right after.
    static func screen(_ screen: TunePictureScreen, graphics: GraphicsProtocol, cell: (width: Int, height: Int),
                       tiles placed: inout Set<Int>) -> String {
        let out = text(screen) + deleteTiles(placed, graphics)
        placed = []
        return out + picture(screen.plot, row: screen.plotRow, rows: screen.plotRows, id: plotID, graphics: graphics, cell: cell)
    }

    /// The lane's picture at its row. At kitty, padded to whole cells with its background
    /// (kitty would stretch it into the cells it is given: 640 px into 72 cells of 9 px).
    static func lane(_ image: RGBAImage, screen: TunePictureScreen, graphics: GraphicsProtocol, cell: (width: Int, height: Int)) -> String {
        let whole = graphics == .kitty ? image.paddedToWholeCells(cell: cell) : image
        return picture(whole, row: screen.laneRow, rows: screen.laneRows, id: laneID, graphics: graphics, cell: cell)
    }

    /// `image` placed at the start of `row` (from 0) over `rows` rows, replacing picture `id`.
    /// Kitty: the plot as raw pixels compressed by zlib (the fastest to make), the lane as
    /// a PNG.
    static func picture(_ image: RGBAImage, row: Int, rows: Int, id: Int, graphics: GraphicsProtocol,
                        cell: (width: Int, height: Int)) -> String {
        let at = "\u{1B}[\(row + 1);1H"
        switch graphics {
        case .kitty:
            let columns = max(1, (image.width + cell.width - 1) / cell.width)
            let body = id == plotID ? KittyGraphics.escapes(rgb: image, columns: columns, rows: rows, id: id)
                : KittyGraphics.escapes(png: PNG.encode(image, effort: .live), columns: columns, rows: rows, id: id)
            return at + KittyGraphics.delete(id: id) + body
        case .sixel:
            return at + "\u{1B}7" + Sixel.encode(image) + "\u{1B}8"
        }
    }
}
