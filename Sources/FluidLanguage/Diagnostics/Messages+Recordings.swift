import FluidMotion

/// Messages about reading a screen recording as a trace (`trace(video: …)`).
extension Messages {
    static func recordingNoDecoder(_ detail: String) -> Message {
        Message(.recordingNoDecoder, "\(detail); install ffmpeg (apt install ffmpeg, brew install ffmpeg), or put it on PATH")
    }
    static func recordingUndecodable(_ path: String, _ detail: String) -> Message {
        Message(.recordingUndecodable, "cannot read '\(echo(path))' as a video: \(detail); give a recording ffmpeg plays (MP4, MOV, WebM, GIF, APNG)")
    }
    static func recordingNothingMoves(_ path: String, region: PixelRect?) -> Message {
        guard let region else {
            return Message(.recordingNothingMoves, "nothing moves in '\(echo(path))'; cut it with from: and to: around the motion, or check the file")
        }
        return Message(.recordingNothingMoves, "nothing moves inside region: \(region) of '\(echo(path))'; widen the region, or leave region: out")
    }
    static func recordingSeveralMove(_ path: String, _ regions: [PixelRect]) -> Message {
        let places = regions.prefix(3).map(\.description)
        let listed = places.count == 2 ? places.joined(separator: " and ") : places.joined(separator: ", ")
        return Message(.recordingSeveralMove, "\(regions.count) things move in '\(echo(path))', at \(listed) (x, y, width, height in pixels); "
            + "choose one with region:, like region: \(places[0])")
    }
    static let recordingRegionShape = Message(
        .recordingRegionShape, "region: is [x, y, width, height] in the recording's pixels, whole numbers, like region: [0, 100, 640, 200]")
    static func recordingRegionOutside(_ region: PixelRect, width: Int, height: Int) -> Message {
        Message(.recordingRegionOutside, "region: \(region) reaches outside the recording's \(width) × \(height) pixels")
    }
    /// The most of a recording one trace reads: five minutes.
    static let longestRecording = 300.0
    static func recordingTooLong(_ path: String, seconds: Double) -> Message {
        Message(.recordingTooLong, "'\(echo(path))' is \(SourcePrinter.literal((seconds / 60 * 10).rounded() / 10)) min long; "
            + "a trace reads at most \(Int(longestRecording / 60)) min of a recording: cut it with from: and to:")
    }
    static let recordingCutOrder = Message(.recordingCutOrder, "to: must come after from:")
    static func recordingNoFrames(_ path: String, duration: Double?) -> Message {
        let length = duration.map { " (it is \(SourcePrinter.literal(($0 * 1000).rounded() / 1000)) s long)" } ?? ""
        return Message(.recordingNoFrames, "'\(echo(path))' has no frames between from: and to:\(length)")
    }
    static func recordingTooManyFrames(_ path: String, limit: Int) -> Message {
        Message(.recordingTooManyFrames, "'\(echo(path))' has more than \(limit) frames, the limit per value (set elements); cut it with from: and to:")
    }
}
