import FluidMotion

/// Reads a trace from CSV text.
///
/// Format: lines separated by LF or CRLF; blank lines and lines starting with `#` are
/// skipped; the first other line is a header naming the columns, separated by commas.
/// A column is named with an optional unit: `t (ms)`, `t [s]`, `time_ms`, `x (pt)`.
///
/// - time: `t` or `time`, with the unit `s` or `ms` (required: 16 could mean either);
/// - values: `x` and `y` (a trace of points when both are present), or one of `value`,
///   `angle`, `force`, `scale`, `position`. Units: `pt`, `px`, `deg`, `rad`, `%`, or none.
///   Without a unit x, y and position are in points, angle in radians, the others plain.
///   Other columns are ignored; `column:` picks one value column by name.
///
/// Every error names the file and line: `flick.csv:7: field 2 (column 'x') is not a number`.
/// The file may be any file a notebook names (a `.env`, a key), so no error quotes its
/// content: not a field, not a unit, not a line; column names only once the header reads as
/// a trace's (``readsAsTrace(_:)``).
enum TraceCSV {
    static func fail<T>(_ message: Message) -> Result<T, TraceReadError> { .failure(TraceReadError(message: message)) }

    struct Column {
        var name: String
        var unit: Unit?
        var hasUnit: Bool
    }

    static let valueNames = ["x", "y", "value", "angle", "force", "scale", "position"]
    /// Columns a header may name: far more than any export of touches holds (time, x, y,
    /// force and a few more), few enough to read in milliseconds.
    static let maximumColumns = 10_000

    /// `interrupted` is asked every 4,096 lines (Ctrl-C); when it answers true the parse
    /// stops with ``Messages/interrupted``.
    static func parse(_ text: String, file: String, column chosen: String?, rowLimit: Int = Limits.standard.elements,
                      interrupted: (@Sendable () -> Bool)? = nil) -> Result<TraceValue, TraceReadError> {
        var lines: [(number: Int, text: Substring)] = []
        // "\r\n" is one Character in Swift: split on it as well as on "\n" and a lone "\r".
        // Lines are taken one at a time and no more than the row limit (plus the header) are
        // kept, so a file of millions of short lines is refused without holding them all.
        var index = 0
        var start = text.startIndex
        while true {
            let end = text[start...].firstIndex(where: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) ?? text.endIndex
            let line = text[start..<end]
            index += 1
            if index & 4095 == 0, let interrupted, interrupted() { return fail(Messages.interrupted) }
            start = end == text.endIndex ? end : text.index(after: end)
            let trimmed = line.trimmingCharacters()
            if !(trimmed.isEmpty || trimmed.hasPrefix("#")) {
                if lines.count > rowLimit { return fail(Messages.csvTooManyRows(file, limit: rowLimit)) }
                lines.append((index, line))
            }
            if end == text.endIndex { break }
        }
        guard let headerLine = lines.first else { return fail(Messages.csvEmpty(file)) }
        // Counted before the header is split: half a million columns would take seconds.
        let columnCount = headerLine.text.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: ",") ? 1 : 0) }
        if columnCount > maximumColumns {
            return fail(Messages.csv(file, headerLine.number, Messages.csvTooManyColumns(columnCount, limit: maximumColumns)))
        }
        let cells = headerLine.text.split(separator: ",", omittingEmptySubsequences: false).map { String($0.trimmingCharacters()) }
        var columns: [Column] = []
        for cell in cells {
            switch parseHeader(cell) {
            case .success(let column): columns.append(column)
            case .failure(let error): return fail(Messages.csv(file, headerLine.number, error.message))
            }
        }
        // Column names are quoted only from a header that reads as a trace's.
        let names: [String]? = readsAsTrace(columns) ? columns.map(\.name).filter { !$0.isEmpty } : nil
        // A dictionary, not a search of the columns so far: a header of a million cells stays linear.
        var positions: [String: Int] = [:]
        for (position, column) in columns.enumerated() where !column.name.isEmpty {
            if let first = positions[column.name] {
                return fail(Messages.csv(file, headerLine.number, Messages.csvDuplicate(names == nil ? nil : column.name, first: first + 1,
                        second: position + 1)))
            }
            positions[column.name] = position
        }
        guard let timeIndex = columns.firstIndex(where: { $0.name == "t" || $0.name == "time" }) else {
            return fail(Messages.csv(file, headerLine.number, Messages.csvNoTime(columns: names)))
        }
        guard let timeUnit = columns[timeIndex].unit, columns[timeIndex].hasUnit else {
            return fail(Messages.csv(file, headerLine.number, Messages.csvTimeUnit))
        }
        // Which value columns.
        var valueIndices: [Int]
        if let chosen {
            guard let index = columns.firstIndex(where: { $0.name == chosen.lowercased() }) else {
                return fail(Messages.csv(file, headerLine.number, Messages.csvNoColumn(chosen, columns.map(\.name).filter { !$0.isEmpty })))
            }
            valueIndices = [index]
        } else if let x = columns.firstIndex(where: { $0.name == "x" }), let y = columns.firstIndex(where: { $0.name == "y" }) {
            valueIndices = [x, y]
        } else {
            valueIndices = columns.indices.filter { valueNames.contains(columns[$0].name) }
            if valueIndices.isEmpty { return fail(Messages.csv(file, headerLine.number, Messages.csvNoValues(columns: names ?? []))) }
            if valueIndices.count > 1 {
                return fail(Messages.csv(file, headerLine.number, Messages.csvSeveralValues(valueIndices.map { columns[$0].name })))
            }
        }
        let valueUnits = valueIndices.map { columns[$0].unit ?? defaultUnit(columns[$0].name) }
        let dimension = valueUnits[0]?.dimension ?? .none
        if valueIndices.count == 2, valueUnits[0] != valueUnits[1] {
            return fail(Messages.csv(file, headerLine.number, Messages.csvUnits(valueUnits[0]?.symbol ?? "plain numbers",
                    valueUnits[1]?.symbol ?? "plain numbers")))
        }
        var times: [Double] = []
        var values: [[Double]] = valueIndices.map { _ in [] }
        let formatter = ValueFormatter(digits: 6)
        for (row, (lineNumber, text)) in lines.dropFirst().enumerated() {
            if row & 4095 == 4095, let interrupted, interrupted() { return fail(Messages.interrupted) }
            let fields = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0.trimmingCharacters()) }
            guard fields.count == columns.count else {
                return fail(Messages.csv(file, lineNumber, Messages.csvFieldCount(fields.count, columns.count)))
            }
            func number(_ index: Int, _ unit: Unit?) -> Result<Double, TraceReadError> {
                guard let written = Double(fields[index]) else {
                    return fail(Messages.csv(file, lineNumber, Messages.csvNotNumber(column: columns[index].name, field: index + 1)))
                }
                let value = unit.map { $0.toBase(written) } ?? written
                guard written.isFinite, value.isFinite else { return fail(Messages.csv(file, lineNumber, Messages.csvNotFinite(column: columns[index].name))) }
                return .success(value)
            }
            let t: Double
            switch number(timeIndex, timeUnit) {
            case .success(let value): t = value
            case .failure(let message): return .failure(message)
            }
            if let previous = times.last, !(t > previous) {
                return fail(Messages.csv(file, lineNumber, Messages.csvNotIncreasing(formatter.quantity(Quantity(t, .time, unit: timeUnit)),
                                                                                    previous: formatter.quantity(Quantity(previous, .time, unit: timeUnit)))))
            }
            times.append(t)
            for (k, index) in valueIndices.enumerated() {
                switch number(index, valueUnits[k]) {
                case .success(let value): values[k].append(value)
                case .failure(let message): return .failure(message)
                }
            }
            if times.count > rowLimit { return fail(Messages.csvTooManyRows(file, limit: rowLimit)) }
        }
        guard !times.isEmpty else { return fail(Messages.csvNoRows(file)) }
        let samples: TraceValue.Samples
        do throws(MotionError) {
            if values.count == 2 {
                samples = .two(try Trace<Point2>(times: times, samples: zip(values[0], values[1]).map { Point2(x: $0, y: $1) }))
            } else {
                samples = .one(try Trace<Double>(times: times, samples: values[0]))
            }
        } catch {
            return fail(Messages.traceFileRefused(file, error))
        }
        return .success(TraceValue(samples: samples, dimension: dimension, unit: valueUnits[0], timeUnit: timeUnit, file: file))
    }

    /// Whether a header reads as a trace's: one of its columns is a time or value column
    /// fluid knows (`t`, `time`, `x`, …). Only then may messages quote its column names.
    static func readsAsTrace(_ columns: [Column]) -> Bool {
        columns.contains { $0.name == "t" || $0.name == "time" || valueNames.contains($0.name) }
    }

    static func defaultUnit(_ name: String) -> Unit? {
        switch name {
        case "x", "y", "position": return .point
        case "angle": return .radian
        default: return nil
        }
    }

    /// `t (ms)`, `t [ms]`, `t_ms`, `x` → name and unit.
    static func parseHeader(_ cell: String) -> Result<Column, TraceReadError> {
        var text = cell.lowercased()
        if text.count >= 2, text.first == "\"", text.last == "\"" { text = String(text.dropFirst().dropLast()) }
        var name = text, unitText: String?
        for (open, close) in [("(", ")"), ("[", "]")] {
            if let o = text.firstIndex(of: Character(open)), let c = text.lastIndex(of: Character(close)), o < c {
                name = String(String(text[..<o]).trimmingCharacters())
                unitText = String(String(text[text.index(after: o)..<c]).trimmingCharacters())
            }
        }
        if unitText == nil, let underscore = text.lastIndex(of: "_") {
            let suffix = String(text[text.index(after: underscore)...])
            if allUnits.contains(where: { $0.symbol == suffix }) {
                name = String(text[..<underscore])
                unitText = suffix
            }
        }
        guard let unitText else { return .success(Column(name: name, unit: name == "t" || name == "time" ? nil : nil, hasUnit: false)) }
        let isTime = name == "t" || name == "time"
        let allowed: [Unit] = isTime ? [.second, .millisecond] : [.point, .pixel, .degree, .radian, .percent]
        guard let unit = allowed.first(where: { $0.symbol == unitText }) else {
            if !isTime && !valueNames.contains(name) { return .success(Column(name: name, unit: nil, hasUnit: false)) }
            return fail(Messages.csvUnknownUnit(column: name, allowed: allowed.map(\.symbol).joined(separator: ", ")))
        }
        return .success(Column(name: name, unit: unit, hasUnit: true))
    }

    static let allUnits: [Unit] = [.second, .millisecond, .point, .pixel, .degree, .radian, .percent]
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    func trimmingCharacters() -> Substring {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return slice
    }
}

/// Why a trace file could not be read: a complete message naming the file and line.
struct TraceReadError: Error {
    let message: Message
}
