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
}
