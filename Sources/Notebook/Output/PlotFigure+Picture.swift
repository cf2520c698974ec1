import Pictures
import TerminalPlot

extension PlotFigure {
    /// The plot as a picture for a terminal that draws them: as many rows as the text plot
    /// would take at `columns` (so the screen's layout is the same either way), painted at
    /// `cellWidth` × `cellHeight` pixels a cell (`renderRaster`), in `colours` (the display's `pictureColours`).
    public func picture(columns: Int, cellWidth: Int, cellHeight: Int, colours: PlotColours = .light) -> (image: RGBAImage, columns: Int, rows: Int) {
        let columns = width ?? columns
        let rows = lines(width: columns, style: .braille, color: false).count
        var options = options
        options.width = columns
        options.colours = colours
        let image = renderRaster(panels, options: options, width: columns * cellWidth, height: rows * cellHeight)
        return (image, columns, rows)
    }
}
