import FluidLanguage

/// Before and after the kept evaluation thread: what every line used to pay to start and
/// join a fresh 64 MiB-stack thread, against a whole trivial line today (`Interpreter.run("1")`:
/// parse, hand-over to the kept thread, evaluate, format).
@MainActor func measureEvaluationHandOff() {
    bench.measure("evaluate", "start + join a 64 MiB-stack thread (the old per-line cost)",
                  runs: 50, inner: 200, unit: "thread", throughput: perSecond("thread", suffix: "threads/s")) {
        for _ in 0..<200 { startAndJoinLargeThread() }
    }
    let interpreter = Interpreter()
    bench.measure("evaluate", "Interpreter.run(\"1\") on the kept evaluation thread",
                  runs: 50, inner: 1000, unit: "line", throughput: perSecond("line", suffix: "lines/s")) {
        for _ in 0..<1000 { blackHole(try? interpreter.run("1")) }
    }
}
