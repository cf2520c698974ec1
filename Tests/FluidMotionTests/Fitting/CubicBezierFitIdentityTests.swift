import Testing
import FluidMotion

/// `CubicBezierTiming.fitted(to:)` works in place, without an array per point or per
/// sample; it must return what the array-per-step form returned, to the last bit. That form
/// is kept here, as it was, and both are run over springs, easings and random curves.
@Suite struct CubicBezierFitIdentityTests {
    /// A named progress curve: 0 at 0 and (mostly) 1 at 1.
    struct Curve: CustomTestStringConvertible, Sendable {
        let name: String
        let progress: @Sendable (Double) -> Double
        var testDescription: String { name }
    }

    static let springs: [Curve] = {
        var curves: [Curve] = []
        for damping in [0.05, 0.15, 0.3, 0.5, 0.7, 0.85, 1, 1.3] {
            for response in [0.12, 0.35, 0.8] {
                guard let spring = try? Spring(.dampingResponse(damping: damping, response: response)) else { continue }
                let duration = spring.settleTime
                curves.append(Curve(name: "spring damping \(damping) response \(response)") { spring.value(at: $0 * duration) })
            }
        }
        // Some springs stopped early, the way a shortened duration cuts them.
        for damping in [0.4, 0.9] {
            if let spring = try? Spring(.dampingResponse(damping: damping, response: 0.5)) {
                curves.append(Curve(name: "spring damping \(damping), half its settling time") { spring.value(at: $0 * spring.settleTime / 2) })
            }
        }
        return curves
    }()

    static let easings: [Curve] = {
        var curves = ReactSpringEasing.Name.allCases.map { name in
            Curve(name: "easings.\(name.rawValue)") { ReactSpringEasing.named(name)($0) }
        }
        curves += [ReactSpringEasing.steps(4, .end), .steps(5, .start)].map { steps in Curve(name: steps.name) { steps($0) } }
        curves += CubicBezierTiming.cssNamed.map { named in Curve(name: "css \(named.keyword)") { named.timing.progress(at: $0) } }
        curves += [CubicBezierTiming(0.3, 1.4, 0.6, 1), CubicBezierTiming(0.7, -0.6, 0.2, 1.8), CubicBezierTiming(0, 0, 0, 0)].map { timing in
            Curve(name: "\(timing)") { timing.progress(at: $0) }
        }
        return curves
    }()

    /// Piecewise-linear curves through seeded random increasing knots (some overshooting
    /// 1 before coming back), and a few that are not curves at all (NaN, infinite, flat).
    static let randomCurves: [Curve] = {
        var curves: [Curve] = []
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
        for index in 0..<16 {
            let count = 2 + Int(next() * 8)
            var ys = [0.0], total = 0.0
            for _ in 0..<count { total += next() * next(); ys.append(total) }
            ys = ys.map { total > 0 ? $0 / total : 0 }
            if index % 3 == 0 { ys[ys.count - 1] = 1 + next() * 0.3; ys.append(1) }
            let knots = ys
            curves.append(Curve(name: "random monotone \(index) (\(knots.count) knots)") { x in
                let position = x * Double(knots.count - 1)
                let i = min(max(Int(position), 0), knots.count - 2)
                let f = position - Double(i)
                return knots[i] + f * (knots[i + 1] - knots[i])
            })
        }
        curves.append(Curve(name: "NaN in the middle") { $0 == 0.5 ? .nan : $0 })
        curves.append(Curve(name: "all NaN") { _ in .nan })
        curves.append(Curve(name: "infinite at the end") { $0 == 1 ? .infinity : $0 * $0 })
        curves.append(Curve(name: "flat at 0") { _ in 0 })
        curves.append(Curve(name: "negative zero") { $0 == 0 ? -0.0 : $0 })
        return curves
    }()

    @Test(arguments: springs + easings + randomCurves)
    func theFitIsTheReferenceFitBitForBit(curve: Curve) {
        let fitted = CubicBezierTiming.fitted(to: curve.progress)
        let reference = Reference.fitted(to: curve.progress)
        let got = [fitted.timing.x1, fitted.timing.y1, fitted.timing.x2, fitted.timing.y2, fitted.maximumGap]
        let expected = [reference.timing.x1, reference.timing.y1, reference.timing.x2, reference.timing.y2, reference.maximumGap]
        #expect(got.map(\.bitPattern) == expected.map(\.bitPattern), "\(curve.name): \(got) against \(expected)")
        if !expected.contains(where: \.isNaN) {
            #expect(fitted.timing == reference.timing && fitted.maximumGap == reference.maximumGap)
        }
    }

    /// The fit as it was before it worked in place (commit 4e5251b), unchanged.
    enum Reference {
        static func fitted(to progress: (Double) -> Double) -> (timing: CubicBezierTiming, maximumGap: Double) {
            let fractions = (0...100).map { Double($0) / 100 }
            let targets = fractions.map(progress)
            let lower = [0.0, -1, 0, -1], upper = [1.0, 2, 1, 2]
            func clamped(_ p: [Double]) -> [Double] { (0..<4).map { Swift.min(upper[$0], Swift.max(lower[$0], p[$0])) } }
            func gaps(_ p: [Double]) -> [Double] {
                let timing = CubicBezierTiming(p[0], p[1], p[2], p[3])
                return zip(fractions, targets).map { abs(timing.progress(at: $0) - $1) }
            }
            let squares: ([Double]) -> Double = { p in gaps(clamped(p)).reduce(0) { $0 + $1 * $1 } }
            let largest: ([Double]) -> Double = { p in gaps(clamped(p)).max() ?? 0 }
            let starts: [[Double]] = [[0, 0, 0.58, 1], [0.42, 0, 0.58, 1], [0.2, 0, 0, 1], [0.3, 1.3, 0.6, 1], [0.25, 0.1, 0.25, 1]]
            let smooth = starts.map { minimised(squares, from: $0) }.min { squares($0) < squares($1) } ?? starts[0]
            let best = clamped(minimised(largest, from: smooth))
            return (CubicBezierTiming(best[0], best[1], best[2], best[3]), largest(best))
        }

        private static func minimised(_ f: ([Double]) -> Double, from start: [Double]) -> [Double] {
            let n = start.count
            var simplex = [start] + (0..<n).map { i in var p = start; p[i] += 0.1; return p }
            var values = simplex.map(f)
            for _ in 0..<600 {
                let order = values.indices.sorted { values[$0] < values[$1] }
                simplex = order.map { simplex[$0] }
                values = order.map { values[$0] }
                if values[n] - values[0] < 1e-12 { break }
                let centroid = (0..<n).map { j in simplex.dropLast().reduce(0) { $0 + $1[j] } / Double(n) }
                func toward(_ t: Double) -> [Double] { (0..<n).map { centroid[$0] + t * (simplex[n][$0] - centroid[$0]) } }
                let reflected = toward(-1), r = f(reflected)
                if r < values[0] {
                    let expanded = toward(-2), e = f(expanded)
                    (simplex[n], values[n]) = e < r ? (expanded, e) : (reflected, r)
                } else if r < values[n - 1] {
                    (simplex[n], values[n]) = (reflected, r)
                } else {
                    let contracted = toward(r < values[n] ? -0.5 : 0.5), c = f(contracted)
                    if c < Swift.min(r, values[n]) {
                        (simplex[n], values[n]) = (contracted, c)
                    } else {
                        for i in 1...n {
                            simplex[i] = (0..<n).map { simplex[0][$0] + 0.5 * (simplex[i][$0] - simplex[0][$0]) }
                            values[i] = f(simplex[i])
                        }
                    }
                }
            }
            return simplex[values.indices.min { values[$0] < values[$1] } ?? 0]
        }
    }
}
