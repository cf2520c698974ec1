import Testing
@testable import FluidMotion

/// The tracker on frames painted here: boxes with anti-aliased edges (a pixel half covered
/// gets half the contrast), so sub-pixel positions are known exactly.
@Suite("Motion tracking on synthetic frames")
struct MotionTrackingTests {
    /// A `width` × `height` frame of level `background` with boxes painted at fractional
    /// positions: each pixel takes `level` in proportion to how much of it a box covers.
    static func frame(width: Int, height: Int, background: UInt8 = 240,
                      boxes: [(x: Double, y: Double, w: Double, h: Double, level: Double)]) -> [UInt8] {
        var pixels = [Double](repeating: Double(background), count: width * height)
        for box in boxes {
            for py in 0..<height {
                let cover = max(0, min(Double(py + 1), box.y + box.h) - max(Double(py), box.y))
                guard cover > 0 else { continue }
                for px in 0..<width {
                    let across = max(0, min(Double(px + 1), box.x + box.w) - max(Double(px), box.x))
                    let part = cover * across
                    guard part > 0 else { continue }
                    pixels[py * width + px] = pixels[py * width + px] * (1 - part) + box.level * part
                }
            }
        }
        return pixels.map { UInt8(max(0, min(255, $0.rounded()))) }
    }

    static func measure(_ pixels: [UInt8], width: Int, height: Int, background: UInt8? = nil) -> MotionMeasure {
        pixels.withUnsafeBufferPointer { buffer in
            let frame = GreyFrame(width: width, height: height, pixels: buffer)
            return MotionMeasure(frame, background: background ?? MotionMeasure.backgroundLevel(frame))
        }
    }

    @Test("a box's centre and size are read to a fraction of a pixel")
    func subPixelCentre() {
        for x in [10.0, 10.25, 10.5, 37.75] {
            let pixels = Self.frame(width: 80, height: 40, boxes: [(x, 12, 12, 8, 40)])
            let m = Self.measure(pixels, width: 80, height: 40)
            #expect(abs(m.x - (x + 6)) < 0.03, "centre at \(m.x) for a box from \(x)")
            #expect(abs(m.y - 16) < 0.03)
            #expect(abs(m.width - 12) < 0.1 && abs(m.height - 8) < 0.1, "size \(m.width) × \(m.height)")
        }
    }

    @Test("the background is the commonest level of the border; the measure ignores compression's speckle")
    func backgroundAndNoise() {
        var pixels = Self.frame(width: 40, height: 30, background: 20, boxes: [(15, 10, 10, 10, 220)])
        #expect(pixels.withUnsafeBufferPointer { MotionMeasure.backgroundLevel(GreyFrame(width: 40, height: 30, pixels: $0)) } == 20)
        let clean = Self.measure(pixels, width: 40, height: 30)
        var speckled = 0
        for index in stride(from: 0, to: pixels.count, by: 7) where pixels[index] == 20 {
            pixels[index] = 27
            speckled += 1
        }
        var noisy = Self.measure(pixels, width: 40, height: 30)
        // The whole contrast counts the speckle (7 levels a speckled pixel); nothing else does.
        #expect(noisy.contrast == clean.contrast + Double(7 * speckled))
        noisy.contrast = clean.contrast
        #expect(noisy == clean)
        let empty = Self.measure([UInt8](repeating: 20, count: 1200), width: 40, height: 30)
        #expect(empty.mass == 0)
    }

    @Test("a survey finds the region that moved, merges a path of jumps, and tells two movers apart")
    func survey() {
        var one = MotionSurvey(width: 120, height: 60)
        for step in 0..<6 {
            let pixels = Self.frame(width: 120, height: 60, boxes: [(10 + Double(step) * 15, 20, 10, 10, 30)])
            pixels.withUnsafeBufferPointer { one.add(GreyFrame(width: 120, height: 60, pixels: $0)) }
        }
        let regions = one.regions()
        #expect(regions.count == 1)
        #expect(regions.first?.rect == PixelRect(x: 10, y: 20, width: 85, height: 10))
        #expect(one.frames == 6)

        var two = MotionSurvey(width: 120, height: 60)
        var still = MotionSurvey(width: 120, height: 60)
        for step in 0..<4 {
            let pixels = Self.frame(width: 120, height: 60, boxes: [(10 + Double(step) * 5, 5, 10, 10, 30), (80, 30 + Double(step) * 5, 10, 10, 30)])
            pixels.withUnsafeBufferPointer { two.add(GreyFrame(width: 120, height: 60, pixels: $0)) }
            let fixed = Self.frame(width: 120, height: 60, boxes: [(10, 5, 10, 10, 30)])
            fixed.withUnsafeBufferPointer { still.add(GreyFrame(width: 120, height: 60, pixels: $0)) }
        }
        let both = two.regions()
        #expect(both.count == 2)
        #expect(Set(both.map(\.rect)) == [PixelRect(x: 10, y: 5, width: 25, height: 10), PixelRect(x: 80, y: 30, width: 10, height: 25)])
        #expect(still.regions().isEmpty)
    }

    @Test("position, scale and opacity are read as the frames show them, each at its own time")
    func properties() throws {
        var motion = TrackedMotion(originX: 100, originY: 50)
        // Times as a recording stamps them: uneven, one repeated (left out).
        let times = [0.5, 0.516, 0.550, 0.550, 0.566, 0.600]
        let xs = [10.0, 14.5, 22.0, 22.0, 25.25, 30.0]
        let sizes = [8.0, 9.0, 10.0, 10.0, 11.0, 12.0]
        let levels: [Double] = [140, 90, 40, 40, 40, 40]
        for index in times.indices {
            let pixels = Self.frame(width: 60, height: 30, boxes: [(xs[index], 4, sizes[index], sizes[index], levels[index])])
            motion.append(time: times[index], Self.measure(pixels, width: 60, height: 30, background: 240))
        }
        #expect(motion.count == 5)
        let position = try motion.samples(.position, axis: nil, pixelsPerPoint: 2).get()
        #expect(position.axis == .x)
        #expect(zip(position.times, [0, 0.016, 0.05, 0.066, 0.1]).allSatisfy { abs($0 - $1) < 1e-12 })
        let expected = [0, 1, 2, 4, 5].map { (100 + xs[$0] + sizes[$0] / 2) / 2 }
        #expect(zip(position.values, expected).allSatisfy { abs($0 - $1) < 0.03 }, "\(position.values) against \(expected)")

        let scale = try motion.samples(.scale, axis: nil, pixelsPerPoint: 2).get()
        #expect(zip(scale.values, [8.0, 9, 10, 11, 12].map { $0 / 12 }).allSatisfy { abs($0 - $1) < 0.01 }, "\(scale.values)")

        var fading = TrackedMotion()
        for (index, alpha) in [0.2, 0.5, 1.0].enumerated() {
            let pixels = Self.frame(width: 30, height: 30, boxes: [(10, 10, 10, 10, 240 - 200 * alpha)])
            fading.append(time: Double(index) / 60, Self.measure(pixels, width: 30, height: 30, background: 240))
        }
        let opacity = try fading.samples(.opacity, axis: nil, pixelsPerPoint: 1).get()
        #expect(zip(opacity.values, [0.2, 0.5, 1.0]).allSatisfy { abs($0 - $1) < 0.01 }, "\(opacity.values)")
    }

    @Test("still frames before the motion are left out but the last, which is at 0")
    func leadIn() throws {
        var motion = TrackedMotion()
        for (index, x) in [10.0, 10.02, 9.99, 10, 12, 20, 30, 30].enumerated() {
            motion.append(time: 1 + Double(index) / 10, MotionMeasure(mass: 5, x: x, y: 0, width: 1, height: 1))
        }
        let read = try motion.samples(.position, axis: .x, pixelsPerPoint: 1).get()
        #expect(read.values == [10, 12, 20, 30, 30])
        #expect(zip(read.times, [0, 0.1, 0.2, 0.3, 0.4]).allSatisfy { abs($0 - $1) < 1e-12 }, "\(read.times)")
        let progress = try motion.samples(.progress, axis: .x, pixelsPerPoint: 1).get()
        #expect(progress.values == [0, 0.1, 0.5, 1, 1])
    }

    static func failure(_ result: Result<(times: [Double], values: [Double], axis: TrackedAxis?), TrackedMotion.Failure>) -> TrackedMotion.Failure? {
        if case .failure(let failure) = result { return failure }
        return nil
    }

    @Test("a recording that shows nothing, or nothing moving, says so")
    func failures() {
        var blank = TrackedMotion()
        blank.append(time: 0, MotionMeasure(mass: 0, x: 0, y: 0, width: 0, height: 0))
        blank.append(time: 1, MotionMeasure(mass: 0, x: 0, y: 0, width: 0, height: 0))
        #expect(Self.failure(blank.samples(.position, axis: nil, pixelsPerPoint: 1)) == .nothingVisible)
        var still = TrackedMotion()
        still.append(time: 0, MotionMeasure(mass: 10, x: 5, y: 5, width: 2, height: 2))
        still.append(time: 1, MotionMeasure(mass: 10, x: 5.1, y: 5, width: 2, height: 2))
        #expect(Self.failure(still.samples(.position, axis: .x, pixelsPerPoint: 1)) == .nothingMoves)
        #expect(Self.failure(still.samples(.opacity, axis: nil, pixelsPerPoint: 1)) == .nothingMoves)
        var once = TrackedMotion()
        once.append(time: 0, MotionMeasure(mass: 10, x: 5, y: 5, width: 2, height: 2))
        #expect(Self.failure(once.samples(.position, axis: nil, pixelsPerPoint: 1)) == .tooFewFrames)
    }
}
