import FluidLanguage
import FluidMotion

/// `export s TARGET [, tolerance: 0.001]`: the spring as code for a platform, then a
/// comment with the largest deviation of that platform's model, run from the printed
/// values, from fluid's curve. `export s` lists the targets. Any other motion over time
/// (a decay, a retargeted motion, a trace, a difference) exports to CSS (a linear() easing
/// follows any curve); the other targets need a spring.
///
/// `export session TARGET` and `export a, b, c TARGET` write named constants instead, the
/// way `fluid export FILE --to TARGET` does (`SessionExport`): the whole session's springs,
/// decays and retargeted motions, or the listed bindings, for swift, kotlin, typescript,
/// js, css, json or tokens. Output is plain text (no colour) so it pastes as it is.
struct ExportCommand: NotebookCommand {
    /// Every word TARGET can be: one spring's targets, then the session targets not
    /// already among them (`css` is both).
    static let targetWords: [String] = {
        var words = ExportTarget.allCases.map { $0.rawValue }
        for target in SessionExportTarget.allCases where !words.contains(target.rawValue) { words.append(target.rawValue) }
        return words
    }()

    /// The platforms whose export follows any motion over time, with an easing within a
    /// tolerance (`MotionPlatform.curveExport`): their targets and their easings' names.
    static let curveParts = MotionPlatforms.all.compactMap(\.curveExport)
    static let curveTargets = SessionExport.listed(curveParts.map(\.target), "or")
    static let curveEasings = SessionExport.listed(curveParts.map(\.easingName), "or")

    /// The curve part of the platform `target` exports to, if it has one.
    static func curvePart(_ target: ExportTarget) -> CurveExportPart? {
        MotionPlatforms.exporting(target)?.curveExport
    }

    /// Declared once as `ExportTolerance.number` (range, default, refusal), which export's
    /// help names for the targets that take it.
    static let tolerance = OptionKey<Self, Double>.parameter(
        ParameterDescriptor(ExportTolerance.number),
        meaning: "for \(curveTargets): how closely \(curveEasings) follows the curve, in fractions of the distance, "
            + "\(number(ExportTolerance.range.lowerBound)) to \(number(ExportTolerance.range.upperBound)) (default \(number(ExportTolerance.standard)))")

    private static func number(_ x: Double) -> String { ValueFormatter(digits: 6).number(x) }

    /// The layout options of named constants, as `fluid export` takes them (`SessionExportLayout`'s one declaration).
    static let layoutName = OptionKey<Self, String>.string(SessionExportLayout.nameOption.label, placeholder: "\"Drawer\"",
                                                           meaning: SessionExportLayout.nameOption.meaning)
    static let layoutPackage = OptionKey<Self, String>.string(SessionExportLayout.packageOption.label, placeholder: "\"com.example.motion\"",
                                                              meaning: SessionExportLayout.packageOption.meaning)
    static let layoutAccess = OptionKey<Self, SessionExportLayout.Access>.choice(SessionExportLayout.accessOption.label,
                                                                                 meaning: SessionExportLayout.accessOption.meaning)
    static let layoutPrefix = OptionKey<Self, String>.string(SessionExportLayout.prefixOption.label, placeholder: "\"app\"",
                                                             meaning: SessionExportLayout.prefixOption.meaning)

    /// What `help export` says: the one-spring targets, the targets of any motion over time,
    /// the targets of named constants, all from the registry.
    static let summary = "A spring as code to paste for " + SessionExport.listed(ExportTarget.allCases.map(\.rawValue), "or")
        + ", with the largest deviation of that platform's model run from the printed values; decays and retargeted motions "
        + "export to \(curveTargets). export session TARGET (or export a, b, c TARGET) writes the session's (or those) springs, "
        + "decays and retargeted motions as named constants for " + SessionExport.listed(SessionExportTarget.allCases.map(\.rawValue), "or")
        + ", as fluid export does. export s lists the targets."

    static let spec = CommandSpec(
        name: "export", form: .expressionAndWord,
        parameters: [
            CommandParameter(name: "value", placeholder: "VALUE, ...", kind: .expression, repeats: true),
            CommandParameter(name: "target", placeholder: "TARGET", kind: .word(.choice(targetWords, noun: "target")), required: false),
        ],
        options: [tolerance, layoutName, layoutPackage, layoutAccess, layoutPrefix],
        summary: summary,
        example: "export spring(damping: 0.8, response: 0.4s) " + (ExportTarget.allCases.first?.rawValue ?? ""))

    static func run(_ call: CommandCall<Self>, in context: CommandContext) throws(Diagnostic) -> Response {
        let values = call.arguments("value")
        guard let first = values.first, let expression = first.expression else { return Response() }
        let wholeSession = values.count == 1 && namesTheSession(expression, in: context)
        if wholeSession || values.count > 1 {
            return try exportConstants(values, wholeSession: wholeSession, call, in: context)
        }
        let value = try context.interpreter.evaluate(expression)
        guard let word = call.word("target") else {
            return .text(targetList(for: value, name: call.text(first.valueSpan)))
        }
        guard let target = ExportTarget(rawValue: word) else {
            // One binding to a constants target: the constants of that binding alone.
            if case .identifier = expression.kind { return try exportConstants(values, wholeSession: false, call, in: context) }
            let targets = ExportTarget.allCases.map(\.rawValue).joined(separator: ", ")
            throw Diagnostic(Messages.exportTargetForConstants(word, oneSpringTargets: targets), call.argument("target")?.valueSpan ?? first.valueSpan)
        }
        // The layout options lay out a file of named constants: one value's code has none.
        let layout: [(String, CommandArgument?)] = [(layoutName.label, call.argument(layoutName)), (layoutPackage.label, call.argument(layoutPackage)),
                                                    (layoutAccess.label, call.argument(layoutAccess)), (layoutPrefix.label, call.argument(layoutPrefix))]
        if let (label, given) = layout.first(where: { $0.1 != nil }), let given {
            throw Diagnostic(Messages.exportLayoutForOneValue(label), given.span)
        }
        if let given = call.argument(tolerance), curvePart(target) == nil {
            throw Diagnostic(Messages.exportToleranceNotForTarget(curveTargets: curveTargets, easings: curveEasings, title: target.title), given.span)
        }
        let code = try exportedCode(value, target: target, tolerance: try call[tolerance] ?? ExportTolerance.standard, span: expression.span)
        return .text((code.lines + [deviationComment(code.deviation, target: target)]).joined(separator: "\n"))
    }

    /// `export session TARGET`, `export a, b, c TARGET`: one file of named constants.
    static func exportConstants(_ values: [CommandArgument], wholeSession: Bool, _ call: CommandCall<Self>,
                                in context: CommandContext) throws(Diagnostic) -> Response {
        // The names as typed, from one copy of the line (not one per name: 10,000 names are fine).
        let characters = Array(call.line)
        func typed(_ span: SourceSpan) -> String {
            let lo = max(0, min(span.start, characters.count)), hi = max(lo, min(span.end, characters.count))
            return String(characters[lo..<hi])
        }
        let what = wholeSession ? "session" : values.map { typed($0.valueSpan) }.joined(separator: ", ")
        let several = values.count > 1 ? "several" : "a binding"
        let sessionTargets = SessionExportTarget.allCases.map(\.rawValue).joined(separator: ", ")
        guard let word = call.word("target") else {
            let end = SourceSpan(start: call.statement.span.end, end: call.statement.span.end)
            throw Diagnostic(Messages.exportNeedsConstantsTarget(what, targets: sessionTargets), end, help: "example: export \(what) swift")
        }
        let wordSpan = call.argument("target")?.valueSpan ?? values[0].valueSpan
        guard let target = SessionExportTarget(rawValue: word) else {
            throw Diagnostic(Messages.exportTargetTakesOneSpring(word, first: call.text(values[0].valueSpan), what: wholeSession ? "a session" : several,
                                                                 targets: sessionTargets), wordSpan)
        }
        if let given = call.argument(tolerance) {
            throw Diagnostic(Messages.exportToleranceForConstants(curveTargets: curveTargets), given.span)
        }
        let all = context.exportEntries
        var entries: [SessionExport.Entry] = []
        if wholeSession {
            entries = all
            guard !entries.isEmpty else {
                throw Diagnostic(Messages.exportEmptySession, values[0].valueSpan)
            }
        } else {
            // By name, once: each listed name is looked up and checked for a repeat in constant time.
            var byName: [String: SessionExport.Entry] = [:]
            for entry in all where byName[entry.name] == nil { byName[entry.name] = entry }
            var listed: Set<String> = []
            for argument in values {
                guard let expression = argument.expression, case .identifier(let name) = expression.kind else {
                    throw Diagnostic(Messages.exportNeedsNames(word), argument.valueSpan)
                }
                guard listed.insert(name).inserted else {
                    throw Diagnostic(Messages.exportListedTwice(name), argument.valueSpan)
                }
                guard let entry = byName[name] else {
                    guard let value = context.interpreter.value(of: name) else {
                        throw Diagnostic(Messages.exportNoBinding(name), argument.valueSpan)
                    }
                    throw Diagnostic(Messages.exportNotAMotion(name, kind: value.kindPhrase), argument.valueSpan)
                }
                entries.append(entry)
            }
        }
        // The work is paid from the line's step budget before it starts: a session of
        // hundreds of motions is refused at once with the limit's message, not worked on
        // for seconds that Ctrl-C cannot stop.
        if let budget = context.interpreter.budget {
            try budget.spend(entries.count * target.stepsPerEntry, limits: context.interpreter.settings.limits, span: wordSpan)
        }
        let layout = SessionExportLayout(name: try call[layoutName], package: try call[layoutPackage],
                                         access: try call[layoutAccess], prefix: try call[layoutPrefix])
        if let problem = layout.problem(for: target, spelled: { $0 + ":" }) { throw Diagnostic(problem, wordSpan) }
        let export = SessionExport(title: "session", origin: "this session", entries: entries, prompt: what, layout: layout)
        do throws(SessionExportProblem) {
            let text = try export.render(target)
            return .text(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        } catch {
            guard let message = error.message else { throw Diagnostic(error.description, wordSpan) }
            throw Diagnostic(message, wordSpan)
        }
    }

    /// Whether `expression` is the word `session` (and not a binding of that name).
    static func namesTheSession(_ expression: Expression, in context: CommandContext) -> Bool {
        guard case .identifier("session") = expression.kind else { return false }
        return context.interpreter.value(of: "session") == nil
    }

    static func exportedCode(_ value: Value, target: ExportTarget, tolerance: Double, span: SourceSpan) throws(Diagnostic) -> ExportedCode {
        do throws(MotionError) {
            switch value {
            case .spring(let s):
                return try s.spring.exportedCode(for: target, tolerance: tolerance)
            case _ where curvePart(target) != nil && value.motionOverTime != nil:
                return try curvePart(target)!.curve(value.motionOverTime!.curve, tolerance)
            case .motion:
                throw MotionError(parameter: "value", message: "a retargeted motion is several springs in turn; \(target.title) takes one spring. "
                                  + "Export it as \(curveTargets) (a \(curveEasings) easing follows any curve), or export each spring")
            case .decay:
                throw MotionError(parameter: "value", message: "\(target.title) has no spring for a decay; "
                                  + "export it as \(curveTargets) (a \(curveEasings) easing follows any curve)")
            default:
                throw MotionError(parameter: "value", message: needsASpring + "; got \(value.kindPhrase)")
            }
        } catch {
            throw Diagnostic(error.message, span)
        }
    }

    /// "export needs a spring (or, for css, any motion over time: …)".
    static let needsASpring = "export needs a spring (or, for \(curveTargets), any motion over time: a decay, a retargeted motion, a trace)"

    /// `// max deviation 0.00031 at 212 ms (CSS linear(), 31 stops, …)`, in the target's comment syntax.
    static func deviationComment(_ deviation: ExportDeviation, target: ExportTarget) -> String {
        let text = SessionExport.claim(deviation)
        return curvePart(target)?.comment(text) ?? "// \(text)"
    }
    /// `export s` without a target: what each target prints, for this value.
    static func targetList(for value: Value, name: String) -> String {
        var lines = ["export \(name) TARGET, one of:"]
        let width = ExportTarget.allCases.map(\.rawValue.count).max() ?? 0
        let curveOnly: Bool
        switch value {
        case .spring: curveOnly = false
        case _ where value.motionOverTime != nil: curveOnly = true
        default:
            return needsASpring + "; \(name) is \(value.kindPhrase)"
        }
        for target in ExportTarget.allCases where !curveOnly || curvePart(target) != nil {
            lines.append("  \(target.rawValue.padding(to: width))  \(target.title): \(target.summary)")
        }
        if curveOnly {
            lines.append("(a \(value.kindPhrase.dropFirst(2)) exports to \(curveTargets) only: the other targets take one spring)")
        }
        for part in curveParts { lines.append("\(part.target) takes a tolerance: export \(name) \(part.target), tolerance: 0.0005") }
        return lines.joined(separator: "\n")
    }
}
