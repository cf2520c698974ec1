/// A CSS `linear()` easing (CSS Easing Functions Level 2): stops of output values at input
/// positions (percent of the duration), joined by straight lines. Built from any curve by
/// `CSSLinearEasing.approximating(_:duration:tolerance:)`:
///
/// 1. sample the curve densely (2 000 equal steps of the duration),
/// 2. simplify the polyline with Ramer–Douglas–Peucker, measuring the *vertical* distance
///    (progress units, what the tolerance is stated in) from each chord,
/// 3. round values and positions to as few decimals as keep the rounding under a tenth of
///    the tolerance (values: ⌈−log10(tol/10)⌉ decimals, at least 3; positions: from the
///    steepest slope),
/// 4. check the result against the curve at 8 000 points; while it misses the tolerance,
///    simplify again with 0.7 × the distance (deterministic),
/// 5. drop every position CSS would infer by itself (the first 0 %, the last 100 %, and
///    those evenly spaced between their neighbours, by the spec's resolution rule).
///
/// The first stop is the curve at 0 and the last is the curve's `end` value (the target, 1),
/// so the element lands exactly where CSS puts it when the animation ends.
public struct CSSLinearEasing: Hashable, Sendable {
    /// One stop: an output value and its input position in percent of the duration.
    public struct Stop: Hashable, Sendable {
        public let value: ExportNumber
        public let position: ExportNumber
        /// false when CSS infers the position from its neighbours (it is not printed).
        public let showsPosition: Bool
    }

    public let stops: [Stop]

    /// `linear(0, 0.0234 4.5%, …, 1)`.
    public var text: String {
        "linear(" + stops.map { $0.showsPosition ? "\($0.value) \($0.position)%" : "\($0.value)" }.joined(separator: ", ") + ")"
    }

    /// The easing's output at a fraction of the duration x in [0, 1] (clamped): linear
    /// interpolation between the printed stops, at their printed positions.
    public func progress(at x: Double) -> Double {
        var stop = 0
        return progress(at: x, from: &stop)
    }

    /// `progress(at:)`, its stop looked for from `stop` on, and left there: for fractions
    /// that do not go down, the same stops as looking from the first each time (every stop
    /// passed for an earlier fraction is passed for a later one), without the walk.
    func progress(at x: Double, from stop: inout Int) -> Double {
        let x = min(max(x, 0), 1) * 100
        var i = stop
        while i + 1 < stops.count, stops[i + 1].position.value <= x { i += 1 }
        stop = i
        guard i + 1 < stops.count else { return stops[stops.count - 1].value.value }
        let a = stops[i], b = stops[i + 1]
        let f = (x - a.position.value) / (b.position.value - a.position.value)
        return a.value.value + (b.value.value - a.value.value) * f
    }

    /// The largest |easing(t/duration) − curve(t)| over 8 000 equal steps of [0, duration], and
    /// where (seconds).
    static func deviation(of easing: CSSLinearEasing, from curve: (Double) -> Double, duration: Double) -> (maximum: Double, time: Double) {
        var worst = (maximum: 0.0, time: 0.0)
        let count = 8000
        var stop = 0
        for i in 0...count {
            let x = Double(i) / Double(count)
            let error = abs(easing.progress(at: x, from: &stop) - curve(x * duration))
            if error > worst.maximum { worst = (error, x * duration) }
        }
        return worst
    }

    /// The `linear()` easing that follows `curve` (seconds → progress) over [0, duration]
    /// within `tolerance` (progress units), ending on `end`.
    ///
    /// - Throws: `MotionError` when the duration or tolerance is not a positive finite number,
    ///   the tolerance is outside `ExportTolerance.range`, or the curve is not finite everywhere sampled.
    public static func approximating(_ curve: (Double) -> Double, duration: Double, end: Double = 1,
                                     tolerance: Double = ExportTolerance.standard) throws(MotionError) -> CSSLinearEasing {
        guard duration.isFinite, duration > 0 else {
            throw MotionError(parameter: "duration", message: "a CSS easing needs a duration above 0")
        }
        guard ExportTolerance.takes(tolerance) else {
            throw MotionError(parameter: "tolerance", message: ExportTolerance.refusal)
        }
        let sampleCount = 2000
        var xs: [Double] = [], ys: [Double] = []
        for i in 0...sampleCount {
            let x = Double(i) / Double(sampleCount)
            let y = i == sampleCount ? end : curve(x * duration)
            guard y.isFinite else {
                throw MotionError(parameter: "curve", message: "the curve is not a finite number at \(x * duration) s")
            }
            xs.append(x)
            ys.append(y)
        }
        var steepest = 0.0
        for i in 1..<xs.count { steepest = max(steepest, abs(ys[i] - ys[i - 1]) / (xs[i] - xs[i - 1])) }
        let valueDecimals = max(3, SampleGrid.clamped(ceil(-log10(tolerance / 10)), to: 15))
        // A position off by h (fraction) moves the line by up to steepest·h; keep that ≤ tol/10
        // with h = ½·10^(−d) / 100.
        // A curve that jumps by 1e308 between samples is infinitely steep: 6 decimals.
        let positionDecimals = SampleGrid.clamped(ceil(log10(max(steepest, 1e-9) / (20 * tolerance))), to: 6)
        var epsilon = 0.8 * tolerance
        var best: CSSLinearEasing?
        for _ in 0..<30 {
            let kept = simplify(xs, ys, epsilon: epsilon)
            let easing = rounded(kept.map { (xs[$0], ys[$0]) }, valueDecimals: valueDecimals, positionDecimals: positionDecimals)
            best = easing
            if deviation(of: easing, from: curve, duration: duration).maximum <= tolerance { break }
            epsilon *= 0.7
        }
        return best!
    }

    /// Ramer–Douglas–Peucker with vertical distances: the indices of the points kept, in order.
    static func simplify(_ xs: [Double], _ ys: [Double], epsilon: Double) -> [Int] {
        var keep = [Bool](repeating: false, count: xs.count)
        keep[0] = true
        keep[xs.count - 1] = true
        var pending = [(0, xs.count - 1)]
        while let (a, b) = pending.popLast() {
            guard b - a > 1 else { continue }
            var worst = 0.0, worstIndex = a
            let slope = (ys[b] - ys[a]) / (xs[b] - xs[a])
            for i in (a + 1)..<b {
                let distance = abs(ys[i] - (ys[a] + slope * (xs[i] - xs[a])))
                if distance > worst { worst = distance; worstIndex = i }
            }
            if worst > epsilon {
                keep[worstIndex] = true
                pending.append((a, worstIndex))
                pending.append((worstIndex, b))
            }
        }
        return keep.indices.filter { keep[$0] }
    }

    /// Stops from points (fraction, value): values and percent positions rounded, stops whose
    /// rounded position does not advance dropped, implied positions hidden.
    static func rounded(_ points: [(x: Double, y: Double)], valueDecimals: Int, positionDecimals: Int) -> CSSLinearEasing {
        var values: [ExportNumber] = [], positions: [ExportNumber] = []
        for (i, point) in points.enumerated() {
            let position = ExportNumber(point.x * 100, decimals: positionDecimals)
            let isLast = i == points.count - 1
            if let previous = positions.last, position.value <= previous.value {
                guard isLast else { continue }
                values.removeLast()
                positions.removeLast()
            }
            values.append(ExportNumber(point.y, decimals: valueDecimals))
            positions.append(position)
        }
        let shown = impliedPositionsHidden(positions.map(\.value))
        return CSSLinearEasing(stops: values.indices.map { Stop(value: values[$0], position: positions[$0], showsPosition: shown[$0]) })
    }

    /// Which positions must be printed: greedily hide each one (first to last) whose CSS
    /// resolution (`resolvedPositions`) gives back every position within 10⁻⁹ %.
    ///
    /// Positions that rise (as `rounded` makes them) are checked around the one hidden only:
    /// from the shown position before its run of hidden ones to the one after it (or the
    /// ends). Every other position resolves as it did when it last passed (a hidden run is
    /// spread between its neighbours, and rising positions are never held at a larger
    /// earlier one), so the answer is the whole check's, in linear time for a list of
    /// hundreds of stops instead of quadratic. Any other list is checked whole each time.
    static func impliedPositionsHidden(_ positions: [Double]) -> [Bool] {
        var shown = [Bool](repeating: true, count: positions.count)
        let rising = zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 }
        for i in positions.indices {
            shown[i] = false
            var window = positions.indices
            if rising {
                // The run of hidden positions ending at i (those after it are still shown).
                var first = i
                while first > 0, !shown[first - 1] { first -= 1 }
                window = max(first - 1, 0)..<min(i + 2, positions.count)
            }
            let resolved = resolvedPositions(window.map { shown[$0] ? positions[$0] : nil })
            if zip(resolved, positions[window]).contains(where: { abs($0 - $1) > 1e-9 }) { shown[i] = true }
        }
        return shown
    }

    /// CSS Easing Level 2's resolution of `linear()` stop positions (percent): a missing first
    /// position is 0, a missing last is the larger of 100 and the largest before it; a position
    /// below an earlier one becomes the largest earlier one; runs of missing positions are
    /// spread evenly between their neighbours.
    public static func resolvedPositions(_ given: [Double?]) -> [Double] {
        guard !given.isEmpty else { return [] }
        var positions = given
        if positions[0] == nil { positions[0] = 0 }
        if positions.count > 1, positions[positions.count - 1] == nil {
            positions[positions.count - 1] = max(100, positions.compactMap { $0 }.max() ?? 100)
        }
        var largest = -Double.infinity
        for i in positions.indices {
            if let p = positions[i] { largest = max(largest, p); positions[i] = largest }
        }
        var i = 0
        while i < positions.count {
            guard positions[i] == nil else { i += 1; continue }
            var j = i
            while positions[j] == nil { j += 1 }
            let a = positions[i - 1]!, b = positions[j]!
            for k in i..<j { positions[k] = a + (b - a) * Double(k - i + 1) / Double(j - i + 1) }
            i = j
        }
        return positions.map { $0! }
    }
}
