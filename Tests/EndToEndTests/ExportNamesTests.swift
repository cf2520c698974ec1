import Foundation
import Testing

/// Names that always compile (issue 26, part 3): bindings whose names would become one
/// identifier after a target's rules (`s` and `sParameters` in Swift, `open` and `openForce` in
/// Kotlin, `open` and `Open` in CSS's kebab-case) are refused with a message naming both
/// bindings and the identifier, and the rest export and pass the target's real tool: swiftc
/// in Swift 6 mode, tsc --strict with two modules re-exported from one barrel, node, and
/// chromium reading the CSS names in kebab-case (`flingUIKit` is `fling-uikit`). Each tool
/// runs once over every case. A missing tool skips its test locally and fails it with `CI` set.
@Suite struct ExportNamesTests {
    static let inCI = ProcessInfo.processInfo.environment["CI"] != nil
    static let spring = "spring(damping: 0.7, response: 0.5s)"

    /// Two bindings, the targets that must refuse them, and the identifier each refusal names.
    static let collisions: [(first: String, second: String, refused: [String: String])] = [
        ("s", "sParameters", ["swift": "sParameters"]),
        ("open", "Open", ["css": "--c1-open-easing"]),
        ("a", "aConfig", ["js": "aConfig", "typescript": "aConfig"]),
        ("isOpen", "IsOpen", ["css": "--c3-is-open-easing"]),
        ("flingUIKit", "fling_uikit", ["css": "--c4-fling-uikit-easing"]),
        // Kotlin declares functions only (`open()`, `openForce()`), so `open` and `Open` are two names there,
        // but a spring named `open` declares its Android part as `openForce()`.
        ("open", "openForce", ["kotlin": "openForce()"]),
    ]

    /// Writes `lines` as a notebook `name` in `directory`.
    static func write(_ name: String, _ lines: [String], in directory: URL) throws {
        try (["# fluid session 1"] + lines).joined(separator: "\n").appending("\n")
            .write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    @Test func bindingsThatWouldBeOneIdentifierAreRefusedNamingBothAndTheIdentifier() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (index, pair) in Self.collisions.enumerated() {
            try Self.write("c\(index).fluid", ["\(pair.first) = \(Self.spring)", "\(pair.second) = \(Self.spring)"], in: directory)
        }
        let files = Self.collisions.indices.map { directory.appendingPathComponent("c\($0).fluid").path }
        for target in ["swift", "kotlin", "js", "typescript", "css"] {
            let out = directory.appendingPathComponent("out-\(target)")
            let export = try FluidProcess.run(["export"] + files + ["--to", target, "-o", out.path])
            #expect(export.status == 1, "\(target): every target refuses one of the pairs: \(export.stderr)")
            for (index, pair) in Self.collisions.enumerated() {
                let complaint = export.stderr.split(separator: "\n").first { $0.contains("c\(index).fluid") }.map(String.init) ?? ""
                let written = try FileManager.default.contentsOfDirectory(atPath: out.path)
                    .contains { $0.hasPrefix("c\(index).") || $0.hasPrefix("C\(index).") }
                if let identifier = pair.refused[target] {
                    let meant = "\(pair.first) and \(pair.second) would both declare \(identifier) in the "
                    #expect(complaint.contains(meant) && !written, "\(target): \(complaint)")
                } else {
                    #expect(complaint.isEmpty && written, "\(target) refused \(pair.first) and \(pair.second): \(complaint)")
                }
            }
        }
    }

    // MARK: - Swift 6

    @Test func keywordsAndCaseTwinsCompileInSwift6Mode() throws {
        let swiftc = try #require(SessionExportTests.tool("swiftc"), "swiftc is not on PATH")
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = ["open", "Open", "Self", "self", "Type", "class", "init", "default", "_", "flingUIKit", "some", "any", "actor"]
        try Self.write("hostile.fluid", names.map { "\($0) = \(Self.spring)" }, in: directory)
        let export = try FluidProcess.run(["export", "hostile.fluid", "--to", "swift", "-o", "Hostile.swift"], directory: directory)
        try #require(export.status == 0, "\(export.stderr)")
        let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ExportStubs")
        for module in ["SwiftUI", "UIKit"] {
            try FileManager.default.copyItem(at: stubs.appendingPathComponent("\(module).swift.txt"), to: directory.appendingPathComponent("\(module).swift"))
            let built = try SessionExportTests.shell("'\(swiftc)' -parse-as-library -emit-module -module-name \(module) \(module).swift", in: directory)
            try #require(built.status == 0, "\(module) stand-in: \(built.stderr)")
        }
        let built = try SessionExportTests.shell(
            "'\(swiftc)' -swift-version 6 -parse-as-library -typecheck -I . Hostile.swift", in: directory)
        #expect(built.status == 0, "the hostile names do not compile in Swift 6 mode:\n\(built.stderr.prefix(4000))")
    }

    // MARK: - TypeScript and JavaScript

    static let tsc = SessionExportTests.tool("tsc")

    /// Two notebooks that both bind `open` and `fling`: each module exports one namespace, so a
    /// barrel re-exports both, and an app reads `Drawer.open` and `Sheet.openConfig`, typed
    /// `Drawer.SpringTransition`.
    @Test(.enabled(if: tsc != nil || inCI, "no tsc (apt-get install node-typescript); CI is unset"))
    func twoModulesReExportFromOneBarrelUnderStrictTypeScript() throws {
        let tsc = try #require(Self.tsc, "no tsc: apt-get install node-typescript (.ci/run does)")
        let node = try #require(SessionExportTests.tool("node"), "node is not on PATH")
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.write("drawer.fluid", ["open = \(Self.spring)", "Drawer = spring(damping: 0.9, response: 0.3s)", "fling = decay(1200pt/s)"],
                       in: directory)
        try Self.write("sheet.fluid", ["open = spring(damping: 0.8, response: 0.4s)", "class = \(Self.spring)"], in: directory)
        for (target, folder) in [("typescript", "ts"), ("js", "js")] {
            let export = try FluidProcess.run(["export", "drawer.fluid", "sheet.fluid", "--to", target, "-o", folder], directory: directory)
            try #require(export.status == 0, "\(target): \(export.stderr)")
        }
        let sheetModule = try String(contentsOf: directory.appendingPathComponent("ts/sheet.ts"), encoding: .utf8)
        #expect(sheetModule.contains("\n// class is a reserved word in strict JavaScript: its constants are classMotion and classMotionConfig\n"),
                "the file states the rename: \(sheetModule)")
        try """
            export * from "./drawer";
            export * from "./sheet";
            """.write(to: directory.appendingPathComponent("ts/index.ts"), atomically: true, encoding: .utf8)
        try """
            import { DrawerMotion, Sheet } from "./index";
            const open: DrawerMotion.SpringTransition = DrawerMotion.open;
            const config: Sheet.SpringConfig = Sheet.classMotionConfig;
            console.log(JSON.stringify([open.stiffness, DrawerMotion.Drawer.stiffness, Sheet.open.stiffness, config.tension]));
            """.write(to: directory.appendingPathComponent("ts/main.ts"), atomically: true, encoding: .utf8)
        let built = try SessionExportTests.shell(
            "'\(tsc)' --strict --noUnusedLocals --declaration --target es2020 --module es2020 --outDir built ts/*.ts", in: directory)
        try #require(built.status == 0, "the barrel does not compile under --strict:\n\(built.stdout.prefix(4000))")
        // node loads the compiled modules (as .mjs, with the extensions ES modules need) and the plain JS export.
        let run = try SessionExportTests.shell("""
            cd built && for f in *.js; do sed 's/from "\\.\\/\\([a-z]*\\)"/from ".\\/\\1.mjs"/' "$f" > "${f%.js}.mjs"; done && '\(node)' main.mjs \
            && cd ../js && printf 'export * from "./drawer.mjs";\\nexport * from "./sheet.mjs";\\n' > index.mjs \
            && cp drawer.js drawer.mjs && cp sheet.js sheet.mjs \
            && '\(node)' --input-type=module -e 'import * as m from "./index.mjs"; console.log(JSON.stringify(Object.keys(m).sort()))'
            """, in: directory)
        try #require(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let k = pow(2 * Double.pi / 0.5, 2), tight = pow(2 * Double.pi / 0.3, 2), sheet = pow(2 * Double.pi / 0.4, 2)
        let numbers = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [Double], "\(run.stdout)")
        #expect(numbers.count == 4 && abs(numbers[0] - k) / k < 1e-5 && abs(numbers[1] - tight) / tight < 1e-5
                && abs(numbers[2] - sheet) / sheet < 1e-5 && abs(numbers[3] - k) / k < 1e-5, "\(numbers)")
        #expect(lines.last == #"["DrawerMotion","Sheet"]"#, "the barrel of the JS modules exports one namespace per file: \(run.stdout)")
    }

    // MARK: - CSS

    /// Names as kebab-case custom properties, read back by chromium's CSS parser.
    @Test(.enabled(if: ExportedKotlinAndCSSTests.chromium != nil || inCI, "no chromium (apt-get install chromium); CI is unset"))
    func cssNamesAreKebabCaseAsChromiumReadsThem() throws {
        let chromium = try #require(ExportedKotlinAndCSSTests.chromium, "no chromium: apt-get install chromium (.ci/run does)")
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = ["flingUIKit": "fling-uikit", "drawerOpen": "drawer-open", "UIKitFling": "uikit-fling", "s2Open": "s2-open",
                     "a_b": "a-b", "open": "open", "HTTPServer": "httpserver"]
        try Self.write("MotionKit.fluid", names.keys.sorted().map { "\($0) = \(Self.spring)" }, in: directory)
        let export = try FluidProcess.run(["export", "MotionKit.fluid", "--to", "css", "-o", "motion.css"], directory: directory)
        try #require(export.status == 0, "\(export.stderr)")
        let css = try String(contentsOf: directory.appendingPathComponent("motion.css"), encoding: .utf8)
        let json = String(data: try JSONSerialization.data(withJSONObject: [css]), encoding: .utf8)!.replacingOccurrences(of: "<", with: "\\u003c")
        try """
            <!doctype html><html><body><pre id="out"></pre><script>
            const sheet = new CSSStyleSheet(); sheet.replaceSync(\(json)[0]);
            document.getElementById('out').textContent = JSON.stringify([...sheet.cssRules[0].style].sort());
            </script></body></html>
            """.write(to: directory.appendingPathComponent("page.html"), atomically: true, encoding: .utf8)
        let page = try SessionExportTests.shell(
            "'\(chromium)' --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir=profile "
                + "--dump-dom file://\(directory.path)/page.html 2>chromium.log",
            in: directory)
        try #require(page.status == 0, "chromium failed")
        let text = try #require(page.stdout.range(of: "<pre id=\"out\">").flatMap { start in
            page.stdout[start.upperBound...].range(of: "</pre>").map { String(page.stdout[start.upperBound..<$0.lowerBound]) }
        }, "the page wrote no results: \(page.stdout.prefix(2000))")
        let properties = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String])
        let meant = names.values.flatMap { ["--motion-kit-\($0)-easing", "--motion-kit-\($0)-duration"] }
        #expect(Set(properties) == Set(meant), "\(properties)")
    }
}
