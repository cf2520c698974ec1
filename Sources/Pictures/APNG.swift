/// Animated PNG files (the APNG extension of PNG, as browsers play it), written a frame at a
/// time: the first frame is the PNG's own image (`IDAT`), every frame has a frame control
/// chunk `fcTL` (sequence number, size, offset, delay as a fraction delay_num/delay_den
/// seconds, dispose 0: none, blend 0: replace), later frames' data go in `fdAT` chunks (a
/// sequence number, then the zlib stream), and `acTL` up front gives the frame count and
/// plays 0 (forever). Sequence numbers count fcTL and fdAT chunks together from 0. Frames
/// are true colour with alpha, so nothing is quantized and any frame rate is exact (60 fps
/// is 1/60).
///
/// A later frame carries only the rectangle of pixels that differ from the frame before
/// (`FrameChange`: one pixel when none does), placed at its offset over the frame before,
/// which stays. `APNG.Writer` holds only that previous frame, so an animation of any length
/// is encoded in the memory of two frames.
public enum APNG {
    /// `frames` (all of one size), frame i shown for delays[i].numerator / delays[i].denominator seconds.
    public static func encode(_ frames: [RGBAImage], delays: [(numerator: Int, denominator: Int)]) -> [UInt8] {
        guard let first = frames.first else { return [] }
        var writer = Writer(width: first.width, height: first.height, frames: min(frames.count, delays.count))
        var out = writer.header
        for (frame, delay) in zip(frames, delays) { out += writer.add(frame, delay: delay) }
        return out + Writer.trailer
    }

    /// The encoder of one file of a known number of frames: `header`, then `add` for each
    /// frame in order, then `trailer`. Frames past the count announced are left out.
    public struct Writer {
        public let width: Int, height: Int
        /// The frames the file announces (acTL).
        public let frames: Int
        private var previous: RGBAImage?
        private var sequence: UInt32 = 0
        private var added = 0

        public init(width: Int, height: Int, frames: Int) {
            self.width = width
            self.height = height
            self.frames = max(frames, 0)
        }

        /// The signature, the header and the animation control chunk.
        public var header: [UInt8] {
            var out = PNG.signature
            PNG.appendChunk("IHDR", PNG.header(width: width, height: height), to: &out)
            PNG.appendChunk("acTL", PNG.bigEndian(UInt32(clamping: frames)) + PNG.bigEndian(0), to: &out)
            return out
        }

        /// The end chunk.
        public static var trailer: [UInt8] {
            var out: [UInt8] = []
            PNG.appendChunk("IEND", [], to: &out)
            return out
        }

        /// The chunks of `frame` (of the writer's size) shown for `delay` seconds as a
        /// fraction (each part held within 0…65,535); nothing once every frame announced is in.
        public mutating func add(_ frame: RGBAImage, delay: (numerator: Int, denominator: Int)) -> [UInt8] {
            precondition(frame.width == width && frame.height == height, "every frame of an animated PNG has the picture's size")
            guard added < frames else { return [] }
            added += 1
            let box = previous.map { FrameChange.box(from: $0, to: frame) } ?? PixelBox(x0: 0, y0: 0, x1: width, y1: height)
            let first = previous == nil
            previous = frame
            let part = frame.cropped(to: box)
            let numerator = min(max(delay.numerator, 0), 65535), denominator = min(max(delay.denominator, 0), 65535)
            let control = PNG.bigEndian(sequence) + PNG.bigEndian(UInt32(part.width)) + PNG.bigEndian(UInt32(part.height))
                + PNG.bigEndian(UInt32(box.x0)) + PNG.bigEndian(UInt32(box.y0))
                + [UInt8(numerator >> 8), UInt8(numerator & 0xFF), UInt8(denominator >> 8), UInt8(denominator & 0xFF)]
                + [0, 0]
            var out: [UInt8] = []
            PNG.appendChunk("fcTL", control, to: &out)
            sequence += 1
            let data = Zlib.compress(PNG.filteredRows(part), level: .balanced)
            if first {
                PNG.appendChunk("IDAT", data, to: &out)
            } else {
                PNG.appendChunk("fdAT", PNG.bigEndian(sequence) + data, to: &out)
                sequence += 1
            }
            return out
        }
    }
}
