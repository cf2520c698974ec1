import TerminalPlot
import TerminalText

/// A plot as data: its panels (series, axes, reference lines) and its options, drawn only
/// when a renderer knows the width, the drawing style and whether there is colour.
///
/// `width` is the plot line's own `width:` when it gave one; otherwise the renderer's width
/// is used, so a plot follows the terminal it is shown in.
public struct PlotFigure: Sendable {
    var panels: [PlotPanel]
    var options: PlotOptions
    /// Columns asked for on the plot line (`plot s, width: 40`), else nil.
    var width: Int?

    /// The plot's lines at `width` columns (its own width if it has one). The words drawn
    /// around the canvas (title, labels, legend) are a notebook's text: their control
    /// characters are shown (``ControlCharacters``) before they are laid out, and with
    /// `ascii` they get ASCII stand-ins too (`style` is then `.ascii`).
    func lines(width: Int, style: CanvasStyle, color: Bool, ascii: Bool = false) -> [String] {
        var options = options
        options.width = self.width ?? width
        options.style = style
        options.color = color
        var panels = panels
        let text: (String) -> String = ascii
            ? { ASCIIStandIns.ascii(ControlCharacters.visible($0)) }
            : { ControlCharacters.visible($0) }
        options.title = options.title.map(text)
        options.xLabel = options.xLabel.map(text)
        options.yLabel = options.yLabel.map(text)
        options.verticalLines = options.verticalLines.map { ReferenceLine(value: $0.value, label: text($0.label)) }
        options.horizontalLines = options.horizontalLines.map { ReferenceLine(value: $0.value, label: text($0.label)) }
        for p in panels.indices {
            panels[p].yLabel = panels[p].yLabel.map(text)
            panels[p].horizontalLines = panels[p].horizontalLines.map { ReferenceLine(value: $0.value, label: text($0.label)) }
            for s in panels[p].series.indices { panels[p].series[s].name = text(panels[p].series[s].name) }
        }
        // Unit symbols in tick labels (`µs`, `°`) are the plot's own: the last stand-ins.
        if ascii { return renderPanels(panels, options: options).map { ASCIIStandIns.ascii($0) } }
        return renderPanels(panels, options: options)
    }
}
