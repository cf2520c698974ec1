import Foundation
import Testing

/// The build plugin's strict switch under a real SwiftPM build (issue 26, part 4): a package
/// whose plugin is Plugins/FluidExportPlugin/plugin.swift as it ships, whose tool is the
/// fluid-export-tool this build made (as an artifact bundle, so SwiftPM runs it without
/// building fluid again: the example AppPackage builds all of fluid from source, minutes that
/// `.ci/run` spends once after the suite), and whose target holds a notebook of gestures alone.
/// `swift build` with FLUID_EXPORT_STRICT=1 in its environment fails with the tool's error
/// naming the notebook; without it, it succeeds with the note and compiles the file that
/// declares nothing. A missing swift skips the test locally and fails it with `CI` set.
@Suite struct ExportPluginStrictTests {
    static let swift = SessionExportTests.tool("swift")
    static let inCI = ProcessInfo.processInfo.environment["CI"] != nil

    /// The package, in `directory`: the shipped plugin, the built tool, a target of one
    /// notebook without motion and one Swift file.
    static func makePackage(in directory: URL, tool: URL) throws {
        let files = FileManager.default
        let bundle = directory.appendingPathComponent("fluid-export-tool.artifactbundle")
        for folder in ["Plugins/FluidExportPlugin", "Sources/Motion", "fluid-export-tool.artifactbundle/fluid-export-tool/bin"] {
            try files.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try files.copyItem(at: FluidProcess.packageRoot.appendingPathComponent("Plugins/FluidExportPlugin/plugin.swift"),
                           to: directory.appendingPathComponent("Plugins/FluidExportPlugin/plugin.swift"))
        try files.copyItem(at: tool, to: bundle.appendingPathComponent("fluid-export-tool/bin/fluid-export-tool"))
        #if os(Linux)
        let triple = "\(try machine())-unknown-linux-gnu"
        #else
        let triple = "\(try machine())-apple-macosx"
        #endif
        let info = """
            { "schemaVersion": "1.0", "artifacts": { "fluid-export-tool": { "version": "1.0.0", "type": "executable",
              "variants": [{ "path": "fluid-export-tool/bin/fluid-export-tool", "supportedTriples": ["\(triple)"] }] } } }
            """
        try info.write(to: bundle.appendingPathComponent("info.json"), atomically: true, encoding: .utf8)
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "StrictCheck",
                targets: [
                    .binaryTarget(name: "fluid-export-tool", path: "fluid-export-tool.artifactbundle"),
                    .plugin(name: "FluidExportPlugin", capability: .buildTool(), dependencies: ["fluid-export-tool"]),
                    .target(name: "Motion", plugins: ["FluidExportPlugin"]),
                ]
            )
            """
        try manifest.write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "# fluid session 1\nflick = 1200pt/s\n".write(to: directory.appendingPathComponent("Sources/Motion/gestures.fluid"),
                                                          atomically: true, encoding: .utf8)
        try "public let shipped = true\n".write(to: directory.appendingPathComponent("Sources/Motion/Shipped.swift"), atomically: true, encoding: .utf8)
    }

    /// The machine's architecture as target triples spell it (`x86_64`, `aarch64`, `arm64`).
    static func machine() throws -> String {
        let uname = try FluidProcess.run(["-m"], directory: FileManager.default.temporaryDirectory, executable: URL(fileURLWithPath: "/usr/bin/uname"))
        return uname.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `swift build` in `directory`, with FLUID_EXPORT_STRICT=1 when `strict`, else without it.
    static func build(_ directory: URL, strict: Bool, swift: String) throws -> FluidProcess.Result {
        let environment = ProcessInfo.processInfo.environment
        var given = ["PATH": environment["PATH"] ?? "/usr/bin:/bin", "HOME": environment["HOME"] ?? directory.path]
        if strict { given["FLUID_EXPORT_STRICT"] = "1" }
        return try FluidProcess.run(["build"], environment: given, directory: directory, executable: URL(fileURLWithPath: swift))
    }

    @Test(.enabled(if: swift != nil || inCI, "no swift on PATH; CI is unset"))
    func strictFailsTheBuildOnANotebookWithoutMotionAndWithoutItTheBuildPassesWithANote() throws {
        let swift = try #require(Self.swift, "swift is not on PATH")
        let tool = FluidProcess.binary.deletingLastPathComponent().appendingPathComponent("fluid-export-tool")
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "no fluid-export-tool beside fluid; run swift build")
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.makePackage(in: directory, tool: tool)
        let message = "gestures.fluid: error: no springs, decays or retargeted motions to export"
        let strict = try Self.build(directory, strict: true, swift: swift)
        let strictLog = strict.stdout + strict.stderr
        #expect(strict.status != 0 && strictLog.contains(message), "\(strictLog)")
        let lax = try Self.build(directory, strict: false, swift: swift)
        let laxLog = lax.stdout + lax.stderr
        #expect(lax.status == 0, "\(laxLog)")
        #expect(laxLog.contains("gestures.fluid: note: no springs, decays or retargeted motions to export") && !laxLog.contains(message), "\(laxLog)")
        // The plugin's output for the notebook is the file that declares nothing.
        let outputs = FileManager.default.enumerator(at: directory.appendingPathComponent(".build"), includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.lastPathComponent == "gestures.swift" } ?? []
        let generated = try outputs.map { try String(contentsOf: $0, encoding: .utf8) }
        #expect(generated.count == 1 && generated.allSatisfy { $0.contains("this file declares nothing") }, "\(outputs)")
    }
}
