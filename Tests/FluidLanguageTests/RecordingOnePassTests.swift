import Foundation
import Testing
import FluidMotion
@testable import FluidLanguage

/// `trace(video:)` decodes a recording once: a reader that paints its frames here (no
/// ffmpeg) counts the passes asked of it and the frames' size.
@Suite("trace(video:): one decode at a working size")
struct RecordingOnePassTests {
    /// A 1920 × 480 recording at 120 fps for 1.6 s: a 60 × 60 px box of level 30 on 240,
    /// its left edge at 100 + 1200 · step(t) px (a spring of response 0.5 s and damping 0.6
    /// released at 0.2 s), painted as the decoder would hand it shrunk (anti-aliased along
    /// x). With `noise`, every background pixel of every odd frame reads 8 levels lighter,
    /// as a noisy encoder's would: under every threshold, yet a change in every pixel.
    final class PaintedRecording: OpenedRecording, @unchecked Sendable {
        let facts = RecordingFacts(width: 1920, height: 480, duration: 1.6)
        let noise: Bool
        private(set) var passes: [RecordingFrames] = []

        init(noise: Bool) { self.noise = noise }

        static func step(_ t: Double) -> Double {
            guard t > 0.2 else { return 0 }
            let omega = 2 * Double.pi / 0.5, decay = 0.6 * omega, damped = omega * (1 - 0.36).squareRoot(), tau = t - 0.2
            return 1 - exp(-decay * tau) * (cos(damped * tau) + decay / damped * sin(damped * tau))
        }

        func frames(_ which: RecordingFrames, interrupted: (@Sendable () -> Bool)?,
                    _ each: (GreyFrame, Double) -> Bool) throws(RecordingReadError) {
            passes.append(which)
            guard case .reduced(let factor) = which else { throw RecordingReadError(.undecodable, "only whole frames are painted") }
            let width = facts.width / factor, height = facts.height / factor, k = Double(factor)
            var pixels = [UInt8](repeating: 240, count: width * height)
            for index in 0..<192 {
                let time = Double(index) / 120
                let left = (100 + 1200 * Self.step(time)) / k, right = left + 60 / k
                let top = 210 / factor, bottom = 270 / factor
                let light: UInt8 = noise && index % 2 == 1 ? 248 : 240
                for x in 0..<width {
                    let cover = max(0, min(Double(x + 1), right) - max(Double(x), left))
                    let level = cover > 0 ? UInt8((240 - 210 * cover).rounded()) : light
                    for y in 0..<height { pixels[y * width + x] = y >= top && y < bottom ? level : light }
                }
                let more = pixels.withUnsafeBufferPointer { each(GreyFrame(width: width, height: height, pixels: $0), time) }
                if !more { return }
            }
        }

        func close() {}
    }

    static func interpreter(_ recording: PaintedRecording) -> Interpreter {
        let interpreter = Interpreter()
        interpreter.readRecording = { _, _ in recording }
        return interpreter
    }

    @Test("a 1920-pixel recording is read once, at a third of its size, in the recording's own points, and fits back within 2 %")
    func oneDecode() throws {
        let recording = PaintedRecording(noise: false)
        let i = Self.interpreter(recording)
        let read = run("tr = trace(video: \"wide.mov\")", in: i).joined()
        #expect(recording.passes == [.reduced(factor: 3)], "\(recording.passes)")
        // The box's centre goes from 130 px to 1330 px (in the recording's pixels, read at a third of the size).
        #expect(read.contains("130 pt → 1,330 pt") || read.contains("130 pt → 1330 pt"), "\(read)")
        let damping = try #require(number("fit(tr).spring.damping", in: i))
        let response = try #require(number("fit(tr).spring.response / 1s", in: i))
        #expect(abs(damping / 0.6 - 1) < 0.02 && abs(response / 0.5 - 1) < 0.02, "damping \(damping), response \(response) s")
        // scale: 3 reads the same pixels as points.
        #expect(run("trace(video: \"wide.mov\", scale: 3)", in: i).joined().contains("43.33 pt → 443.3 pt"))
    }

    @Test("a recording that changes in every pixel of every frame is decoded a second time, to the same trace")
    func secondDecodeWhenEverythingChanges() throws {
        let clean = PaintedRecording(noise: false), noisy = PaintedRecording(noise: true)
        let a = Self.interpreter(clean), b = Self.interpreter(noisy)
        let first = run("tr = trace(video: \"wide.mov\")", in: a).joined()
        let second = run("tr = trace(video: \"wide.mov\")", in: b).joined()
        // 191 frames of 640 × 160 changed pixels: over the 8 million kept.
        #expect(191 * 640 * 160 > Builtins.storedChanges)
        #expect(noisy.passes == [.reduced(factor: 3), .reduced(factor: 3)], "\(noisy.passes)")
        #expect(first == second, "\(first) against \(second)")
        #expect(number("fit(tr).spring.damping", in: a) == number("fit(tr).spring.damping", in: b))
    }
}
