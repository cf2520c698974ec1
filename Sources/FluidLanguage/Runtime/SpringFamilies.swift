import FluidMotion

extension SpringConstructor {
    /// `motion.spring(stiffness: 100, damping: 10, mass: 1) · (duration: 0.8s, bounce: 0.3) · … [, velocity:]`
    var signature: String {
        name + forms.map(\.signature).joined(separator: " · ") + " [, velocity:]"
    }
}

extension Builtins {
    /// Help for words of the language that are not functions.
    static let languageTopics: [HelpTopic] = [
        HelpTopic(name: "as", signature: "SPRING as FAMILY",
                  summary: "the spring in a platform's own constructor, with that platform's other forms (or why it has none); families: "
                      + SpringFamilies.familyNames.joined(separator: ", "),
                  example: "spring(damping: 0.8, response: 0.4s) as \(MotionPlatforms.exampleFamily)"),
    ]
}

/// The platforms' springs as the language shows them, all made from `MotionPlatforms.all`
/// (Motion): constructors, `as` families, notes, read-back members. Nothing here names a
/// platform.
enum SpringFamilies {
    static let constructors: [SpringConstructor] = MotionPlatforms.all.flatMap(\.constructors)

    static let families: [SpringFamily] = MotionPlatforms.all.compactMap(\.family)

    static var familyNames: [String] { families.map(\.name) }

    // MARK: Conversion

    /// `s as NAME`: the same spring written in the family's own constructor, with the same
    /// velocity; it prints the family's other forms too.
    static func convert(_ value: Value, to name: String, valueSpan: SourceSpan, familySpan: SourceSpan) throws(Diagnostic) -> Value {
        guard let family = families.first(where: { $0.name == name }) else {
            let suggestion = alias(of: name) ?? Suggestions.closest(to: name, in: familyNames)
            throw Diagnostic(Messages.unknownFamily(name, suggestion: suggestion, families: familyNames), familySpan)
        }
        guard case .spring(let spring) = value else {
            throw Diagnostic(Messages.asNeedsSpring(value.kindPhrase), valueSpan)
        }
        guard case .values(let values, let flags) = family.primary.inverse(spring.spring) else {
            throw Diagnostic(Messages.familyCannotExpress(family.primary.constructor, "its values overflow"), familySpan)
        }
        do throws(MotionError) {
            var converted = try SpringValue(form: family.primary, arguments: quantities(values), velocity: spring.velocity, flags: flags)
            converted.showsFamily = true
            return .spring(converted)
        } catch {
            throw Diagnostic(Messages.familyCannotExpress(family.primary.constructor, error.message), familySpan)
        }
    }

    /// Base-unit values as quantities: times for the time labels.
    static func quantities(_ values: [String: Double]) -> [String: Quantity] {
        values.reduce(into: [:]) { result, entry in
            result[entry.key] = Quantity(entry.value, SpringForm.timeLabels.contains(entry.key) ? .time : .none)
        }
    }

    // MARK: Display

    /// `motion.spring(visualDuration: 333.3 ms, bounce: 0.2)`: a form's call with rounded values.
    static func call(_ form: SpringForm, _ values: [String: Double], flags: [String: Bool], _ formatter: ValueFormatter) -> String {
        let parts = form.labels.compactMap { label -> String? in
            if let flag = flags[label] { return "\(label): \(flag)" }
            guard let value = values[label] else { return nil }
            return "\(label): " + (SpringForm.timeLabels.contains(label) ? formatter.time(value) : formatter.number(value))
        }
        return form.constructor + "(" + parts.joined(separator: ", ") + ")"
    }

    /// The other forms of the spring's family, one line each: `= motion.spring(…)`, or
    /// `no motion.spring(visualDuration:, bounce:): why`. Empty unless the spring came from `as`.
    static func alternatives(_ value: SpringValue, _ formatter: ValueFormatter) -> [String] {
        guard value.showsFamily, let family = families.first(where: { $0.primary == value.form }) else { return [] }
        return family.alternatives.map { form in
            switch form.inverse(value.spring) {
            case .values(let values, let flags):
                return "= " + call(form, values, flags: flags, formatter)
            case .none(let why):
                return "no " + form.constructor + "(" + form.labels.map { $0 + ":" }.joined(separator: ", ") + "): " + reason(why)
            }
        }
    }

    /// What a platform does to the values as written, when it changes them (SwiftUI clamps
    /// over-damping, Motion clamps its bounce and duration), each platform saying it.
    static func notes(_ value: SpringValue, _ formatter: ValueFormatter) -> [String] {
        let written = value.arguments.mapValues(\.value)
        var notes = MotionPlatforms.all.flatMap { platform in
            platform.notes(on: value.form, written: written, flags: value.flags, spring: value.spring)
        }.map { $0.rendered(number: formatter.number, time: formatter.time) }
        if value.form.ignoresVelocity, value.velocity.value != 0 {
            notes.append(Messages.velocityIgnored(value.form.constructor, labels: value.form.labels))
        }
        return notes
    }

    /// Why a form cannot express a spring, in fluid's default format.
    static func reason(_ phrase: SpringPhrase) -> String {
        let formatter = ValueFormatter()
        return phrase.rendered(number: formatter.number, time: formatter.time)
    }

    // MARK: Members

    /// Members that read a spring in a platform's words (`s.visualDuration`), from every platform.
    static let members: [SpringMember] = MotionPlatforms.all.flatMap(\.members)

    /// `s.bounciness`, `s.visualDuration`, …: the value in that family's form, or an error
    /// saying why the family cannot express the spring; nil for other names.
    static func member(_ value: SpringValue, _ name: String, nameSpan: SourceSpan) throws(Diagnostic) -> Value? {
        guard let entry = members.first(where: { $0.name == name }) else { return nil }
        switch entry.form.inverse(value.spring) {
        case .values(let values, _):
            guard let result = values[entry.label] else { return nil }
            return .number(Quantity(result, SpringForm.timeLabels.contains(entry.label) ? .time : .none))
        case .none(let why):
            throw Diagnostic(Messages.springHasNo(name, because: reason(why)), nameSpan)
        }
    }
}
