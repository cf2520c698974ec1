/// Animated GIF files (GIF89a), written a frame at a time: frames of one size, each frame's
/// delay in hundredths of a second, looping forever (the NETSCAPE2.0 application extension,
/// loop count 0).
///
/// Layout: "GIF89a"; the logical screen (width, height, no global colour table); the loop
/// extension; per frame a graphic control extension (disposal 1: leave the frame in place;
/// its delay) and an image: the rectangle of pixels that differ from the frame before
/// (`FrameChange`; the whole screen for the first frame, one pixel for a frame that changes
/// nothing), with its own table of 256 colours (`ColourPalette` over that rectangle, exact
/// up to 256 colours) and its LZW-compressed indices in sub-blocks of at most 255 bytes;
/// the trailer 0x3B. Browsers show delays under 2 hundredths as 10, so animations are
/// written at 50 frames a second, not 60.
///
/// `GIF.Writer` holds only the previous frame, so an animation of any length is encoded in
/// the memory of two frames, its bytes handed out as each frame is added.
public enum GIF {
    /// `frames` (all of one size) shown for `delays` hundredths of a second each, as one file.
    public static func encode(_ frames: [RGBAImage], delays: [Int]) -> [UInt8] {
        guard let first = frames.first else { return [] }
        var writer = Writer(width: first.width, height: first.height)
        var out = writer.header
        for (frame, delay) in zip(frames, delays) { out += writer.add(frame, delay: delay) }
        return out + Writer.trailer
    }

    /// The encoder of one file: `header`, then `add` for each frame in order, then `trailer`.
    public struct Writer {
        public let width: Int, height: Int
        private var previous: RGBAImage?
        private var lzw = LZW()

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        /// The file's first bytes: signature, screen, loop extension.
        public var header: [UInt8] {
            // 0x70: colour resolution 8 bits, no global table (every frame has its own).
            Array("GIF89a".utf8) + little(width) + little(height) + [0x70, 0, 0]
                + [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
        }

        /// The file's last byte.
        public static let trailer: [UInt8] = [0x3B]

        /// The bytes of `frame` (of the writer's size) shown for `delay` hundredths of a
        /// second (held within 0…65,535).
        public mutating func add(_ frame: RGBAImage, delay: Int) -> [UInt8] {
            precondition(frame.width == width && frame.height == height, "every frame of a GIF has the screen's size")
            let box = previous.map { FrameChange.box(from: $0, to: frame) } ?? PixelBox(x0: 0, y0: 0, x1: width, y1: height)
            previous = frame
            let part = frame.cropped(to: box)
            let palette = ColourPalette([part])
            var out: [UInt8] = [0x21, 0xF9, 0x04, 0x04] + little(min(max(delay, 0), 65535)) + [0x00, 0x00]
            // The image descriptor: its place, its size, and 0x87: a local table of 2^8 colours.
            out += [0x2C] + little(box.x0) + little(box.y0) + little(part.width) + little(part.height) + [0x87]
            out.reserveCapacity(out.count + 768 + part.width * part.height / 4)
            for i in 0..<256 {
                let c = i < palette.colours.count ? palette.colours[i] : RGBA(0, 0, 0)
                out += [c.red, c.green, c.blue]
            }
            out.append(8)
            let data = lzw.compress(palette.indices(of: part))
            var start = 0
            while start < data.count {
                let end = min(start + 255, data.count)
                out.append(UInt8(end - start))
                out += data[start..<end]
                start = end
            }
            out.append(0)
            return out
        }
    }

    static func little(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
}
