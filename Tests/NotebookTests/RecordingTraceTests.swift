import Foundation
import Testing
import FluidLanguage
@testable import Notebook

/// `trace(video:)` on recordings ffmpeg makes at test time (``RecordingFixtures``): a box
/// moved by a spring's exact step response. Needs ffmpeg (.ci/run installs it); without it
/// the tests are skipped, unless CI is set, where they fail.
@Suite(.serialized) struct RecordingTraceTests {
    static let folder: String = makeTemporaryDirectory("recordings")

    /// A session reading from the fixtures' folder, or nil (skipped) without ffmpeg.
    static func session() throws -> Session? {
        guard RecordingFixtures.ffmpeg != nil else {
            if RecordingFixtures.inCI { Issue.record("ffmpeg is not installed; .ci/run installs it") }
            return nil
        }
        return makeSession(in: folder)
    }

    /// The fitted spring's damping and response (s) of `line`'s fit, read from the record.
    static func fitted(_ session: Session, _ trace: String) throws -> (damping: Double, response: Double) {
        let damping = session.run("fit(\(trace)).spring.damping").transcript.joined()
        let response = session.run("fit(\(trace)).spring.response / 1s").transcript.joined()
        return (try #require(Double(damping.split(separator: " ").last ?? "")), try #require(Double(response.split(separator: " ").last ?? "")))
    }

    @Test("a spring recorded at 30, 60 and 120 fps fits back to within 2 % in response and damping", arguments: [30, 60, 120])
    func constantRates(fps: Int) throws {
        guard let session = try Self.session() else { return }
        try RecordingFixtures.springBox(Self.folder + "/box\(fps).mp4", fps: fps)
        let read = session.run("tr\(fps) = trace(video: \"box\(fps).mp4\")")
        #expect(!read.failed, "\(read.transcript)")
        let fit = try Self.fitted(session, "tr\(fps)")
        #expect(abs(fit.response / 0.5 - 1) < 0.02, "response \(fit.response) s at \(fps) fps")
        #expect(abs(fit.damping / 0.6 - 1) < 0.02, "damping \(fit.damping) at \(fps) fps")
    }

    @Test("frames dropped unevenly, each at its own time, still fit within 2 %; frames repeated to a constant rate within 5 %")
    func variableRates() throws {
        guard let session = try Self.session() else { return }
        try RecordingFixtures.springBox(Self.folder + "/dropped.mp4", fps: 60, timing: .dropped)
        try RecordingFixtures.springBox(Self.folder + "/duplicated.mp4", fps: 60, timing: .duplicated)
        #expect(!session.run("dropped = trace(video: \"dropped.mp4\")").failed)
        #expect(!session.run("duplicated = trace(video: \"duplicated.mp4\")").failed)
        // About a fifth of the frames are gone (every 7th and every 11th), over the same time, each stamped as it was shown.
        try RecordingFixtures.springBox(Self.folder + "/every.mp4", fps: 60)
        _ = session.run("every = trace(video: \"every.mp4\")")
        #expect(session.run("dropped.duration == every.duration").transcript.joined().hasSuffix("true"))
        #expect(session.run("dropped.count < 0.85 * every.count").transcript.joined().hasSuffix("true"))
        let dropped = try Self.fitted(session, "dropped")
        #expect(abs(dropped.response / 0.5 - 1) < 0.02 && abs(dropped.damping / 0.6 - 1) < 0.02, "\(dropped)")
        let duplicated = try Self.fitted(session, "duplicated")
        #expect(abs(duplicated.response / 0.5 - 1) < 0.05 && abs(duplicated.damping / 0.6 - 1) < 0.05, "\(duplicated)")
    }

    @Test("fluid's own play …, to: as GIF and APNG reads back as the spring played (3 %), and plots and diffs beside it",
          arguments: ["played.gif", "played.png"])
    func playedAnimations(file: String) throws {
        guard let session = try Self.session() else { return }
        _ = session.run("s = spring(damping: 0.6, response: 0.5s)")
        #expect(!session.run("play s, to: \"\(file)\"").failed)
        let read = session.run("tr = trace(video: \"\(file)\", property: \"progress\")")
        #expect(!read.failed, "\(read.transcript)")
        let fit = try Self.fitted(session, "tr")
        #expect(abs(fit.response / 0.5 - 1) < 0.03 && abs(fit.damping / 0.6 - 1) < 0.03, "\(fit)")
        // compare takes the fit for the spring it found, beside the one played.
        let compare = session.run("compare fit(tr), s")
        #expect(!compare.failed && compare.text.contains("fit(tr).spring") && compare.text.contains("response"), "\(compare.text)")
        let plot = session.run("plot tr, s")
        #expect(!plot.failed && plot.text.contains("[1] tr") && plot.text.contains("[2] s"), "\(plot.text)")
        let diff = session.run("diff tr, s")
        #expect(!diff.failed, "\(diff.text)")
        let gap = try #require(diff.text.split(separator: "\n").first { $0.hasPrefix("largest gap ") })
        let percent = try #require(Double(gap.dropFirst("largest gap ".count).prefix { $0 != " " }))
        #expect(percent < 3, "\(gap)")
    }

    @Test("position reads in points (scale: pixels per point), along the axis asked; scale and opacity as fractions")
    func propertiesAndAxes() throws {
        guard let session = try Self.session() else { return }
        try RecordingFixtures.springBox(Self.folder + "/axes.mp4", fps: 30)
        // The box's centre goes from x = 35 px to 235 px, at y = 55 px.
        let x = session.run("x = trace(video: \"axes.mp4\", scale: 2)").transcript.joined()
        // (ffmpeg's overlay truncates the box's place to a whole pixel of its 1280-wide frame: 117.4 pt at the end.)
        #expect(x.contains("17.5 pt → 117.") && x.contains("42 samples"), "\(x)")
        let y = session.run("trace(video: \"axes.mp4\", axis: \"y\")")
        #expect(y.failed && y.text.contains("nothing moves"), "the box moves across only: \(y.text)")
        let cut = session.run("trace(video: \"axes.mp4\", from: 0.5s, to: 1s).duration").transcript.joined()
        #expect(cut.hasSuffix("500 ms") || cut.hasSuffix("466.7 ms"), "\(cut)")
    }

    @Test("a box fading in reads as its opacity, a box growing as its scale, each fitting back within 2 %", arguments: [true, false])
    func opacityAndScale(fading: Bool) throws {
        guard let session = try Self.session() else { return }
        let file = fading ? "fading.mp4" : "growing.mp4"
        try RecordingFixtures.paintedBox(Self.folder + "/" + file, fading: fading)
        let read = session.run("tr = trace(video: \"\(file)\", property: \"\(fading ? "opacity" : "scale")\")").transcript.joined()
        // The opacity ends at 1/1.0948 of its peak (the spring's overshoot); the scale starts at 15/40 of its end.
        #expect(read.contains(fading ? "0 → 0.9" : "0.37"), "\(read)")
        let fit = try Self.fitted(session, "tr")
        #expect(abs(fit.response / 0.5 - 1) < 0.02 && abs(fit.damping / 0.6 - 1) < 0.02, "\(fit)")
    }
    @Test("a recording tagged as turned (its display matrix) is read as shown: the axis and direction follow the turn")
    func rotationMetadata() throws {
        guard let session = try Self.session() else { return }
        try RecordingFixtures.springBox(Self.folder + "/upright.mp4", fps: 30)
        // The same stream, only tagged: ffprobe reads a display matrix of 90° (anticlockwise), which ffmpeg shows turned a
        // quarter anticlockwise, 120 × 320 px: the box's move to the right becomes a move up, from y = 285 to 85 px.
        try RecordingFixtures.run(["-i", Self.folder + "/upright.mp4", "-c", "copy", "-metadata:s:v:0", "rotate=90", Self.folder + "/tagged.mp4"])
        // The frames turned by ffmpeg itself, untagged: what the tagged file must read as.
        try RecordingFixtures.run(["-i", Self.folder + "/upright.mp4", "-vf", "transpose=cclock", "-c:v", "libx264", "-crf", "10",
                                   "-pix_fmt", "yuv420p", Self.folder + "/turned.mp4"])
        let tagged = session.run("tagged = trace(video: \"tagged.mp4\")").transcript.joined()
        #expect(tagged.contains("285 pt → 85.5 pt") && tagged.contains("42 samples"), "\(tagged)")
        #expect(session.run("trace(video: \"tagged.mp4\", axis: \"y\")").transcript.joined().contains("285 pt → 85.5 pt"))
        let across = session.run("trace(video: \"tagged.mp4\", axis: \"x\")")
        #expect(across.failed && across.text.contains("nothing moves"), "\(across.text)")
        _ = session.run("turned = trace(video: \"turned.mp4\")")
        for time in ["0ms", "200ms", "400ms", "800ms", "1.3s"] {
            let gap = try #require(Double(session.run("abs(value(tagged, \(time)) - value(turned, \(time))) / 1pt").transcript.joined()
                .split(separator: " ").last ?? ""))
            #expect(gap < 0.5, "at \(time): \(gap) pt apart")
        }
        // Regions are in the turned frame's pixels: 120 wide and 320 high.
        #expect(!session.run("trace(video: \"tagged.mp4\", region: [0, 0, 120, 320])").failed)
        #expect(session.run("trace(video: \"tagged.mp4\", region: [0, 0, 320, 120])").failed)
    }
}
