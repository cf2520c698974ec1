import Pictures

/// A y axis (with its `presetTicks`) whose round-number ticks sit on evenly spaced canvas rows.
///
/// Fitting the data range exactly to the canvas puts ticks wherever they fall, so the
/// gaps between labelled rows alternate (3, 2, 3, 3, 2 rows): the eye reads that as an
/// uneven scale. Instead the axis is widened a little so that every tick lands on the
/// same pixel of its cell and consecutive ticks are the same number of rows apart.
///
/// With pixels per row p, rows R and pixel height H = R·p, a display value v maps to the
/// pixel P(v) = A − k·v. Ticks j·s (s the round step) are d rows apart when k = d·p/s, and
/// each lands at pixel row·p + c (c = ⌊(p − 1)/2⌋, the middle of a cell) when A is chosen
/// so the tick nearest the data's centre does; the remaining freedom (the row of that
/// tick) centres the data. The axis is then lo = (A − H + 1)/k, hi = A/k (display units).
///
/// The finest round step whose data fills at least 60 % of the height wins (else the one
/// that fills most); at most `maxTicks` ticks may show and, with 5 or more rows, ticks
/// are at least 2 rows apart. `nil` when no step fills 40 % of the height (a canvas of a
/// few rows): the caller then fits the data exactly.
extension Axis {
    static func evenlyTicked(lo: Double, hi: Double, unit: AxisUnit, rows: Int, pixelsPerRow p: Int,
                             maxTicks: Int) -> Axis? {
        let display = AxisDisplay(unit: unit, lo: lo, hi: hi)
        guard display.scale > 0, rows >= 2, p >= 1 else { return nil }
        let dLo = lo * display.scale, dHi = hi * display.scale
        guard dLo.isFinite, dHi.isFinite, dHi > dLo, (dHi - dLo).isFinite else { return nil }
        let height = rows * p
        let extent = Double(height - 1)
        let c = (p - 1) / 2
        let minimumGap = rows >= 5 ? 2 : 1

        var best: (fill: Double, a: Double, k: Double, step: NiceTicks)?
        for candidate in NiceTicks.candidates(from: dLo, to: dHi, maxCount: maxTicks) {
            let s = candidate.step
            // The widest spacing (most zoom) that still fits the data in the canvas and
            // lets a row centre land where the data sits.
            let fitting = min(Int(bounded: (extent * s / ((dHi - dLo) * Double(p))).rounded(.down)), rows - 1)
            guard fitting >= minimumGap else { continue }
            var found: (fill: Double, a: Double, k: Double, step: NiceTicks)?
            for d in stride(from: fitting, through: minimumGap, by: -1) {
                let k = Double(d * p) / s
                let centreTick = ((dLo + dHi) / 2 / s).rounded()
                guard abs(centreTick) < 9e15 else { break }
                let idealA = (extent + k * (dHi + dLo)) / 2
                let idealRow = ((idealA - k * centreTick * s - Double(c)) / Double(p)).rounded()
                var placed: Double?
                for shift in [0.0, -1, 1, -2, 2] {
                    let row = idealRow + shift
                    let a = row * Double(p) + Double(c) + k * centreTick * s
                    let top = a - k * dHi, bottom = a - k * dLo
                    if top >= -1e-6 && bottom <= extent + 1e-6 { placed = a; break }
                }
                guard let a = placed else { continue }
                let axisHi = a / k, axisLo = (a - extent) / k
                let first = (axisLo / s - 1e-9).rounded(.up), last = (axisHi / s + 1e-9).rounded(.down)
                guard abs(first) < 9e15, abs(last) < 9e15, last >= first else { continue }
                let count = Int(bounded: last - first) + 1
                guard count >= 2, count <= max(maxTicks, 2, rows < 5 ? rows : 0) else { continue }
                let ticks = NiceTicks(mantissa: candidate.mantissa, exponent: candidate.exponent,
                                      first: Int(bounded: first), count: count)
                found = ((dHi - dLo) * k / extent, a, k, ticks)
                break
            }
            guard let found else { continue }
            let fill = found.fill
            if best == nil || fill > best!.fill + 1e-9 { best = found }
            if fill >= 0.6 { break }
        }
        // On a canvas too short for any round step to fill 40 %, plain fitting reads better.
        guard let best, best.fill >= 0.4 else { return nil }
        let axisLo = (best.a - extent) / best.k / display.scale
        let axisHi = best.a / best.k / display.scale
        guard axisLo.isFinite, axisHi.isFinite, axisHi > axisLo else { return nil }
        var axis = Axis(lo: axisLo, hi: axisHi, display: display)
        axis.presetTicks = best.step
        return axis
    }
}
