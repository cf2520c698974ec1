import FluidLanguage
import FluidMotion

/// The lanes and the plane `play`'s arguments make.
struct PlayContents {
    var lanes: [PlayModel.Lane] = []
    var plane: PlayPlane?
    /// Whether an easing took `duration:`.
    var usedDuration = false

    static let kinds = "play moves springs, decays, retargeted motions, traces, fits, easings (with duration:) and paths in the plane"

    mutating func add(_ value: Value, name: String, span: SourceSpan, options: PlayOptions) throws(Diagnostic) {
        if let motion = value.motionOverTime {
            lanes.append(PlayModel.Lane(name: name, motion: motion.curve))
            return
        }
        if let easing = value.easing {
            guard let duration = options.duration else {
                throw Diagnostic(Messages.easingNeedsDuration(name), span)
            }
            do throws(MotionError) {
                lanes.append(PlayModel.Lane(name: name, motion: try TimedEasing(easing, duration: duration)))
            } catch {
                throw Diagnostic(error.message, options.durationSpan ?? span)
            }
            usedDuration = true
            return
        }
        switch value {
        case .trace(let trace):
            guard case .two(let path) = trace.samples else { break }
            try setPlane(PlayPlane(name: name, path: path), span: span)
            return
        case .record(let record):
            if let motion = record.fields.first(where: { $0.name == "motion" })?.value {
                try add(motion, name: name, span: span, options: options)
                return
            }
            let motions = record.fields.filter { $0.value.motionOverTime != nil }
            guard !motions.isEmpty else {
                throw Diagnostic(Messages.playCannotTake(Self.kinds, "a \(record.kind) result has no motion in it"), span)
            }
            for field in motions { try add(field.value, name: "\(name).\(field.name)", span: span, options: options) }
            return
        case .list(let values) where !values.isEmpty:
            for (index, element) in values.enumerated() {
                try add(element, name: "\(name)[\(index)]", span: span, options: options)
            }
            return
        default:
            break
        }
        throw Diagnostic(Messages.playCannotTake(Self.kinds, "this is \(value.kindPhrase)"), span)
    }

    private mutating func setPlane(_ new: PlayPlane, span: SourceSpan) throws(Diagnostic) {
        guard plane == nil else {
            throw Diagnostic(Messages.playOnePlane(plane!.name), span)
        }
        plane = new
    }
}
