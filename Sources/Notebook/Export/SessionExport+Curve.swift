import FluidLanguage
import FluidMotion

/// A platform's own file of every motion's easing (`CurveExportPart`, CSS's custom
/// properties), and the easing of one motion, which that file, the JSON and the Design
/// Tokens exports carry. Notebook text enters the file through `CommentText` only: its
/// comments made safe, its names escaped by the part with `CommentText.isHidden`.
extension SessionExport {
    /// The platform whose curve part `part` is.
    static func platform(of part: CurveExportPart) -> (any MotionPlatform)? {
        curvePlatforms.first { $0.part.target == part.target }?.platform
    }

    /// A motion's easing as `platform` writes it (a spring's by the platform's own export,
    /// any other motion over time by its part's `curve`), at fluid's default tolerance
    /// (`ExportTolerance.standard`), and the closest cubic Bézier to the curve over the easing's duration (from
    /// `fits`, which fits each distinct curve once).
    static func easing(_ value: Value, by platform: any MotionPlatform, _ part: CurveExportPart,
                       fits: CubicBezierFits) -> Result<CurveEasing, SessionExportProblem> {
        guard let motion = value.motionOverTime else { return .failure(SessionExportProblem("not a motion over time")) }
        let curve = motion.curve
        do throws(MotionError) {
            let code: ExportedCode
            if case .spring(let s) = value {
                code = try platform.exportedCode(s.spring, tolerance: ExportTolerance.standard)
            } else {
                code = try part.curve(curve, ExportTolerance.standard)
            }
            guard let easing = code.easing else { return .failure(SessionExportProblem("no \(part.language) easing for it")) }
            let start = curve.startPosition, distance = curve.targetPosition - start, duration = easing.duration
            let fallback = fits.fitted { fraction in (curve.position(at: fraction * duration) - start) / distance }
            return .success(CurveEasing(text: easing.text, duration: duration, claim: claim(code.deviation),
                                        fallback: fallback.timing, maximumGap: fallback.maximumGap))
        } catch {
            return .failure(SessionExportProblem(error.message))
        }
    }

    /// The part's file: the header in its comments, then its body of every entry's easing.
    /// The names are checked first, on the body with no easings, so a refused export fits
    /// nothing; then again on the file written.
    /// - Throws: two bindings whose names the part would declare as one.
    func curveFile(_ part: CurveExportPart, target: SessionExportTarget, fits: CubicBezierFits) throws(SessionExportProblem) -> String {
        guard let platform = Self.platform(of: part) else { throw SessionExportProblem("no platform writes \(target.rawValue)") }
        let prefix = layout.prefix ?? title
        let unfitted = entries.map { CurveExportFile.Motion(name: $0.name, source: $0.located(in: origin), easing: .none("")) }
        try Self.checkUnique(part.body(CurveExportFile(title: prefix, motions: unfitted, comment: CommentText.line, isHidden: CommentText.isHidden))
            .declarations, in: part.language)
        let motions = entries.map { entry in
            let easing: CurveExportFile.Outcome
            if let timing = entry.value.easing {
                return CurveExportFile.Motion(name: entry.name, source: entry.located(in: origin), easing: .cubicBezier(timing))
            }
            if let function = entry.value.functionEasing {
                return CurveExportFile.Motion(name: entry.name, source: entry.located(in: origin), easing: .function(function))
            }
            switch Self.easing(entry.value, by: platform, part, fits: fits) {
            case .success(let found): easing = .easing(found)
            case .failure(let problem): easing = .none(problem.description)
            }
            return CurveExportFile.Motion(name: entry.name, source: entry.located(in: origin), easing: easing)
        }
        let body = part.body(CurveExportFile(title: prefix, motions: motions, comment: CommentText.line, isHidden: CommentText.isHidden))
        try Self.checkUnique(body.declarations, in: part.language)
        return (header(part.commentOpen, target: target).map { $0 + part.commentClose } + body.lines).joined(separator: "\n")
    }
}
