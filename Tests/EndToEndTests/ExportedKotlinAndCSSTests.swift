import Foundation
import Testing

/// The Kotlin and CSS exports checked by the real tools: kotlinc (the one PyPI's
/// kotlin-jupyter-kernel ships) compiles the Kotlin against stand-ins for the androidx
/// declarations it uses and runs it, and headless chromium applies the CSS and samples the
/// animated value. Both are installed by .ci/run; locally a missing tool skips the test,
/// but with `CI` set it fails.
@Suite(.serialized) struct ExportedKotlinAndCSSTests {
    static let inCI = ProcessInfo.processInfo.environment["CI"] != nil

    /// The Kotlin compiler as a command: `kotlinc` on PATH, else the compiler inside the
    /// kotlin-jupyter-kernel wheel (`java -cp …-all.jar K2JVMCompiler`), with the stdlib jar.
    static let kotlin: (compile: String, stdlib: String)? = {
        if let kotlinc = SessionExportTests.tool("kotlinc"), let home = ProcessInfo.processInfo.environment["KOTLIN_HOME"] {
            return ("'\(kotlinc)'", "\(home)/lib/kotlin-stdlib.jar")
        }
        guard let java = SessionExportTests.tool("java"), let python = SessionExportTests.tool("python3"),
              let found = try? SessionExportTests.shell(
                  "'\(python)' -c 'import os, run_kotlin_kernel; print(os.path.join(os.path.dirname(run_kotlin_kernel.__file__), \"jars\"))'",
                  in: FileManager.default.temporaryDirectory),
              found.status == 0 else { return nil }
        let jars = found.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: jars)) ?? []
        guard let compiler = names.first(where: { $0.hasPrefix("kotlin-jupyter-kernel-") && $0.hasSuffix("-all.jar") }),
              let stdlib = names.first(where: { $0.hasPrefix("kotlin-stdlib-") && $0.hasSuffix(".jar") }) else { return nil }
        return ("'\(java)' -cp '\(jars)/\(compiler)' org.jetbrains.kotlin.cli.jvm.K2JVMCompiler -no-stdlib -cp '\(jars)/\(stdlib)'",
                "\(jars)/\(stdlib)")
    }()

    static let chromium = SessionExportTests.tool("chromium") ?? SessionExportTests.tool("chromium-browser")

    /// Where a unit-mass spring of damping ratio `zeta` and stiffness `k` is, `t` seconds
    /// into a move from 0 to 1 at rest (the closed form of x'' = -k (x - 1) - c x').
    static func step(zeta: Double, stiffness k: Double, at t: Double) -> Double {
        let omega = k.squareRoot()
        if abs(zeta - 1) < 1e-9 { return 1 - exp(-omega * t) * (1 + omega * t) }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
        }
        let root = omega * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * omega + root, r2 = -zeta * omega - root
        return 1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
    }

    /// The session's two springs as tuned: open = spring(damping: 0.7, response: 0.5s) and
    /// soft = spring(duration: 0.6s, bounce: -0.3) (damping ratio 1 / 0.7, response 0.6 s).
    static let tuned: [String: (zeta: Double, stiffness: Double)] = [
        "open": (0.7, pow(2 * Double.pi / 0.5, 2)),
        "soft": (1 / 0.7, pow(2 * Double.pi / 0.6, 2)),
    ]

    /// The largest gap between two unit-mass springs over the first three seconds, per millisecond.
    static func largestGap(_ a: (zeta: Double, stiffness: Double), _ b: (zeta: Double, stiffness: Double)) -> Double {
        (0...3000).map { Double($0) / 1000 }.map { abs(step(zeta: a.zeta, stiffness: a.stiffness, at: $0) - step(zeta: b.zeta, stiffness: b.stiffness, at: $0)) }.max() ?? .infinity
    }

    /// The number after "max deviation " on the first line of `text` that holds `marker`.
    static func claim(in text: String, after marker: String) -> Double? {
        guard let line = text.split(separator: "\n").first(where: { $0.contains(marker) }),
              let range = line.range(of: "max deviation ") else { return nil }
        return Double(line[range.upperBound...].prefix { !$0.isWhitespace })
    }

    @Test(.enabled(if: kotlin != nil || inCI, "no kotlinc (pip install kotlin-jupyter-kernel); CI is unset"))
    func theKotlinCompilesAgainstComposeAndSpringForceAndReSimulatesWithinItsClaim() throws {
        let kotlin = try #require(Self.kotlin, "no Kotlin compiler: pip install kotlin-jupyter-kernel (.ci/run does)")
        let file = try SessionExportTests.notebook()
        let directory = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let export = try FluidProcess.run(["export", file.path, "--to", "kotlin", "-o", directory.appendingPathComponent("Motion.kt").path])
        try #require(export.status == 0, "\(export.stderr)")
        let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ExportStubs")
        for stub in try FileManager.default.contentsOfDirectory(atPath: stubs.path) where stub.hasSuffix(".kt.txt") {
            try FileManager.default.copyItem(at: stubs.appendingPathComponent(stub), to: directory.appendingPathComponent(String(stub.dropLast(4))))
        }
        try """
            fun main() {
                for ((name, spec, force) in listOf(Triple("open", DrawerMotion.open<Float>(), DrawerMotion.openForce()),
                                                   Triple("soft", DrawerMotion.soft<Float>(), DrawerMotion.softForce()))) {
                    println("$name ${spec.dampingRatio} ${spec.stiffness} ${force.getDampingRatio()} ${force.getStiffness()}")
                }
            }
            """.write(to: directory.appendingPathComponent("Main.kt"), atomically: true, encoding: .utf8)
        let program = try SessionExportTests.shell(
            "\(kotlin.compile) -d classes *.kt && java -cp 'classes:\(kotlin.stdlib)' MainKt", in: directory)
        try #require(program.status == 0, "the generated Kotlin did not compile or run:\n\(program.stderr)")
        let text = try String(contentsOf: directory.appendingPathComponent("Motion.kt"), encoding: .utf8)
        let printed = program.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(printed.map { $0.first } == ["open", "soft"], "\(program.stdout)")
        for row in printed where row.count == 5 {
            let numbers = row.dropFirst().compactMap(Double.init)
            try #require(numbers.count == 4, "\(row)")
            #expect(numbers[0] == numbers[2] && numbers[1] == numbers[3], "Compose and SpringForce carry the same spring: \(row)")
            let tuned = try #require(Self.tuned[row[0]])
            for platform in ["Compose", "SpringForce"] {
                let claim = try #require(Self.claim(in: text, after: "* \(platform): max deviation") , "no claim for \(platform)")
                // The claim is printed to two significant figures: allow its rounding, nothing more.
                let gap = Self.largestGap((numbers[0], numbers[1]), tuned)
                #expect(gap <= claim * 1.06 + 1e-7, "\(row[0]) as \(platform) strays \(gap) from the tuned spring; the file claims \(claim)")
            }
        }
    }

    @Test(.enabled(if: chromium != nil || inCI, "no chromium (apt-get install chromium); CI is unset"))
    func theCSSParsesInChromiumAndAnimatesWithinItsClaim() throws {
        let chromium = try #require(Self.chromium, "no chromium: apt-get install chromium (.ci/run does)")
        let file = try SessionExportTests.notebook()
        let directory = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let css = directory.appendingPathComponent("motion.css")
        let export = try FluidProcess.run(["export", file.path, "--to", "css", "-o", css.path])
        try #require(export.status == 0, "\(export.stderr)")
        // The exported file goes in a <style> as it is (a file:// stylesheet's rules cannot be
        // read by the page's script). A paused CSS animation of a registered number from 0 to 1, with the exported
        // duration and easing through var(), sampled at 40 times across its duration; the
        // fallback's cubic-bezier values are read from the CSSOM and checked with CSS.supports.
        try """
            <!doctype html><html><head><style>@keyframes fluid-sample { from { --x: 0 } to { --x: 1 } }</style>
            <style>\(try String(contentsOf: css, encoding: .utf8))</style></head><body><div id="box"></div><pre id="out"></pre><script>
            CSS.registerProperty({name: '--x', syntax: '<number>', inherits: false, initialValue: '0'});
            const root = getComputedStyle(document.documentElement), box = document.getElementById('box'), out = {};
            const rules = [...document.styleSheets].flatMap(s => [...s.cssRules]);
            const fallback = rules.find(r => r instanceof CSSSupportsRule);
            for (const name of ['open', 'fling', 'late', 'soft']) {
              const property = `--drawer-motion-${name}-easing`;
              const easing = root.getPropertyValue(property).trim();
              const duration = root.getPropertyValue(`--drawer-motion-${name}-duration`).trim();
              const bezier = fallback ? fallback.cssRules[0].style.getPropertyValue(property).trim() : '';
              box.style.animation = 'none'; box.offsetWidth;
              box.style.animation = `fluid-sample var(--drawer-motion-${name}-duration) var(--drawer-motion-${name}-easing) both paused`;
              const animation = box.getAnimations()[0], samples = [];
              for (let i = 0; i <= 40; i++) {
                const t = parseFloat(duration) * i / 40;
                animation.currentTime = t;
                samples.push([t / 1000, parseFloat(getComputedStyle(box).getPropertyValue('--x'))]);
              }
              out[name] = {linear: easing.startsWith('linear(') && CSS.supports('transition-timing-function', easing),
                           bezier: bezier.startsWith('cubic-bezier(') && CSS.supports('transition-timing-function', bezier),
                           duration, samples};
            }
            document.getElementById('out').textContent = JSON.stringify(out);
            </script></body></html>
            """.write(to: directory.appendingPathComponent("page.html"), atomically: true, encoding: .utf8)
        // `timeout`, where there is one, only keeps a chromium that never exits from stopping the run.
        let page = try SessionExportTests.shell(
            "$(command -v timeout >/dev/null && echo timeout -s KILL 300) '\(chromium)' --headless --no-sandbox --disable-gpu --no-first-run "
                + "--user-data-dir=profile --dump-dom file://\(directory.path)/page.html 2>chromium.log",
            in: directory)
        try #require(page.status == 0, "chromium: \((try? String(contentsOf: directory.appendingPathComponent("chromium.log"), encoding: .utf8)) ?? "")")
        let json = try #require(page.stdout.range(of: "<pre id=\"out\">").flatMap { start in
            page.stdout[start.upperBound...].range(of: "</pre>").map { String(page.stdout[start.upperBound..<$0.lowerBound]) }
        }, "the page wrote no results: \(page.stdout.prefix(2000))")
        let results = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String: Any]], "\(json)")
        let text = try String(contentsOf: css, encoding: .utf8)
        for name in ["open", "fling", "late", "soft"] {
            let result = try #require(results[name], "\(name) missing: \(json)")
            #expect(result["linear"] as? Bool == true, "\(name)'s linear() easing does not parse in chromium")
            #expect(result["bezier"] as? Bool == true, "\(name)'s cubic-bezier fallback does not parse in chromium")
            #expect((result["duration"] as? String)?.hasSuffix("ms") == true, "\(result)")
        }
        for (name, tuned) in Self.tuned {
            let found: Double? = Self.claim(in: text, after: "max deviation", near: "--drawer-motion-\(name)-easing")
            let claim = try #require(found, "no claim for \(name)")
            let sampled: [[Double]]? = results[name]?["samples"] as? [[Double]]
            let samples = try #require(sampled)
            #expect(samples.count == 41)
            for sample in samples {
                let expected: Double = Self.step(zeta: tuned.zeta, stiffness: tuned.stiffness, at: sample[0])
                let gap: Double = abs(sample[1] - expected)
                // The claim to two significant figures, and chromium's six-digit serialization.
                #expect(gap <= claim * 1.06 + 2e-6,
                        "\(name) at \(Int(sample[0] * 1000)) ms: chromium animates to \(sample[1]), the spring is at \(expected); the file claims \(claim)")
            }
        }
    }

    /// The claim in the comment just above the line declaring `property`.
    static func claim(in text: String, after marker: String, near property: String) -> Double? {
        let lines = text.split(separator: "\n").map(String.init)
        guard let index = lines.firstIndex(where: { $0.contains(property + ":") }), index > 0 else { return nil }
        return claim(in: lines[index - 1], after: marker)
    }
}
