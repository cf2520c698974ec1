import FluidLanguage
import FluidMotion
@testable import Notebook
import Testing

/// The curve, JSON and tokens exports fit a cubic-bezier to each distinct motion once
/// (issue 27: the exports were the suite's long pole), whatever it is named, and an export
/// refused for its names fits nothing.
@Suite struct ExportFitsEachCurveOnceTests {
    static func export(_ lines: [String]) -> SessionExport {
        let session = makeSession()
        for line in lines { #expect(!session.run(line).failed, "\(line)") }
        return SessionExport(title: "session", origin: "this session", entries: SessionExport.entries(of: session))
    }

    @Test(arguments: SessionExportTarget.curves + [.json, .tokens])
    func oneMotionUnderManyNamesIsFittedOnce(target: SessionExportTarget) throws {
        let export = Self.export(["a = spring(damping: 0.7, response: 0.5s)", "b = spring(damping: 0.7, response: 0.5s)",
                                  "c = spring(damping: 0.7, response: 0.5s)", "d = spring(damping: 1, response: 0.3s)"])
        let fits = CubicBezierFits()
        let shared = try export.render(target, fits: fits)
        #expect(fits.count == 2)
        // The same file as with fits of its own, and a second export fits nothing new.
        #expect(shared == (try export.render(target)))
        #expect(try export.render(target, fits: fits) == shared)
        #expect(fits.count == 2)
    }

    @Test func aRefusedCSSExportFitsNothing() throws {
        let export = Self.export(["isOpen = spring(damping: 0.7, response: 0.5s)", "IsOpen = spring(damping: 1, response: 0.3s)"])
        let fits = CubicBezierFits()
        for target in SessionExportTarget.curves {
            #expect(throws: SessionExportProblem.self) { try export.render(target, fits: fits) }
        }
        #expect(fits.count == 0)
    }
}
