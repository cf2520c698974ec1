import Testing
@testable import TerminalPlot
import SeededRandom

/// The fast paths of rendering agree with the general ones they stand for, on seeded
/// random input (the same draws on every run).
@Suite("Fast paths")
struct FastPathTests {
    /// Points for a stroke: mostly dense runs inside the grid (many in one pixel), some
    /// beyond its edges, some far away, NaN and ±∞ breaks, lone points between breaks.
    static func randomPolyline(_ random: inout SplitMix64, width: Int, height: Int) -> [(x: Double, y: Double)] {
        let w = Double(width), h = Double(height)
        var points: [(x: Double, y: Double)] = []
        var x = Double.random(in: -2...w + 1, using: &random), y = Double.random(in: -2...h + 1, using: &random)
        for _ in 0..<random.below(300) {
            switch random.below(40) {
            case 0: points.append((x: .nan, y: y))
            case 1: points.append((x: x, y: random.below(2) == 0 ? .infinity : -.infinity))
            case 2: points.append((x: Double.random(in: -1e6...1e6, using: &random), y: Double.random(in: -1e6...1e6, using: &random)))
            case 3: points.append((x: x.rounded() - 0.5, y: y.rounded() + 0.5))   // on a rounding boundary
            case 4: points.append((x: w - 1, y: h - 1))
            default:
                x += Double.random(in: -0.8...0.9, using: &random)
                y += Double.random(in: -1.5...1.5, using: &random)
                if random.below(25) == 0 { x = Double.random(in: -3...w + 2, using: &random) }
                points.append((x: x, y: y))
            }
        }
        return points
    }

    /// The stroke as it was written before pixels were rounded once per point: segment by
    /// segment through `drawLine`, skipping a segment within one pixel (both ends inside
    /// the grid) unless it follows a lone point.
    static func referenceStroke(_ canvas: inout any Canvas, _ points: [(x: Double, y: Double)], ink: Ink) {
        let maxX = Double(canvas.pixelWidth - 1), maxY = Double(canvas.pixelHeight - 1)
        func samePixel(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Bool {
            guard a.x >= 0, a.x <= maxX, a.y >= 0, a.y <= maxY, b.x >= 0, b.x <= maxX, b.y >= 0, b.y <= maxY
            else { return false }
            return Int(a.x + 0.5) == Int(b.x + 0.5) && Int(a.y + 0.5) == Int(b.y + 0.5)
        }
        var previous: (x: Double, y: Double)?
        var previousIsAlone = false
        for point in points {
            guard point.x.isFinite, point.y.isFinite else {
                if let lone = previous, previousIsAlone { canvas.drawLine(from: lone, to: lone, ink: ink) }
                previous = nil
                continue
            }
            if let start = previous {
                if !(samePixel(start, point) && !previousIsAlone) { canvas.drawLine(from: start, to: point, ink: ink) }
                previousIsAlone = false
            } else {
                previousIsAlone = true
            }
            previous = point
        }
        if let lone = previous, previousIsAlone { canvas.drawLine(from: lone, to: lone, ink: ink) }
    }

    /// Every pixel, every cell's ink and series mask.
    static func snapshot(_ canvas: any Canvas) -> [String] {
        var cells: [String] = []
        for row in 0..<canvas.rows {
            for column in 0..<canvas.columns {
                var dots = ""
                for dy in 0..<canvas.pixelsPerRow {
                    for dx in 0..<canvas.pixelsPerColumn {
                        let set = canvas.isPixelSet(x: column * canvas.pixelsPerColumn + dx, y: row * canvas.pixelsPerRow + dy)
                        dots += set ? "#" : "."
                    }
                }
                cells.append("\(dots) \(String(describing: canvas.ink(column: column, row: row))) \(canvas.seriesMask(column: column, row: row))")
            }
        }
        return cells
    }

    @Test("a polyline sets the pixels the segment-by-segment stroke sets", arguments: CanvasStyle.allCases)
    func strokeMatchesSegments(style: CanvasStyle) {
        var random = SplitMix64(seed: 15)
        for trial in 0..<300 {
            let columns = 1 + random.below(40), rows = 1 + random.below(12)
            var fast = makeCanvas(style, columns: columns, rows: rows)
            var reference = makeCanvas(style, columns: columns, rows: rows)
            for series in 0..<1 + random.below(3) {
                let points = Self.randomPolyline(&random, width: fast.pixelWidth, height: fast.pixelHeight)
                let ink: Ink = random.below(4) == 0 ? .reference : .series(series)
                fast.drawPolyline(points, ink: ink)
                Self.referenceStroke(&reference, points, ink: ink)
            }
            #expect(Self.snapshot(fast) == Self.snapshot(reference), "trial \(trial): \(columns)×\(rows)")
        }
    }

    @Test func fittedExtentIsTheExtentOfTheFittedValues() {
        var random = SplitMix64(seed: 1515)
        for trial in 0..<400 {
            // Series of every kind fittedY tells apart: few points, smooth curves, poles
            // (±big next to each other or next to NaN), flat runs, signed zeros.
            var series: [[(x: Double, y: Double)]] = []
            for _ in 0..<random.below(4) {
                let count = [0, 3, 49, 50, 120, 600][random.below(6)]
                let kind = random.below(6)
                series.append((0..<count).map { i in
                    let t = Double(i) / Double(max(count - 1, 1))
                    var y: Double
                    switch kind {
                    case 0: y = 1 / (t - 0.5)
                    case 1: y = [0.0, -0.0, 1, -1][random.below(4)]
                    case 2: y = random.below(30) == 0 ? .nan : Double.random(in: -1...1, using: &random)
                    case 3: y = random.below(50) == 0 ? [1e9, -1e9, .infinity][random.below(3)] : t * t
                    case 4: y = [0.0, -0.0][random.below(2)]
                    default: y = 1 - t
                    }
                    let x = random.below(80) == 0 ? Double.nan : t
                    return (x: x, y: y)
                })
            }
            let range: ClosedRange<Double>? = random.below(2) == 0 ? nil : 0.2...0.9
            let values = Axis.fittedY(series, within: range)
            let extent = Axis.fittedYExtent(series, within: range)
            guard let lo = values.min(), let hi = values.max() else {
                #expect(extent == nil, "trial \(trial)")
                continue
            }
            let lastHi = values.dropFirst().reduce(values[0]) { max($0, $1) }
            #expect(extent?.lo.bitPattern == lo.bitPattern, "trial \(trial)")
            #expect(extent?.hi.bitPattern == hi.bitPattern, "trial \(trial)")
            #expect(extent?.lastHi.bitPattern == lastHi.bitPattern, "trial \(trial)")
        }
    }

    @Test func percentilesAreTheSortedValues() {
        var random = SplitMix64(seed: 98)
        for count in [1, 2, 49, 50, 51, 99, 100, 101, 255, 256, 257, 600, 1200, 1201, 5000] {
            for trial in 0..<30 {
                // Repeated quarters, wide uniform values, or a rising or falling run.
                var values = (0..<count).map { _ in
                    trial % 3 == 0 ? Double(random.below(41) - 20) / 4 : Double.random(in: -1e3...1e3, using: &random)
                }
                if trial % 3 == 2 { values.sort(by: trial % 2 == 0 ? (<) : (>)) }
                // Extremes where the sample of 64 looks (so that a threshold falls short) or
                // just beside it.
                if trial % 5 >= 3 {
                    let offset = trial % 5 == 3 ? 0 : 1
                    for i in stride(from: offset, to: count, by: max(count / 64, 1)) { values[i] = trial % 2 == 0 ? 1e9 : -1e9 }
                }
                let sorted = values.sorted()
                let (q2, q98) = Axis.percentiles2And98(values)
                #expect(q2 == sorted[count * 2 / 100] && q98 == sorted[count * 98 / 100], "\(count) values")
            }
        }
    }

    @Test func placingBytesIsPlacingCharacters() {
        var random = SplitMix64(seed: 72)
        let pieces = ["0", "100 ms", "-2.5", "1e6", " ", "x", "", "200%", "é", "中", "a\r\nb", "👍🏽", "\u{1B}[0m", "~"]
        for _ in 0..<2000 {
            let width = random.below(30) - 2
            let items = (0..<random.below(6)).map { _ in
                (column: random.below(40) - 5, text: (0..<1 + random.below(3)).map { _ in pieces[random.below(pieces.count)] }.joined())
            }
            #expect(Array(Text.place(items, width: width).utf8) == Array(Text.placeCharacters(items, width: width).utf8),
                    "\(items) in \(width)")
        }
    }

    @Test func fixedLabelsAsBytesAreTheStringOnes() {
        var random = SplitMix64(seed: 10)
        var cases: [(Int, Int, Int)] = [(0, 0, 0), (0, -3, 3), (0, 2, 0), (-5, -1, 1), (5, -1, 3), (-105, -2, 2),
                                        (Int.min + 1, -5, 7), (Int.max, 3, 0), (Int.min, -1, 1), (7, -20, 22)]
        for _ in 0..<3000 {
            let n = [random.below(10), random.below(2001) - 1000, Int(truncatingIfNeeded: random.next())][random.below(3)]
            let exponent = random.below(15) - 10
            cases.append((n, exponent, max(0, -exponent) + random.below(3)))
        }
        for (n, exponent, places) in cases {
            #expect(Array(TickLabels.formatFixed(n, exponent: exponent, places: places).utf8)
                        == Array(TickLabels.formatFixedByStrings(n, exponent: exponent, places: places).utf8),
                    "\(n)e\(exponent), \(places) places")
        }
    }
}
