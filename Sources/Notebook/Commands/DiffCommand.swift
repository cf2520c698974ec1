import FluidLanguage
import FluidMotion

/// `diff a, b [, lo..hi]`: where two motions of time are furthest apart, and by how
/// much; the same for their velocities. Springs compare progress, decays distance,
/// functions their values; over the longer of the two motions (or the range given).
struct DiffCommand: NotebookCommand {
    static let spec = CommandSpec(
        name: "diff", form: .expressions,
        parameters: [CommandParameter(name: "motions", placeholder: "A, B [, RANGE]", kind: .expression, repeats: true)],
        summary: "The largest gap between two motions over time, when it happens, and the largest velocity gap.",
        example: "diff spring(damping: 0.8, response: 0.4s), \(MotionPlatforms.examplePreset)")

    static func run(_ call: CommandCall<Self>, in context: CommandContext) throws(Diagnostic) -> Response {
        let arguments = call.expressions("motions"), interpreter = context.interpreter
        do throws(Diagnostic) {
            let report = try GapReport(arguments, line: call.line, interpreter: interpreter)
            return .text(report.lines(interpreter.formatter).joined(separator: "\n"))
        } catch {
            return .diagnostic(error, source: call.line)
        }
    }
}

/// The largest position and velocity gaps between two motions of time.
struct GapReport {
    let a: TimeCurve
    let b: TimeCurve
    let lo: Double
    let hi: Double
    /// Time and signed difference a − b at the largest |a − b|.
    let position: (time: Double, value: Double)
    let velocity: (time: Double, value: Double)
    let valuesAtGap: (a: Double, b: Double)
    let velocitiesAtGap: (a: Double, b: Double)

    init(_ arguments: [Argument], line: String, interpreter: Interpreter) throws(Diagnostic) {
        let (subjects, range) = try MotionSubject.gather(arguments, line: line, command: "diff",
                                                       accepts: "two motions (springs, decays, retargeted motions, traces) or functions of time, like diff "
                                                           + "s, t",
                                                       interpreter: interpreter)
        guard subjects.count == 2 else {
            let span = subjects.count > 2 ? subjects[2].span : (subjects.first?.span ?? arguments[0].span)
            throw Diagnostic(Messages.diffCount(subjects.count), span)
        }
        let curves = try subjects.map { (subject: MotionSubject) throws(Diagnostic) -> TimeCurve in
            try TimeCurve.of(subject.value, name: subject.name, span: subject.span, interpreter: interpreter)
        }
        a = curves[0]
        b = curves[1]
        guard a.dimension == b.dimension else {
            func gives(_ curve: TimeCurve) -> String { curve.dimension == .none ? "progress (a number)" : curve.dimension.phrase }
            throw Diagnostic(Messages.diffDimensions(a.name, gives: gives(a), b.name, gives: gives(b)), subjects[1].span)
        }
        if let (r, span) = range {
            guard r.dimension == .time else { throw Diagnostic(Messages.diffRangeNotTime(r.dimension.phrase), span) }
            lo = r.lower.value
            hi = r.upper.value
        } else {
            guard let end = [a.span, b.span].compactMap({ $0 }).max(), end > 0, end.isFinite else {
                throw Diagnostic(Messages.diffNeedsTimes(a.name, b.name), subjects[0].span)
            }
            lo = 0
            hi = end
        }
        let (pa, pb, va, vb) = (a.position, b.position, a.velocity, b.velocity)
        func difference(_ f: @escaping ([Double]) throws(Diagnostic) -> [Double],
                        _ g: @escaping ([Double]) throws(Diagnostic) -> [Double]) -> ([Double]) throws(Diagnostic) -> [Double] {
            { times throws(Diagnostic) in zip(try f(times), try g(times)).map { $0 - $1 } }
        }
        guard let p = try LargestGap.find(from: lo, to: hi, difference(pa, pb)),
              let v = try LargestGap.find(from: lo, to: hi, difference(va, vb)) else {
            throw Diagnostic(Messages.diffNeverEvaluates(lo, hi), subjects[0].span)
        }
        position = p
        velocity = v
        let values = try pa([p.time]) + pb([p.time])
        valuesAtGap = (values[0], values[1])
        let speeds = try va([v.time]) + vb([v.time])
        velocitiesAtGap = (speeds[0], speeds[1])
    }

    func lines(_ formatter: ValueFormatter) -> [String] {
        let isProgress = a.dimension == .none
        func amount(_ x: Double) -> String {
            isProgress ? formatter.quantity(Quantity(x, .none, unit: .percent)) : formatter.quantity(Quantity(x, a.dimension))
        }
        func rate(_ x: Double) -> String {
            formatter.quantity(Quantity(x, a.dimension / .time))
        }
        func ahead(_ d: Double) -> String {
            d == 0 ? "" : " (\(d > 0 ? a.name : b.name) ahead)"
        }
        let distance = isProgress ? " of the distance" : ""
        return [
            "largest gap \(amount(abs(position.value)))\(distance) at \(formatter.time(position.time)): "
                + "\(a.name) at \(amount(valuesAtGap.a)), \(b.name) at \(amount(valuesAtGap.b))\(ahead(position.value))",
            "largest velocity gap \(rate(abs(velocity.value))) at \(formatter.time(velocity.time)): "
                + "\(a.name) \(rate(velocitiesAtGap.a)), \(b.name) \(rate(velocitiesAtGap.b))",
            "over \(formatter.time(lo)) … \(formatter.time(hi)); sampled at 2001 times, then refined around the largest",
        ]
    }
}
