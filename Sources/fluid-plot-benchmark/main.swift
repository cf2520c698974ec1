// fluid-plot-benchmark: renders one plot from a data file many times and prints the
// nanoseconds each render took, one a line, so scripts/plot_benchmark.py can compare
// fluid's renderPlot with plotext and plotille on the same data and size.
//
//     fluid-plot-benchmark DATA WIDTH HEIGHT RUNS WARMUP [--print]
//
// DATA: one series per block; a block starts with a line "# name" followed by lines
// "x y". WIDTH × HEIGHT: the whole rendering's columns and the plot area's rows;
// braille, no colour, the target line at y = 1. --print shows one rendering instead.

import Foundation
import TerminalPlot

func fail(_ message: String) -> Never {
    print("fluid-plot-benchmark: \(message)")
    exit(2)
}

func readSeries(_ path: String) -> [PlotSeries] {
    guard let file = fopen(path, "r") else { fail("cannot read \(path)") }
    defer { fclose(file) }
    var series: [PlotSeries] = []
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    while getline(&line, &capacity, file) > 0 {
        let text = String(cString: line!).trimmingNewline()
        if text.hasPrefix("# ") {
            series.append(PlotSeries(name: String(text.dropFirst(2)), points: []))
            continue
        }
        let fields = text.split(separator: " ")
        guard fields.count == 2, let x = Double(fields[0]), let y = Double(fields[1]), !series.isEmpty else { continue }
        series[series.count - 1].points.append((x: x, y: y))
    }
    free(line)
    return series
}

extension String {
    func trimmingNewline() -> String {
        var s = self
        while s.hasSuffix("\n") || s.hasSuffix("\r") { s.removeLast() }
        return s
    }
}

let arguments = CommandLine.arguments
guard arguments.count >= 6, let width = Int(arguments[2]), let height = Int(arguments[3]),
      let runs = Int(arguments[4]), let warmup = Int(arguments[5]) else {
    fail("usage: fluid-plot-benchmark DATA WIDTH HEIGHT RUNS WARMUP [--print]")
}
let series = readSeries(arguments[1])
guard !series.isEmpty else { fail("no series in \(arguments[1])") }
let options = PlotOptions(width: width, height: height, style: .braille, color: false, xUnit: .time,
                          horizontalLines: [ReferenceLine(value: 1, label: "target")])

if arguments.contains("--print") {
    print(renderPlot(series, options: options).joined(separator: "\n"))
    exit(0)
}
func now() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}
var sink = 0
for _ in 0..<warmup { sink &+= renderPlot(series, options: options).count }
for _ in 0..<runs {
    let start = now()
    sink &+= renderPlot(series, options: options).count
    print(now() - start)
}
if sink == 0 { fail("rendered nothing") }
