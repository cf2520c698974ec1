import Notebook
import Foundation

/// Plain text out: an aligned table (no colour) or JSON.
enum Report {
    static func table(_ results: [Measurement]) -> String {
        let header = ["group", "benchmark", "median", "mean", "p90", "p99", "per", "at the median", "runs × ops"]
        var rows: [[String]] = [header]
        for m in results {
            rows.append([m.group, m.name, formatNanoseconds(m.median), formatNanoseconds(m.mean), formatNanoseconds(m.p90), formatNanoseconds(m.p99),
                         m.unit, m.throughput, "\(m.perOperation.count) × \(m.inner)"])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        let rightAligned: Set<Int> = [2, 3, 4, 5, 7, 8]
        func render(_ row: [String]) -> String {
            var cells: [String] = []
            for (column, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                cells.append(rightAligned.contains(column) ? padding + cell : cell + padding)
            }
            var line = cells.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
        var lines = [render(rows[0])]
        lines.append(render(widths.map { String(repeating: "-", count: $0) }))
        var previousGroup = results.first?.group
        for (m, row) in zip(results, rows.dropFirst()) {
            if m.group != previousGroup { lines.append("") }
            previousGroup = m.group
            lines.append(render(row))
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ results: [Measurement]) -> String {
        let items = results.map { m in
            "  {\"group\": \(quoted(m.group)), \"name\": \(quoted(m.name)), \"unit\": \(quoted(m.unit)), "
                + "\"median_ns\": \(number(m.median)), \"mean_ns\": \(number(m.mean)), \"p90_ns\": \(number(m.p90)), \"p99_ns\": \(number(m.p99)), "
                + "\"runs\": \(m.perOperation.count), \"ops_per_run\": \(m.inner)}"
        }
        return "[\n" + items.joined(separator: ",\n") + "\n]"
    }

    private static func number(_ value: Double) -> String {
        value.isFinite ? fixed(value, 3) : "null"
    }

    /// A JSON string: the notebook's one JSON writer quotes it.
    private static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}

/// Messages for standard error.
enum FileHandleErr {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
