import FluidMotion

/// Reading members (`s.stiffness`, `p.x`) and changing them (`s with damping: 0.6`,
/// `s.damping = 0.6`), per kind of value.
enum Members {
    static let point: [Member<PointValue>] = [
        Member("x", gives: "a quantity", "the first coordinate") { .number($0.x) },
        Member("y", gives: "a quantity", "the second coordinate") { .number($0.y) },
    ]

    static let range: [Member<RangeValue>] = [
        Member("lower", gives: "a quantity", "the lower end") { .number($0.lower) },
        Member("upper", gives: "a quantity", "the upper end") { .number($0.upper) },
    ]

    static let list: [Member<[Value]>] = [
        Member("count", gives: "a plain number", "how many elements it has") { .number(Quantity(Double($0.count))) },
        Member("first", gives: "an element", "the first element", missing: { _ in Messages.emptyList("first") }) { $0.first },
        Member("last", gives: "an element", "the last element", missing: { _ in Messages.emptyList("last") }) { $0.last },
    ]

    static let string: [Member<String>] = [
        Member("count", gives: "a plain number", "how many characters it has") { .number(Quantity(Double($0.count))) },
    ]

    /// Member names a value has, for completion and suggestions.
    static func names(of value: Value) -> [String] {
        switch value {
        case .point(let p): return point.names(for: p)
        case .range(let r): return range.names(for: r)
        case .list(let elements): return list.names(for: elements)
        case .string(let text): return string.names(for: text)
        case .spring(let s):
            var seen: Set<String> = []
            return (SpringValue.members.names(for: s) + SpringFamilies.members.map(\.name) + s.form.labels).filter { seen.insert($0).inserted }
        case .decay(let d): return DecayValue.members.names(for: d)
        case .motion: return RetargetedMotionValue.memberNames
        case .namespace(let n): return n.entries.map(\.name)
        case .trace(let t): return TraceValue.members.names(for: t)
        case .record(let r): return r.fields.map(\.name)
        case .number, .bool, .function, .difference: return []
        }
    }

    static func get(_ value: Value, _ name: String, nameSpan: SourceSpan) throws(Diagnostic) -> Value {
        if let result = try read(value, name, nameSpan: nameSpan) { return result }
        throw Diagnostic(
            Messages.unknownMember(name, of: value.kindPhrase, suggestion: Suggestions.closest(to: name, in: names(of: value))),
            nameSpan)
    }

    private static func read(_ value: Value, _ name: String, nameSpan: SourceSpan) throws(Diagnostic) -> Value? {
        switch value {
        case .point(let p): return try point.read(name, of: p, nameSpan: nameSpan)
        case .range(let r): return try range.read(name, of: r, nameSpan: nameSpan)
        case .list(let elements): return try list.read(name, of: elements, nameSpan: nameSpan)
        case .string(let text): return try string.read(name, of: text, nameSpan: nameSpan)
        case .spring(let s):
            // The spring's own arguments read back as written (`s.bounciness` of a Rebound spring,
            // `s.duration` of a Motion one, `s.allowOverDamping`).
            if let written = s.arguments[name] { return .number(written) }
            if let flag = s.flags[name] { return .bool(flag) }
            if let member = try SpringValue.members.read(name, of: s, nameSpan: nameSpan) { return member }
            return try SpringFamilies.member(s, name, nameSpan: nameSpan)
        case .decay(let d): return try DecayValue.members.read(name, of: d, nameSpan: nameSpan)
        case .motion(let m): return try m.member(name, nameSpan: nameSpan)
        case .namespace(let n): return n.member(name)
        case .trace(let t): return try TraceValue.members.read(name, of: t, nameSpan: nameSpan)
        case .record(let r): return r.field(name)
        case .number, .bool, .function, .difference: return nil
        }
    }

    // MARK: Changing

    static func with(_ value: Value, _ changes: [EvaluatedArgument]) throws(Diagnostic) -> Value {
        switch value {
        case .spring(let s):
            return .spring(try springWith(s, changes))
        case .point(var p):
            for change in changes {
                let coordinate = change.label == "y" ? p.y : p.x
                let q = try changedQuantity(change, allowed: point.map(\.name), readable: point.map(\.name), of: value,
                    Expectation(dimension: coordinate.dimension, phrase: coordinate.dimension.phrase, example: "the old value"))
                if change.label == "x" { p.x = q } else { p.y = q }
            }
            return .point(p)
        case .range(var r):
            for change in changes {
                let q = try changedQuantity(change, allowed: range.map(\.name), readable: range.map(\.name), of: value, Expectation(dimension: r.dimension,
                    phrase: r.dimension.phrase, example: "the other end"))
                if change.label == "lower" { r.lower = q } else { r.upper = q }
            }
            return .range(r)
        case .decay(let d):
            return .decay(try d.with(changes))
        default:
            let span = changes.first.map { $0.labelSpan ?? $0.span } ?? SourceSpan(start: 0, end: 0)
            throw Diagnostic(Messages.cannotChangeMembers(value.kindPhrase), span)
        }
    }

    private static func changedQuantity(_ change: EvaluatedArgument, allowed: [String], readable: [String], of value: Value,
        _ expectation: Expectation) throws(Diagnostic) -> Quantity {
        let label = change.label ?? ""
        let labelSpan = change.labelSpan ?? change.span
        guard allowed.contains(label) else {
            if readable.contains(label) { throw Diagnostic(Messages.notWritable(label, writable: allowed), labelSpan) }
            throw Diagnostic(Messages.unknownMember(label, of: value.kindPhrase, suggestion: Suggestions.closest(to: label, in: readable)), labelSpan)
        }
        return try BoundArguments.check(change, name: label, expectation)
    }

    /// Changes parameters of the spring's own form (keeping the others), or its velocity; a
    /// parameter of another form (`bounce` of a damping/response spring) is changed through
    /// that form, keeping its other values (`SpringValue.changing`), after the spring's own.
    static func springWith(_ s: SpringValue, _ changes: [EvaluatedArgument]) throws(Diagnostic) -> SpringValue {
        let own = s.form.labels + ["velocity"]
        let foreign = changes.filter { change in
            let label = change.label ?? ""
            return !own.contains(label) && !SpringValue.forms(taking: label, besides: s.form).isEmpty
        }
        guard !foreign.isEmpty else { return try springWithOwn(s, changes) }
        var result = try springWithOwn(s, changes.filter { change in !foreign.contains { $0.label == change.label } })
        for change in foreign {
            let label = change.label ?? ""
            let expectation: Expectation = SpringForm.timeLabels.contains(label) ? .time : .plain
            let quantity = try BoundArguments.check(change, name: label, expectation)
            let span = (change.labelSpan ?? change.span).joined(change.span)
            if let changed = try result.changing(label, to: quantity.value, span: span) { result = changed }
        }
        return result
    }

    /// Changes parameters of the spring's own form (keeping the others), or its velocity.
    private static func springWithOwn(_ s: SpringValue, _ changes: [EvaluatedArgument]) throws(Diagnostic) -> SpringValue {
        var arguments = s.arguments
        var flags = s.flags
        var velocity = s.velocity
        var spans: [String: SourceSpan] = [:]
        let writable = s.form.labels + ["velocity"]
        for change in changes {
            let label = change.label ?? ""
            spans[label] = (change.labelSpan ?? change.span).joined(change.span)
            if label == "velocity" {
                velocity = try Builtins.springVelocity(change)
            } else if s.form.flagDefaults[label] != nil {
                guard case .bool(let flag) = change.value else {
                    throw Diagnostic(Messages.flagNeeded(label, given: change.value), change.span)
                }
                flags[label] = flag
            } else {
                let expectation: Expectation = SpringForm.timeLabels.contains(label) ? .time : .plain
                arguments[label] = try changedQuantity(change, allowed: writable, readable: names(of: .spring(s)), of: .spring(s), expectation)
            }
        }
        do throws(MotionError) {
            return try SpringValue(form: s.form, arguments: arguments, velocity: velocity, flags: flags)
        } catch {
            throw Diagnostic(Messages.refused(error), spans[error.parameter] ?? spans.values.first ?? SourceSpan(start: 0, end: 0))
        }
    }
}
