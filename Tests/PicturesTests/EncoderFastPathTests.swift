import Foundation
@testable import Pictures
import Testing

/// The encoders' fast paths (`PNG.filteredRows` choosing its filter in one pass, sixel
/// bands built in one pass over their pixels, palettes counted by runs, opaque boxes
/// written without blending) give, byte for byte, what the plain algorithms below give:
/// on flat pictures with anti-aliased shapes, on noise with more than 256 colours, and on
/// translucent fills.
@Suite struct EncoderFastPathTests {
    /// A picture like a plot (flat colours, anti-aliased lines and text, a translucent
    /// box) and one of noise, `width` × `height`.
    static func pictures(width: Int, height: Int) -> [RGBAImage] {
        var plot = RGBAImage(width: width, height: height)
        plot.fill(PixelBox(x0: 0, y0: 0, x1: width, y1: height), RGBA(255, 255, 255))
        plot.fill(PixelBox(x0: 10, y0: 5, x1: width - 10, y1: height - 5), RGBA(230, 240, 250), opacity: 0.5)
        plot.draw(polyline: (0..<50).map { (x: Double($0) * Double(width) / 50, y: Double(height) / 2 + Double(height) / 3 * Double(($0 * 7) % 11 - 5) / 5) },
                  Stroke(colour: RGBA(31, 119, 180), width: 2))
        plot.draw(lineFrom: 0, Double(height) / 3, to: Double(width), Double(height) / 3, Stroke(colour: RGBA(136, 136, 136), width: 1, dashed: true))
        plot.draw(text: "settles 0.5394 s", x: 4, baseline: 14, colour: RGBA(51, 51, 51))
        var noise = RGBAImage(width: width, height: height)
        var state: UInt64 = 15
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                noise[x, y] = RGBA(UInt8(truncatingIfNeeded: state >> 33), UInt8(truncatingIfNeeded: state >> 41), UInt8(truncatingIfNeeded: state >> 49))
            }
        }
        return [plot, noise]
    }

    @Test(arguments: [(37, 23), (120, 61), (1, 1), (5, 6)])
    func pngRowsAreThePlainFiltersRows(width: Int, height: Int) {
        for image in Self.pictures(width: width, height: height) {
            for channels in [3, 4] {
                #expect(PNG.filteredRows(image, channels: channels) == Self.plainFilteredRows(image, channels: channels), "\(channels) channels")
            }
        }
    }

    @Test(arguments: [(37, 23), (120, 61), (1, 1), (5, 6)])
    func sixelsAreThePlainBandsSixels(width: Int, height: Int) {
        for image in Self.pictures(width: width, height: height) {
            #expect(Sixel.encode(image) == Self.plainSixel(image))
        }
    }

    /// Kitty's raw pixels, four at a time, are each pixel's red, green and blue in order,
    /// for every count of pixels left over after the groups of four (noise: every byte differs).
    @Test(arguments: [(37, 23), (120, 61), (1, 1), (2, 1), (3, 1), (4, 1), (5, 6)])
    func kittyRawPixelsAreEachPixelsRedGreenBlue(width: Int, height: Int) {
        for image in Self.pictures(width: width, height: height) {
            let plain = (0..<(width * height)).flatMap { image.bytes[(4 * $0)..<(4 * $0 + 3)] }
            #expect(KittyGraphics.rgbBytes(image) == plain)
        }
    }

    @Test func fillsAreBlendsPixelByPixel() {
        for opacity in [1.0, 0.5, 0.25, 2.0] {
            for colour in [RGBA(31, 119, 180), RGBA(255, 0, 0, 128)] {
                var fast = Self.pictures(width: 40, height: 30)[0]
                var plain = fast
                let box = PixelBox(x0: -3, y0: 4, x1: 33, y1: 40)
                fast.fill(box, colour, opacity: opacity)
                for y in 4..<30 { for x in 0..<33 { plain.blend(x: x, y: y, colour, coverage: opacity) } }
                #expect(fast == plain, "opacity \(opacity), \(colour)")
            }
        }
    }

    /// Polylines keep coverage only where their segments reach (merged intervals a row);
    /// the plain way keeps it over the whole box: the pictures are the same, pixel for
    /// pixel, for curves, a frame (a rectangle's four edges), dashes, clips, a point and
    /// lines off the picture.
    @Test func polylinesAreThePlainCoverage() {
        let curve: [(x: Double, y: Double)] = (0..<300).map { n in
            let t = Double(n)
            let settling: Double = exp(-t / 40) * cos(t / 9)
            return (x: t * 1.3 + 2, y: 60 + 50 * (1 - settling))
        }
        let cases: [([(x: Double, y: Double)], Stroke, PixelBox?)] = [
            (curve, Stroke(colour: RGBA(31, 119, 180), width: 2), nil),
            (curve, Stroke(colour: RGBA(255, 127, 14), width: 2), PixelBox(x0: 30, y0: 20, x1: 300, y1: 100)),
            ([(10, 10), (380, 10), (380, 150), (10, 150), (10, 10)], Stroke(colour: RGBA(204, 204, 204)), nil),
            ([(0, 80.5), (400, 80.5)], Stroke(colour: RGBA(136, 136, 136), width: 1, dashed: true), nil),
            ([(200.3, 0), (200.3, 160)], Stroke(colour: RGBA(136, 136, 136), width: 1.5, dashed: true), nil),
            ([(50, 50)], Stroke(colour: RGBA(0, 0, 0), width: 3), nil),
            ([(-40, -40), (500, 300)], Stroke(colour: RGBA(9, 90, 9, 200), width: 2.5), nil),
        ]
        for (i, (points, stroke, clip)) in cases.enumerated() {
            var fast = Self.pictures(width: 400, height: 160)[0]
            var plain = fast
            fast.draw(polyline: points, stroke, clip: clip)
            Self.plainPolyline(&plain, points, stroke, clip: clip)
            #expect(fast == plain, "case \(i)")
        }
    }

    /// A polyline's coverage over its whole box, each pixel the largest of any segment's,
    /// then blended pixel by pixel.
    static func plainPolyline(_ image: inout RGBAImage, _ points: [(x: Double, y: Double)], _ stroke: Stroke, clip: PixelBox?) {
        let reach = stroke.width / 2 + 1
        var box = PixelBox(x0: Int(points[0].x), y0: Int(points[0].y), x1: Int(points[0].x), y1: Int(points[0].y))
        for p in points {
            box.x0 = min(box.x0, Int((p.x - reach).rounded(.down))); box.x1 = max(box.x1, Int((p.x + reach).rounded(.up)))
            box.y0 = min(box.y0, Int((p.y - reach).rounded(.down))); box.y1 = max(box.y1, Int((p.y + reach).rounded(.up)))
        }
        box = box.clamped(to: PixelBox(x0: 0, y0: 0, x1: image.width, y1: image.height))
        if let clip { box = box.clamped(to: clip) }
        guard !box.isEmpty else { return }
        let h = stroke.width / 2
        var coverage = [Float](repeating: 0, count: (box.x1 - box.x0) * (box.y1 - box.y0))
        for s in RGBAImage.segments(points, dashed: stroke.dashed) {
            for y in box.y0..<box.y1 {
                for x in box.x0..<box.x1 {
                    // The segment's own reach, as drawing limits it.
                    guard Double(x) >= (min(s.ax, s.bx) - h - 1).rounded(.down), Double(x) < (max(s.ax, s.bx) + h + 1).rounded(.up),
                          Double(y) >= (min(s.ay, s.by) - h - 1).rounded(.down), Double(y) < (max(s.ay, s.by) + h + 1).rounded(.up) else { continue }
                    let dx = s.bx - s.ax, dy = s.by - s.ay, lengthSquared = dx * dx + dy * dy
                    let cx = Double(x) + 0.5, cy = Double(y) + 0.5
                    let t = min(max(lengthSquared > 0 ? ((cx - s.ax) * dx + (cy - s.ay) * dy) / lengthSquared : 0, 0), 1)
                    let ex = cx - (s.ax + t * dx), ey = cy - (s.ay + t * dy)
                    let c = Float(min(max(h + 0.5 - (ex * ex + ey * ey).squareRoot(), 0), 1))
                    let i = (y - box.y0) * (box.x1 - box.x0) + (x - box.x0)
                    coverage[i] = max(coverage[i], c)
                }
            }
        }
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 {
                let c = coverage[(y - box.y0) * (box.x1 - box.x0) + (x - box.x0)]
                if c > 0 { image.blend(x: x, y: y, stroke.colour, coverage: Double(c)) }
            }
        }
    }

    /// Each row: the filter (None, Sub, Up) with the least sum of absolute values, the
    /// first of equal ones, tried one after another, on pixels of `channels` bytes (3: the
    /// alpha byte left out).
    static func plainFilteredRows(_ image: RGBAImage, channels: Int) -> [UInt8] {
        let packed = (0..<(image.width * image.height)).flatMap { p in image.bytes[(4 * p)..<(4 * p + channels)] }
        let stride = image.width * channels
        var out: [UInt8] = []
        for y in 0..<image.height {
            let row = y * stride
            var best: (type: UInt8, cost: Int, bytes: [UInt8])?
            for type: UInt8 in 0...2 {
                var candidate: [UInt8] = []
                var cost = 0
                for i in 0..<stride {
                    let raw = packed[row + i]
                    let left = i >= channels ? packed[row + i - channels] : 0
                    let up = y > 0 ? packed[row - stride + i] : 0
                    let value: UInt8 = type == 0 ? raw : type == 1 ? raw &- left : raw &- up
                    candidate.append(value)
                    cost += value < 128 ? Int(value) : 256 - Int(value)
                }
                if best == nil || cost < best!.cost { best = (type, cost, candidate) }
            }
            out.append(best!.type)
            out += best!.bytes
        }
        return out
    }

    /// Sixels colour by colour, each colour's column bits found by looking at every pixel
    /// of the band again, each colour's row ending at its last column; the palette counted
    /// pixel by pixel.
    static func plainSixel(_ image: RGBAImage) -> String {
        var counts: [UInt32: Int] = [:]
        for p in 0..<(image.width * image.height) {
            counts[UInt32(image.bytes[4 * p]) << 16 | UInt32(image.bytes[4 * p + 1]) << 8 | UInt32(image.bytes[4 * p + 2]), default: 0] += 1
        }
        let palette = ColourPalette([image])
        #expect(palette.colours.count == min(256, counts.count))
        let indices = palette.indices(of: image)
        var out = "\u{1B}P0;1;0q\"1;1;\(image.width);\(image.height)"
        for (n, c) in palette.colours.enumerated() {
            out += "#\(n);2;\(Sixel.percent(c.red));\(Sixel.percent(c.green));\(Sixel.percent(c.blue))"
        }
        var top = 0
        while top < image.height {
            let rows = min(6, image.height - top)
            var first = true
            for colour in 0..<palette.colours.count {
                var row: [UInt8] = []
                var any = false
                for x in 0..<image.width {
                    var bits: UInt8 = 0
                    for k in 0..<rows where indices[(top + k) * image.width + x] == UInt8(colour) { bits |= 1 << UInt8(k); any = true }
                    row.append(63 + bits)
                }
                guard any else { continue }
                if !first { out += "$" }
                first = false
                var bytes = Array("#\(colour)".utf8)
                // The row ends at the colour's last column.
                while row.last == 63 { row.removeLast() }
                Sixel.appendRuns(row[...], to: &bytes)
                out += String(decoding: bytes, as: UTF8.self)
            }
            out += "-"
            top += 6
        }
        return out + "\u{1B}\\"
    }
}
