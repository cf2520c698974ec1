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
}
