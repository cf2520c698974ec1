import Testing
@testable import FluidMotion

/// The one decode of a recording: frames kept as their changes (``FrameChanges``) and the
/// survey taken on frames shrunk in place (``MotionSurvey/add(_:shrunkBy:)``).
@Suite("Motion tracking: frames kept as changes, surveys shrunk in place")
struct MotionTrackingChangesTests {
    /// Frames of a box moving across a 70 × 30 frame (an odd width, so the 8-pixel words
    /// leave a tail), with a pixel of speckle flipping on and off.
    static func frames() -> [[UInt8]] {
        (0..<12).map { index in
            var pixels = MotionTrackingTests.frame(width: 70, height: 30, boxes: [(4 + 4.3 * Double(index), 9, 10, 10, 30)])
            if index % 3 == 1 { pixels[69 * 1 + 29 * 70] = 17 }
            return pixels
        }
    }

    @Test("every frame is rebuilt exactly, any rectangle of it, each at its time")
    func replayIsExact() {
        let frames = Self.frames()
        var changes = FrameChanges(width: 70, height: 30, capacity: 100_000)
        for (index, pixels) in frames.enumerated() {
            pixels.withUnsafeBufferPointer { changes.add(GreyFrame(width: 70, height: 30, pixels: $0), time: Double(index) / 60) }
        }
        #expect(!changes.isFull && changes.count == 12)
        // Far fewer than the frames' pixels: only the box's edges change between frames.
        #expect(changes.changes < 11 * 70 * 30 / 5, "\(changes.changes) changes kept")
        for rect in [PixelRect(x: 0, y: 0, width: 70, height: 30), PixelRect(x: 13, y: 5, width: 41, height: 25),
                     PixelRect(x: 69, y: 29, width: 1, height: 1)] {
            var seen = 0
            changes.replay(rect) { frame, time in
                let whole = frames[seen]
                var expected: [UInt8] = []
                for y in rect.y..<(rect.y + rect.height) { expected += whole[(y * 70 + rect.x)..<(y * 70 + rect.x + rect.width)] }
                #expect(Array(frame.pixels) == expected, "frame \(seen) in \(rect)")
                #expect(time == Double(seen) / 60)
                seen += 1
                return true
            }
            #expect(seen == 12)
        }
        var stoppedAfter = 0
        changes.replay(PixelRect(x: 0, y: 0, width: 5, height: 5)) { _, _ in
            stoppedAfter += 1
            return stoppedAfter < 3
        }
        #expect(stoppedAfter == 3)
    }

    @Test("past its capacity the store lets go of everything and says so; later frames are ignored")
    func capacity() {
        let frames = Self.frames()
        var changes = FrameChanges(width: 70, height: 30, capacity: 200)
        for (index, pixels) in frames.enumerated() {
            pixels.withUnsafeBufferPointer { changes.add(GreyFrame(width: 70, height: 30, pixels: $0), time: Double(index)) }
        }
        #expect(changes.isFull && changes.count == 0 && changes.changes == 0)
        var replayed = 0
        changes.replay(PixelRect(x: 0, y: 0, width: 70, height: 30)) { _, _ in replayed += 1; return true }
        #expect(replayed == 0)
        // A frame of another size empties it too.
        var resized = FrameChanges(width: 70, height: 30, capacity: 100_000)
        frames[0].withUnsafeBufferPointer { resized.add(GreyFrame(width: 70, height: 30, pixels: $0), time: 0) }
        frames[1].withUnsafeBufferPointer { resized.add(GreyFrame(width: 35, height: 60, pixels: $0), time: 1) }
        #expect(resized.isFull)
    }

    @Test("a survey of frames shrunk in place finds what a survey of frames shrunk beforehand finds")
    func shrunkSurvey() {
        // A 203 × 97 frame shrunk by 4: 50 × 24, the last 3 columns and 1 row left out.
        var inPlace = MotionSurvey(width: 50, height: 24), beforehand = MotionSurvey(width: 50, height: 24)
        for index in 0..<6 {
            let pixels = MotionTrackingTests.frame(width: 203, height: 97, boxes: [(20 + 25 * Double(index), 30, 24, 24, 20)])
            var small = [UInt8](repeating: 0, count: 50 * 24)
            for y in 0..<24 {
                for x in 0..<50 {
                    var sum = 0
                    for dy in 0..<4 { for dx in 0..<4 { sum += Int(pixels[(4 * y + dy) * 203 + 4 * x + dx]) } }
                    small[y * 50 + x] = UInt8((sum + 8) / 16)
                }
            }
            pixels.withUnsafeBufferPointer { inPlace.add(GreyFrame(width: 203, height: 97, pixels: $0), shrunkBy: 4) }
            small.withUnsafeBufferPointer { beforehand.add(GreyFrame(width: 50, height: 24, pixels: $0)) }
        }
        #expect(inPlace.frames == 6)
        #expect(inPlace.regions() == beforehand.regions())
        let region = inPlace.regions().first?.rect
        // The box spans x 20…169 and y 30…54 at full size: 5…43 and 7…14 shrunk.
        #expect(region.map { $0.x <= 5 && $0.x + $0.width >= 42 && $0.y <= 8 && $0.y + $0.height >= 13 } == true, "\(String(describing: region))")
        // A frame of another size is ignored.
        [UInt8](repeating: 0, count: 100 * 100).withUnsafeBufferPointer { inPlace.add(GreyFrame(width: 100, height: 100, pixels: $0), shrunkBy: 4) }
        #expect(inPlace.frames == 6)
    }
}
