import FluidMotion

/// `trace(video: "open.mov", …)`: a screen recording read as a trace, its frames decoded once
/// (each streamed by the session's ``RecordingReader``, never held whole).
///
/// Without `region:`, one pass reads the frames at a working size: the recording shrunk by
/// the largest whole factor k that keeps its longer side at 640 pixels or more (720p by 2,
/// 1080p by 3, 4K by 6), each working pixel the mean of a k × k square, so a position
/// is kept to a fraction of k pixels (anti-aliased edges weigh in part). Over that pass:
///
/// 1. the first look, on the frames shrunk again to at most 320 pixels a side, finds the
///    pixels that change (``MotionSurvey``); the largest region that moves, grown by a margin
///    of still background, is read. Two regions of comparable size (the second at least a
///    quarter of the first) are refused with both named: a notebook chooses one;
/// 2. the frames are kept as their changes (``FrameChanges``, at most ``storedChanges``
///    changed pixels), so the region is then rebuilt frame by frame without decoding again;
///    a recording that changes more than that is decoded a second time instead.
///
/// Each frame of the region gives its ``MotionMeasure`` against the background's level (the
/// commonest level along the region's border in its first frame), at its own time from the
/// stream, read back as ``TrackedMotion`` does. With `region:`, that rectangle is read at
/// the recording's own size in the one pass.
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
    /// The shortest longer side a recording is shrunk to for reading without `region:`.
    static let workingSide = 640
    /// The most changed pixels kept between frames (five bytes each: at most 40 MB, so fluid
    /// with ffmpeg decoding 4K stays under 256 MiB) before a recording is decoded a second
    /// time instead.
    static let storedChanges = 8_000_000

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
        var motion: TrackedMotion
        var pixelsPerPoint = scale
        if let region {
            motion = TrackedMotion(originX: Double(region.x), originY: Double(region.y))
            var background: UInt8?
            try cut.stream(recording, .cropped(region), call: call, span: argument.span) { frame, time in
                motion.measure(frame, at: time, background: &background)
            }
        } else {
            let look = try firstLook(recording, cut: cut, call: call, span: argument.span)
            motion = TrackedMotion(originX: Double(look.rect.x), originY: Double(look.rect.y))
            pixelsPerPoint = scale / Double(look.factor)
            var background: UInt8?
            if !look.changes.isFull {
                var stopped = false
                look.changes.replay(look.rect) { frame, time in
                    motion.measure(frame, at: time, background: &background)
                    stopped = call.interruptRequested?() ?? false
                    return !stopped
                }
                if stopped { throw Diagnostic(Messages.interrupted, argument.span) }
            } else {
                var crop = [UInt8](repeating: 0, count: look.rect.width * look.rect.height)
                try cut.stream(recording, .reduced(factor: look.factor), call: call, span: argument.span) { frame, time in
                    guard frame.width >= look.rect.x + look.rect.width, frame.height >= look.rect.y + look.rect.height else { return }
                    for row in 0..<look.rect.height {
                        let start = (look.rect.y + row) * frame.width + look.rect.x
                        for column in 0..<look.rect.width { crop[row * look.rect.width + column] = frame.pixels[start + column] }
                    }
                    crop.withUnsafeBufferPointer { pixels in
                        motion.measure(GreyFrame(width: look.rect.width, height: look.rect.height, pixels: pixels), at: time, background: &background)
                    }
                }
            }
        }
        switch motion.samples(property, axis: axis, pixelsPerPoint: pixelsPerPoint) {
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

    /// What the first pass over a recording found: the working size's factor, the region to
    /// read (in working pixels) and the frames kept as their changes.
    struct FirstLook {
        var factor: Int
        var rect: PixelRect
        var changes: FrameChanges
    }

    /// The one pass without `region:`: every frame at the working size, surveyed at most
    /// ``surveySide`` pixels a side and kept as its changes; the largest region that moves,
    /// grown by a margin of 1/40 of the working frame's longer side (at least 4 pixels).
    static func firstLook(_ recording: any OpenedRecording, cut: RecordingCut, call: CallArguments,
                          span: SourceSpan) throws(Diagnostic) -> FirstLook {
        let facts = recording.facts
        let longest = max(facts.width, facts.height)
        let factor = max(1, longest / workingSide)
        var survey: MotionSurvey?
        var changes: FrameChanges?
        var surveyFactor = 1
        try cut.stream(recording, .reduced(factor: factor), call: call, span: span) { frame, time in
            if survey == nil {
                surveyFactor = min(max(1, (max(frame.width, frame.height) + surveySide - 1) / surveySide), frame.width, frame.height)
                survey = MotionSurvey(width: frame.width / surveyFactor, height: frame.height / surveyFactor)
                changes = FrameChanges(width: frame.width, height: frame.height, capacity: storedChanges)
            }
            survey?.add(frame, shrunkBy: surveyFactor)
            changes?.add(frame, time: time)
        }
        guard let survey, let changes else { throw Diagnostic(Messages.recordingNoFrames(cut.path, duration: facts.duration), span) }
        let regions = survey.regions()
        guard let largest = regions.first else { throw Diagnostic(Messages.recordingNothingMoves(cut.path, region: nil), span) }
        let comparable = regions.filter { $0.area * 4 >= largest.area }
        if comparable.count > 1 {
            let whole = Double(factor * surveyFactor)
            let shown = comparable.map { $0.rect.scaled(by: whole, whole).grown(by: max(4, longest / 40), inside: facts.width, facts.height) }
            throw Diagnostic(Messages.recordingSeveralMove(cut.path, shown), span)
        }
        let workingLongest = max(changes.width, changes.height)
        let rect = largest.rect.scaled(by: Double(surveyFactor), Double(surveyFactor))
            .grown(by: max(4, workingLongest / 40), inside: changes.width, changes.height)
        return FirstLook(factor: factor, rect: rect, changes: changes)
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
