import Foundation
import Testing

/// react-spring's easings given as functions in the Kotlin and Swift exports (issue 26): each is
/// written out as an exact function of a Double fraction (`fun easeOutCubicFunction(x: Double)`,
/// `static func easeOutCubicFunction(_ x: Double)`), and Compose's `Easing` and a tween along
/// it. The Kotlin, compiled by kotlinc with the Compose stand-ins and run on the JVM, and the
/// Swift, compiled by swiftc in Swift 6 mode and run, give what fluid's own
/// `reactspring.easings.NAME(x)` gives at every fraction, within 1e-12 (the same operations in
/// the same order; only libm's last bits may differ). fluid prints 4 significant digits, so its
/// full value is read in rounds: each round prints what is left after the digits already read
/// (`f(x) - 0.02394 - -1.111e-06`), four digits more each time. A missing tool skips its test
/// locally and fails it with `CI` set.
@Suite struct ExportedExactEasingsTests {
    static let inCI = ProcessInfo.processInfo.environment["CI"] != nil
    static let bindings = ExportedFunctionEasingsTests.bindings.map(\.name)
    static let fractions = ExportedFunctionEasingsTests.fractions

    /// fluid's own value of each binding's easing at each fraction, to about 16 significant
    /// digits: four rounds of 4, each printing the remainder after the digits read before.
    static func fluidValuesInFull() throws -> [String: [Double]] {
        let easings = ExportedFunctionEasingsTests.bindings.map(\.easing)
        var read = easings.map { _ in fractions.map { _ in [String]() } }
        for _ in 0..<4 {
            let input = easings.enumerated().map { index, easing in
                "[" + fractions.enumerated().map { column, x in
                    "(\(easing)(\(x))" + read[index][column].map { " - \($0)" }.joined() + ")"
                }.joined(separator: ", ") + "]"
            }.joined(separator: "\n")
            let run = try FluidProcess.run([], input: input + "\n")
            let lists = run.stdout.split(separator: "\n").filter { $0.hasPrefix("[") }
            try #require(lists.count == easings.count, "\(run.stdout.prefix(3000))")
            for (index, list) in lists.enumerated() {
                let texts = list.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                try #require(texts.count == fractions.count && texts.allSatisfy { Double($0) != nil }, "\(list)")
                for (column, text) in texts.enumerated() { read[index][column].append(text) }
            }
        }
        var values: [String: [Double]] = [:]
        for (binding, rows) in zip(bindings, read) {
            values[binding] = rows.map { $0.compactMap(Double.init).reduce(0, +) }
        }
        return values
    }

    /// Each line of `output` (`name: v1 v2 …`) against fluid's values.
    static func compare(_ output: String, language: String) throws {
        let expected = try fluidValuesInFull()
        let lines = output.split(separator: "\n")
        try #require(lines.count == bindings.count, "\(language) printed:\n\(output.prefix(3000))")
        for line in lines {
            let fields = line.split(separator: " ")
            let name = String(fields[0].dropLast())
            let values = fields.dropFirst().compactMap { Double($0) }
            let fluid = try #require(expected[name], "\(name) is not a binding")
            #expect(values.count == fractions.count && fluid.count == fractions.count, "\(name): \(line)")
            for (index, (value, own)) in zip(values, fluid).enumerated() {
                #expect(abs(value - own) <= 1e-12, "\(language) \(name)(\(fractions[index])) = \(value), fluid \(own)")
            }
        }
    }

    @Test(.enabled(if: (ExportedKotlinAndCSSTests.kotlin != nil && SessionExportTests.tool("java") != nil) || inCI,
                   "no kotlinc or java (pip install kotlin-jupyter-kernel); CI is unset"))
    func everyEasingRunsInKotlinAsFluidComputesIt() throws {
        let kotlin = try #require(ExportedKotlinAndCSSTests.kotlin, "no Kotlin compiler: pip install kotlin-jupyter-kernel (.ci/run does)")
        let java = try #require(SessionExportTests.tool("java"), "java is not on PATH")
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try ExportedFunctionEasingsTests.notebook(in: directory)
        let export = try FluidProcess.run(["export", file.path, "--to", "kotlin", "-o", directory.appendingPathComponent("Easings.kt").path])
        try #require(export.status == 0, "\(export.stderr)")
        for stub in try FileManager.default.contentsOfDirectory(atPath: ExportedAPIUseTests.stubs.path) where stub.hasSuffix(".kt.txt") {
            try FileManager.default.copyItem(at: ExportedAPIUseTests.stubs.appendingPathComponent(stub),
                                            to: directory.appendingPathComponent(String(stub.dropLast(4))))
        }
        let xs = Self.fractions.map { "\($0)" }.joined(separator: ", ")
        let prints = Self.bindings.map { "    println(\"\($0): \" + xs.joinToString(\" \") { Easings.\($0)Function(it).toString() })" }
        let uses = Self.bindings.map { "Easings.\($0)Exact<Float>(300)" }.joined(separator: ", ")
        try (["import androidx.compose.animation.core.TweenSpec", "", "val tweens: List<TweenSpec<Float>> = listOf(\(uses))", "",
              "fun main() {", "    val xs = doubleArrayOf(\(xs))"] + prints + ["}"]).joined(separator: "\n")
            .write(to: directory.appendingPathComponent("Main.kt"), atomically: true, encoding: .utf8)
        let built = try SessionExportTests.shell("\(kotlin.compile) -d classes *.kt", in: directory)
        try #require(built.status == 0, "the exported Kotlin does not compile:\n\(built.stderr.prefix(6000))")
        #expect(!built.stderr.contains("warning:"), "\(built.stderr.prefix(4000))")
        let run = try SessionExportTests.shell("'\(java)' -cp 'classes:\(kotlin.stdlib)' MainKt", in: directory)
        try #require(run.status == 0, "\(run.stderr.prefix(3000))")
        try Self.compare(run.stdout, language: "Kotlin")
    }

    @Test(.enabled(if: SessionExportTests.tool("swiftc") != nil || inCI, "no swiftc; CI is unset"))
    func everyEasingRunsInSwiftAsFluidComputesIt() throws {
        let swiftc = try #require(SessionExportTests.tool("swiftc"), "swiftc is not on PATH")
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try ExportedFunctionEasingsTests.notebook(in: directory)
        let export = try FluidProcess.run(["export", file.path, "--to", "swift", "-o", directory.appendingPathComponent("Easings.swift").path])
        try #require(export.status == 0, "\(export.stderr)")
        let xs = Self.fractions.map { "\($0)" }.joined(separator: ", ")
        let prints = Self.bindings.map { "print(\"\($0): \" + xs.map { \"\\(Easings.\($0)Function($0))\" }.joined(separator: \" \"))" }
        try (["let xs: [Double] = [\(xs)]"] + prints).joined(separator: "\n")
            .write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let built = try SessionExportTests.shell("'\(swiftc)' -swift-version 6 Easings.swift main.swift -o run", in: directory)
        try #require(built.status == 0, "the exported Swift does not compile:\n\(built.stderr.prefix(6000))")
        #expect(!built.stderr.contains("warning:"), "\(built.stderr.prefix(4000))")
        let run = try SessionExportTests.shell("./run", in: directory)
        try #require(run.status == 0, "\(run.stderr.prefix(3000))")
        try Self.compare(run.stdout, language: "Swift")
    }

    /// No target writes an empty doc comment (`/** */`, a `///` line with nothing after it), for
    /// the easings' notebook nor any example's motion.
    @Test func noTargetWritesAnEmptyDocComment() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("examples")
        let notebooks = try [ExportedFunctionEasingsTests.notebook(in: directory).path]
            + FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".fluid") }.sorted()
                .map { examples.appendingPathComponent($0).path }
        for target in ["swift", "kotlin", "typescript", "js", "css", "json", "tokens"] {
            for notebook in notebooks {
                let export = try FluidProcess.run(["export", notebook, "--to", target])
                try #require(export.status == 0, "\(target) \(notebook): \(export.stderr)")
                for line in export.stdout.split(separator: "\n") {
                    let text = line.trimmingCharacters(in: .whitespaces)
                    let empty = text.hasPrefix("/**") && text.hasSuffix("*/") && text.dropFirst(3).dropLast(2).allSatisfy(\.isWhitespace)
                    #expect(!empty && text != "///" && text != "*", "\(target) \(notebook): an empty doc line: \(line)")
                }
            }
        }
    }
}
