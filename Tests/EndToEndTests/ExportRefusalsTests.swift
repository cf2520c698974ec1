import Foundation
import Testing

/// What `fluid export` refuses instead of writing code that does not compile or working for
/// minutes: a script namespace that a decay's constant would redeclare, a notebook whose
/// export passes the step limit, a Kotlin Float literal beyond Float's range.
@Suite struct ExportRefusalsTests {
    /// `text` as NAME in a new folder; the folder.
    static func notebook(_ name: String, _ lines: [String]) throws -> URL {
        let directory = try FluidProcess.temporaryDirectory()
        try (["# fluid session 1"] + lines).joined(separator: "\n").appending("\n")
            .write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return directory
    }

    /// A decay named as the notebook declares the namespace's default name (Motion's inertia
    /// constant has no suffix): the namespace steps aside as it does for a spring, and the
    /// module loads; a `--name` that is a decay's constant is refused naming both.
    @Test func aDecaysConstantsKeepTheScriptNamespaceClear() throws {
        let directory = try Self.notebook("fling.fluid", ["Fling = decay(1200pt/s, friction: 1.5)", "fling = decay(900pt/s)"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let typed = try FluidProcess.run(["export", "fling.fluid", "--to", "typescript"], directory: directory)
        try #require(typed.status == 0, "\(typed.stderr)")
        #expect(typed.stdout.contains("export const FlingMotion = Object.freeze({"), "\(typed.stdout)")
        #expect(typed.stdout.contains("const Fling: FlingMotion."), "\(typed.stdout)")
        #expect(!typed.stdout.contains("export const Fling "), "\(typed.stdout)")
        let named = try FluidProcess.run(["export", "fling.fluid", "--to", "js", "--name", "flingConfig"], directory: directory)
        #expect(named.status == 1 && named.stderr.contains("fling and --name would both declare flingConfig"), "\(named.stderr)")
        if let node = SessionExportTests.tool("node") {
            let export = try FluidProcess.run(["export", "fling.fluid", "--to", "js", "-o", "fling.mjs"], directory: directory)
            try #require(export.status == 0, "\(export.stderr)")
            let run = try SessionExportTests.shell(
                "'\(node)' --input-type=module -e \"import { FlingMotion as m } from './fling.mjs'; console.log(typeof m.Fling, typeof m.flingConfig)\"",
                in: directory)
            #expect(run.status == 0 && run.stdout == "object object\n", "\(run.stdout) \(run.stderr)")
        }
    }

    /// Each motion's export costs 300 steps in a code target: 4 springs pass a limit of 1000
    /// and are refused with the limit's message, 3 are exported.
    @Test func anExportPastTheStepLimitIsRefusedWithTheLimitsMessage() throws {
        let springs = (1...4).map { "s\($0) = spring(damping: 0.8, response: 0.\($0)s)" }
        let directory = try Self.notebook("many.fluid", ["set steps 1000"] + springs)
        defer { try? FileManager.default.removeItem(at: directory) }
        let refused = try FluidProcess.run(["export", "many.fluid", "--to", "kotlin"], directory: directory)
        #expect(refused.status == 1 && refused.stdout.isEmpty, "\(refused.stdout)")
        #expect(refused.stderr.contains("many.fluid: this line takes too long (more than 1000 steps, the limit per line)"), "\(refused.stderr)")
        try (["# fluid session 1", "set steps 1000"] + springs.dropLast()).joined(separator: "\n")
            .write(to: directory.appendingPathComponent("many.fluid"), atomically: true, encoding: .utf8)
        let passed = try FluidProcess.run(["export", "many.fluid", "--to", "kotlin"], directory: directory)
        #expect(passed.status == 0 && passed.stdout.contains("fun <T> s3(): SpringSpec<T>"), "\(passed.stderr)")
    }

    /// A stiffness of 1e40 is a Double (Swift writes it) but no Float: the Kotlin export is
    /// refused naming the binding and the literal, and a binding in range before it changes nothing.
    @Test func aKotlinFloatBeyondFloatsRangeIsRefusedNamingTheBinding() throws {
        let directory = try Self.notebook("big.fluid", ["ok = spring(damping: 0.8, response: 0.3s)",
                                                        "huge = spring(mass: 1, stiffness: 1e40, damping: 2e20)"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let kotlin = try FluidProcess.run(["export", "big.fluid", "--to", "kotlin"], directory: directory)
        #expect(kotlin.status == 1 && kotlin.stdout.isEmpty, "\(kotlin.stdout)")
        #expect(kotlin.stderr.contains("big.fluid: huge holds 9.999999999999999e+39f, beyond the range of Kotlin's Float (about 3.4e38)"),
                "\(kotlin.stderr)")
        let swift = try FluidProcess.run(["export", "big.fluid", "--to", "swift"], directory: directory)
        #expect(swift.status == 0 && swift.stdout.contains("stiffness: 9.999999999999999e+39"), "\(swift.stderr)")
    }
}
