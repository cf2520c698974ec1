import FluidLanguage
import FluidMotion

/// `compare a, b, ...`: every parameterization and measure of springs (or of decays)
/// side by side, one column each, with the rows that differ highlighted. Lists and
/// preset groups stand for their springs: `compare swiftui`.
struct CompareCommand: NotebookCommand {
    static let spec = CommandSpec(
        name: "compare", form: .expressions,
        parameters: [CommandParameter(name: "values", placeholder: "VALUE, VALUE, ...", kind: .expression, repeats: true)],
        summary: "Every parameterization and measure of springs (or decays) side by side; rows that differ are highlighted.",
        example: "compare spring(damping: 0.8, response: 0.4s), \(MotionPlatforms.examplePreset)")

    static func run(_ call: CommandCall<Self>, in context: CommandContext) throws(Diagnostic) -> Response {
        compare(call.expressions("values"), line: call.line, in: context)
    }

    static func compare(_ arguments: [Argument], line: String, in context: CommandContext) -> Response {
        let interpreter = context.interpreter
        do throws(Diagnostic) {
            let accepts = "springs or decays, like compare s, t"
            let (subjects, range) = try MotionSubject.gather(arguments, line: line, command: "compare", accepts: accepts,
                                                           interpreter: interpreter)
            if let range { throw Diagnostic(Messages.compareTakesNoRange, range.1) }
            guard let first = subjects.first else {
                throw Diagnostic(Messages.compareNothing, arguments[0].span)
            }
            let table: ComparisonTable
            switch first.value {
            case .spring:
                table = try comparisonTable(subjects, rows: CompareRows.spring, what: "springs", in: context) { subject in
                    if case .spring(let s) = subject.value { return s }
                    return nil
                }
            case .decay:
                table = try comparisonTable(subjects, rows: CompareRows.decay, what: "decays", in: context) { subject in
                    if case .decay(let d) = subject.value { return d }
                    return nil
                }
            default:
                throw Diagnostic(Messages.compareCurves(first.name), first.span)
            }
            return Response(blocks: [.table(table)])
        } catch {
            return .diagnostic(error, source: line)
        }
    }

    private static func comparisonTable<Subject>(_ subjects: [MotionSubject], rows: [CompareRow<Subject>], what: String, in context: CommandContext,
                                                 _ extract: (MotionSubject) -> Subject?) throws(Diagnostic) -> ComparisonTable {
        let interpreter = context.interpreter
        var values: [Subject] = []
        for subject in subjects {
            guard let value = extract(subject) else {
                throw Diagnostic(Messages.compareMixed(what, subject.kindPhrase), subject.span)
            }
            values.append(value)
        }
        let formatter = interpreter.formatter
        // Column by column, so that Ctrl-C is seen between two subjects: a subject's rows
        // (its frame rows run each platform's frames) take up to tens of milliseconds. Each
        // frame drawn is a step of the line's budget, so thousands of springs that ring for
        // minutes stop with the step limit's message instead of running for minutes.
        var cells = rows.map { _ in [String]() }
        for (index, value) in values.enumerated() {
            if context.isInterrupted { throw Diagnostic(Messages.commandInterrupted("nothing was compared"), subjects[0].span) }
            var frames = 0
            for (r, row) in rows.enumerated() {
                let read = row.read(value)
                frames += row.framesDrawn(read)
                cells[r].append(read?.map { q in
                    q.dimension == .time && q.unit == nil ? formatter.time(q.value) : formatter.quantity(q)
                }.joined(separator: ", ") ?? "—")
            }
            try interpreter.budget?.spend(1 + frames, limits: interpreter.settings.limits, span: subjects[index].span)
        }
        return ComparisonTable(names: subjects.map(\.name), rows: zip(rows, cells).map { ($0.label, $1) })
    }
}
