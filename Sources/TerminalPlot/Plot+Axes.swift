import Pictures

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
        var usedRows = [Bool](repeating: false, count: canvas.rows)
        for (value, number) in zip(ticks.values, TickLabels.format(ticks)) {
            let py = pixelY(y.dataValue(display: value)).rounded()
            guard py.isFinite else { continue }
            let row = min(max(Int(bounded: py), 0), canvas.pixelHeight - 1) / canvas.pixelsPerRow
            guard !usedRows[row] else { continue }   // row < rows: py was clamped to the canvas
            usedRows[row] = true
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
        typealias Item = (column: Int, center: Int, width: Int, tick: Int)
        let range = x.displayRange
        let candidates = NiceTicks.candidates(from: range.lo, to: range.hi, maxCount: max(1, canvas.columns / 4))
        let modes: [UnitMode] = x.display.symbol.isEmpty ? [.none] : [.every, .last, .none]
        let suffix = x.display.suffixWidth

        // Each candidate's ticks with their labels' widths, worked out once for every mode
        // that tries them; the labels themselves are made only for the layout that fits.
        var itemsOf: [[Item]??] = Array(repeating: nil, count: candidates.count)
        let pixelWidth = canvas.pixelWidth, pixelsPerColumn = canvas.pixelsPerColumn
        func items(_ index: Int) -> [Item]? {
            if let known = itemsOf[index] { return known }
            let ticks = candidates[index]
            let widths = TickLabels.widths(ticks) ?? TickLabels.format(ticks).map(\.count)
            var items: [Item] = []
            items.reserveCapacity(ticks.count)
            var finite = true, ordered = true
            for (i, value) in ticks.values.enumerated() {
                let px = pixelX(x.dataValue(display: value)).rounded()
                guard px.isFinite else { finite = false; break }
                let column = min(max(Int(bounded: px), 0), pixelWidth - 1) / pixelsPerColumn
                if let last = items.last, column < last.column { ordered = false }
                items.append((column, gutter + 1 + column, widths[i], i))
            }
            // Sorted by column, stably (already so unless the display scale is negative).
            let result = finite ? (ordered ? items : items.sorted { $0.column < $1.column }) : nil
            itemsOf[index] = .some(result)
            return result
        }

        func layout(_ index: Int, _ mode: UnitMode) -> XTickLine? {
            // n labels of at least one column, two spaces apart, need 3n − 2 columns: a set
            // with more ticks cannot be placed, even without its last label.
            guard candidates[index].count - 1 <= (width + 2) / 3 else { return nil }
            guard let items = items(index) else { return nil }
            // A last label that cannot fit beside its neighbour is dropped, not the set.
            return place(items, mode, candidates[index]) ?? (items.count > 2 ? place(Array(items.dropLast()), mode, candidates[index]) : nil)
        }

        /// Labels centred on their ticks (the number centred, the unit trailing), moved
        /// inside the line at the edges; nil when two come closer than two spaces. The
        /// spacing is checked on the widths: most tries fail, and make no text.
        func place(_ items: [Item], _ mode: UnitMode, _ ticks: NiceTicks) -> XTickLine? {
            var starts: [Int] = []
            starts.reserveCapacity(items.count)
            var end = -2
            for (i, item) in items.enumerated() {
                let withUnit = mode == .every || (mode == .last && i == items.count - 1)
                let length = item.width + (withUnit ? suffix : 0)
                guard length <= width else { return nil }
                let start = min(max(item.center - (item.width - 1) / 2, 0), width - length)
                guard start >= end + 2 else { return nil }
                starts.append(start)
                end = start + length
            }
            let numbers = TickLabels.format(ticks)
            let placed = items.indices.map { i -> (column: Int, text: String) in
                let withUnit = mode == .every || (mode == .last && i == items.count - 1)
                let number = numbers[items[i].tick]
                return (starts[i], withUnit ? x.display.label(number) : number)
            }
            return XTickLine(
                text: Text.place(placed, width: width),
                columns: items.map(\.column),
                showsUnit: mode != .none || x.display.symbol.isEmpty)
        }

        for mode in modes {
            for index in candidates.indices where candidates[index].count >= 2 {
                if let line = layout(index, mode) { return line }
            }
        }
        for index in candidates.indices where candidates[index].count == 1 {
            if let line = layout(index, .none) { return line }
        }
        return XTickLine(text: Text.spaces(width), columns: [],
                         showsUnit: x.display.symbol.isEmpty)
    }
}
