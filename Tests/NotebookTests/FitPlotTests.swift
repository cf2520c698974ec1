import Testing
@testable import Notebook

@Suite("plot of a fit and of an easing")
struct FitPlotTests {
    @Test func aFitDrawsTheCurveAndItsSpring() {
        let session = PlotCommandTests.session()
        #expect(!session.run("f = fit(css.easeOut, duration: 300ms)").failed)
        let response = session.run("plot f")
        #expect(!response.failed, "\(response.lines)")
        #expect(response.text.contains("f.curve") && response.text.contains("f.spring"), "both are in the legend:\n\(response.text)")
        // Time axis in the duration's unit, over the sampled 450 ms.
        #expect(response.text.contains("400 ms"), "\(response.text)")
    }

    @Test func anEasingPlotsOverItsUnitDomain() {
        let response = PlotCommandTests.session().run("plot css.ease")
        #expect(!response.failed, "\(response.lines)")
        #expect(response.text.contains("css.ease") && response.text.contains("1.0"), "\(response.text)")
    }

    @Test func aFitExportsItsSpring() {
        let session = PlotCommandTests.session()
        #expect(!session.run("f = fit(css.easeOut, duration: 300ms)").failed)
        let response = session.run("export f.spring swiftui")
        #expect(!response.failed, "\(response.lines)")
        #expect(response.text.contains(".spring(response: 0.388671, dampingFraction: 0.9449)"), "\(response.text)")
    }
}
