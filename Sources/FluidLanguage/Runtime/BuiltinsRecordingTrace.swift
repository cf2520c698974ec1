import FluidMotion

/// `trace(video: "open.mov", …)`: a screen recording read as a trace, in two passes over its
/// frames (each streamed by the session's ``RecordingReader``, never held whole).
///
/// 1. Without `region:`, a first look at frames shrunk to at most 320 pixels a side finds
///    the pixels that change (``MotionSurvey``); the largest region that moves, grown by a
///    margin of still background, is read. Two regions of comparable size (the second at
///    least a quarter of the first) are refused with both named: a notebook chooses one.
/// 2. The region at full size, frame by frame: each frame's ``MotionMeasure`` against the
///    background's level (the commonest level along the region's border in its first
///    frame), each at its own time from the stream, read back as ``TrackedMotion`` does.
///
/// The trace keeps no file name: a CSV trace's `file` is read again as a CSV when it is
/// saved or loaded, and a recording's samples stand for themselves.
///
/// `from:`/`to:` cut by the stream's times (the trace starts at 0 at the first frame kept);
/// at most ``Messages/longestRecording`` seconds are read, and no more frames than the
/// session's element limit.
extension Builtins {
    /// The longest side of the first look's frames.
    static let surveySide = 320

    static func recordingTrace(_ bound: BoundArguments, call: CallArguments) throws(Diagnostic) -> Value {
        let argument = try bound.argument("video")
        guard case .string(let path) = argument.value else {
            throw Diagnostic(Messages.argumentKind("video", expected: "a file name, like \"open.mov\"", got: argument.value.kindPhrase), argument.span)
        }
        guard let reader = call.readRecording else { throw Diagnostic(Messages.filesUnavailable, argument.span) }
        guard path.utf8.count <= Messages.longestPath else { throw Diagnostic(Messages.pathTooLong(path), argument.span) }
        let region = bound.has("region") ? try recordingRegion(bound.argument("region")) : nil
        let axis = try bound[.recordingAxis, as: TrackedAxis.self]
        let property = try bound[.recordingProperty, as: TrackedProperty.self] ?? .position
        let scale = try bound[.recordingScale]
        let from = try bound[ifGiven: .recordingFrom] ?? 0
        let to = try bound[ifGiven: .recordingTo]
        if let to, to <= from { throw Diagnostic(Messages.recordingCutOrder, bound.span(.recordingTo)) }

        let recording: any OpenedRecording
        do throws(RecordingReadError) {
            recording = try reader(path, call.interruptRequested)
        } catch {
            throw diagnostic(error, path: path, span: argument.span)
        }
        defer { recording.close() }
        let facts = recording.facts
        if let duration = facts.duration, min(to ?? duration, duration) - from > Messages.longestRecording {
            throw Diagnostic(Messages.recordingTooLong(path, seconds: min(to ?? duration, duration) - from), argument.span)
        }
        if let region, region.x + region.width > facts.width || region.y + region.height > facts.height {
            throw Diagnostic(Messages.recordingRegionOutside(region, width: facts.width, height: facts.height), bound.span("region"))
        }
        let cut = RecordingCut(path: path, from: from, to: to, frameLimit: call.limits.elements, duration: facts.duration)
        let watched: PixelRect
        if let region { watched = region } else { watched = try largestMovingRegion(recording, cut: cut, call: call, span: argument.span) }

        var motion = TrackedMotion(originX: Double(watched.x), originY: Double(watched.y))
        var background: UInt8?
        try cut.stream(recording, .cropped(watched), call: call, span: argument.span) { frame, time in
            let level = background ?? MotionMeasure.backgroundLevel(frame)
            background = level
            motion.append(time: time, MotionMeasure(frame, background: level))
        }
        switch motion.samples(property, axis: axis, pixelsPerPoint: scale) {
        case .success(let read):
            let position = property == .position  // progress, scale and opacity are plain numbers
            do throws(MotionError) {
                let trace = try Trace<Double>(times: read.times, samples: read.values)
                return .trace(TraceValue(samples: .one(trace), dimension: position ? .length : .none, unit: position ? .point : nil,
                                         timeUnit: .millisecond))
            } catch {
                throw Diagnostic(Messages.refused(error), argument.span)
            }
        case .failure:
            throw Diagnostic(Messages.recordingNothingMoves(path, region: region), argument.span)
        }
    }

    /// The first pass: the largest region that moves, in the recording's pixels, grown by a
    /// margin of 1/40 of its longer side (at least 4 pixels).
    static func largestMovingRegion(_ recording: any OpenedRecording, cut: RecordingCut, call: CallArguments,
                                    span: SourceSpan) throws(Diagnostic) -> PixelRect {
        let facts = recording.facts
        let longest = max(facts.width, facts.height)
        let factor = max(1, (longest + surveySide - 1) / surveySide)
        var survey: MotionSurvey?
        try cut.stream(recording, .reduced(factor: factor), call: call, span: span) { frame, _ in
            if survey == nil { survey = MotionSurvey(width: frame.width, height: frame.height) }
            survey?.add(frame)
        }
        guard let survey else { throw Diagnostic(Messages.recordingNoFrames(cut.path, duration: facts.duration), span) }
        let regions = survey.regions()
        guard let largest = regions.first else { throw Diagnostic(Messages.recordingNothingMoves(cut.path, region: nil), span) }
        let scaleX = Double(facts.width) / Double(survey.width), scaleY = Double(facts.height) / Double(survey.height)
        func shown(_ rect: PixelRect) -> PixelRect {
            rect.scaled(by: scaleX, scaleY).grown(by: max(4, longest / 40), inside: facts.width, facts.height)
        }
        let comparable = regions.filter { $0.area * 4 >= largest.area }
        if comparable.count > 1 { throw Diagnostic(Messages.recordingSeveralMove(cut.path, comparable.map { shown($0.rect) }), span) }
        return shown(largest.rect)
    }

    /// `region: [x, y, width, height]`: four whole numbers of pixels, the size positive.
    static func recordingRegion(_ argument: EvaluatedArgument) throws(Diagnostic) -> PixelRect {
        guard case .list(let elements) = argument.value, elements.count == 4 else {
            throw Diagnostic(Messages.recordingRegionShape, argument.span)
        }
        var numbers: [Int] = []
        for element in elements {
            guard case .number(let q) = element, q.isDimensionless, q.value.isFinite, q.value == q.value.rounded(), q.value >= 0,
                  q.value <= 100_000 else {
                throw Diagnostic(Messages.recordingRegionShape, argument.span)
            }
            numbers.append(Int(q.value))
        }
        guard numbers[2] > 0, numbers[3] > 0 else { throw Diagnostic(Messages.recordingRegionShape, argument.span) }
        return PixelRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// A reader's failure as the line's diagnostic.
    static func diagnostic(_ error: RecordingReadError, path: String, span: SourceSpan) -> Diagnostic {
        switch error.kind {
        case .noDecoder: return Diagnostic(Messages.recordingNoDecoder(error.message), span)
        case .cannotOpen: return Diagnostic(Messages.cannotRead(path, error.message), span)
        case .undecodable: return Diagnostic(Messages.recordingUndecodable(path, error.message), span)
        case .interrupted: return Diagnostic(Messages.interrupted, span)
        }
    }
}

/// The part of a recording a trace reads, and the bounds on reading it.
struct RecordingCut {
    var path: String
    var from: Double
    var to: Double?
    var frameLimit: Int
    var duration: Double?

    /// Streams the frames between `from` and `to` (by the stream's times) to `each`,
    /// stopping after `to`, and refusing more than `frameLimit` frames or more than
    /// ``Messages/longestRecording`` seconds.
    func stream(_ recording: any OpenedRecording, _ which: RecordingFrames, call: CallArguments, span: SourceSpan,
                _ each: (GreyFrame, Double) -> Void) throws(Diagnostic) {
        var count = 0
        var refusal: Message?
        do throws(RecordingReadError) {
            try recording.frames(which, interrupted: call.interruptRequested) { frame, time in
                guard time >= from else { return true }
                if let to, time > to { return false }
                if time - from > Messages.longestRecording {
                    refusal = Messages.recordingTooLong(path, seconds: time - from)
                    return false
                }
                count += 1
                if count > frameLimit {
                    refusal = Messages.recordingTooManyFrames(path, limit: frameLimit)
                    return false
                }
                each(frame, time)
                return true
            }
        } catch {
            throw Builtins.diagnostic(error, path: path, span: span)
        }
        if let refusal { throw Diagnostic(refusal, span) }
        if count == 0 { throw Diagnostic(Messages.recordingNoFrames(path, duration: duration), span) }
    }
}
