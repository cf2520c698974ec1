import Notebook
import Pictures

/// One frame of a live picture (`play` at a terminal that draws pictures): a header line,
/// the picture in the rows under it, a footer line, redrawn in place frame after frame.
///
/// The first frame makes room: the header, as many new lines as the picture needs rows
/// (its height over the cell height, rounded up) and the footer. Every later frame goes
/// back up to the header, rewrites it, draws the picture at the start of the next line (kitty:
/// the previous frame's picture deleted and the new one placed with the cursor left where
/// it is; sixel: the cursor saved and restored around the image), moves down past the
/// picture's rows and rewrites the footer.
enum GraphicsFrame {
    /// The picture's id in kitty's protocol: one live picture at a time.
    static let kittyID = 4242

    static func redraw(_ image: RGBAImage, header: String, footer: String, graphics: GraphicsProtocol,
                       cell: (width: Int, height: Int), drawnLines: inout Int, first: Bool) -> String {
        let rows = max(1, (image.height + cell.height - 1) / cell.height)
        let columns = max(1, (image.width + cell.width - 1) / cell.width)
        var out = ""
        if first {
            out += header + "\u{1B}[K" + String(repeating: "\r\n", count: rows + 1) + footer + "\u{1B}[K"
            drawnLines = rows + 2
        }
        out += "\u{1B}[\(drawnLines - 1)A\r" + header + "\u{1B}[K\r\n"
        switch graphics {
        case .kitty:
            // Kitty scales a picture into the cells it names: the frame grown to whole cells first.
            let whole = image.paddedToWholeCells(cell: cell)
            out += KittyGraphics.delete(id: kittyID) + KittyGraphics.escapes(png: PNG.encode(whole, effort: .live), columns: columns, rows: rows, id: kittyID)
        case .sixel:
            out += "\u{1B}7" + Sixel.encode(image) + "\u{1B}8"
        }
        out += "\u{1B}[\(rows)B\r" + footer + "\u{1B}[K"
        drawnLines = rows + 2
        return out
    }
}
