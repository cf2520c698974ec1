import FluidLanguage
import FluidMotion

/// `export s TARGET [, tolerance: 0.001]`: the spring as code for a platform, then a
/// comment with the largest deviation of that platform's model, run from the printed
/// values, from fluid's curve. `export s` lists the targets. Any other motion over time
/// (a decay, a retargeted motion, a trace, a difference) exports to CSS (a linear() easing
/// follows any curve); the other targets need a spring. Output is plain text (no colour) so
/// it pastes as it is.
struct ExportCommand: NotebookCommand {
    static let spec = CommandSpec(
        name: "export", form: .expressionAndWord,
        parameters: [
            CommandParameter(name: "value", placeholder: "VALUE", kind: .expression),
            CommandParameter(name: "target", placeholder: "TARGET",
                             kind: .word(.choice(ExportTarget.allCases.map(\.rawValue), noun: "target")), required: false),
        ],
        options: [CommandOption(label: "tolerance", placeholder: "0.001", kind: .quantity(.plain),
                                meaning: "for css: how closely linear() follows the curve, in fractions of the distance, 0.00001 to 0.1 (default 0.001)")],
        summary: "A spring as code to paste for swiftui, uikit, coreanimation, css, framer, reactspring, android, compose or flutter, with the largest deviation of that platform's model run from the printed values; decays and retargeted motions export to css. export s lists the targets.",
        example: "export spring(damping: 0.8, response: 0.4s) swiftui")

    static func run(_ call: CommandCall, in session: Session) throws(Diagnostic) -> Response {
        guard let argument = call.argument("value"), let expression = argument.expression else { return Response() }
        let value = try session.interpreter.evaluate(expression)
        guard let target = call.word("target").flatMap(ExportTarget.init(rawValue:)) else {
            return .text(session.targetList(for: value, name: call.text(argument.valueSpan)))
        }
        var tolerance = 0.001
        if let q = try call.quantity("tolerance"), let span = call.argument("tolerance")?.valueSpan {
            guard target == .css else {
                throw Diagnostic("tolerance: is for css (how closely linear() follows the curve); \(target.title) code is the spring itself",
                                 call.argument("tolerance")?.span ?? span)
            }
            guard q.value.isFinite, q.value >= 0.00001, q.value <= 0.1 else {
                throw Diagnostic("tolerance: must be between 0.00001 and 0.1 (0.001 is a tenth of a percent of the move)", span)
            }
            tolerance = q.value
        }
        let code = try session.exportedCode(value, target: target, tolerance: tolerance, span: expression.span)
        return .text((code.lines + [session.deviationComment(code.deviation, target: target)]).joined(separator: "\n"))
    }
}

extension Session {
    func exportedCode(_ value: Value, target: ExportTarget, tolerance: Double, span: SourceSpan) throws(Diagnostic) -> ExportedCode {
        do throws(MotionError) {
            switch value {
            case .spring(let s):
                return try s.spring.exportedCode(for: target, tolerance: tolerance)
            case _ where target == .css && value.motionOverTime != nil:
                return try value.motionOverTime!.curve.cssExport(tolerance: tolerance)
            case .motion:
                throw MotionError(parameter: "value", message: "a retargeted motion is several springs in turn; \(target.title) takes one spring. Export it as css (a linear() easing follows any curve), or export each spring")
            case .decay:
                throw MotionError(parameter: "value", message: "\(target.title) has no spring for a decay; export it as css (a linear() easing follows any curve)")
            default:
                throw MotionError(parameter: "value", message: "export needs a spring (or, for css, any motion over time: a decay, a retargeted motion, a trace); got \(value.kindPhrase)")
            }
        } catch {
            throw Diagnostic(error.message, span)
        }
    }

    /// `// max deviation 0.00031 at 212 ms (CSS linear(), 31 stops, …)`, in the target's comment syntax.
    func deviationComment(_ deviation: ExportDeviation, target: ExportTarget) -> String {
        let text = SessionExport.claim(deviation)
        return target == .css ? "/* \(text) */" : "// \(text)"
    }

    /// `export s` without a target: what each target prints, for this value.
    func targetList(for value: Value, name: String) -> String {
        var lines = ["export \(name) TARGET, one of:"]
        let width = ExportTarget.allCases.map(\.rawValue.count).max() ?? 0
        let cssOnly: Bool
        switch value {
        case .spring: cssOnly = false
        case _ where value.motionOverTime != nil: cssOnly = true
        default:
            return "export needs a spring (or, for css, any motion over time: a decay, a retargeted motion, a trace); \(name) is \(value.kindPhrase)"
        }
        for target in ExportTarget.allCases where !cssOnly || target == .css {
            lines.append("  \(target.rawValue.padding(to: width))  \(target.title): \(target.summary)")
        }
        if cssOnly { lines.append("(a \(value.kindPhrase.dropFirst(2)) exports to css only: the other targets take one spring)") }
        lines.append("css takes a tolerance: export \(name) css, tolerance: 0.0005")
        return lines.joined(separator: "\n")
    }
}
