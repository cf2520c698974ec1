/// The part of an animation's frame that differs from the frame before: what a GIF or an
/// animated PNG frame needs to carry when the previous frame stays in place under it.
enum FrameChange {
    /// The smallest box holding every pixel where `new` differs from `old` (pictures of one
    /// size, compared on all four channels). When none differs, the 1×1 box at the top-left:
    /// a frame carries at least one pixel, and repainting one unchanged pixel changes nothing.
    static func box(from old: RGBAImage, to new: RGBAImage) -> PixelBox {
        let width = new.width, height = new.height
        let none = PixelBox(x0: 0, y0: 0, x1: min(1, width), y1: min(1, height))
        guard old.width == width, old.height == height else { return PixelBox(x0: 0, y0: 0, x1: width, y1: height) }
        return old.bytes.withUnsafeBytes { a in
            new.bytes.withUnsafeBytes { b in
                @inline(__always) func same(_ p: Int) -> Bool {
                    a.loadUnaligned(fromByteOffset: 4 * p, as: UInt32.self) == b.loadUnaligned(fromByteOffset: 4 * p, as: UInt32.self)
                }
                // Rows compared eight bytes at a time; then the differing rows' columns.
                @inline(__always) func sameRow(_ y: Int) -> Bool {
                    var p = y * width
                    let end = p + width
                    while p + 2 <= end {
                        if a.loadUnaligned(fromByteOffset: 4 * p, as: UInt64.self) != b.loadUnaligned(fromByteOffset: 4 * p, as: UInt64.self) { return false }
                        p += 2
                    }
                    return p == end || same(p)
                }
                var top = 0
                while top < height, sameRow(top) { top += 1 }
                guard top < height else { return none }
                var bottom = height - 1
                while bottom > top, sameRow(bottom) { bottom -= 1 }
                var left = width, right = -1
                for y in top...bottom {
                    let row = y * width
                    var x = 0
                    while x < min(left, width), same(row + x) { x += 1 }
                    left = min(left, x)
                    var z = width - 1
                    while z > max(right, -1), same(row + z) { z -= 1 }
                    right = max(right, z)
                }
                return PixelBox(x0: left, y0: top, x1: right + 1, y1: bottom + 1)
            }
        }
    }
}

extension RGBAImage {
    /// The pixels inside `box` (clamped to the picture) as a picture of their own.
    public func cropped(to box: PixelBox) -> RGBAImage {
        let box = box.clamped(to: PixelBox(x0: 0, y0: 0, x1: width, y1: height))
        guard !box.isEmpty else { return RGBAImage(width: 0, height: 0) }
        if box == PixelBox(x0: 0, y0: 0, x1: width, y1: height) { return self }
        var part = RGBAImage(width: box.x1 - box.x0, height: box.y1 - box.y0, fill: RGBA(0, 0, 0, 0))
        // Each row's bytes copied whole.
        let rowBytes = part.width * 4
        part.bytes.withUnsafeMutableBytes { out in
            bytes.withUnsafeBytes { source in
                guard let to = out.baseAddress, let from = source.baseAddress else { return }
                for y in box.y0..<box.y1 {
                    (to + (y - box.y0) * rowBytes).copyMemory(from: from + (y * width + box.x0) * 4, byteCount: rowBytes)
                }
            }
        }
        return part
    }
}
