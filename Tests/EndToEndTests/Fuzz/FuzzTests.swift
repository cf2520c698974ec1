import Foundation
import Testing

/// Generated input fed to the built `fluid` binary: it must never crash (a signal, or an
/// exit status other than 0 and 1) and never hang (no batch goes `silence` seconds without
/// writing a byte: every line answers, however slowly a loaded machine runs it).
///
/// The run is seeded and deterministic. CI runs the defaults (20,000 lines, 400 session
/// files, a few seconds in a debug build); longer runs set the environment:
///
///     FLUID_FUZZ_LINES=1000000 FLUID_FUZZ_FILES=20000 FLUID_FUZZ_SEED=7 swift test --filter FuzzTests
///
/// `FLUID_FUZZ_BINARY=PATH` runs that binary instead of the one beside the tests (a copy, for
/// long runs while you rebuild); `FLUID_FUZZ_DUMP=FILE` also writes the generated lines to FILE, to read or replay them.
///
/// On a failure the batch is cut down to its shortest failing prefix, and the report names
/// the seed, the batch and the line (bytes that are not printable ASCII as \xNN).
@Suite(.serialized) struct FuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let lineCount = environment["FLUID_FUZZ_LINES"].flatMap(Int.init) ?? 20_000
    static let fileCount = environment["FLUID_FUZZ_FILES"].flatMap(Int.init) ?? 400
    static let seed = environment["FLUID_FUZZ_SEED"].flatMap(UInt64.init) ?? 2025_11_21
    /// Lines per process; a batch that writes nothing for `silence` seconds hangs (a line
    /// stops at its step budget in a few seconds of a debug build; two minutes is a hang
    /// guard for a machine shared with other builds, not a speed limit).
    static let batchSize = 250
    static let silence = 120.0

    @Test func generatedLinesNeverCrashOrHang() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["--sessions", directory.appendingPathComponent("sessions").path]
        var generator = ProgramGenerator(seed: Self.seed)
        var done = 0, batch = 0
        let dump = Self.environment["FLUID_FUZZ_DUMP"].flatMap { FileHandle(forWritingAtPath: $0) ?? (FileManager.default.createFile(atPath: $0, contents: nil) ? FileHandle(forWritingAtPath: $0) : nil) }
        defer { try? dump?.close() }
        while done < Self.lineCount {
            let lines = ProgramGenerator.prelude.map { Array($0.utf8) }
                + (0..<min(Self.batchSize, Self.lineCount - done)).map { _ in generator.line() }
            try dump?.write(contentsOf: Data(Self.joined(lines)))
            let (outcome, tail) = try FuzzRunner.run(arguments, input: Self.joined(lines), directory: directory, timeout: Self.silence)
            if !outcome.isClean {
                let length = try FuzzRunner.shortestFailingPrefix(lines) { prefix in
                    !(try FuzzRunner.run(arguments, input: Self.joined(prefix), directory: directory, timeout: Self.silence).outcome.isClean)
                }
                Issue.record("""
                    fluid: \(outcome) (seed \(Self.seed), batch \(batch), line \(length) of the batch)
                    the line: \(Self.shown(lines[length - 1]))
                    lines before it: \(lines[max(0, length - 4)..<(length - 1)].map(Self.shown).joined(separator: " | "))
                    standard error ends: \(tail.suffix(600))
                    """)
                return
            }
            done += lines.count - ProgramGenerator.prelude.count
            batch += 1
            if Self.lineCount > 100_000, batch % 100 == 0 { print("fuzz: \(done) of \(Self.lineCount) lines, no crash or hang") }
        }
        // `save ../escape` and friends are refused: nothing lands beside the folder.
        let parent = directory.deletingLastPathComponent()
        #expect(!FileManager.default.fileExists(atPath: parent.appendingPathComponent("escape.fluid").path))
        #expect(done == Self.lineCount)
    }

    @Test func generatedSessionFilesNeverCrashOrHangTheLoader() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sessions = directory.appendingPathComponent("sessions")
        try FileManager.default.createDirectory(at: sessions, withIntermediateDirectories: true)
        var generator = ProgramGenerator(seed: Self.seed ^ 0xF11E)
        let names = (0..<Self.fileCount).map { "f\($0)" }
        for (index, name) in names.enumerated() {
            // Files may load earlier and later ones, themselves included (cycles).
            let others = Array(names[max(0, index - 5)..<min(names.count, index + 3)])
            try Data(generator.sessionFile(otherFiles: others)).write(to: sessions.appendingPathComponent(name + ".fluid"))
        }
        let arguments = ["--sessions", sessions.path]
        for start in stride(from: 0, to: names.count, by: 50) {
            let group = names[start..<min(names.count, start + 50)]
            let paths = group.map { sessions.appendingPathComponent($0 + ".fluid").path }
            for subcommand in ["check", "run"] {
                let (outcome, tail) = try FuzzRunner.run([subcommand] + arguments + paths, input: [], directory: directory, timeout: Self.silence)
                #expect(outcome.isClean, "fluid \(subcommand) on \(group.first!)…\(group.last!): \(outcome)\n\(tail.suffix(600))")
            }
            // The REPL's `load`, all or nothing, through piped input.
            let loads = group.map { Array("load \($0)".utf8) } + [Array("vars".utf8)]
            let (outcome, tail) = try FuzzRunner.run(arguments, input: Self.joined(loads), directory: directory, timeout: Self.silence)
            #expect(outcome.isClean, "load \(group.first!)…\(group.last!): \(outcome)\n\(tail.suffix(600))")
        }
    }

    static func joined(_ lines: [[UInt8]]) -> [UInt8] {
        lines.flatMap { $0 + [0x0A] }
    }

    /// Printable ASCII as is, every other byte as \xNN.
    static func shown(_ bytes: [UInt8]) -> String {
        bytes.map { (0x20..<0x7F).contains($0) ? String(UnicodeScalar($0)) : String(format: "\\x%02X", $0) }.joined()
    }
}
