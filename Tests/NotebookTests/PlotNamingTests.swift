import Testing
@testable import Notebook

/// A motion is named the same way in a plot's title, its legend and its text plot (issue 28,
/// part 4): a spring written out on the plot line is named as typed everywhere; a named one by
/// its name, the title adding its printed form.
@Suite struct PlotNamingTests {
    @Test func aSpringWrittenOutIsNamedAsTypedInTheTitleAndTheLegend() throws {
        let session = makeSession(display: DisplaySettings(width: 72, height: 14, color: false, unicode: true))
        let response = session.run("plot spring(damping: 0.8, response: 0.4s)")
        let figure = try #require(response.blocks.compactMap { if case .plot(let f) = $0 { f } else { nil } }.first)
        let typed = "spring(damping: 0.8, response: 0.4s)"
        #expect(figure.options.title == typed)
        #expect(figure.panels.first?.series.map(\.name) == [typed])
        // The text plot shows the name twice, as title and in the legend, and never the printed form.
        let text = figure.lines(width: 72, style: .braille, color: false).joined(separator: "\n")
        #expect(text.components(separatedBy: typed).count - 1 == 2, "\(text)")
        #expect(!text.contains("response: 400 ms"), "\(text)")
    }

    @Test func aNamedSpringIsItsNameInTheLegendAndTheTitle() throws {
        let session = makeSession(display: DisplaySettings(width: 72, height: 14, color: false, unicode: true))
        #expect(!session.run("s = spring(damping: 0.8, response: 0.4s)").failed)
        let figure = try #require(session.run("plot s").blocks.compactMap { if case .plot(let f) = $0 { f } else { nil } }.first)
        #expect(figure.options.title == "s = spring(damping: 0.8, response: 400 ms)")
        #expect(figure.panels.first?.series.map(\.name) == ["s"])
    }
}
