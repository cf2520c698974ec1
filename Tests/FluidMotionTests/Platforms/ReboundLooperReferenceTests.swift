import Foundation
import FluidMotion
import Testing

/// Rebound's frames under both of rebound-js's loopers against Rebound's own code (issue 29,
/// item 2): facebookarchive/rebound-js 0.1.0, tag v0.1.0 at commit 1b97a9ce8931bf1f6f7ed4138582f57e70ce4bc0,
/// `AnimationLooper` (the browser's default: each frame `loop(Date.now())`) and
/// `SteppingSimulationLooper` (`step(1000 / fps)`), run in node with a simulated clock at 30, 60,
/// 75, 90, 120, 144 and 240 Hz. The figures and how they were made are in
/// scripts/references/rebound_loopers.tsv (its header); every frame must agree to the bit.
@Suite struct ReboundLooperReferenceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String, looper: ReboundLooper, fps: Double
        let tension: Double, friction: Double, velocity: Double, to: Double, clamp: Bool
        let values: [Double]
        var testDescription: String { "\(name), \(looper.rawValue) at \(fps) Hz" }
    }

    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/references/rebound_loopers.tsv")

    /// One case a line, tab-separated (the file's header says which field is which); numbers
    /// are read with `Double(_:)`, which rounds correctly, as JavaScript printed them.
    static let cases: [Case] = {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count > 8, let looper = ReboundLooper(rawValue: fields[1]) else { return nil }
            let numbers = fields.map { Double($0) ?? .nan }
            return Case(name: fields[0], looper: looper, fps: numbers[2], tension: numbers[3], friction: numbers[4], velocity: numbers[5],
                        to: numbers[6], clamp: fields[7] == "true", values: Array(numbers[8...]))
        }
    }()

    @Test func theFiguresCoverBothLoopersAtEveryRate() {
        #expect(Self.cases.count == 56, "\(Self.file.path)")
        for looper in ReboundLooper.allCases {
            let rates = Set(Self.cases.filter { $0.looper == looper }.map(\.fps))
            #expect(rates == [30, 60, 75, 90, 120, 144, 240], "\(looper)")
        }
    }

    @Test(arguments: cases)
    func everyFrameMatchesRebound(_ c: Case) {
        let frames = ReboundFrames(tension: c.tension, friction: c.friction, velocity: c.velocity, from: 0, to: c.to,
                                   framesPerSecond: c.fps, overshootClamping: c.clamp, looper: c.looper)
        let (positions, finished) = frames.drawn()
        #expect(finished)
        // Rebound's last recorded frame is the one that finds the spring at rest and leaves it.
        #expect(positions.count == c.values.count - 1, "\(positions.count) frames to rest, Rebound \(c.values.count - 1)")
        #expect(c.values.last == c.values.dropLast().last)
        for (i, (mine, theirs)) in zip(positions, c.values).enumerated() where mine != theirs {
            Issue.record("frame \(i + 1): \(mine) vs Rebound's \(theirs)")
            break
        }
        #expect(frames.duration() == Double(c.values.count - 1) / c.fps)
    }

    @Test func aCoastingDecayDrawsAsItsSpring() throws {
        // decay(1200, model: rebound, friction: 7) is the coasting spring of friction 22.
        let coasting = try ReboundCoasting(velocity: 1200, origamiFriction: 7)
        for c in Self.cases where c.tension == 0 {
            #expect(coasting.frames(framesPerSecond: c.fps, looper: c.looper).drawn().positions == Array(c.values.dropLast()), "\(c.testDescription)")
        }
    }
}
