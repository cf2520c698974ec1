import FluidMotion

/// One way to tune a spring: the numeric parameters of one form, whatever form the spring
/// was written in. `tune` cycles through a spring's families (`SpringValue.knobFamilies`);
/// a change made through a family is written back in the spring's own form
/// (`SpringValue.rewritten(through:values:flags:)`), so a `swiftui.spring(…)` stays one.
public struct SpringKnobs: Sendable, Hashable {
    /// The form whose parameters are the knobs.
    public let form: SpringForm
    /// The knobs in the order the arrows take them: the form's numeric labels, with `mass`
    /// (the knob nobody turns first) and `epsilon` left to the end or out.
    public let labels: [String]

    init(form: SpringForm) {
        self.form = form
        let numeric = form.arguments.filter { $0.kind != .flag && $0.name != "epsilon" }.map(\.name)
        self.labels = numeric.filter { $0 != "mass" } + numeric.filter { $0 == "mass" }
    }

    /// `duration/bounce`, `stiffness/damping/mass`: the knobs, as the tune screen names them.
    public var name: String { labels.joined(separator: "/") }

    /// The families every spring offers besides its own form, in the order `tune` cycles
    /// them: fluid's damping ratio and response, duration and bounce, stiffness and damping
    /// (with mass), then each platform's own (`MotionPlatform.tuneKnobs`, in registry order).
    static let kinds: [SpringForm] = [.dampingResponse, .durationBounce, .physical] + MotionPlatforms.all.flatMap(\.tuneKnobs)
}

extension SpringValue {
    /// The families this spring can be tuned by, its own form first. A kind is taken in the
    /// spring's own constructor when that constructor has a form with the same labels
    /// (SwiftUI's own duration and bounce for a `swiftui.spring`), and left out when it
    /// cannot express this spring (Motion's bounce never over-damps) or when it reads the
    /// same numbers as a family already offered (`response`/`dampingFraction` is the
    /// damping ratio and response again).
    public var knobFamilies: [SpringKnobs] {
        let own = SpringKnobs(form: form)
        var families = own.labels.isEmpty ? [] : [own]
        var readings = families.compactMap { values(in: $0.form).map(Self.reading) }
        let siblings = SpringFamilies.constructors.filter { $0.name == form.constructor }.flatMap(\.forms)
        for kind in SpringKnobs.kinds {
            let sibling = siblings.first { Set(SpringKnobs(form: $0).labels) == Set(SpringKnobs(form: kind).labels) }
            let candidate = sibling ?? kind
            guard families.allSatisfy({ $0.form.id != candidate.id }), let values = values(in: candidate) else { continue }
            let reading = Self.reading(values)
            if let same = readings.firstIndex(where: { Self.same($0, reading) }) {
                // The same numbers under the platform's own names win over fluid's.
                if sibling != nil && same > 0 { families[same] = SpringKnobs(form: candidate) }
                continue
            }
            families.append(SpringKnobs(form: candidate))
            readings.append(reading)
        }
        return families
    }

    /// This spring's values in `form` (base units), or nil when the form cannot express it.
    public func values(in form: SpringForm) -> [String: Double]? {
        if form.id == self.form.id { return arguments.mapValues(\.value) }
        guard case .values(let values, _) = form.inverse(spring) else { return nil }
        return values
    }

    /// The spring `form` builds from `values` (base units), written back in this spring's
    /// own form with its velocity and flags; the arguments keep the units they were written
    /// in (a response in ms stays in ms). Through its own form, the values are taken as they
    /// are. Throws `SpringRewriteError`: `form` refuses a value, or this spring's form cannot
    /// write the result (SwiftUI's clamp on over-damping, …).
    public func rewritten(through form: SpringForm, values: [String: Double], flags: [String: Bool] = [:]) throws(SpringRewriteError) -> SpringValue {
        let ownForm = self.form
        let written: [String: Double], writtenFlags: [String: Bool]
        if form.id == ownForm.id {
            written = values
            writtenFlags = self.flags
        } else {
            let changed: SpringValue
            do throws(MotionError) {
                changed = try SpringValue(form: form, arguments: SpringFamilies.quantities(values), velocity: velocity, flags: flags)
            } catch {
                throw .refused(error)
            }
            switch ownForm.inverse(changed.spring) {
            case .values(let back, let backFlags):
                written = back
                writtenFlags = backFlags.merging(self.flags) { written, _ in written }
            case .none(let why):
                throw .cannotWrite(constructor: ownForm.constructor, because: SpringFamilies.reason(why))
            }
        }
        let quantities = written.reduce(into: arguments) { result, entry in
            result[entry.key] = result[entry.key].map { $0.with(value: entry.value) } ?? SpringFamilies.quantities([entry.key: entry.value])[entry.key]
        }
        do throws(MotionError) {
            return try SpringValue(form: ownForm, arguments: quantities, velocity: velocity, flags: writtenFlags)
        } catch {
            throw .refused(error)
        }
    }

    /// The values of a reading, mass aside, sorted: two forms that read the same numbers
    /// (tension and friction are stiffness and damping) are one family.
    private static func reading(_ values: [String: Double]) -> [Double] { values.filter { $0.key != "mass" }.values.sorted() }

    private static func same(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($0), abs($1)) }
    }
}

/// Why a change made through another form was not kept.
public enum SpringRewriteError: Error, Sendable {
    /// The form taking the change refused a value (out of its range), with its message.
    case refused(MotionError)
    /// The spring's own constructor cannot write the changed spring, and why.
    case cannotWrite(constructor: String, because: String)

    /// What to tell the user about changing `label`, with its code.
    public func message(changing label: String) -> Message {
        switch self {
        case .refused(let error): Messages.refused(error)
        case .cannotWrite(let constructor, let reason): Messages.formCannotWriteChange(constructor, label, because: reason)
        }
    }
}
