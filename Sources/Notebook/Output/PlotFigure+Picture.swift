import Pictures
import TerminalPlot

extension PlotFigure {
    /// The plot as a picture for a terminal that draws them: as many rows as the text plot
    /// would take at `columns` (so the screen's layout is the same either way), painted at
    /// `cellWidth` × `cellHeight` pixels a cell (`renderRaster`).
    public func picture(columns: Int, cellWidth: Int, cellHeight: Int) -> (image: RGBAImage, columns: Int, rows: Int) {
        let columns = width ?? columns
        let rows = lines(width: columns, style: .braille, color: false).count
        var options = options
        options.width = columns
        let image = renderRaster(panels, options: options, width: columns * cellWidth, height: rows * cellHeight)
        return (image, columns, rows)
    }
}
