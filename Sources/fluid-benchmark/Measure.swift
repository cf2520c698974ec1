/// Timing with `ContinuousClock`: a benchmark runs its body `inner` times per run, for a
/// few warm-up runs (thrown away) and then `runs` measured runs; each run gives one time per
/// operation, and the table reports the median, the mean, and the 90th and 99th percentiles
/// of those.
struct Measurement: Sendable {
    var group: String
    var name: String
    /// Nanoseconds per operation, one per measured run, sorted.
    var perOperation: [Double]
    /// Operations timed in one run.
    var inner: Int
    /// What one operation is ("call", "sample", "line", "session"…).
    var unit: String
    /// Operations per second at the median, as text (empty when it adds nothing).
    var throughput: String

    var median: Double { Self.percentile(perOperation, 0.5) }
    /// The mean per operation (what instruction counts, summed over the runs, compare with).
    var mean: Double { perOperation.isEmpty ? .nan : perOperation.reduce(0, +) / Double(perOperation.count) }
    var p90: Double { Self.percentile(perOperation, 0.9) }
    /// The 99th percentile: with fewer than 100 runs, the slowest but one or the slowest.
    var p99: Double { Self.percentile(perOperation, 0.99) }

    /// Nearest-rank percentile of sorted values.
    static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let rank = Int((p * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@_optimize(none) @inline(never)
func blackHole<T>(_ value: T) {}

extension Duration {
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}

/// Runs the benchmarks and collects their measurements.
struct Bench {
    /// Multiplies the number of measured runs (`--quick` lowers it).
    var runScale: Double = 1
    /// Measures only the groups (or single measurements) whose name contains this (`--only`), when set.
    var only: String?
    var results: [Measurement] = []

    /// Whether `--only` lets group `group` run (its set-up too).
    func wants(_ group: String) -> Bool { only.map { group.contains($0) } ?? true }
    let clock = ContinuousClock()

    /// Times `body` (which should do `inner` operations) over warm-up and measured runs.
    mutating func measure(
        _ group: String, _ name: String,
        runs: Int, warmup: Int = 3, inner: Int = 1, unit: String = "op",
        throughput: ((Double) -> String)? = nil,
        setUp: () -> Void = {},
        _ body: () -> Void
    ) {
        // `--only` picks groups, or single measurements by a part of their name
        // (`--only "200×60"`: one size of the tune redraw, for callgrind).
        if let only, !group.contains(only), !name.contains(only) { return }
        let measuredRuns = max(5, Int((Double(runs) * runScale).rounded()))
        for _ in 0..<warmup {
            setUp()
            body()
        }
        var times: [Double] = []
        times.reserveCapacity(measuredRuns)
        for _ in 0..<measuredRuns {
            setUp()
            let start = clock.now
            body()
            let elapsed = clock.now - start
            times.append(elapsed.nanoseconds / Double(inner))
        }
        times.sort()
        var m = Measurement(group: group, name: name, perOperation: times, inner: inner, unit: unit, throughput: "")
        if let throughput { m.throughput = throughput(m.median) }
        results.append(m)
    }
}

extension Bench {
    /// Whether `--only` lets any of `names` in `group` run.
    func wants(_ group: String, anyOf names: [String]) -> Bool {
        guard let only else { return true }
        return group.contains(only) || names.contains { $0.contains(only) }
    }

    /// Adds a measurement timed by the caller: `nanoseconds` one per operation (a key's part
    /// timed inside the key, so the parts and the whole come from the same keys).
    mutating func record(_ group: String, _ name: String, nanoseconds: [Double], unit: String, throughput: String = "") {
        if let only, !group.contains(only), !name.contains(only) { return }
        results.append(Measurement(group: group, name: name, perOperation: nanoseconds.sorted(), inner: 1, unit: unit, throughput: throughput))
    }
}

/// "412 ns", "3.21 µs", "1.52 ms", "1.234 s": 3–4 significant digits for people.
func formatNanoseconds(_ ns: Double) -> String {
    guard ns.isFinite else { return "-" }
    let (value, unit): (Double, String) =
        ns < 1e3 ? (ns, "ns") : ns < 1e6 ? (ns / 1e3, "µs") : ns < 1e9 ? (ns / 1e6, "ms") : (ns / 1e9, "s")
    return significant(value, 4) + " " + unit
}

/// `value` with `digits` significant digits, no exponent, no trailing zeros past the point.
func significant(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite, value != 0 else { return value == 0 ? "0" : "-" }
    var magnitude = 0
    var v = abs(value)
    while v >= 10 { v /= 10; magnitude += 1 }
    while v < 1 { v *= 10; magnitude -= 1 }
    let decimals = max(0, digits - 1 - magnitude)
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    // Above `digits` figures, round away the extra ones: 11708 → 11710.
    var unitScale = 1.0
    for _ in 0..<max(0, magnitude - digits + 1) { unitScale *= 10 }
    var text = decimals == 0 ? String(Int((value / unitScale).rounded() * unitScale)) : fixed(rounded, decimals)
    if text.contains(".") {
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
    }
    return text
}

/// Fixed-point text without Foundation's `String(format:)`.
func fixed(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let negative = value < 0
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(scaled - Double(whole) * scale)
    var fractionText = String(fraction)
    while fractionText.count < decimals { fractionText = "0" + fractionText }
    return (negative ? "-" : "") + String(whole) + (decimals > 0 ? "." + fractionText : "")
}
