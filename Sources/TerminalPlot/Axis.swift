/// One axis of a plot: its data range and how values are displayed.
struct Axis: Sendable {
    /// Data range; always finite with `lo < hi` and a finite span.
    let lo: Double
    let hi: Double
    let display: AxisDisplay

    init(lo: Double, hi: Double, unit: AxisUnit) {
        self.lo = lo
        self.hi = hi
        display = AxisDisplay(unit: unit, lo: lo, hi: hi)
    }

    /// An axis shown in a display chosen beforehand (kept when widening the range).
    init(lo: Double, hi: Double, display: AxisDisplay) {
        self.lo = lo
        self.hi = hi
        self.display = display
    }

    /// Round-number ticks chosen with the range (see `evenlyTicked`); nil: choose later.
    var presetTicks: NiceTicks? = nil

    /// Position of `v` across the range: 0 at `lo`, 1 at `hi` (outside for outside).
    func fraction(_ v: Double) -> Double { (v - lo) / (hi - lo) }

    /// The range in displayed numbers (e.g. ms), low end first.
    var displayRange: (lo: Double, hi: Double) {
        let a = lo * display.scale, b = hi * display.scale
        return (min(a, b), max(a, b))
    }

    /// Converts a displayed number back to data units.
    func dataValue(display v: Double) -> Double { v / display.scale }

    /// A value as people read it on this axis: "570 ms", "1.2 pt".
    func describe(_ v: Double) -> String {
        display.label(TickLabels.formatSignificant(v * display.scale))
    }

    /// The range to plot for some values: the requested range when it is usable,
    /// otherwise the extent of the finite values. A zero-width range is widened by 10 %
    /// of its value (±1 around 0), so a constant series sits mid-plot; magnitudes are
    /// limited to ±1e300 so that spans stay finite. `nil` when there is nothing finite.
    static func fit(_ values: [Double], requested: ClosedRange<Double>?) -> (lo: Double, hi: Double)? {
        let limit = 1e300
        var lo: Double, hi: Double
        if let r = requested, r.lowerBound.isFinite, r.upperBound.isFinite {
            lo = r.lowerBound; hi = r.upperBound
        } else {
            var found = false
            lo = 0; hi = 0
            for v in values where v.isFinite {
                if !found { lo = v; hi = v; found = true } else { lo = min(lo, v); hi = max(hi, v) }
            }
            guard found else { return nil }
        }
        lo = min(max(lo, -limit), limit)
        hi = min(max(hi, -limit), limit)
        let magnitude = max(abs(lo), abs(hi))
        if hi - lo <= magnitude * 1e-9 {
            let center = lo / 2 + hi / 2
            let pad = center == 0 ? 1 : abs(center) * 0.1
            lo = center - pad
            hi = center + pad
        }
        return (lo, hi)
    }

    /// The y values to fit (of the points whose x is within `xRange`, when given) for curves that run off to infinity at a pole (1/x, tan x):
    /// with q₂ and q₉₈ the 2nd and 98th percentiles of the finite y and w = q₉₈ − q₂, a
    /// value is a spike when it lies more than 3·w beyond them. When some spike sits at a
    /// pole — next to a NaN/∞ sample, or next to a spike on the other side (the curve
    /// jumps from +big to −big between two samples) — only values within [q₂ − w, q₉₈ + w]
    /// are fitted, so the curve stays readable and the spikes leave the frame. A tall but
    /// finite peak (no pole beside it) is kept; so is everything with fewer than 50 values.
    static func fittedY(_ series: [[(x: Double, y: Double)]], within xRange: ClosedRange<Double>? = nil) -> [Double] {
        let (finite, kept, _) = fittedYSelection(series, within: xRange)
        guard let kept else { return finite }
        return finite.filter { $0 >= kept.lo && $0 <= kept.hi }
    }

    /// `fittedY` in two parts: the finite y of the points within `xRange`, in order, and
    /// the bounds [q₂ − w, q₉₈ + w] to keep when a spike sits at a pole (nil: keep all).
    ///
    /// With them, the extent of all the finite y (nil when there is none): the smallest
    /// and the largest, each the first of equal ones, and the last of the largest (see
    /// `FittedExtent`); it is the extent of `fittedY` when all are kept.
    static func fittedYSelection(_ series: [[(x: Double, y: Double)]], within xRange: ClosedRange<Double>?)
        -> (finite: [Double], kept: (lo: Double, hi: Double)?, extent: FittedExtent?)
    {
        // A point's x is within the range when there is none, else when lo ≤ x ≤ hi (so
        // never for a NaN x).
        let bounded = xRange != nil
        let xLo = xRange?.lowerBound ?? 0, xHi = xRange?.upperBound ?? 0
        // The finite y, with their extremes (any finite value replaces the infinite start).
        var lowest = Double.infinity, highest = -Double.infinity, lastHighest = -Double.infinity
        let finite = [Double](unsafeUninitializedCapacity: series.reduce(0) { $0 + $1.count }) { buffer, count in
            for points in series {
                for p in points where p.y.isFinite && (!bounded || (p.x >= xLo && p.x <= xHi)) {
                    buffer[count] = p.y
                    count += 1
                    if p.y < lowest { lowest = p.y }
                    if p.y > highest { highest = p.y }
                    if p.y >= lastHighest { lastHighest = p.y }
                }
            }
        }
        let extent = finite.isEmpty ? nil : FittedExtent(lo: lowest, hi: highest, lastHi: lastHighest)
        guard finite.count >= 50 else { return (finite, nil, extent) }
        // The 2nd and 98th percentiles by selection, not a sort: O(n) for every plot drawn.
        let (q2, q98) = Self.percentiles2And98(finite)
        let w = q98 - q2
        guard w > 0, w.isFinite else { return (finite, nil, extent) }
        // A value's side: 1 a spike above, −1 below, 0 neither, 2 not finite.
        let above = q98 + 3 * w, below = q2 - 3 * w
        func side(_ v: Double) -> Int { v.isFinite ? (v > above ? 1 : (v < below ? -1 : 0)) : 2 }
        // Every kind of pole has a spike on one side of it: without one, there is none.
        guard highest > above || lowest < below else { return (finite, nil, extent) }
        // Neighbours among the points within the x range, as if the others were not there.
        for points in series {
            var previous: Int?   // the side of the previous point within the range
            for p in points where !bounded || (p.x >= xLo && p.x <= xHi) {
                let sb = side(p.y)
                defer { previous = sb }
                guard let sa = previous, sa != sb else { continue }   // a pole needs two sides
                if (sa == 2 && abs(sb) == 1) || (sb == 2 && abs(sa) == 1) || (abs(sa) == 1 && sa == -sb) {
                    return (finite, (q2 - w, q98 + w), extent)
                }
            }
        }
        return (finite, nil, extent)
    }

    /// The 2nd and 98th percentiles of `values` (finite, at least one): the values at
    /// indices k₂ = ⌊n·2/100⌋ and k₉₈ = ⌊n·98/100⌋ of them sorted.
    ///
    /// From 256 values on, a sample of 64 gives two thresholds a little inside each end
    /// (its 6th smallest and 6th largest), and one pass keeps the values at or beyond them
    /// (a tenth or so): the
    /// values ≤ the low threshold are the start of the sorted order, so when there are
    /// more than k₂ of them the value at k₂ is found among them; likewise the values ≥ the
    /// high one are its end. When a threshold falls short (a rare sample), or for fewer
    /// values, both are selected in one scratch copy of all of them.
    static func percentiles2And98(_ values: [Double]) -> (q2: Double, q98: Double) {
        let n = values.count
        let k2 = n * 2 / 100, k98 = n * 98 / 100
        if n >= 256 {
            let step = n / 64
            var sample = (0..<64).map { values[$0 * step] }
            let lowThreshold = select(&sample, 5), highThreshold = select(&sample, 58)
            var low: [Double] = [], high: [Double] = []
            low.reserveCapacity(n / 8)
            high.reserveCapacity(n / 8)
            for v in values {
                if v <= lowThreshold { low.append(v) }
                if v >= highThreshold { high.append(v) }
            }
            let below = n - high.count   // values under the high threshold
            if low.count > k2 && k98 >= below {
                return (select(&low, k2), select(&high, k98 - below))
            }
        }
        var scratch = values
        return scratch.withUnsafeMutableBufferPointer { buffer in
            let q2 = select(buffer, k2, from: 0)
            return (q2, select(buffer, k98, from: k2))
        }
    }

    /// The value that would be at index `k` of `values` sorted (values finite, k in range),
    /// by Hoare's selection with the middle element as pivot: O(n) on average. `values` is
    /// reordered, and stays a permutation of itself, so it can serve another selection.
    static func select(_ values: inout [Double], _ k: Int) -> Double {
        values.withUnsafeMutableBufferPointer { select($0, k, from: 0) }
    }

    /// `select` within `values[start...]`, for a buffer a selection of index `start` or
    /// lower has already been made in: that leaves every element after index `start` no
    /// smaller than the one at `start`, so the value at index `k ≥ start` of the whole
    /// sorted buffer is found among them.
    static func select(_ values: UnsafeMutableBufferPointer<Double>, _ k: Int, from start: Int) -> Double {
        var lo = start, hi = values.count - 1
        while lo < hi {
            let pivot = values[lo + (hi - lo) / 2]
            var i = lo, j = hi
            while i <= j {
                while values[i] < pivot { i += 1 }
                while values[j] > pivot { j -= 1 }
                if i <= j { values.swapAt(i, j); i += 1; j -= 1 }
            }
            // Here values[lo...j] ≤ pivot, values[i...hi] ≥ pivot and anything between
            // equals it; values before lo are no larger and after hi no smaller.
            if k <= j { hi = j } else if k >= i { lo = i } else { return values[k] }
        }
        return values[k]
    }
}
