@testable import Notebook
import Testing

/// A plot draws at most `PlotRequest.maximumCurves` curves (issue 24, part 4: 30,000 springs
/// on one line held 750 MB while they were sampled). Counted over every way a line can ask
/// for curves: arguments, lists, and both together; refused before anything is sampled, at
/// the argument that passes the limit, and the session goes on.
@Suite struct PlotCurveLimitTests {
    static let spring = "s = spring(damping: 0.5, response: 0.4s)"

    static func session() -> Session {
        let session = makeSession()
        #expect(!session.run(spring).failed)
        return session
    }

    static func names(_ count: Int) -> String { Array(repeating: "s", count: count).joined(separator: ", ") }

    @Test(arguments: ["plot \(names(PlotRequest.maximumCurves))",
                      "plot [\(names(PlotRequest.maximumCurves))]",
                      "plot s, [\(names(PlotRequest.maximumCurves - 1))]"])
    func theLimitItselfIsDrawn(line: String) {
        let session = Self.session()
        let response = session.run(line)
        #expect(!response.failed, "\(response.text.prefix(400))")
    }

    @Test(arguments: [("plot \(names(PlotRequest.maximumCurves + 1))", PlotRequest.maximumCurves + 1),
                      ("plot [\(names(PlotRequest.maximumCurves + 1))]", PlotRequest.maximumCurves + 1),
                      ("plot s, [\(names(PlotRequest.maximumCurves))]", PlotRequest.maximumCurves + 1),
                      ("plot [\(names(30_000))]", 30_000),
                      ("plot \(names(30_000))", 30_000)])
    func oneCurveMoreIsRefusedWithTheCount(line: String, asked: Int) {
        let session = Self.session()
        let response = session.run(line)
        #expect(response.failed)
        #expect(response.text.contains("at most \(PlotRequest.maximumCurves) curves; this one asks for \(asked)"), "\(response.text.suffix(400))")
        // The session goes on: the binding is there and a plot of it draws.
        #expect(!session.run("plot s").failed)
    }

    /// The refusal points at the argument that passed the limit, not at the first one.
    @Test func theCaretsStandUnderTheArgumentThatPassesTheLimit() {
        let session = Self.session()
        let crowded = "[\(Self.names(PlotRequest.maximumCurves))]"
        let response = session.run("plot s, \(crowded)")
        let caretLine = response.lines.first { $0.contains("^") }
        let carets = caretLine?.filter { $0 == "^" }.count ?? 0
        #expect(carets == crowded.count, "\(response.text.prefix(400))")
    }
}
