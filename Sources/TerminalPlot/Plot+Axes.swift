/// A y tick: the canvas row it labels and its text.
struct YTick: Equatable {
    let row: Int
    let label: String
}

/// The x tick line under the frame.
struct XTickLine {
    /// The whole line, `width` columns.
    let text: String
    /// Canvas columns that get a tick mark in the bottom border.
    let columns: [Int]
    /// False when the unit symbol had to be left out of the labels to fit.
    let showsUnit: Bool
}

extension Plot {
    /// Round-number ticks for the y axis, at most one per canvas row and about one per
    /// two rows (never fewer than 2 candidates, never more than 11).
    func yTicks(withUnit: Bool) -> [YTick] {
        let range = y.displayRange
        let maxCount = max(2, min(canvas.rows / 2 + 1, 11))
        guard let ticks = y.presetTicks ?? NiceTicks.choose(from: range.lo, to: range.hi, maxCount: maxCount)
        else { return [] }
        var result: [YTick] = []
        var usedRows = Set<Int>()
        for (value, number) in zip(ticks.values, TickLabels.format(ticks)) {
            let py = pixelY(y.dataValue(display: value)).rounded()
            guard py.isFinite else { continue }
            let row = min(max(Int(py), 0), canvas.pixelHeight - 1) / canvas.pixelsPerRow
            guard usedRows.insert(row).inserted else { continue }
            result.append(YTick(row: row, label: withUnit ? y.display.label(number) : number))
        }
        return result
    }

    /// Lays out x tick labels for a frame whose left border is at column `gutter`.
    ///
    /// Tries, in order: every label with its unit ("0 ms  200 ms"), the unit on the last
    /// label only ("0  200  400 ms"), bare numbers; each with the finest round step
    /// whose labels fit with two spaces between them and at least two ticks. Failing
    /// that, a single bare label; failing that, none. A label's number is centred under
    /// its tick.
    func xTickLine(gutter: Int, width: Int) -> XTickLine {
        enum UnitMode { case every, last, none }
        let range = x.displayRange
        let candidates = NiceTicks.candidates(from: range.lo, to: range.hi, maxCount: max(1, canvas.columns / 4))
        let modes: [UnitMode] = x.display.symbol.isEmpty ? [.none] : [.every, .last, .none]

        func layout(_ ticks: NiceTicks, _ mode: UnitMode) -> XTickLine? {
            var items: [(column: Int, center: Int, number: String)] = []
            for (value, number) in zip(ticks.values, TickLabels.format(ticks)) {
                let px = pixelX(x.dataValue(display: value)).rounded()
                guard px.isFinite else { return nil }
                let column = min(max(Int(px), 0), canvas.pixelWidth - 1) / canvas.pixelsPerColumn
                items.append((column, gutter + 1 + column, number))
            }
            items.sort { $0.column < $1.column }
            // A last label that cannot fit beside its neighbour is dropped, not the set.
            return place(items, mode) ?? (items.count > 2 ? place(Array(items.dropLast()), mode) : nil)
        }

        /// Labels centred on their ticks (the number centred, the unit trailing), moved
        /// inside the line at the edges; nil when two come closer than two spaces.
        func place(_ items: [(column: Int, center: Int, number: String)], _ mode: UnitMode) -> XTickLine? {
            var placed: [(column: Int, text: String)] = []
            var end = -2
            for (i, item) in items.enumerated() {
                let withUnit = mode == .every || (mode == .last && i == items.count - 1)
                let text = withUnit ? x.display.label(item.number) : item.number
                guard text.count <= width else { return nil }
                let start = min(max(item.center - (item.number.count - 1) / 2, 0), width - text.count)
                guard start >= end + 2 else { return nil }
                placed.append((start, text))
                end = start + text.count
            }
            return XTickLine(
                text: Text.place(placed, width: width),
                columns: items.map(\.column),
                showsUnit: mode != .none || x.display.symbol.isEmpty)
        }

        for mode in modes {
            for ticks in candidates where ticks.count >= 2 {
                if let line = layout(ticks, mode) { return line }
            }
        }
        for ticks in candidates where ticks.count == 1 {
            if let line = layout(ticks, .none) { return line }
        }
        return XTickLine(text: String(repeating: " ", count: max(width, 0)), columns: [],
                         showsUnit: x.display.symbol.isEmpty)
    }
}
