import Foundation
import Testing

/// Layout options as SwiftGen's and Style Dictionary's users expect them (issue 26, part 6):
/// `--name`, `--package` (Kotlin), `--access` (Swift), `--prefix` (CSS), a Kotlin file named
/// after its object; each checked by the target's real tool, refused for the targets it does
/// not belong to, offered by help and completion, and repeated in the header's command, which
/// remakes the file byte for byte. A missing tool skips its test locally and fails it with `CI` set.
@Suite struct ExportLayoutTests {
    static let inCI = ProcessInfo.processInfo.environment["CI"] != nil
    static let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ExportStubs")

    /// drawer-motion.fluid and sheet.fluid in a new folder.
    static func notebooks() throws -> URL {
        let directory = try FluidProcess.temporaryDirectory()
        try "# fluid session 1\nopen = spring(damping: 0.7, response: 0.5s)\n"
            .write(to: directory.appendingPathComponent("drawer-motion.fluid"), atomically: true, encoding: .utf8)
        try "# fluid session 1\nsheet = spring(damping: 0.9, response: 0.35s)\n"
            .write(to: directory.appendingPathComponent("sheet.fluid"), atomically: true, encoding: .utf8)
        return directory
    }

    @Test(.enabled(if: ExportedKotlinAndCSSTests.kotlin != nil || inCI, "no kotlinc (pip install kotlin-jupyter-kernel); CI is unset"))
    func kotlinFilesAreNamedAfterTheirObjectsInTheirPackage() throws {
        let kotlin = try #require(ExportedKotlinAndCSSTests.kotlin, "no Kotlin compiler: pip install kotlin-jupyter-kernel (.ci/run does)")
        let directory = try Self.notebooks()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = try FluidProcess.run(["export", "drawer-motion.fluid", "sheet.fluid", "--to", "kotlin", "--package", "com.example.motion",
                                           "-o", "src"], directory: directory)
        try #require(folder.status == 0, "\(folder.stderr)")
        let named = try FluidProcess.run(["export", "sheet.fluid", "--to", "kotlin", "--package", "com.example.ui", "--name", "Panel",
                                          "-o", "ui/"], directory: directory)
        try #require(named.status == 0, "\(named.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("src").path).sorted()
        #expect(files == ["DrawerMotion.kt", "Sheet.kt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("ui").path) == ["Panel.kt"])
        for stub in try FileManager.default.contentsOfDirectory(atPath: Self.stubs.path) where stub.hasSuffix(".kt.txt") {
            try FileManager.default.copyItem(at: Self.stubs.appendingPathComponent(stub), to: directory.appendingPathComponent(String(stub.dropLast(4))))
        }
        try """
            import com.example.motion.DrawerMotion
            import com.example.motion.Sheet
            import com.example.ui.Panel

            fun main() {
                println("${DrawerMotion.open<Float>().dampingRatio} ${Sheet.sheetForce().getDampingRatio()} ${Panel.sheet<Float>().dampingRatio}")
            }
            """.write(to: directory.appendingPathComponent("Main.kt"), atomically: true, encoding: .utf8)
        let program = try SessionExportTests.shell(
            "\(kotlin.compile) -nowarn -d classes *.kt src/*.kt ui/*.kt && java -cp 'classes:\(kotlin.stdlib)' MainKt",
            in: directory)
        try #require(program.status == 0, "the packaged Kotlin does not compile or run:\n\(program.stderr.prefix(4000))")
        #expect(program.stdout == "0.7 0.9 0.9\n", "\(program.stdout)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("classes/com/example/motion/DrawerMotion.class").path))
    }

    /// The Swift module's interface lists the enum and its members when public, nothing when internal.
    @Test func swiftsAccessLevelIsWhatTheModuleExports() throws {
        let swiftc = try #require(SessionExportTests.tool("swiftc"), "swiftc is not on PATH")
        let directory = try Self.notebooks()
        defer { try? FileManager.default.removeItem(at: directory) }
        for module in ["SwiftUI", "UIKit"] {
            try FileManager.default.copyItem(at: Self.stubs.appendingPathComponent("\(module).swift.txt"), to: directory.appendingPathComponent("\(module).swift"))
            let built = try SessionExportTests.shell("'\(swiftc)' -parse-as-library -emit-module -module-name \(module) \(module).swift", in: directory)
            try #require(built.status == 0, "\(module) stand-in: \(built.stderr)")
        }
        var interfaces: [String: String] = [:]
        for access in ["public", "internal"] {
            let export = try FluidProcess.run(["export", "drawer-motion.fluid", "--to", "swift", "--access", access, "--name", "Drawer",
                                               "-o", "\(access).swift"], directory: directory)
            try #require(export.status == 0, "\(export.stderr)")
            let built = try SessionExportTests.shell(
                "'\(swiftc)' -swift-version 6 -parse-as-library -emit-module -enable-library-evolution -module-name Motion\(access) -I . "
                    + "-emit-module-interface-path \(access).swiftinterface -o \(access).swiftmodule \(access).swift", in: directory)
            try #require(built.status == 0, "\(access): \(built.stderr.prefix(4000))")
            interfaces[access] = try String(contentsOf: directory.appendingPathComponent("\(access).swiftinterface"), encoding: .utf8)
        }
        let exported = interfaces["public"] ?? "", hidden = interfaces["internal"] ?? ""
        #expect(exported.contains("public enum Drawer") && exported.contains("public static let openParameters")
                && exported.contains("public static func openTimingParameters("), "\(exported)")
        #expect(!hidden.contains("enum Drawer") && !hidden.contains("openParameters") && !hidden.contains("openTimingParameters"),
                "an internal enum is not in the interface: \(hidden)")
    }

    @Test func cssPrefixAndTypeScriptNameAndTheHeadersCommandRemakesTheFile() throws {
        let directory = try Self.notebooks()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cases: [(arguments: [String], file: String, holds: String)] = [
            (["--to", "css", "--prefix", "AppMotion"], "a.css", "  --app-motion-open-easing: linear("),
            (["--to", "css", "--prefix", ""], "b.css", "  --open-duration: "),
            (["--to", "typescript", "--name", "Drawer"], "c.ts", "export const Drawer = Object.freeze({"),
            (["--to", "js", "--name", "Drawer"], "d.js", "export const Drawer = Object.freeze({"),
            (["--to", "kotlin", "--name", "Drawer", "--package", "com.example"], "Drawer.kt", "package com.example\n"),
            (["--to", "swift", "--access", "internal"], "e.swift", "internal enum DrawerMotion {"),
        ]
        for item in cases {
            let export = try FluidProcess.run(["export", "drawer-motion.fluid"] + item.arguments + ["-o", item.file], directory: directory)
            try #require(export.status == 0, "\(item.arguments): \(export.stderr)")
            let text = try String(contentsOf: directory.appendingPathComponent(item.file), encoding: .utf8)
            #expect(text.contains(item.holds), "\(item.arguments): \(text)")
            // The header's second line is the command that remakes the file.
            let header = try #require(text.split(separator: "\n").dropFirst().first, "\(text)")
            let command = header.drop { $0 != "f" }.replacingOccurrences(of: " */", with: "")
            let remade = try SessionExportTests.shell("'\(FluidProcess.binary.path)' \(command.dropFirst("fluid ".count))", in: directory)
            #expect(remade.status == 0 && remade.stdout == text, "\(command): \(remade.stderr)")
        }
    }

    @Test func eachOptionIsRefusedForTheTargetsItDoesNotBelongToAndOfferedByHelp() throws {
        let directory = try Self.notebooks()
        defer { try? FileManager.default.removeItem(at: directory) }
        let refused: [([String], String)] = [
            (["--to", "css", "--package", "com.example"], "--package is for kotlin, not css"),
            (["--to", "kotlin", "--access", "internal"], "--access is for swift, not kotlin"),
            (["--to", "swift", "--prefix", "app"], "--prefix is for the names of css, not swift"),
            (["--to", "json", "--name", "Drawer"], "--name is for swift, kotlin, typescript and js (the namespace's name), not json"),
            (["--to", "swift", "--name", "class"], "--name class: a keyword in Swift"),
            (["--to", "swift", "--name", "Animation"], "--name Animation: a name the file uses in Swift"),
            (["--to", "kotlin", "--name", "2x"], "--name 2x: not a name (letters, digits and _, starting with a letter) in Kotlin"),
            (["--to", "kotlin", "--package", "com.object.x"], "--package com.object.x: object is a keyword in Kotlin"),
            (["--to", "kotlin", "--package", "com..x"], "--package com..x: an empty name cannot be declared in Kotlin"),
            (["--to", "swift", "--access", "open"], "open"),
        ]
        for (arguments, message) in refused {
            let run = try FluidProcess.run(["export", "drawer-motion.fluid"] + arguments, directory: directory)
            #expect(run.status == 64 && run.stderr.contains(message) && run.stdout.isEmpty, "\(arguments): \(run.stderr)")
        }
        let twice = try FluidProcess.run(["export", "drawer-motion.fluid", "sheet.fluid", "--to", "swift", "--name", "Motion", "-o", "out"],
                                         directory: directory)
        #expect(twice.status == 64 && twice.stderr.contains("--name names one notebook's namespace"), "\(twice.stderr)")
        let clash = try FluidProcess.run(["export", "drawer-motion.fluid", "--to", "typescript", "--name", "openConfig"], directory: directory)
        #expect(clash.status == 1 && clash.stderr.contains("open and --name would both declare openConfig"), "\(clash.stderr)")
        let help = try FluidProcess.run(["export", "--help"])
        for option in ["--name <name>", "--package <package>", "--access <public|internal>", "--prefix <prefix>", "--strict"] {
            #expect(help.stdout.contains(option), "help lacks \(option): \(help.stdout)")
        }
        let completion = try FluidProcess.run(["--generate-completion-script", "bash"])
        #expect(completion.stdout.contains("'--access')\n        __fluid_add_completions -W 'public'$'\\n''internal'"), "\(completion.stdout.count)")
    }
}
