import Motion

/// Reading members (`s.stiffness`, `p.x`) and changing them (`s with damping: 0.6`,
/// `s.damping = 0.6`), per kind of value.
enum Members {
    static let springReadable = [
        "mass", "stiffness", "damping", "dampingRatio", "response", "duration", "bounce", "tension", "friction",
        "velocity", "settle", "overshoot", "peak", "rise", "period", "oscillations", "naturalFrequency",
    ] + springDurationMembers

    /// The platforms' duration rules, each named for whose it is (`durations s` shows them
    /// side by side with fluid's exact `settle`).
    static let springDurationMembers = ["settlingDuration", "framerRestDuration", "composeDuration"]

    /// Member names a value has, for completion and suggestions.
    static func names(of value: Value) -> [String] {
        switch value {
        case .point: return ["x", "y"]
        case .range: return ["lower", "upper"]
        case .list: return ["count", "first", "last"]
        case .string: return ["count"]
        case .spring(let s):
            var seen: Set<String> = []
            return (springReadable + SpringFamilies.members.map(\.name) + s.form.labels).filter { seen.insert($0).inserted }
        case .decay(let d): return d.memberNames
        case .motion: return MotionValue.memberNames
        case .namespace(let n): return n.entries.map(\.name)
        case .trace(let t): return traceMembers(t)
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
        case .point(let p):
            switch name {
            case "x": return .number(p.x)
            case "y": return .number(p.y)
            default: return nil
            }
        case .range(let r):
            switch name {
            case "lower": return .number(r.lower)
            case "upper": return .number(r.upper)
            default: return nil
            }
        case .list(let elements):
            switch name {
            case "count": return .number(Quantity(Double(elements.count)))
            case "first", "last":
                guard let element = name == "first" ? elements.first : elements.last else {
                    throw Diagnostic(Messages.emptyList(name), nameSpan)
                }
                return element
            default: return nil
            }
        case .string(let text):
            return name == "count" ? .number(Quantity(Double(text.count))) : nil
        case .spring(let s):
            return try spring(s, name, nameSpan: nameSpan)
        case .decay(let d):
            return d.member(name)
        case .motion(let m):
            return try m.member(name, nameSpan: nameSpan)
        case .namespace(let n):
            return n.member(name)
        case .trace(let t):
            return try trace(t, name, nameSpan: nameSpan)
        case .record(let r):
            return r.field(name)
        case .number, .bool, .function, .difference:
            return nil
        }
    }

    private static func spring(_ value: SpringValue, _ name: String, nameSpan: SourceSpan) throws(Diagnostic) -> Value? {
        let s = value.spring
        // The spring's own arguments read back as written (`s.bounciness` of a Rebound spring,
        // `s.duration` of a Framer one, `s.allowOverDamping`).
        if let written = value.arguments[name] { return .number(written) }
        if let flag = value.flags[name] { return .bool(flag) }
        func plain(_ x: Double) -> Value { .number(Quantity(x)) }
        func time(_ x: Double) -> Value { .number(Quantity(x, .time)) }
        switch name {
        case "mass": return plain(s.mass)
        case "stiffness": return plain(s.stiffness)
        case "damping":
            // The form's own meaning: the ratio in damping/response form, the coefficient otherwise.
            return value.form == .dampingResponse ? plain(s.dampingRatio) : plain(s.damping)
        case "dampingRatio": return plain(s.dampingRatio)
        case "response", "duration": return value.arguments[name].map(Value.number) ?? time(s.response)
        case "bounce": return value.arguments[name].map(Value.number) ?? plain(s.bounce)
        case "tension": return plain(s.tensionFriction.tension)
        case "friction": return plain(s.tensionFriction.friction)
        case "velocity": return .number(value.velocity)
        case "settle": return try finiteTime(s.settlingTime(threshold: 0.001), "settle time", nameSpan)
        case "overshoot": return .number(Quantity(s.overshoot, .none, unit: .percent))
        case "peak":
            guard let peak = s.peakTime else { throw Diagnostic(Messages.springHasNo("peak", because: "it never passes its target"), nameSpan) }
            return time(peak)
        case "rise":
            guard let rise = s.riseTime() else { throw Diagnostic(Messages.springHasNo("rise time", because: "it never reaches 90 %"), nameSpan) }
            return time(rise)
        case "period":
            guard let period = s.dampedPeriod else { throw Diagnostic(Messages.springHasNo("period", because: "it does not oscillate (damping ratio ≥ 1)"), nameSpan) }
            return time(period)
        case "oscillations":
            let count = s.oscillations(threshold: 0.001)
            guard count < Int.max else { throw Diagnostic(Messages.springHasNo("countable oscillations", because: "it swings forever, or more times than can be counted; raise its damping above 0"), nameSpan) }
            return plain(Double(count))
        // The platforms' duration rules (Motion/Spring+PlatformDurations.swift).
        case "settlingDuration": return try finiteTime(s.swiftUISettlingDuration(), "settlingDuration", nameSpan)
        case "framerRestDuration":
            let duration = s.framerRestDuration()
            if duration.isInfinite, s.dampingRatio > 0 {
                throw Diagnostic(Messages.springHasNo("Framer Motion duration", because: Messages.framerGivesUp), nameSpan)
            }
            return try finiteTime(duration, "Framer Motion duration", nameSpan)
        case "composeDuration": return try finiteTime(s.composeEstimatedDuration(), "Compose duration", nameSpan)
        case "naturalFrequency": return .number(Quantity(s.naturalFrequency, .frequency))
        default: return try SpringFamilies.member(value, name, nameSpan: nameSpan)
        }
    }

    /// A duration as a time, or the reason there is none (an undamped spring never settles).
    private static func finiteTime(_ seconds: Double, _ what: String, _ span: SourceSpan) throws(Diagnostic) -> Value {
        guard seconds.isFinite else { throw Diagnostic(Messages.springNeverSettles(what), span) }
        return .number(Quantity(seconds, .time))
    }

    // MARK: Changing

    static func with(_ value: Value, _ changes: [EvaluatedArgument]) throws(Diagnostic) -> Value {
        switch value {
        case .spring(let s):
            return .spring(try springWith(s, changes))
        case .point(var p):
            for change in changes {
                let coordinate = change.label == "y" ? p.y : p.x
                let q = try changedQuantity(change, allowed: ["x", "y"], readable: ["x", "y"], of: value, Expectation(dimension: coordinate.dimension, phrase: coordinate.dimension.phrase, example: "the old value"))
                if change.label == "x" { p.x = q } else { p.y = q }
            }
            return .point(p)
        case .range(var r):
            for change in changes {
                let q = try changedQuantity(change, allowed: ["lower", "upper"], readable: ["lower", "upper"], of: value, Expectation(dimension: r.dimension, phrase: r.dimension.phrase, example: "the other end"))
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

    private static func changedQuantity(_ change: EvaluatedArgument, allowed: [String], readable: [String], of value: Value, _ expectation: Expectation) throws(Diagnostic) -> Quantity {
        let label = change.label ?? ""
        let labelSpan = change.labelSpan ?? change.span
        guard allowed.contains(label) else {
            if readable.contains(label) { throw Diagnostic(Messages.notWritable(label, writable: allowed), labelSpan) }
            throw Diagnostic(Messages.unknownMember(label, of: value.kindPhrase, suggestion: Suggestions.closest(to: label, in: readable)), labelSpan)
        }
        return try BoundArguments.check(change, name: label, expectation)
    }

    /// Changes parameters of the spring's own form (keeping the others), or its velocity.
    static func springWith(_ s: SpringValue, _ changes: [EvaluatedArgument]) throws(Diagnostic) -> SpringValue {
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
                    throw Diagnostic(Messages.flagNeeded(label, got: change.value.kindPhrase), change.span)
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
            throw Diagnostic(error.message, spans[error.parameter] ?? spans.values.first ?? SourceSpan(start: 0, end: 0))
        }
    }
}
