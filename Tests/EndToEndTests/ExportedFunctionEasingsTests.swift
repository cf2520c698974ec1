import Foundation
import Testing

/// react-spring's easings given as functions in a session export (issue 26): every named
/// curve and both kinds of steps, exported as JavaScript, run in node and give what fluid's own
/// `reactspring.easings.NAME(x)` gives (react-spring's config and Motion's ease alike); the CSS
/// export's nearest (a linear() through the curve, CSS's own steps()) parses in Chromium and
/// animates within the claim its comment states. A missing tool skips its test locally and
/// fails it with `CI` set.
@Suite struct ExportedFunctionEasingsTests {
    static let inCI = ProcessInfo.processInfo.environment["CI"] != nil
    static let names = ["linear", "easeInQuad", "easeOutQuad", "easeInOutQuad", "easeInCubic", "easeOutCubic", "easeInOutCubic",
                        "easeInQuart", "easeOutQuart", "easeInOutQuart", "easeInQuint", "easeOutQuint", "easeInOutQuint",
                        "easeInSine", "easeOutSine", "easeInOutSine", "easeInExpo", "easeOutExpo", "easeInOutExpo",
                        "easeInCirc", "easeOutCirc", "easeInOutCirc", "easeInBack", "easeOutBack", "easeInOutBack",
                        "easeInElastic", "easeOutElastic", "easeInOutElastic", "easeInBounce", "easeOutBounce", "easeInOutBounce"]
    /// Each binding and what it is bound to.
    static let bindings: [(name: String, easing: String)] = names.map { ($0, "reactspring.easings.\($0)") }
        + [("stairs", "reactspring.easings.steps(4)"), ("stairsFirst", "reactspring.easings.steps(3, \"start\")")]
    /// The fractions of the duration compared: 41 across it, and a few between.
    static let fractions = (0...40).map { Double($0) / 40 } + [0.013, 0.333, 0.5001, 0.777, 0.999]

    static func notebook(in directory: URL) throws -> URL {
        let file = directory.appendingPathComponent("easings.fluid")
        try (["# fluid session 1"] + bindings.map { "\($0.name) = \($0.easing)" }).joined(separator: "\n")
            .appending("\n").write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// fluid's own value of each binding's easing at each fraction, as it prints them.
    static func fluidValues() throws -> [String: [Double]] {
        let input = bindings.map { binding in "[" + fractions.map { "\(binding.easing)(\($0))" }.joined(separator: ", ") + "]" }.joined(separator: "\n")
        let run = try FluidProcess.run([], input: input + "\n")
        let lists = run.stdout.split(separator: "\n").filter { $0.hasPrefix("[") }
        try #require(lists.count == bindings.count, "\(run.stdout.prefix(3000))")
        var values: [String: [Double]] = [:]
        for (binding, list) in zip(bindings, lists) {
            values[binding.name] = list.dropFirst().dropLast().split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        }
        return values
    }

    @Test(.enabled(if: SessionExportTests.tool("node") != nil || inCI, "no node; CI is unset"))
    func everyEasingRunsInNodeAsFluidComputesIt() throws {
        let node = try #require(SessionExportTests.tool("node"), "node is not on PATH")
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try Self.notebook(in: directory)
        let export = try FluidProcess.run(["export", file.path, "--to", "js", "-o", directory.appendingPathComponent("easings.mjs").path])
        try #require(export.status == 0, "\(export.stderr)")
        let fractions = String(data: try JSONSerialization.data(withJSONObject: Self.fractions), encoding: .utf8)!
        try """
            import { Easings } from "./easings.mjs";
            const xs = \(fractions), out = {};
            for (const name of \(String(data: try JSONSerialization.data(withJSONObject: Self.bindings.map(\.name)), encoding: .utf8)!)) {
              const config = Easings[name + "Config"](300);
              out[name] = { config: xs.map(x => config.easing(x)), motion: xs.map(x => Easings[name](x)), duration: config.duration };
            }
            console.log(JSON.stringify(out));
            """.write(to: directory.appendingPathComponent("run.mjs"), atomically: true, encoding: .utf8)
        let ran = try SessionExportTests.shell("'\(node)' run.mjs", in: directory)
        try #require(ran.status == 0, "\(ran.stderr.prefix(3000))")
        let results = try #require(try JSONSerialization.jsonObject(with: Data(ran.stdout.utf8)) as? [String: [String: Any]])
        let fluid = try Self.fluidValues()
        for binding in Self.bindings {
            let expected = try #require(fluid[binding.name])
            try #require(expected.count == Self.fractions.count, "\(binding.name): \(expected)")
            let result = try #require(results[binding.name], "\(binding.name)")
            #expect(result["duration"] as? Double == 300, "\(binding.name): \(result)")
            for key in ["config", "motion"] {
                let got = try #require(result[key] as? [Double], "\(binding.name) \(key)")
                for (x, (js, printed)) in zip(Self.fractions, zip(got, expected)) {
                    // fluid prints 4 significant digits.
                    let gap: Double = abs(js - printed), allowed: Double = 6e-4 * max(abs(printed), 1e-3)
                    #expect(gap <= allowed, "\(binding.name) (\(key)) at \(x): node \(js), fluid \(printed)")
                }
            }
        }
    }

    @Test(.enabled(if: ExportedKotlinAndCSSTests.chromium != nil || inCI, "no chromium (apt-get install chromium); CI is unset"))
    func theCSSNearestParsesInChromiumAndAnimatesWithinItsClaim() throws {
        let chromium = try #require(ExportedKotlinAndCSSTests.chromium, "no chromium: apt-get install chromium (.ci/run does)")
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try Self.notebook(in: directory)
        let css = directory.appendingPathComponent("easings.css")
        let export = try FluidProcess.run(["export", file.path, "--to", "css", "-o", css.path])
        try #require(export.status == 0, "\(export.stderr)")
        let text = try String(contentsOf: css, encoding: .utf8)
        let names = String(data: try JSONSerialization.data(withJSONObject: Self.bindings.map(\.name)), encoding: .utf8)!
        let fractions = String(data: try JSONSerialization.data(withJSONObject: Self.fractions), encoding: .utf8)!
        // A paused animation of a registered number over 1000 ms with each exported easing, sampled at each fraction.
        try """
            <!doctype html><html><head><style>@keyframes fluid-sample { from { --x: 0 } to { --x: 1 } }</style>
            <style>\(text)</style></head><body><div id="box"></div><pre id="out"></pre><script>
            CSS.registerProperty({name: '--x', syntax: '<number>', inherits: false, initialValue: '0'});
            const root = getComputedStyle(document.documentElement), box = document.getElementById('box'), out = {};
            for (const name of \(names)) {
              const property = '--easings-' + name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase() + '-easing';
              const easing = root.getPropertyValue(property).trim();
              box.style.animation = 'none'; box.offsetWidth;
              box.style.animation = `fluid-sample 1000ms var(${property}) both paused`;
              const animation = box.getAnimations()[0];
              const samples = \(fractions).map(x => { animation.currentTime = x * 1000; return parseFloat(getComputedStyle(box).getPropertyValue('--x')); });
              out[name] = { parses: CSS.supports('transition-timing-function', easing), samples };
            }
            document.getElementById('out').textContent = JSON.stringify(out);
            </script></body></html>
            """.write(to: directory.appendingPathComponent("page.html"), atomically: true, encoding: .utf8)
        let page = try SessionExportTests.shell(
            "$(command -v timeout >/dev/null && echo timeout -s KILL 300) '\(chromium)' --headless --no-sandbox --disable-gpu --no-first-run "
                + "--user-data-dir=profile --dump-dom file://\(directory.path)/page.html 2>chromium.log", in: directory)
        try #require(page.status == 0, "chromium: \((try? String(contentsOf: directory.appendingPathComponent("chromium.log"), encoding: .utf8)) ?? "")")
        let json = try #require(page.stdout.range(of: "<pre id=\"out\">").flatMap { start in
            page.stdout[start.upperBound...].range(of: "</pre>").map { String(page.stdout[start.upperBound..<$0.lowerBound]) }
        }, "the page wrote no results: \(page.stdout.prefix(2000))")
        let results = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String: Any]], "\(json)")
        let fluid = try Self.fluidValues()
        for binding in Self.bindings {
            let result = try #require(results[binding.name], "\(binding.name) missing: \(json)")
            #expect(result["parses"] as? Bool == true, "\(binding.name)'s easing does not parse in chromium")
            let property = "--easings-" + binding.name.replacingOccurrences(of: "([a-z0-9])([A-Z])", with: "$1-$2", options: .regularExpression).lowercased()
            let found = ExportedKotlinAndCSSTests.claim(in: text, after: "max deviation", near: property + "-easing")
            let claim = try #require(found, "no claim for \(binding.name)")
            let samples = try #require(result["samples"] as? [Double]), expected = try #require(fluid[binding.name])
            for (x, (drawn, printed)) in zip(Self.fractions, zip(samples, expected)) {
                // The claim to two significant figures, fluid's four printed digits, chromium's six.
                let gap: Double = abs(drawn - printed), allowed: Double = claim * 1.06 + 6e-4 * max(abs(printed), 1e-3) + 2e-6
                #expect(gap <= allowed,
                        "\(binding.name) at \(x): chromium animates to \(drawn), fluid's easing is at \(printed); the file claims \(claim)")
            }
        }
    }
}
