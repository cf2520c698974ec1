/// Animated GIF files (GIF89a): frames of one size with one global palette of 256
/// colours (`ColourPalette` over every frame), each frame's delay in hundredths of a
/// second, looping forever (the NETSCAPE2.0 application extension, loop count 0).
///
/// Layout: "GIF89a"; the logical screen (width, height, a global table of 2^8 colours);
/// the table; the loop extension; per frame a graphic control extension (disposal 1: leave
/// the frame in place; its delay) and an image (the whole screen, LZW-compressed indices
/// in sub-blocks of at most 255 bytes); the trailer 0x3B. Browsers show delays under
/// 2 hundredths as 10, so animations are written at 50 frames a second, not 60.
public enum GIF {
    /// `frames` (all of one size) shown for `delays` hundredths of a second each.
    public static func encode(_ frames: [RGBAImage], delays: [Int]) -> [UInt8] {
        guard let first = frames.first else { return [] }
        let palette = ColourPalette(frames)
        var out = Array("GIF89a".utf8)
        out += little(first.width) + little(first.height) + [0xF7, 0, 0]
        for i in 0..<256 {
            let c = i < palette.colours.count ? palette.colours[i] : RGBA(0, 0, 0)
            out += [c.red, c.green, c.blue]
        }
        out += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
        for (frame, delay) in zip(frames, delays) {
            out += [0x21, 0xF9, 0x04, 0x04] + little(min(max(delay, 0), 65535)) + [0x00, 0x00]
            out += [0x2C] + little(0) + little(0) + little(frame.width) + little(frame.height) + [0x00]
            out.append(8)
            let data = LZW.compress(palette.indices(of: frame))
            var start = 0
            while start < data.count {
                let end = min(start + 255, data.count)
                out.append(UInt8(end - start))
                out += data[start..<end]
                start = end
            }
            out.append(0)
        }
        out.append(0x3B)
        return out
    }

    static func little(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
}
