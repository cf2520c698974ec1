import FluidLanguage
import FluidMotion

/// A screen recording read through ffmpeg, the file opened (and checked) by the session and
/// handed to each child as its descriptor 3, read as `/dev/fd/3`: what ffmpeg reads is what
/// the sandbox checked, whatever a path names by then.
///
/// ffprobe says the frames' size (rotation applied), the length and the pixel format. Each pass runs
///
///     ffmpeg -i /dev/fd/3 -map 0:v:0 -fps_mode passthrough -vf GREY,FILTERS,showinfo -f rawvideo -pix_fmt gray pipe:1
///
/// where FILTERS shrink (`crop` to a multiple of K, then `scale=iw/K:ih/K:flags=area`) or cut
/// out a rectangle (`crop`), and grey levels come out, one byte a pixel, frame after frame.
/// GREY takes the levels: for 8-bit planar YUV (what H.264, HEVC and VP9 recordings decode
/// to) the luma plane as it is (`extractplanes=y`, no conversion of the colour planes), then,
/// after shrinking, stretched from video range (16…235) to 0…255 by a table (`lut`), which
/// gives the very levels ffmpeg's `format=gray` does at a fraction of the cost; for anything
/// else (a GIF's palette, a PNG's RGB) `format=gray`. `passthrough`
/// keeps every frame the stream has, none dropped or repeated to a nominal rate; `showinfo`
/// logs each frame's size and presentation time (`pts_time:`) on stderr before its bytes are
/// written, so each frame is paired with its own time. One frame is in memory at a time.
final class FFmpegRecording: OpenedRecording {
    let file: OpenedFile
    let ffmpeg: String
    let facts: RecordingFacts
    /// The frames' pixel format and colour range, as ffprobe names them.
    let pixelFormat: String
    let colourRange: String

    private init(file: OpenedFile, ffmpeg: String, facts: RecordingFacts, pixelFormat: String, colourRange: String) {
        self.file = file
        self.ffmpeg = ffmpeg
        self.facts = facts
        self.pixelFormat = pixelFormat
        self.colourRange = colourRange
    }

    /// Reads the facts of the opened `file` with ffprobe, found with ffmpeg on `searchPath`.
    /// The file is closed on failure.
    static func open(_ file: OpenedFile, searchPath: String?, interrupted: (@Sendable () -> Bool)?) throws(RecordingReadError) -> FFmpegRecording {
        guard let ffmpeg = ChildProcess.executable(named: "ffmpeg", searchPath: searchPath),
              let ffprobe = ChildProcess.executable(named: "ffprobe", searchPath: searchPath) else {
            file.close()
            throw RecordingReadError(.noDecoder, "trace(video:) reads recordings through ffmpeg and ffprobe, and they are not on PATH")
        }
        var report: [UInt8] = []
        let arguments = ["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries",
                         "stream=width,height,pix_fmt,color_range:stream_side_data=rotation:format=duration", "-of", "default=noprint_wrappers=1", "/dev/fd/3"]
        let conversation = FFmpegConversation()
        do throws(RecordingReadError) {
            try conversation.run(ffprobe, arguments, file: file, interrupted: interrupted, wanted: { Int.max }, output: { bytes in
                if report.count < 65_536 { report.append(contentsOf: bytes.prefix(65_536 - report.count)) }
                return true
            })
        } catch {
            file.close()
            throw error
        }
        var fields: [Substring: Substring] = [:]
        for line in String(decoding: report, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, fields[parts[0]] == nil { fields[parts[0]] = parts[1] }
        }
        guard let width = fields["width"].flatMap({ Int($0) }), let height = fields["height"].flatMap({ Int($0) }), width > 0, height > 0 else {
            file.close()
            throw RecordingReadError(.undecodable, conversation.complaint ?? "it has no video stream")
        }
        let turned = fields["rotation"].flatMap { Double($0) }.map { Int($0.magnitude.rounded()) % 180 == 90 } ?? false
        let duration = fields["duration"].flatMap { Double($0) }.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let facts = RecordingFacts(width: turned ? height : width, height: turned ? width : height, duration: duration)
        return FFmpegRecording(file: file, ffmpeg: ffmpeg, facts: facts, pixelFormat: String(fields["pix_fmt"] ?? ""),
                               colourRange: String(fields["color_range"] ?? ""))
    }

    func frames(_ which: RecordingFrames, interrupted: (@Sendable () -> Bool)?, _ each: (GreyFrame, Double) -> Bool) throws(RecordingReadError) {
        let filters: String
        switch which {
        case .reduced(let factor) where factor > 1:
            filters = "crop=trunc(iw/\(factor))*\(factor):trunc(ih/\(factor))*\(factor):0:0:exact=1,\(luma.take)"
                + ",scale=iw/\(factor):ih/\(factor):flags=area\(luma.stretch)"
        case .reduced: filters = luma.take + luma.stretch
        case .cropped(let r): filters = "crop=\(r.width):\(r.height):\(r.x):\(r.y):exact=1,\(luma.take)\(luma.stretch)"
        }
        let arguments = ["ffmpeg", "-hide_banner", "-nostdin", "-nostats", "-loglevel", "info", "-i", "/dev/fd/3", "-map", "0:v:0",
                         "-an", "-sn", "-dn", "-fps_mode", "passthrough", "-vf", filters + ",showinfo", "-f", "rawvideo", "-pix_fmt", "gray", "pipe:1"]
        let conversation = FFmpegConversation()
        var frame: [UInt8] = []
        var filled = 0
        var delivered = 0
        try conversation.run(ffmpeg, arguments, file: file, interrupted: interrupted, wanted: {
            // The rest of the frame being filled and every frame announced after it.
            conversation.frames.dropFirst(delivered).reduce(0) { $0 + $1.width * $1.height } - filled
        }, output: { bytes in
            var rest = bytes[...]
            while !rest.isEmpty {
                guard delivered < conversation.frames.count else { return false }
                let (time, width, height) = conversation.frames[delivered]
                if frame.count != width * height { frame = [UInt8](repeating: 0, count: width * height); filled = 0 }
                let taken = min(rest.count, frame.count - filled)
                frame.withUnsafeMutableBytes { target in
                    let source = UnsafeRawBufferPointer(rebasing: rest.prefix(taken))
                    UnsafeMutableRawBufferPointer(rebasing: target[filled..<(filled + taken)]).copyMemory(from: source)
                }
                filled += taken
                rest = rest.dropFirst(taken)
                if filled == frame.count {
                    filled = 0
                    delivered += 1
                    let more = frame.withUnsafeBufferPointer { each(GreyFrame(width: width, height: height, pixels: $0), time) }
                    if !more { return false }
                }
            }
            return true
        })
        if delivered == 0, conversation.failed { throw RecordingReadError(.undecodable, conversation.complaint ?? "ffmpeg stopped with an error") }
    }

    func close() { file.close() }

    /// The 8-bit planar YUV formats whose first plane is the luma, one byte a pixel.
    static let planarYUV: Set<String> = ["yuv420p", "yuv422p", "yuv444p", "yuv440p", "yuv411p", "yuv410p",
                                         "yuvj420p", "yuvj422p", "yuvj444p", "yuvj440p", "yuvj411p", "yuva420p", "yuva422p", "yuva444p"]

    /// The filters that take grey levels (``FFmpegRecording``'s GREY): the luma plane and its
    /// stretch to 0…255 (empty for full-range formats), or a conversion to grey.
    var luma: (take: String, stretch: String) {
        guard Self.planarYUV.contains(pixelFormat) else { return ("format=gray", "") }
        let full = pixelFormat.hasPrefix("yuvj") || colourRange == "pc"
        return ("extractplanes=y", full ? "" : ",lut=c0='clip((val-16)*255/219+0.5,0,255)'")
    }
}
