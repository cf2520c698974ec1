import Foundation
import Testing

/// The exported code used as an app engineer uses it (issue 26), by the real compilers:
/// every example notebook, the sessions folder, the AppPackage's notebook and a notebook of
/// every kind of motion are exported, and one compiler run per language type-checks all of
/// them with a use site per exported kind. Swift is checked in Swift 6 language mode against
/// stand-ins whose isolation is Apple's (UIKit's timing parameters `@MainActor`, SwiftUI's
/// values `Sendable`, `CASpringAnimation` nonisolated), and a nonisolated call of the UIKit
/// factory must be refused, so the stand-ins' isolation is known to bite. Kotlin is checked
/// against Compose stand-ins generic as Compose is (`AnimationSpec<T>`, `Dp`,
/// `animateDpAsState`). A missing tool skips its test locally and fails it with `CI` set.
@Suite struct ExportedAPIUseTests {
    static let inCI = ProcessInfo.processInfo.environment["CI"] != nil

    /// A notebook of each kind a target writes: an under-damped spring, an over-damped one,
    /// one tuned with a gesture's velocity, decays of several models, cubic Bézier easings
    /// (written and named), a fitted spring, retargeted motions (one changing its spring) and
    /// react-spring's easings given as functions (a curve and a staircase).
    static let kinds = """
        # fluid session 1
        open = spring(damping: 0.7, response: 0.5s)
        soft = spring(duration: 0.6s, bounce: -0.3)
        flick = spring(damping: 0.8, response: 0.4s, velocity: 4.6875)
        fling = decay(1200pt/s)
        coast = decay(900pt/s, model: inertia, power: 0.6, timeConstant: 300ms)
        scroll = decay(2000pt/s, model: android, friction: 1.5)
        spline = decay(2000pt/s, model: splineBasedDecay, density: 2.625)
        late = retarget(spring(damping: 0.8, response: 0.4s), at: 150ms, to: 0.5)
        ease = cubicBezier(0.2, 0, 0, 1)
        eased = css.easeOut
        fitted = fit(css.easeInOut, duration: 300ms)
        turn = retarget(late, at: 300ms, to: 1.2, spring: spring(damping: 1, response: 0.2s))
        added = swiftui.interpolatingSpring(duration: 0.4s, bounce: 0.2, velocity: 4.6875)
        bounce = reactspring.easings.easeOutBounce
        stairs = reactspring.easings.steps(4, "start")
        """

    static let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ExportStubs")
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The notebooks every target must take, in groups exported by one run each (two
    /// notebooks named `drawer` cannot share an output folder): the examples, the sessions
    /// folder, the AppPackage's notebook, and `kinds` as api-use.fluid.
    static func notebookGroups(in directory: URL) throws -> [[String]] {
        let kindsFile = directory.appendingPathComponent("api-use.fluid")
        try kinds.write(to: kindsFile, atomically: true, encoding: .utf8)
        func fluidFiles(_ folder: String) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".fluid") }.sorted().map { root.appendingPathComponent(folder).appendingPathComponent($0).path }
        }
        return [try fluidFiles("examples") + [kindsFile.path], try fluidFiles("sessions"),
                [root.appendingPathComponent("examples/AppPackage/Sources/DrawerMotion/drawer.fluid").path]]
    }

    /// Every group exported to `target` into `tool/`, each generated file named `g<group>-<stem>.<ext>`,
    /// and its namespace (`public enum Drawer`, `object Drawer`) renamed `G<group>Drawer` past the
    /// first group, so one compiler run takes them all. A notebook with no motion may be skipped
    /// or refused for it; anything else refused fails.
    static func exportAll(_ target: String, fileExtension: String, in directory: URL) throws -> [URL] {
        let tool = directory.appendingPathComponent("tool")
        try FileManager.default.createDirectory(at: tool, withIntermediateDirectories: true)
        var files: [URL] = []
        for (index, group) in try notebookGroups(in: directory).enumerated() {
            // One notebook is written to a file, several to a folder.
            let out = directory.appendingPathComponent("out\(index)")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let stem = URL(fileURLWithPath: group[0]).deletingPathExtension().lastPathComponent
            let destination = group.count == 1 ? out.appendingPathComponent(stem + "." + fileExtension) : out
            let export = try FluidProcess.run(["export"] + group + ["--to", target, "-o", destination.path])
            let complaints = export.stderr.split(separator: "\n").filter { !$0.contains("has no springs, decays or retargeted motions") }
            try #require(export.status <= 1 && complaints.filter { !$0.contains("skipped") }.isEmpty, "\(target): \(export.stderr)")
            for name in try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() where name.hasSuffix("." + fileExtension) {
                var text = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
                if index > 0 {
                    for head in ["public enum ", "object "] {
                        text = text.replacingOccurrences(of: "\n" + head, with: "\n" + head + "G\(index)")
                    }
                }
                let copy = tool.appendingPathComponent("g\(index)-" + name)
                try text.write(to: copy, atomically: true, encoding: .utf8)
                files.append(copy)
            }
        }
        #expect(files.count >= 10, "\(target): \(files.map(\.lastPathComponent))")
        return files
    }

    // MARK: - Swift

    /// Uses of every kind the Swift file exports, with the isolation Apple's declarations ask.
    static let swiftUse = """
        import SwiftUI
        import UIKit
        import QuartzCore

        /// SwiftUI's values are Sendable and nonisolated: usable from any context.
        func animations() -> [Animation] { [ApiUse.open, ApiUse.soft, ApiUse.flick, .spring(ApiUse.openSpring)] }
        func sendAcross() async -> Animation { await Task.detached { ApiUse.flick }.value }
        /// A spring the notebook declared additive takes the gesture's velocity; any other takes over.
        func additive(velocity: Double) -> [Animation] { [ApiUse.added(initialVelocity: velocity), ApiUse.added(), .spring(ApiUse.addedSpring)] }
        /// A gesture's relative velocity goes in per call; the tuned one is the example.
        func position(after time: Double, velocity: Double) -> Double {
            ApiUse.flickSpring.value(target: 120.0, initialVelocity: velocity, time: time)
        }
        /// UIKit's timing parameters are made on the main actor, with a gesture's velocity or the tuned one.
        @MainActor func timing(velocity: CGVector) -> [UISpringTimingParameters] {
            [ApiUse.flickTimingParameters(initialVelocity: velocity), ApiUse.flickTimingParameters(), ApiUse.softTimingParameters()]
        }
        /// A decay is a scroll view's deceleration rate, and where a flick stops.
        @MainActor func decelerate(_ scrollView: UIScrollView, velocity: CGFloat) -> CGFloat {
            scrollView.decelerationRate = ApiUse.flingDecelerationRate
            return ApiUse.coastProjection(velocity: velocity) + ApiUse.flingParameters.distance
        }
        /// Core Animation's spring animation is made anywhere, for a key path.
        func layerAnimations(velocity: CGFloat) -> [CASpringAnimation] {
            [ApiUse.flickSpringAnimation(keyPath: "position.y", initialVelocity: velocity), ApiUse.softSpringAnimation(keyPath: "opacity")]
        }
        /// An easing takes the app's duration in SwiftUI, is a UnitCurve, UIKit's cubic timing
        /// parameters and a Core Animation timing function; a fitted spring is a spring.
        func easedAnimations() -> [Animation] { [ApiUse.ease(duration: 0.3), ApiUse.eased(duration: 0.25), ApiUse.fitted] }
        func curve() -> UnitCurve { ApiUse.easeCurve }
        @MainActor func cubicTiming() -> UICubicTimingParameters { ApiUse.easedTimingParameters() }
        func timingFunction() -> CAMediaTimingFunction { ApiUse.easeTimingFunction() }
        /// A retargeted motion is its springs and its schedule of (time, target).
        func retargeted() -> [Animation] { [ApiUse.late, ApiUse.turn, ApiUse.turnRetarget2] }
        func schedule() -> [Double] { (ApiUse.lateRetargets + ApiUse.turnRetargets).map { $0.at + $0.to } }
        /// An easing given as a function is its nearest cubic Bézier in every Apple framework.
        func functionEasings() -> [Animation] { [ApiUse.bounce(duration: 0.4), ApiUse.stairs(duration: 0.2)] }
        @MainActor func functionTiming() -> UICubicTimingParameters { ApiUse.bounceTimingParameters() }
        """

    /// What Swift 6 must refuse: UIKit's factory called off the main actor.
    static let swiftMisuse = """
        import UIKit

        nonisolated func offTheMainActor() -> UISpringTimingParameters { ApiUse.openTimingParameters() }
        """

    @Test func everyNotebookTypeChecksInSwift6ModeWithAUseOfEachKind() throws {
        let swiftc = try #require(SessionExportTests.tool("swiftc"), "swiftc is not on PATH")
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try Self.exportAll("swift", fileExtension: "swift", in: directory)
        for module in ["SwiftUI", "UIKit", "QuartzCore"] {
            try FileManager.default.copyItem(at: Self.stubs.appendingPathComponent("\(module).swift.txt"),
                                             to: directory.appendingPathComponent("\(module).swift"))
        }
        try Self.swiftUse.write(to: directory.appendingPathComponent("use.swift"), atomically: true, encoding: .utf8)
        try Self.swiftMisuse.write(to: directory.appendingPathComponent("misuse.swift"), atomically: true, encoding: .utf8)
        let generated = files.map { "'tool/\($0.lastPathComponent)'" }.joined(separator: " ")
        let swift6 = "'\(swiftc)' -swift-version 6 -parse-as-library"
        // The stand-ins as modules, then every generated file and the use site in one module,
        // then the misuse, which must not compile.
        let built = try SessionExportTests.shell(
            "for m in SwiftUI UIKit QuartzCore; do \(swift6) -emit-module -module-name $m $m.swift || exit 1; done && "
                + "\(swift6) -typecheck -I . \(generated) use.swift && echo TYPECHECKED && "
                + "\(swift6) -typecheck -I . \(generated) misuse.swift", in: directory)
        try #require(built.stdout.contains("TYPECHECKED"), "the generated Swift does not type-check in Swift 6 mode:\n\(built.stderr.prefix(6000))")
        #expect(built.status != 0 && built.stderr.contains("misuse.swift") && built.stderr.contains("main actor-isolated"),
                "a nonisolated call of the @MainActor factory compiled: the stand-in's isolation does not bite\n\(built.stderr.prefix(2000))")
        #expect(!built.stderr.contains("warning:"), "\(built.stderr.prefix(4000))")
    }

    // MARK: - Kotlin

    /// Uses of every kind the Kotlin file exports: one Compose spring for a Dp and a Float.
    static let kotlinUse = """
        import androidx.compose.animation.core.AnimationSpec
        import androidx.compose.animation.core.DecayAnimationSpec
        import androidx.compose.animation.core.Easing
        import android.view.animation.PathInterpolator
        import androidx.compose.animation.core.animateDpAsState
        import androidx.compose.runtime.State
        import androidx.compose.ui.unit.Density
        import androidx.compose.ui.unit.Dp
        import androidx.compose.ui.unit.dp
        import androidx.dynamicanimation.animation.FlingAnimation
        import androidx.dynamicanimation.animation.FloatValueHolder
        import androidx.dynamicanimation.animation.SpringAnimation
        import androidx.dynamicanimation.animation.SpringForce

        fun drawerOffset(open: Boolean): State<Dp> = animateDpAsState(if (open) 320.dp else 0.dp, animationSpec = ApiUse.open())
        fun alphaSpec(): AnimationSpec<Float> = ApiUse.soft()
        fun force(): SpringForce = ApiUse.flickForce()
        fun release(velocity: Float): SpringAnimation = ApiUse.flickAnimation(FloatValueHolder(), velocity)
        fun flingDecay(): DecayAnimationSpec<Float> = ApiUse.fling()
        fun offsetDecay(): DecayAnimationSpec<Dp> = ApiUse.coast()
        fun scrollDecay(density: Density): DecayAnimationSpec<Float> = ApiUse.spline(density)
        fun fling(velocity: Float): List<FlingAnimation> = listOf(ApiUse.scrollFling(FloatValueHolder(), velocity), ApiUse.flingFling(FloatValueHolder()))
        fun easedOffset(open: Boolean): State<Dp> = animateDpAsState(if (open) 320.dp else 0.dp, animationSpec = ApiUse.ease(300))
        fun easing(): Easing = ApiUse.easedEasing()
        fun interpolator(): PathInterpolator = ApiUse.easeInterpolator()
        fun fittedSpec(): AnimationSpec<Float> = ApiUse.fitted()
        fun fittedForce(): SpringForce = ApiUse.fittedForce()
        fun retargeted(): List<AnimationSpec<Dp>> = listOf(ApiUse.late(), ApiUse.turnRetarget2())
        fun schedule(): List<Pair<Double, Double>> = ApiUse.lateRetargets() + ApiUse.turnRetargets()
        fun functionEasings(): List<Easing> = listOf(ApiUse.bounceEasing(), ApiUse.stairsEasing())
        fun bouncedOffset(open: Boolean): State<Dp> = animateDpAsState(if (open) 320.dp else 0.dp, animationSpec = ApiUse.bounce(400))
        """

    @Test(.enabled(if: ExportedKotlinAndCSSTests.kotlin != nil || inCI, "no kotlinc (pip install kotlin-jupyter-kernel); CI is unset"))
    func everyNotebookCompilesInKotlinWithAUseOfEachKind() throws {
        let kotlin = try #require(ExportedKotlinAndCSSTests.kotlin, "no Kotlin compiler: pip install kotlin-jupyter-kernel (.ci/run does)")
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try Self.exportAll("kotlin", fileExtension: "kt", in: directory)
        for stub in try FileManager.default.contentsOfDirectory(atPath: Self.stubs.path) where stub.hasSuffix(".kt.txt") {
            try FileManager.default.copyItem(at: Self.stubs.appendingPathComponent(stub), to: directory.appendingPathComponent(String(stub.dropLast(4))))
        }
        try Self.kotlinUse.write(to: directory.appendingPathComponent("Use.kt"), atomically: true, encoding: .utf8)
        let generated = files.map { "'tool/\($0.lastPathComponent)'" }.joined(separator: " ")
        let built = try SessionExportTests.shell("\(kotlin.compile) -d classes \(generated) *.kt", in: directory)
        try #require(built.status == 0, "the generated Kotlin does not compile:\n\(built.stderr.prefix(6000))")
        #expect(!built.stderr.contains("warning:"), "\(built.stderr.prefix(4000))")
    }

    // MARK: - TypeScript and JavaScript

    /// Uses of every kind the module exports, typed as Motion and react-spring take them.
    static let scriptUse = """
        import { ApiUse as motion } from "./tool/g0-api-use";
        type SpringTransition = motion.SpringTransition;
        type InertiaTransition = motion.InertiaTransition;
        type SpringConfig = motion.SpringConfig;
        type DecayConfig = motion.DecayConfig;
        type CubicBezier = motion.CubicBezier;
        type EasingConfig = motion.EasingConfig;

        const transitions: SpringTransition[] = [motion.open, motion.soft, motion.flickWithVelocity(900)];
        const inertia: InertiaTransition = { ...motion.fling, velocity: 1200 };
        const configs: SpringConfig[] = [motion.openConfig, motion.flickConfig, motion.flickConfigWithVelocity(0.9)];
        const decay: DecayConfig = { ...motion.coastConfig, velocity: 0.9 };
        const ease: CubicBezier = motion.ease;
        const tweened = { duration: 0.3, ease: motion.eased };
        const easedConfig: EasingConfig = motion.easeConfig(300);
        const fitted: SpringTransition = motion.fitted;
        const steps: SpringTransition[] = [motion.late, motion.turnRetarget2];
        const schedule: number[] = motion.turnRetargets.map(step => step.at + step.to);
        const bounced = { duration: 0.4, ease: motion.bounce };
        const stairsConfig: EasingConfig = motion.stairsConfig(200);
        export const used = [steps.length, schedule.length, transitions.length, inertia.timeConstant, configs.length, decay.decay, ease[2], tweened.ease[2],
                             easedConfig.easing(0.5), fitted.stiffness, bounced.ease(0.5), stairsConfig.easing(0.5)];
        """

    @Test(.enabled(if: ExportEscapingTests.tsc != nil || inCI, "no tsc (apt-get install node-typescript); CI is unset"))
    func everyNotebookCompilesStrictInTypeScriptAndLoadsInNode() throws {
        let tsc = try #require(ExportEscapingTests.tsc, "no tsc: apt-get install node-typescript (.ci/run does)")
        let node = try #require(SessionExportTests.tool("node"), "node is not on PATH")
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try Self.exportAll("typescript", fileExtension: "ts", in: directory)
        try Self.scriptUse.write(to: directory.appendingPathComponent("use.ts"), atomically: true, encoding: .utf8)
        let generated = files.map { "'tool/\($0.lastPathComponent)'" }.joined(separator: " ")
        // One strict compile of every module and the use site, then node loads every module.
        let built = try SessionExportTests.shell("'\(tsc)' --strict --target es2020 --module es2020 --outDir js \(generated) use.ts", in: directory)
        try #require(built.status == 0, "the generated TypeScript does not compile:\n\(built.stdout.prefix(6000))")
        let plain = directory.appendingPathComponent("plain")
        try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
        let js = try Self.exportAll("js", fileExtension: "js", in: plain)
        var modules: [String] = []
        for file in js {
            let module = file.deletingPathExtension().appendingPathExtension("mjs")
            try FileManager.default.moveItem(at: file, to: module)
            modules.append(module.path)
        }
        let paths = String(data: try JSONSerialization.data(withJSONObject: modules), encoding: .utf8)!
        try "for (const p of \(paths)) await import(p); console.log('LOADED');"
            .write(to: directory.appendingPathComponent("load.mjs"), atomically: true, encoding: .utf8)
        let loaded = try SessionExportTests.shell("'\(node)' load.mjs", in: directory)
        #expect(loaded.status == 0 && loaded.stdout.contains("LOADED"), "node could not load the modules:\n\(loaded.stderr.prefix(4000))")
    }

    // MARK: - Claims

    /// The `max deviation …` claims of `text`'s lines that follow `marker` (`* Compose: `, in a KDoc).
    static func claims(in text: String, after marker: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix(marker + "max deviation ") }.map { String($0.dropFirst(marker.count)) }
    }

    /// Each exported spring states the platform's deviations as the prompt's `export s TARGET`
    /// prints them: frames at 60 and 120 Hz (from idle for react-spring), then the ideal model;
    /// a Motion claim names no form the file does not hold.
    @Test func eachSpringStatesThePromptsFiguresForEveryPlatform() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("claims.fluid")
        try "# fluid session 1\nopen = spring(damping: 0.7, response: 0.5s)\n".write(to: file, atomically: true, encoding: .utf8)
        let printed = try ["reactspring", "compose", "android", "motion", "swiftui", "uikit", "coreanimation"].map { target in
            Self.claims(in: try FluidProcess.run([], input: "export spring(damping: 0.7, response: 0.5s) \(target)\n").stdout, after: "// ")
        }
        var files: [String: String] = [:]
        for target in ["kotlin", "typescript", "swift"] {
            let export = try FluidProcess.run(["export", file.path, "--to", target])
            try #require(export.status == 0, "\(export.stderr)")
            files[target] = export.stdout
        }
        let expected: [(file: String, marker: String, prompt: Int)] = [
            ("typescript", "* react-spring: ", 0), ("kotlin", "* Compose: ", 1), ("kotlin", "* SpringForce: ", 2),
            ("swift", "/// SwiftUI: ", 4), ("swift", "/// UIKit: ", 5), ("swift", "/// Core Animation: ", 6),
        ]
        for (target, marker, index) in expected {
            let claims = Self.claims(in: files[target] ?? "", after: marker)
            #expect(claims == printed[index], "\(target) \(marker): \(claims) where the prompt prints \(printed[index])")
        }
        #expect(printed[0].count == 3 && printed[0][1].contains("120 Hz from idle"), "react-spring's frames: \(printed[0])")
        #expect(printed[1].count == 3 && printed[1][0].contains("60 Hz"), "Compose's frames: \(printed[1])")
        // Motion's constant is the physics form: its claim is that form's, never visualDuration's.
        let motion = Self.claims(in: files["typescript"] ?? "", after: "* Motion: ")
        #expect(motion.count == 1 && motion[0].contains("closed form"), "\(motion)")
        #expect(!(files["typescript"] ?? "").contains("visualDuration"), "the file names a form it does not hold")
    }
}
