import Foundation
import Testing

/// `fluid export FILE --to TARGET`: the generated files checked by the real tools — swiftc
/// against stand-ins for SwiftUI and UIKit, node for the ES module, a JSON Schema validator
/// for the JSON — and the bad inputs refused with a status.
@Suite(.serialized) struct SessionExportTests {
    static let session = """
        # fluid session 1
        d = 0.7
        open = spring(damping: d, response: 0.45s)
        open.response = 0.5s
        fling = decay(1200pt/s)
        late = retarget(spring(damping: 0.8, response: 0.4s), at: 150ms, to: 0.5)
        soft = spring(duration: 0.6s, bounce: -0.3)
        """

    static func notebook() throws -> URL {
        let directory = try FluidProcess.temporaryDirectory()
        let file = directory.appendingPathComponent("drawer-motion.fluid")
        try session.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    static func tool(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func shell(_ command: String, in directory: URL) throws -> FluidProcess.Result {
        try FluidProcess.run(["-c", command], environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
                             directory: directory, executable: URL(fileURLWithPath: "/bin/sh"))
    }

    @Test func theSwiftFileCompilesAgainstSwiftUIAndUIKitAndHoldsTheTunedNumbers() throws {
        let swiftc = try #require(Self.tool("swiftc"), "swiftc is not on PATH")
        let file = try Self.notebook()
        let directory = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let export = try FluidProcess.run(["export", file.path, "--to", "swift", "-o", directory.appendingPathComponent("Motion.swift").path])
        try #require(export.status == 0, "\(export.stderr)")
        let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ExportStubs")
        for module in ["SwiftUI", "UIKit"] {
            try FileManager.default.copyItem(at: stubs.appendingPathComponent("\(module).swift.txt"), to: directory.appendingPathComponent("\(module).swift"))
            let built = try Self.shell("'\(swiftc)' -parse-as-library -emit-library -emit-module -module-name \(module) \(module).swift -o lib\(module).so", in: directory)
            try #require(built.status == 0, "\(module) stand-in: \(built.stderr)")
        }
        try """
            import SwiftUI
            import UIKit
            let open = DrawerMotion.open, soft = DrawerMotion.soft
            print(open.form, open.values.map { String($0) }.joined(separator: " "))
            print(soft.form, soft.values.map { String($0) }.joined(separator: " "))
            // UIKit's timing parameters are main-actor isolated, as Apple declares them.
            MainActor.assumeIsolated {
                let timing = DrawerMotion.openTimingParameters()
                print(timing.mass, timing.stiffness, timing.damping)
            }
            """.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let program = try Self.shell("'\(swiftc)' main.swift Motion.swift -I . -L . -lSwiftUI -lUIKit -o check && LD_LIBRARY_PATH=. ./check", in: directory)
        try #require(program.status == 0, "the generated Swift did not compile or run:\n\(program.stderr)")
        let lines = program.stdout.split(separator: "\n").map(String.init)
        // open = spring(damping: 0.7, response: 0.5s); soft is over-damped: duration/bounce.
        #expect(lines[0] == "response/dampingFraction 0.5 0.7", "\(lines)")
        #expect(lines[1] == "duration/bounce 0.6 -0.3", "\(lines)")
        let physics = lines[2].split(separator: " ").compactMap { Double($0) }
        let k = pow(2 * Double.pi / 0.5, 2), c = 4 * Double.pi * 0.7 / 0.5
        #expect(physics.count == 3 && physics[0] == 1 && abs(physics[1] - k) / k < 1e-5 && abs(physics[2] - c) / c < 1e-5, "\(physics)")
        let text = try String(contentsOf: directory.appendingPathComponent("Motion.swift"), encoding: .utf8)
        #expect(text.contains("public static let flingDecelerationRate = UIScrollView.DecelerationRate(rawValue: 0.998)"), "a decay is UIKit's own")
        #expect(text.contains("// SwiftUI: SwiftUI has no decay animation; the nearest: "), "what SwiftUI cannot express is named with the nearest thing")
    }

    @Test func theJavaScriptModuleLoadsInNode() throws {
        let node = try #require(Self.tool("node"), "node is not on PATH")
        let file = try Self.notebook()
        let directory = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let export = try FluidProcess.run(["export", file.path, "--to", "js", "-o", directory.appendingPathComponent("motion.mjs").path])
        try #require(export.status == 0, "\(export.stderr)")
        let run = try Self.shell("'\(node)' --input-type=module -e \"import { DrawerMotion as m } from './motion.mjs'; console.log(JSON.stringify([m.open, m.openConfig]))\"", in: directory)
        try #require(run.status == 0, "\(run.stderr)")
        let values = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let k = pow(2 * Double.pi / 0.5, 2)
        #expect(values[0]["type"] as? String == "spring")
        #expect(abs((values[0]["stiffness"] as? Double ?? 0) - k) / k < 1e-5)
        #expect(values[1]["tension"] as? Double == values[0]["stiffness"] as? Double)
    }

    @Test func theJSONValidatesAgainstItsSchema() throws {
        let python = try #require(Self.tool("python3"), "python3 is not on PATH")
        let file = try Self.notebook()
        let directory = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("motion.json")
        let export = try FluidProcess.run(["export", file.path, "--to", "json", "-o", out.path])
        try #require(export.status == 0, "\(export.stderr)")
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/session-export.schema.json")
        let check = try Self.shell("'\(python)' -c \"import json, jsonschema; jsonschema.validate(json.load(open('\(out.path)')), json.load(open('\(schema.path)'))); print('valid')\"",
                                   in: directory)
        #expect(check.stdout.contains("valid"), "python3 -m jsonschema (pip install jsonschema): \(check.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any])
        let motions = try #require(json["motions"] as? [[String: Any]])
        #expect(motions.map { $0["name"] as? String } == ["open", "fling", "late", "soft"])
        #expect(motions.map { $0["kind"] as? String } == ["spring", "decay", "retargetedMotion", "spring"])
    }

    @Test func designTokensFollowTheFormatsRulesForTheirTypes() throws {
        let file = try Self.notebook()
        let directory = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let export = try FluidProcess.run(["export", file.path, "--to", "tokens"])
        try #require(export.status == 0, "\(export.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
        let group = try #require(root["drawer-motion"] as? [String: Any])
        for (name, value) in group where !name.hasPrefix("$") {
            let motion = try #require(value as? [String: Any], "\(name)")
            let duration = try #require(motion["duration"] as? [String: Any], "\(name) has no duration token")
            #expect(duration["$type"] as? String == "duration")
            let amount = try #require(duration["$value"] as? [String: Any])
            #expect((amount["value"] as? Double ?? -1) >= 0 && ["ms", "s"].contains(amount["unit"] as? String ?? ""))
            let easing = try #require(motion["easing"] as? [String: Any])
            #expect(easing["$type"] as? String == "cubicBezier")
            let points = try #require(easing["$value"] as? [Double])
            #expect(points.count == 4 && (0...1).contains(points[0]) && (0...1).contains(points[2]), "\(name): \(points)")
            #expect((motion["$extensions"] as? [String: Any])?["dev.fluid"] != nil)
        }
    }

    @Test func checkFailsWithADiffWhenTheShippedFileDrifted() throws {
        let file = try Self.notebook()
        let directory = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("Motion.kt").path
        #expect(try FluidProcess.run(["export", file.path, "--to", "kotlin", "-o", out]).status == 0)
        #expect(try FluidProcess.run(["export", file.path, "--to", "kotlin", "-o", out, "--check"]).status == 0)
        try Self.session.replacingOccurrences(of: "d = 0.7", with: "d = 0.6").write(to: file, atomically: true, encoding: .utf8)
        let drifted = try FluidProcess.run(["export", file.path, "--to", "kotlin", "-o", out, "--check"])
        #expect(drifted.status == 1)
        #expect(drifted.stdout.hasPrefix("--- \(out)\n+++ "), "\(drifted.stdout)")
        #expect(drifted.stdout.contains("\n@@ -"), "\(drifted.stdout)")
        #expect(drifted.stdout.contains("\n-    fun <T> open(): SpringSpec<T> = spring(dampingRatio = 0.7f"), "\(drifted.stdout)")
        #expect(drifted.stdout.contains("\n+    fun <T> open(): SpringSpec<T> = spring(dampingRatio = 0.6f"), "\(drifted.stdout)")
    }

    @Test func badArgumentsAreErrorsWithAStatus() throws {
        let file = try Self.notebook()
        let directory = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let unknown = try FluidProcess.run(["export", file.path, "--to", "swiftui"])
        #expect(unknown.status != 0 && unknown.stderr.contains("target: is swift, kotlin, typescript, js, css, json or tokens, not 'swiftui'"),
                "\(unknown.stderr)")
        let empty = directory.appendingPathComponent("empty.fluid")
        try "x = 1\n".write(to: empty, atomically: true, encoding: .utf8)
        let nothing = try FluidProcess.run(["export", empty.path, "--to", "css", "--strict"])
        #expect(nothing.status == 1 && nothing.stderr.contains("no springs, decays or retargeted motions to export"), "\(nothing.stderr)")
    }

    @Test func theBuildToolRunsOnANotebookAndRefusesABadOne() throws {
        let tool = FluidProcess.binary.deletingLastPathComponent().appendingPathComponent("fluid-export-tool")
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "no fluid-export-tool beside fluid; run swift build")
        let file = try Self.notebook()
        let directory = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("drawer-motion.swift")
        let made = try FluidProcess.run([file.path, out.path], executable: tool)
        try #require(made.status == 0, "\(made.stderr)")
        let text = try String(contentsOf: out, encoding: .utf8)
        #expect(text.contains("public enum DrawerMotion {"))
        #expect(text.contains("public static let openParameters = (mass: 1.0, stiffness: 157.914, damping: 17.5929, response: 0.5, dampingRatio: 0.7,"), "\(text)")
        let bad = directory.appendingPathComponent("bad.fluid")
        try "s = spring(damping: nosuch, response: 0.4s)\n".write(to: bad, atomically: true, encoding: .utf8)
        let refused = try FluidProcess.run([bad.path, directory.appendingPathComponent("bad.swift").path], executable: tool)
        #expect(refused.status == 1 && refused.stderr.contains("line 1: s = spring(damping: nosuch"), "\(refused.stderr)")
    }
}
