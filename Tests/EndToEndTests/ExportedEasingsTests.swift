import Foundation
import Testing

/// Easings and fitted springs in a session export (issue 26): a cubic Bézier easing is each
/// platform's own curve of the same control points, and a fit's spring is exported as the
/// spring it found, the numbers the prompt's `export f.spring swiftui` prints.
@Suite struct ExportedEasingsTests {
    static let session = """
        # fluid session 1
        e = cubicBezier(0.2, 0, 0, 1)
        out = css.easeOut
        f = fit(css.easeOut, duration: 300ms)
        """

    static func notebook() throws -> URL {
        let directory = try FluidProcess.temporaryDirectory()
        try session.write(to: directory.appendingPathComponent("ease.fluid"), atomically: true, encoding: .utf8)
        return directory
    }

    /// y at time's fraction x of cubic-bezier(x1, y1, x2, y2), by bisection on x(t) to 1e-12.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func at(_ p1: Double, _ p2: Double, _ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t }
        var lo = 0.0, hi = 1.0
        while hi - lo > 1e-12 {
            let t = (lo + hi) / 2
            if at(x1, x2, t) < x { lo = t } else { hi = t }
        }
        return at(y1, y2, (lo + hi) / 2)
    }

    @Test func eachTargetWritesTheEasingsControlPointsAsItsOwnCurve() throws {
        let directory = try Self.notebook()
        defer { try? FileManager.default.removeItem(at: directory) }
        let expected: [(String, [String])] = [
            ("swift", [".timingCurve(0.2, 0, 0, 1, duration: duration)", "UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0)",
                       "CAMediaTimingFunction(controlPoints: 0.2, 0, 0, 1)",
                       ".bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0, y: 1))",
                       "public static let eParameters = (x1: 0.2, y1: 0.0, x2: 0.0, y2: 1.0)",
                       "public static var f: Animation { .spring(response: 0.388671, dampingFraction: 0.9449) }"]),
            ("kotlin", ["fun eEasing(): Easing = CubicBezierEasing(0.2f, 0f, 0f, 1f)", "fun <T> e(durationMillis: Int): TweenSpec<T>",
                        "fun eInterpolator(): PathInterpolator = PathInterpolator(0.2f, 0f, 0f, 1f)",
                        "import androidx.compose.animation.core.CubicBezierEasing", "fun outEasing(): Easing = CubicBezierEasing(0f, 0f, 0.58f, 1f)"]),
            ("typescript", ["const e: Ease.CubicBezier = [0.2, 0, 0, 1] as const;", "export type EasingConfig = ",
                            "const eConfig: (duration: number) => Ease.EasingConfig = "
                                + "(duration: number) => ({ duration, easing: cubicBezierEasing(0.2, 0, 0, 1) });"]),
            ("css", ["--ease-e-easing: cubic-bezier(0.2, 0, 0, 1);", "--ease-out-easing: cubic-bezier(0, 0, 0.58, 1);", "--ease-f-easing: linear("]),
        ]
        for (target, lines) in expected {
            let export = try FluidProcess.run(["export", "ease.fluid", "--to", target], directory: directory)
            try #require(export.status == 0, "\(target): \(export.stderr)")
            for line in lines { #expect(export.stdout.contains(line), "\(target) lacks \(line):\n\(export.stdout)") }
        }
        let json = try FluidProcess.run(["export", "ease.fluid", "--to", "json"], directory: directory)
        let motions = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["motions"] as? [[String: Any]])
        #expect(motions.map { $0["kind"] as? String } == ["easing", "easing", "spring"], "\(motions)")
        #expect(motions[0]["cubicBezier"] as? [Double] == [0.2, 0, 0, 1], "\(motions[0])")
        let tokens = try FluidProcess.run(["export", "ease.fluid", "--to", "tokens"], directory: directory)
        let group = try #require((try JSONSerialization.jsonObject(with: Data(tokens.stdout.utf8)) as? [String: Any])?["ease"] as? [String: Any])
        let easing = try #require((group["e"] as? [String: Any])?["easing"] as? [String: Any], "\(group)")
        #expect(easing["$type"] as? String == "cubicBezier" && easing["$value"] as? [Double] == [0.2, 0, 0, 1], "\(easing)")
    }

    /// react-spring has no cubic Bézier of its own: the module's function, run by node, is the
    /// curve within 1e-6 at every tenth of the time.
    @Test func theScriptsCubicBezierFunctionIsTheCurve() throws {
        let node = try #require(SessionExportTests.tool("node"), "node is not on PATH")
        let directory = try Self.notebook()
        defer { try? FileManager.default.removeItem(at: directory) }
        let export = try FluidProcess.run(["export", "ease.fluid", "--to", "js", "-o", "ease.mjs"], directory: directory)
        try #require(export.status == 0, "\(export.stderr)")
        let xs = (0...20).map { Double($0) / 20 }
        let run = try SessionExportTests.shell(
            "'\(node)' --input-type=module -e \"import { Ease as m } from './ease.mjs'; const c = [m.eConfig(300), m.outConfig(250)]; "
                + "console.log(JSON.stringify([c[0].duration, c[1].duration, \(xs).map(x => [c[0].easing(x), c[1].easing(x)])]))\"",
            in: directory)
        try #require(run.status == 0, "\(run.stderr)")
        let read = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [Any])
        #expect(read[0] as? Double == 300 && read[1] as? Double == 250)
        let values = try #require(read[2] as? [[Double]])
        for (x, pair) in zip(xs, values) {
            #expect(abs(pair[0] - Self.bezier(0.2, 0, 0, 1, at: x)) < 1e-6, "e at \(x): \(pair[0])")
            #expect(abs(pair[1] - Self.bezier(0, 0, 0.58, 1, at: x)) < 1e-6, "out at \(x): \(pair[1])")
        }
    }
}
