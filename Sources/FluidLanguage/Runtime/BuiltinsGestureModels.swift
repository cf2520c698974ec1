import FluidMotion

/// The gestures of "Designing Fluid Interfaces" and Instagram Threads over traces.
extension Builtins {
    static let gestureModels: [Builtin] = [
        Builtin("pauseDetector",
                "when a drag pauses, without timers: 7 velocities, skip |v| > speed or |offset| < offset, paused when 90 % of the speed is lost",
                example: "pauseDetector(trace([0ms, 100ms, 200ms, 300ms, 400ms, 500ms, 600ms, 700ms, 800ms, 900ms], [0pt, 40pt, 80pt, 120pt, 150pt, 150pt, "
                        + "150pt, 150pt, 150pt, 150pt]))",
                ParameterTable([
                    dragTrace,
                    .of(.pauseSpeed),
                    .of(.pauseOffset),
                ]), pauseDetector),
        Builtin("forceButton", "the flashlight button over a force trace (0…1): its states with hysteresis, when it toggles, and its scale",
                example: "forceButton(trace([(0ms, 0), (100ms, 0.6), (200ms, 0.45), (300ms, 0.2)]))",
                ParameterTable([
                    .value("force", takes: "a trace of forces from 0 to 1", positional: true, "the press force over time"),
                    .of(.forceReset),
                    .of(.forceActivation),
                    .of(.forceConfirmation),
                    .of(.forceMinWidth),
                    .of(.forceMaxWidth),
                ]), forceButton),
        Builtin("calculatorButton",
                "the calculator button's highlight (1 → 0) over a touch timeline: down and enter highlight at once; up, exit and cancel fade out, ease-out",
                example: "calculatorButton(down: [0ms, 300ms], up: [100ms, 400ms]).last",
                ParameterTable(touchTimeline + [
                    .of(.highlightFade),
                ]), calculatorButton),
        Builtin("drawerRelease",
                "how a released drawer moves: a tap opens without bounce; a flick springs (damping 0.8, response 0.3 s) with velocity |v| / distance left",
                example: "drawerRelease(trace([(0ms, 500pt), (16ms, 480pt), (32ms, 458pt), (48ms, 434pt)]), closed: 500pt, open: 100pt)",
                ParameterTable([
                    dragTrace,
                    .of(.drawerClosed, required: true),
                    .of(.drawerOpen, required: true),
                    .of(.tapSlop),
                ]), drawerRelease),
        Builtin("pipRelease",
                "picture in picture: project the release, go to the nearest corner with a spring (damping 1, response 0.4 s) and per-axis relative velocity",
                example: "pipRelease(trace([0ms, 16ms, 32ms], [(180pt, 400pt), (195pt, 378pt), (210pt, 355pt)]), corners: [(20pt, 60pt), (355pt, 60pt), "
                        + "(20pt, 760pt), (355pt, 760pt)]).corner",
                ParameterTable([
                    .value("trace", takes: "a trace of points", positional: true, "the drag of the window, in two axes"),
                    .value("corners", takes: "a list of points in the trace's unit", "where the window may rest"),
                    .of(.decelerationRate, shown: "normal"),
                ]), pipRelease),
        Builtin("rotationRelease", "a spun view comes to rest at the closest allowed angle past its projection, with a spring (damping 0.8, response 0.4 s)",
                example: "rotationRelease(trace([(0ms, 0deg), (16ms, 6deg), (32ms, 12deg)])).target",
                ParameterTable([
                    .value("trace", takes: "a trace of angles", positional: true, "the rotation gesture"),
                    .value("angles", takes: "a list of angles", default: "[0deg, 90deg, 180deg, 270deg]", "the angles it may rest at"),
                    .of(.decelerationRate, default: DecelerationRate.fast.perMillisecond, shown: "fast"),
                ]), rotationRelease),
        Builtin("adaptiveButton",
                "Threads' button: scales down with a spring on touch and springs back on release from wherever it is (interrupted, not restarted)",
                example: "adaptiveButton(down: [0ms], up: [80ms]).min",
                ParameterTable(touchTimeline + [
                    .of(.pressedScale),
                    .value("spring", takes: "a spring", default: "spring(damping: 0.8, response: 0.3s)", "the spring of both moves"),
                ]), adaptiveButton),
        Builtin("elasticScroll",
                "Threads' elastic list: each cell follows the drag through a spring whose response grows with its distance from the touch; one trace per cell",
                example: "elasticScroll(trace([(0ms, 0pt), (100ms, 120pt)]), distances: [0pt, 100pt, 300pt])[2].last",
                ParameterTable([
                    dragTrace,
                    .value("distances", takes: "a list of lengths", "each cell's distance from the touch"),
                    .of(.response, default: ElasticScroll(distances: []).response, "the response of the spring at the touch"),
                    .of(.elasticFalloff),
                    .of(.damping, default: ElasticScroll(distances: []).damping, "the damping ratio of every cell's spring"),
                ]), elasticScroll),
    ]

    /// The drag a gesture model reads.
    private static let dragTrace = Parameter.value("trace", takes: "a trace of positions (lengths)", positional: true, "the drag, as sampled")

    /// `down:`, `up:`, `exit:`, `enter:`, `cancel:`: the touch timeline of a button.
    private static let touchTimeline: [Parameter] = TouchEvent.allCases.map { event in
        .value(event.rawValue, takes: "a list of times", optional: true, "when the touch " + touchMeaning(event))
    }

    private static func touchMeaning(_ event: TouchEvent) -> String {
        switch event {
        case .down: return "goes down"
        case .up: return "lifts inside the button"
        case .exit: return "drags out of the button"
        case .enter: return "drags back in"
        case .cancel: return "is cancelled by the system"
        }
    }

    // MARK: Builtins

    @Sendable static func pauseDetector(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let (t, trace) = try oneAxis(bound, function: "pauseDetector", dimension: .length, phrase: "positions (lengths)")
        let speed = try bound.quantity(.pauseSpeed)
        let offset = try bound.quantity(.pauseOffset)
        guard speed.value >= 0, offset.value >= 0 else {
            throw Diagnostic(Messages.pauseNegative, bound.span(speed.value < 0 ? .pauseSpeed : .pauseOffset))
        }
        let detector = PauseDetector(maximumSpeed: speed.value, minimumOffset: offset.value)
        // The velocities once (they are the detector's input and a field), asking for Ctrl-C
        // every 4,096 samples: a million-sample trace takes a while.
        let estimator = VelocityEstimator.adapted(to: trace.times)
        var estimates: [Double] = []
        estimates.reserveCapacity(trace.count)
        for i in trace.times.indices {
            if i & 4095 == 4095, let interrupted = call.interruptRequested, interrupted() { throw Diagnostic(Messages.interrupted, call.span) }
            estimates.append(estimator.velocity(times: trace.times, values: trace.samples, at: i))
        }
        let velocities = Trace<Double>(unchecked: trace.times, estimates)
        let at = PauseDetector.pauseTime(in: trace, velocities: estimates, detector: detector)
        var fields: [(name: String, value: Value)] = [("paused", .bool(at != nil))]
        if let at {
            fields.append(("at", .number(t.time(at))))
            fields.append(("position", .number(t.quantity(trace.value(at: at)))))
            fields.append(("velocity", .number(TraceValue.rateQuantity(t)(velocities.value(at: at)))))
        }
        fields.append(("velocities", .trace(TraceValue(samples: .one(velocities), dimension: t.dimension / .time, unit: t.rateUnit, timeUnit: t.timeUnit))))
        let headline = at.map { "paused at " + ValueFormatter().time($0) } ?? "no pause (it never slowed below the speed far enough from its start)"
        return .record(RecordValue(kind: "pauseDetector", headline: headline, fields: fields, source: callSource(call)))
    }

    @Sendable static func forceButton(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let (t, span) = try traceArgument(bound, "force", function: "forceButton")
        guard case .one(let force) = t.samples else { throw Diagnostic(Messages.traceNeedsOneAxis("forceButton"), span) }
        guard t.dimension == .none else { throw Diagnostic(Messages.traceDimension("forceButton", expected: "forces from 0 to 1", got: t.dimension), span) }
        var button = ForceButton()
        func fraction(_ descriptor: ParameterDescriptor<Double>) throws(Diagnostic) -> Double {
            let value = try bound[descriptor]
            guard value >= 0, value <= 1 else { throw Diagnostic(Messages.fraction(descriptor.name), bound.span(descriptor)) }
            return value
        }
        button.reset = try fraction(.forceReset)
        button.activation = try fraction(.forceActivation)
        button.confirmation = try fraction(.forceConfirmation)
        guard button.reset < button.confirmation, button.confirmation < button.activation else {
            let f = ValueFormatter()
            throw Diagnostic(Messages.thresholdsOrder(reset: f.number(button.reset), confirmation: f.number(button.confirmation),
                    activation: f.number(button.activation)),
                             bound.span(bound.has(.forceConfirmation) ? .forceConfirmation : bound.has(.forceActivation) ? .forceActivation : .forceReset))
        }
        let minWidth = try bound.quantity(.forceMinWidth)
        let maxWidth = try bound.quantity(.forceMaxWidth)
        guard minWidth.value > 0, maxWidth.value >= minWidth.value else {
            throw Diagnostic(Messages.forceWidths, bound.span(bound.has(.forceMaxWidth) ? .forceMaxWidth : .forceMinWidth))
        }
        button.minWidth = minWidth.value
        button.maxWidth = maxWidth.value
        do throws(MotionError) {
            let transitions = try button.transitions(force)
            let toggles = try button.toggles(force)
            let scale = try button.scaleTrace(force, step: sampleStep)
            let states: Value = .list(transitions.map { .list([.number(t.time($0.time)), .string($0.state.rawValue)]) })
            let headline = toggles.isEmpty ? "never toggles" : "toggles \(toggles.count == 1 ? "once" : "\(toggles.count) times")"
            return .record(RecordValue(kind: "forceButton", headline: headline, fields: [
                ("states", states),
                ("toggles", timeList(toggles, unit: t.timeUnit)),
                ("scale", .trace(t.derived(scale, dimension: .none, unit: nil))),
                ("release", springValue(ForceButton.releaseSpring, damping: 0.4, response: 0.2)),
            ], source: callSource(call)))
        } catch {
            throw Diagnostic(Messages.refused(error), span)
        }
    }

    @Sendable static func calculatorButton(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let events = try touchEvents(bound)
        let fade = try bound.quantity(.highlightFade)
        try checkSampling(events[events.count - 1].time - events[0].time + fade.value, call)
        do throws(MotionError) {
            let trace = try CalculatorButton(fade: fade.value).highlightTrace(events, step: sampleStep)
            return .trace(TraceValue(samples: .one(trace), dimension: .none, unit: nil, timeUnit: .millisecond))
        } catch {
            throw Diagnostic(Messages.refused(error), bound.call.span)
        }
    }

    @Sendable static func drawerRelease(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let (t, trace) = try oneAxis(bound, function: "drawerRelease", dimension: .length, phrase: "positions (lengths)")
        let closed = try bound.quantity(.drawerClosed)
        let open = try bound.quantity(.drawerOpen)
        guard closed.value != open.value else { throw Diagnostic(Messages.drawerPositionsEqual, bound.span(.drawerOpen)) }
        let slop = try bound.quantity(.tapSlop)
        let release: MomentumDrawer.Release
        do throws(MotionError) {
            release = try MomentumDrawer(closed: closed.value, open: open.value, tapSlop: slop.value).release(trace)
        } catch {
            throw motion(error, bound, fallback: "trace")
        }
        let m = release.motion
        let damping = release.decision == .tap ? 1.0 : 0.8
        return .record(RecordValue(kind: "drawerRelease", headline: "\(release.decision.rawValue) → \(release.opens ? "open" : "closed")", fields: [
            ("decision", .string(release.decision.rawValue)),
            ("opens", .bool(release.opens)),
            ("from", .number(t.quantity(m.from))),
            ("target", .number(t.quantity(m.target))),
            ("velocity", .number(TraceValue.rateQuantity(t)(m.velocity))),
            ("relativeVelocity", .number(Quantity(m.relativeVelocity, .frequency))),
            ("spring", springValue(m.spring, damping: damping, response: 0.3)),
            ("settle", .number(Quantity(m.settle, .time))),
            ("motion", .trace(try releaseTrace(m, after: t, end: trace.end, call))),
        ], source: callSource(call)))
    }

    @Sendable static func pipRelease(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let (t, span) = try traceArgument(bound, "trace", function: "pipRelease")
        guard case .two(let trace) = t.samples else { throw Diagnostic(Messages.traceNeedsTwoAxes("pipRelease"), span) }
        let corners = try list(bound, "corners", "points like (20pt, 60pt), in the trace's unit") { value -> PointValue? in
            if case .point(let c) = value, c.isUniform, c.dimension == t.dimension { return c }
            return nil
        }
        let rateValue = try bound[.decelerationRate]
        let rate: DecelerationRate
        do throws(MotionError) { rate = try DecelerationRate(rateValue) } catch { throw Diagnostic(Messages.refused(error), bound.span(.decelerationRate)) }
        let release: PictureInPicture.Release
        do throws(MotionError) {
            release = try PictureInPicture(corners: corners.map { Point2(x: $0.x.value, y: $0.y.value) }, rate: rate).release(trace)
        } catch {
            throw motion(error, bound, fallback: "trace")
        }
        let rateQ = TraceValue.rateQuantity(t)
        func point(_ p: Point2) -> Value { .point(PointValue(x: t.quantity(p.x), y: t.quantity(p.y))) }
        let end = trace.end
        let length = release.settle
        let xs = try sampled(from: end, length: length, call) { release.x.position(at: $0) }
        let ys = try sampled(from: end, length: length, call) { release.y.position(at: $0) }
        let path = Trace<Point2>(unchecked: xs.times, zip(xs.samples, ys.samples).map { Point2(x: $0, y: $1) })
        return .record(RecordValue(kind: "pipRelease", headline: "to corner \(release.cornerIndex + 1) of \(corners.count)", fields: [
            ("from", point(release.from)),
            ("velocity", .point(PointValue(x: rateQ(release.velocity.x), y: rateQ(release.velocity.y)))),
            ("projected", point(release.projected)),
            ("corner", .point(corners[release.cornerIndex])),
            ("relativeVelocity", .point(PointValue(x: Quantity(release.x.relativeVelocity, .frequency), y: Quantity(release.y.relativeVelocity, .frequency)))),
            ("springX", springValue(release.x.spring, damping: 1, response: 0.4)),
            ("springY", springValue(release.y.spring, damping: 1, response: 0.4)),
            ("settle", .number(Quantity(length, .time))),
            ("motion", .trace(TraceValue(samples: .two(path), dimension: t.dimension, unit: t.unit, timeUnit: t.timeUnit))),
        ], source: callSource(call)))
    }

    @Sendable static func rotationRelease(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let (t, trace) = try oneAxis(bound, function: "rotationRelease", dimension: .angle, phrase: "angles")
        var angles = Rotation.quarterTurns.map { Quantity($0, in: .radian) }.map { Quantity($0.value, .angle, unit: .degree) }
        if bound.has("angles") {
            angles = try list(bound, "angles", "angles like 90deg") { value -> Quantity? in
                guard case .number(let q) = value else { return nil }
                if q.dimension == .angle { return q }
                return q.isDimensionless && q.unit == nil ? Quantity(q.value, in: .radian) : nil
            }
        }
        let rateValue = try bound[.decelerationRate]
        let rate: DecelerationRate
        do throws(MotionError) { rate = try DecelerationRate(rateValue) } catch { throw Diagnostic(Messages.refused(error), bound.span(.decelerationRate)) }
        let release: Rotation.Release
        do throws(MotionError) {
            release = try Rotation(angles: angles.map(\.value), rate: rate).release(trace)
        } catch {
            throw motion(error, bound, fallback: "trace")
        }
        let unit = t.unit ?? angles.first?.unit ?? .radian
        let angle = { (x: Double) in Quantity(x, .angle, unit: unit) }
        let m = release.motion
        let angleTrace = TraceValue(samples: .one(trace), dimension: .angle, unit: unit, timeUnit: t.timeUnit)
        return .record(RecordValue(kind: "rotationRelease", headline: "rests at " + ValueFormatter().quantity(angle(m.target)), fields: [
            ("from", .number(angle(m.from))),
            ("velocity", .number(Quantity(m.velocity, .angularSpeed, unit: Unit.rate(unit, per: .second)))),
            ("projected", .number(angle(release.projected))),
            ("target", .number(angle(m.target))),
            ("relativeVelocity", .number(Quantity(m.relativeVelocity, .frequency))),
            ("spring", springValue(m.spring, damping: 0.8, response: 0.4)),
            ("settle", .number(Quantity(m.settle, .time))),
            ("motion", .trace(try releaseTrace(m, after: angleTrace, end: trace.end, call))),
        ], source: callSource(call)))
    }

    @Sendable static func adaptiveButton(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let events = try touchEvents(bound)
        let scale = try bound.quantity(.pressedScale)
        var button = AdaptiveButton(pressedScale: scale.value)
        if bound.has("spring") {
            let argument = try bound.argument("spring")
            guard case .spring(let s) = argument.value else {
                throw Diagnostic(Messages.argumentKind("spring", expected: "a spring, like spring(damping: 0.8, response: 0.3s)",
                        got: argument.value.kindPhrase), argument.span)
            }
            button.spring = s.spring
        }
        try checkSampling(events[events.count - 1].time - events[0].time + button.spring.settlingTime(threshold: 0.001), call)
        do throws(MotionError) {
            let trace = try button.scaleTrace(events, step: sampleStep)
            return .trace(TraceValue(samples: .one(trace), dimension: .none, unit: nil, timeUnit: .millisecond))
        } catch {
            throw Diagnostic(Messages.refused(error), bound.call.span)
        }
    }

    @Sendable static func elasticScroll(_ call: CallArguments) throws(Diagnostic) -> Value {
        let bound = try call.bind()
        let (t, trace) = try oneAxis(bound, function: "elasticScroll", dimension: .length, phrase: "positions (lengths)")
        let distances = try list(bound, "distances", "lengths like 80pt") { value -> Quantity? in
            if case .number(let q) = value, q.dimension == .length { return q }
            return nil
        }
        guard !distances.isEmpty else { throw Diagnostic(Messages.cellDistancesEmpty, bound.span("distances")) }
        guard distances.count <= 100 else { throw Diagnostic(Messages.tooManyCells, bound.span("distances")) }
        let response = try bound.quantity(.response)
        let falloff = try bound.quantity(.elasticFalloff)
        let damping = try bound.quantity(.damping)
        let scroll = ElasticScroll(distances: distances.map(\.value), response: response.value, falloff: falloff.value, damping: damping.value)
        do throws(MotionError) {
            let springs = try scroll.springs()
            let settle = springs.map { $0.settlingTime(threshold: 0.001) }.max() ?? 0
            guard settle.isFinite, (trace.duration + settle) / sampleStep < Double(bound.call.limits.elements) / Double(distances.count) else {
                throw MotionError(parameter: "damping", message: "these cells would never settle (or take too long); use a damping above 0")
            }
            let cells = try scroll.cells(trace, step: sampleStep)
            return .list(cells.map { .trace(t.derived($0, dimension: t.dimension, unit: t.unit)) })
        } catch {
            throw motion(error, bound, fallback: "trace")
        }
    }
}
