import FluidLanguage
import FluidMotion

/// CSS: per motion, `--TITLE-NAME-easing` (a `linear()` that follows the curve) and
/// `--TITLE-NAME-duration`, and, where `linear()` is not supported, the closest
/// `cubic-bezier()` with its largest gap stated. Notebook text enters it through `CSSText`
/// only: names escaped as CSS identifiers, every comment through `CSSText.comment`.
extension SessionExport {
    /// The CSS export of a motion: its easing and duration, and the curve they follow.
    struct CSSMotion {
        var easing: CSSLinearEasing
        var duration: Double
        var claim: String
        var fallback: (timing: CubicBezierTiming, maximumGap: Double)
    }

    static func cssMotion(_ value: Value) -> Result<CSSMotion, SessionExportProblem> {
        guard let motion = value.motionOverTime else { return .failure(SessionExportProblem("not a motion over time")) }
        let curve = motion.curve
        do throws(MotionError) {
            let code: ExportedCode
            if case .spring(let s) = value { code = try s.spring.exportedCode(for: .css) } else { code = try curve.cssExport() }
            guard let easing = code.cssEasing, let duration = code.cssDuration else {
                return .failure(SessionExportProblem("no CSS easing for it"))
            }
            let start = curve.startPosition, distance = curve.targetPosition - start
            let fallback = CubicBezierTiming.fitted { fraction in (curve.position(at: fraction * duration) - start) / distance }
            return .success(CSSMotion(easing: easing, duration: duration, claim: claim(code.deviation), fallback: fallback))
        } catch {
            return .failure(SessionExportProblem(error.message))
        }
    }

    /// - Throws: two bindings whose property names would be one (`drawerOpen` and
    ///   `drawer_open` are both `drawer-open`).
    func css() throws(SessionExportProblem) -> String {
        var lines = header("/*", target: .css).map { $0 + " */" }
        var rules: [String] = [], fallbacks: [String] = []
        let prefix = Self.kebab(title)
        var declarations: [(binding: String, name: String)] = []
        for entry in entries {
            let property = "--" + CSSText.identifier("\(prefix)-\(Self.kebab(entry.name))")
            declarations.append((entry.name, property + "-easing"))
            rules += entry.source.map { "  /* \(CSSText.comment($0)) */" }
            switch Self.cssMotion(entry.value) {
            case .failure(let problem):
                rules.append("  /* \(CSSText.comment("\(entry.name): \(problem.description)")) */")
            case .success(let motion):
                rules.append("  /* \(CSSText.comment(motion.claim)) */")
                rules.append("  \(property)-easing: \(motion.easing.text);")
                rules.append("  \(property)-duration: \(ExportNumber(motion.duration * 1000, decimals: 0))ms;")
                let t = motion.fallback.timing
                let numbers = [t.x1, t.y1, t.x2, t.y2].map { ExportNumber($0, decimals: 4).text }.joined(separator: ", ")
                fallbacks.append("    /* \(CSSText.comment("\(entry.name): the closest cubic-bezier, max gap \(ExportNumber(motion.fallback.maximumGap, significant: 2))")) */")
                fallbacks.append("    \(property)-easing: cubic-bezier(\(numbers));")
            }
        }
        try Self.checkUnique(declarations, in: CSSText.language)
        lines += ["", ":root {"] + rules + ["}"]
        if !fallbacks.isEmpty {
            lines += ["", "@supports not (transition-timing-function: linear(0, 1)) {", "  :root {"] + fallbacks + ["  }", "}"]
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }
}
