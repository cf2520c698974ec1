// fluid-benchmark: in-process figures for evaluation, spring math, plotting and replay.
//
//     swift run -c release fluid-benchmark [--json] [--quick]
//
// Each row is one benchmark: a few warm-up runs are thrown away, then every measured run
// times `inner` operations with ContinuousClock; the table shows the median, the mean and the
// 90th and 99th percentiles (nearest rank) of the per-operation times across runs.

import Foundation
import FluidLanguage
import FluidMotion
import Notebook
import Pictures
import TerminalPlot

var arguments = Array(CommandLine.arguments.dropFirst())
// --json-out FILE: the table on standard output, and the JSON in FILE (for scripts).
var jsonOutPath: String?
if let index = arguments.firstIndex(of: "--json-out") {
    guard index + 1 < arguments.count else {
        FileHandleErr.write("fluid-benchmark: --json-out needs a file name\n")
        exit(2)
    }
    jsonOutPath = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
}
// --write-session FILE: write the generated 1,000-line session (what the replay figures
// replay) as a notebook and stop, for tools that measure other builds on the same lines.
if let index = arguments.firstIndex(of: "--write-session") {
    guard index + 1 < arguments.count, let file = fopen(arguments[index + 1], "w") else {
        FileHandleErr.write("fluid-benchmark: --write-session needs a file it can write\n")
        exit(2)
    }
    fputs(GeneratedSession.fileText(GeneratedSession.lines()), file)
    fclose(file)
    exit(0)
}
var onlyGroup: String?
if let index = arguments.firstIndex(of: "--only") {
    guard index + 1 < arguments.count else {
        FileHandleErr.write("fluid-benchmark: --only needs a group, like --only \"tune redraw\"\n")
        exit(2)
    }
    onlyGroup = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
}
if arguments.contains("--help") || arguments.contains("-h") {
    print("""
        usage: fluid-benchmark [--json | --json-out FILE] [--quick] [--only GROUP] | --write-session FILE
          --json            print the measurements as JSON instead of a table
          --json-out FILE   print the table, and write the JSON to FILE
          --quick           fewer measured runs (a smoke test, not figures to publish)
          --only GROUP      measure only the groups whose name contains GROUP (or the
                            measurements whose own name does: --only "200×60")
          --write-session FILE
                            write the generated 1,000-line session the replay figures use
        Build with -c release: debug figures mean nothing.
        """)
    exit(0)
}
let json = arguments.contains("--json")
var bench = Bench()
if arguments.contains("--quick") { bench.runScale = 0.2 }
bench.only = onlyGroup
if let unknown = arguments.first(where: { !["--json", "--quick"].contains($0) }) {
    FileHandleErr.write("fluid-benchmark: unknown argument '\(unknown)' (try --help)\n")
    exit(2)
}

func freshSession() -> Session {
    Session(store: SessionStore(directory: "/nonexistent-fluid-benchmark-sessions"), display: .transcript)
}

/// Stops the benchmark when a line that must work does not: figures for an error path
/// would be meaningless.
func require(_ response: Response, _ line: String) {
    if response.failed {
        FileHandleErr.write("fluid-benchmark: '\(line)' failed:\n" + response.lines.joined(separator: "\n") + "\n")
        exit(1)
    }
}

func perSecond(_ unitName: String, scale: Double = 1, suffix: String) -> (Double) -> String {
    { ns in significant(1e9 / ns / scale, 4) + " " + suffix }
}

// MARK: Evaluation through Session.run

do {
    let session = freshSession()
    let line = "s = spring(damping: 0.8, response: 0.4s)"
    require(session.run(line), line)
    bench.measure("evaluate", "s = spring(damping: 0.8, response: 0.4s)  (with summary)",
                  runs: 50, inner: 200, unit: "line", throughput: perSecond("line", suffix: "lines/s")) {
        for _ in 0..<200 { blackHole(session.run(line).lines) }
    }
    let member = "s.stiffness"
    require(session.run(member), member)
    bench.measure("evaluate", "s.stiffness",
                  runs: 50, inner: 1000, unit: "line", throughput: perSecond("line", suffix: "lines/s")) {
        for _ in 0..<1000 { blackHole(session.run(member).lines) }
    }
}

measureEvaluationHandOff()

// MARK: Spring math

let sampleCount = 1_000_000
let sampleTimes: [Double] = (0..<sampleCount).map { Double($0) * (1.0 / Double(sampleCount)) }

@MainActor func sampleSpring(_ spring: Spring, _ group: String, _ name: String) {
    bench.measure(group, name, runs: 20, inner: sampleCount, unit: "sample",
                  throughput: perSecond("sample", scale: 1e6, suffix: "Msamples/s")) {
        var sum = 0.0
        for t in sampleTimes { sum += spring.value(at: t) }
        blackHole(sum)
    }
}

@MainActor func sampleOscillator(_ oscillator: SpringOscillator, _ name: String) {
    bench.measure("spring math", name, runs: 20, inner: sampleCount, unit: "sample",
                  throughput: perSecond("sample", scale: 1e6, suffix: "Msamples/s")) {
        var sum = 0.0
        for t in sampleTimes { sum += oscillator.position(at: t) }
        blackHole(sum)
    }
}

let s = try! Spring(.dampingResponse(damping: 0.8, response: 0.4))
sampleSpring(s, "spring math", "Spring.value(at:), ζ 0.8, 1e6 samples")
for zeta in [0.999, 1.0, 1.001] {
    let spring = try! Spring(.dampingResponse(damping: zeta, response: 0.4))
    sampleOscillator(SpringOscillator(spring: spring, displacement: 1, velocity: -2),
                     "SpringOscillator.position(at:), ζ \(significant(zeta, 4)), 1e6 samples")
}
for zeta in [0.8, 1.0] {
    let spring = try! Spring(.dampingResponse(damping: zeta, response: 0.4))
    bench.measure("spring math", "Spring.settlingTime(), ζ \(significant(zeta, 4))", runs: 50, inner: 2000, unit: "call",
                  throughput: perSecond("call", suffix: "calls/s")) {
        var sum = 0.0
        for _ in 0..<2000 { sum += spring.settlingTime() }
        blackHole(sum)
    }
}

// MARK: Plotting

do {
    let session = freshSession()
    let bind = "s = spring(damping: 0.8, response: 0.4s)"
    require(session.run(bind), bind)
    let plotLine = "plot s"
    let response = session.run(plotLine)
    require(response, plotLine)
    bench.measure("plot", "plot s  (Session.run, 72×14 braille, 600 samples)",
                  runs: 50, inner: 20, unit: "plot", throughput: perSecond("plot", suffix: "plots/s")) {
        for _ in 0..<20 { blackHole(session.run(plotLine).lines) }
    }
}

do {
    // What `plot s` draws: the step response over its window (1.2 × the settle time), the
    // target line and the settle line.
    let settle = s.settlingTime()
    let series = [PlotSeries(name: "s", sampling: { s.value(at: $0) }, over: 0...s.timeWindow, count: 600)]
    for style in CanvasStyle.allCases {
        for width in [72, 120, 200] {
            var options = PlotOptions(width: width, height: 14, style: style, color: false,
                                      title: "s = spring(damping: 0.8, response: 400 ms)",
                                      xUnit: .time)
            options.horizontalLines = [ReferenceLine(value: 1, label: "target")]
            options.verticalLines = [ReferenceLine(value: settle, label: "settles 0.5394 s")]
            bench.measure("plot", "renderPlot 600 points, \(width)×14 \(style.rawValue)",
                          runs: 50, inner: 20, unit: "plot", throughput: perSecond("plot", suffix: "plots/s")) {
                for _ in 0..<20 { blackHole(renderPlot(series, options: options)) }
            }
        }
    }
}

do {
    // The plot scripts/plot-benchmark draws in fluid, plotext and plotille (issue 15): two
    // closed-form spring step responses (ζ 0.8 and 0.5, response 0.4 s), 600 points each over
    // 0 … 0.8 s, braille, no colour, 72 columns, 14 rows, the target line at 1, no title.
    func step(_ zeta: Double, _ response: Double, _ t: Double) -> Double {
        let w0 = 2 * Double.pi / response, sigma = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-sigma * t) * (cos(wd * t) + sigma / wd * sin(wd * t))
    }
    let xs = (0..<600).map { 0.8 * Double($0) / 599 }
    let series = [PlotSeries(name: "s", x: xs, y: xs.map { step(0.8, 0.4, $0) }),
                  PlotSeries(name: "t", x: xs, y: xs.map { step(0.5, 0.4, $0) })]
    let options = PlotOptions(width: 72, height: 14, style: .braille, color: false, xUnit: .time,
                              horizontalLines: [ReferenceLine(value: 1, label: "target")])
    bench.measure("plot", "renderPlot 2 × 600 points, 72×14 braille (scripts/plot-benchmark's plot)",
                  runs: 50, inner: 20, unit: "plot", throughput: perSecond("plot", suffix: "plots/s")) {
        for _ in 0..<20 { blackHole(renderPlot(series, options: options)) }
    }
}

// MARK: Pictures

if bench.wants("picture") {
    // `plot s, swiftui.bouncy, to: "drawer.png"` at the default size: the picture painted,
    // then encoded (row filters, DEFLATE, CRC); stored blocks alone as the floor to beat.
    let a = s, b = try! Spring(.dampingResponse(damping: 0.5, response: 0.5))
    let panel = PlotPanel(series: [PlotSeries(name: "s", sampling: { a.value(at: $0) }, over: 0...a.timeWindow, count: 600),
                                   PlotSeries(name: "b", sampling: { b.value(at: $0) }, over: 0...a.timeWindow, count: 600)],
                          horizontalLines: [ReferenceLine(value: 1, label: "target")])
    var options = PlotOptions(width: 72, height: 14, style: .braille, color: false, title: "drawer", xUnit: .time)
    options.xLabel = "time"
    let image = renderRaster([panel], options: options, width: 720, height: 392)
    bench.measure("picture", "renderRaster, 2 springs × 600 points, 720×392",
                  runs: 30, inner: 5, unit: "picture", throughput: perSecond("picture", suffix: "pictures/s")) {
        for _ in 0..<5 { blackHole(renderRaster([panel], options: options, width: 720, height: 392)) }
    }
    let size = PNG.encode(image).count
    bench.measure("picture", "PNG.encode of it (\(size / 1000) KB; stored blocks would be \(image.bytes.count / 1000) KB)",
                  runs: 30, inner: 5, unit: "picture", throughput: perSecond("picture", suffix: "pictures/s")) {
        for _ in 0..<5 { blackHole(PNG.encode(image)) }
    }
}

// MARK: Replay and parsing

do {
    let lines = GeneratedSession.lines()
    let file: SessionFile
    do {
        file = try SessionFile.parse(GeneratedSession.fileText(lines))
    } catch {
        FileHandleErr.write("fluid-benchmark: generated session does not parse: \(error)\n")
        exit(1)
    }
    let statements = file.statements.count
    // Every generated line must evaluate: check once before timing.
    let checked = Replayer.replay(file, in: freshSession())
    if let failure = checked.first(where: { $0.response.failed }) {
        FileHandleErr.write("fluid-benchmark: generated line \(failure.statement.lineNumber) '\(failure.statement.source)' failed:\n"
                            + failure.response.lines.joined(separator: "\n") + "\n")
        exit(1)
    }
    let plots = lines.filter { $0.hasPrefix("plot ") }.count
    var session = freshSession()
    bench.measure("replay", "Replayer.replay, \(statements) lines (\(plots) plots), fresh Session",
                  runs: 25, warmup: 2, inner: 1, unit: "session",
                  throughput: { ns in formatNanoseconds(ns / Double(statements)) + "/line" },
                  setUp: { session = freshSession() }) {
        blackHole(Replayer.replay(file, in: session).map(\.response.transcript))
    }
    let withoutPlots = SessionFile(lines: file.lines.filter {
        if case .statement(let statement) = $0 { return !statement.source.hasPrefix("plot ") }
        return true
    })
    bench.measure("replay", "Replayer.replay, the same without its \(plots) plots",
                  runs: 25, warmup: 2, inner: 1, unit: "session",
                  throughput: { ns in formatNanoseconds(ns / Double(withoutPlots.statements.count)) + "/line" },
                  setUp: { session = freshSession() }) {
        blackHole(Replayer.replay(withoutPlots, in: session).map(\.response.transcript))
    }

    let commands = freshSession().interpreter.commands
    let sources = file.statements.map(\.source)
    for source in sources {
        if case .failure(let diagnostic) = Parser.parse(source, commands: commands) {
            FileHandleErr.write("fluid-benchmark: '\(source)' does not parse: \(diagnostic)\n")
            exit(1)
        }
    }
    bench.measure("parse", "Parser.parse, the same \(sources.count) lines",
                  runs: 50, inner: 1, unit: "session",
                  throughput: { ns in formatNanoseconds(ns / Double(sources.count)) + "/line" }) {
        for source in sources { blackHole(Parser.parse(source, commands: commands)) }
    }
    let text = GeneratedSession.fileText(lines)
    bench.measure("parse", "SessionFile.parse + Parser.parse, the same file",
                  runs: 50, inner: 1, unit: "session",
                  throughput: { ns in formatNanoseconds(ns / Double(sources.count)) + "/line" }) {
        let parsed = try! SessionFile.parse(text)
        for statement in parsed.statements { blackHole(Parser.parse(statement.source, commands: commands)) }
    }
}

measureTuneRedraw(&bench)
measureTunePictureRedraw(&bench)
measureAnimationFiles(&bench)
measureLongLines(&bench)

// MARK: Report

if json {
    print(Report.json(bench.results))
} else {
    print(Report.table(bench.results))
}
if let jsonOutPath {
    guard let file = fopen(jsonOutPath, "w") else {
        FileHandleErr.write("fluid-benchmark: cannot write \(jsonOutPath)\n")
        exit(1)
    }
    fputs(Report.json(bench.results) + "\n", file)
    fclose(file)
}
