import Foundation
import PackagePlugin

/// Generates Swift constants from the `.fluid` notebooks of a target at build time: each
/// `NAME.fluid` becomes `NAME.swift` with an enum of its springs (see `fluid export --to
/// swift`). Add the notebooks to the target's folder and the plugin to its `plugins:`. The
/// tool writes the generated file and nothing else: a notebook's own file writes are skipped.
/// A notebook with no springs, decays or retargeted motions (gestures alone) becomes a file
/// that declares nothing, with a note in the build log, so it never breaks the build; with
/// `FLUID_EXPORT_STRICT=1` in the build's environment (a CI job's), the plugin passes the tool
/// `--strict`, and such a notebook fails the build instead.
@main
struct FluidExportPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "fluid-export-tool")
        let strict = ProcessInfo.processInfo.environment["FLUID_EXPORT_STRICT"] == "1"
        return target.sourceFiles(withSuffix: "fluid").map { notebook in
            let name = notebook.url.deletingPathExtension().lastPathComponent
            let output = context.pluginWorkDirectoryURL.appending(path: name + ".swift")
            return .buildCommand(
                displayName: "Exporting \(notebook.url.lastPathComponent) as Swift constants",
                executable: tool.url,
                arguments: (strict ? ["--strict"] : []) + [notebook.url.path, output.path],
                inputFiles: [notebook.url],
                outputFiles: [output])
        }
    }
}
