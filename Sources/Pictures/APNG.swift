/// Animated PNG files (the APNG extension of PNG, as browsers play it): the first frame is
/// the PNG's own image (`IDAT`), every frame has a frame control chunk `fcTL` (sequence
/// number, size, offset 0,0, delay as a fraction delay_num/delay_den seconds, dispose 0,
/// blend 0: replace), later frames' data go in `fdAT` chunks (a sequence number, then the
/// zlib stream), and `acTL` up front gives the frame count and plays 0 (forever). Sequence
/// numbers count fcTL and fdAT chunks together from 0. Frames are true colour with alpha,
/// so nothing is quantized and any frame rate is exact (60 fps is 1/60).
public enum APNG {
    /// `frames` (all of one size), frame i shown for delays[i].numerator / delays[i].denominator seconds.
    public static func encode(_ frames: [RGBAImage], delays: [(numerator: Int, denominator: Int)]) -> [UInt8] {
        guard let first = frames.first else { return [] }
        var file = PNG.signature
        PNG.appendChunk("IHDR", PNG.header(width: first.width, height: first.height), to: &file)
        PNG.appendChunk("acTL", PNG.bigEndian(UInt32(frames.count)) + PNG.bigEndian(0), to: &file)
        var sequence: UInt32 = 0
        for (i, (frame, delay)) in zip(frames, delays).enumerated() {
            let control = PNG.bigEndian(sequence) + PNG.bigEndian(UInt32(frame.width)) + PNG.bigEndian(UInt32(frame.height))
                + PNG.bigEndian(0) + PNG.bigEndian(0)
                + [UInt8(delay.numerator >> 8 & 0xFF), UInt8(delay.numerator & 0xFF), UInt8(delay.denominator >> 8 & 0xFF), UInt8(delay.denominator & 0xFF)]
                + [0, 0]
            PNG.appendChunk("fcTL", control, to: &file)
            sequence += 1
            let data = Zlib.compress(PNG.filteredRows(frame))
            if i == 0 {
                PNG.appendChunk("IDAT", data, to: &file)
            } else {
                PNG.appendChunk("fdAT", PNG.bigEndian(sequence) + data, to: &file)
                sequence += 1
            }
        }
        PNG.appendChunk("IEND", [], to: &file)
        return file
    }
}
