import Foundation
import HangGuard
import Testing
import FluidLanguage
@testable import Notebook

/// `trace(video:)` on what is not a recording of one moving thing: each a message with its
/// code, in bounded time, the session going on after it.
@Suite(.serialized) struct RecordingBadInputTests {
    static let folder: String = makeTemporaryDirectory("recordings-bad")

    static func code(of response: Response) -> ErrorCode? {
        for block in response.blocks { if case .diagnostic(let diagnostic, _) = block { return diagnostic.code } }
        return nil
    }

    /// Runs `line`, expects it to fail with `code` and words containing `words`, and the
    /// session to answer the next line.
    static func refuses(_ session: Session, _ line: String, _ code: ErrorCode, _ words: String,
                        sourceLocation: SourceLocation = #_sourceLocation) {
        let response = session.run(line)
        #expect(response.failed && Self.code(of: response) == code, "\(response.text)", sourceLocation: sourceLocation)
        #expect(response.text.contains(words), "\(response.text)", sourceLocation: sourceLocation)
        #expect(session.run("1 + 1").transcript.joined().hasSuffix("2"), sourceLocation: sourceLocation)
    }

    static func session() -> Session? {
        guard RecordingFixtures.ffmpeg != nil else {
            if RecordingFixtures.inCI { Issue.record("ffmpeg is not installed; .ci/run installs it") }
            return nil
        }
        return makeSession(in: folder)
    }

    @Test("no ffmpeg on PATH says how to install it")
    func noFFmpeg() throws {
        let session = makeSession(in: Self.folder)
        session.interpreter.readRecording = Session.recordingReader(relativeTo: Self.folder, searchPath: "/nonexistent-bin")
        try Data([0]).write(to: URL(fileURLWithPath: Self.folder + "/any.mp4"))
        Self.refuses(session, "trace(video: \"any.mp4\")", .recordingNoDecoder, "install ffmpeg")
    }

    @Test("a corrupt file and a truncated recording are refused with ffmpeg's reason")
    func corruptAndTruncated() throws {
        guard let session = Self.session() else { return }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let noise = (0..<20_000).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        try Data(noise).write(to: URL(fileURLWithPath: Self.folder + "/noise.mov"))
        Self.refuses(session, "trace(video: \"noise.mov\")", .recordingUndecodable, "cannot read 'noise.mov' as a video")
        try RecordingFixtures.springBox(Self.folder + "/whole.mp4", fps: 30)
        let whole = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/whole.mp4"))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: Self.folder + "/half.mp4"))
        Self.refuses(session, "trace(video: \"half.mp4\")", .recordingUndecodable, "cannot read 'half.mp4' as a video")
    }

    @Test("nothing moving, and two things moving, are told apart from one thing moving")
    func nothingOrTwo() throws {
        guard let session = Self.session() else { return }
        try RecordingFixtures.springBox(Self.folder + "/still.mp4", fps: 30, travel: 0)
        Self.refuses(session, "trace(video: \"still.mp4\")", .recordingNothingMoves, "nothing moves in 'still.mp4'")
        try RecordingFixtures.springBox(Self.folder + "/two.mp4", fps: 30, secondBox: true)
        Self.refuses(session, "trace(video: \"two.mp4\")", .recordingSeveralMove, "2 things move in 'two.mp4'")
        let chosen = session.run("trace(video: \"two.mp4\", region: [0, 30, 270, 50])")
        #expect(!chosen.failed, "\(chosen.text)")
        Self.refuses(session, "trace(video: \"two.mp4\", region: [0, 0, 400, 50])", .recordingRegionOutside, "320 × 120")
        Self.refuses(session, "trace(video: \"two.mp4\", region: [0, 0, 10])", .recordingRegionShape, "[x, y, width, height]")
        Self.refuses(session, "trace(video: \"two.mp4\", from: 1s, to: 0.5s)", .recordingCutOrder, "to: must come after from:")
    }

    @Test("a FIFO is refused before ffmpeg starts, without waiting for a writer")
    func fifo() throws {
        let session = makeSession(in: Self.folder)
        #expect(mkfifo(Self.folder + "/pipe.mov", 0o600) == 0)
        let response = try #require(HangGuard.run(seconds: 60) { session.run("trace(video: \"pipe.mov\")") }, "waited for a writer")
        #expect(response.failed && Self.code(of: response) == .cannotRead && response.text.contains("not a regular file"), "\(response.text)")
    }

    @Test("a replayed notebook reads no recording outside its tree, links included")
    func outsideTheTree() throws {
        guard RecordingFixtures.ffmpeg != nil else { return }
        let root = makeTemporaryDirectory()
        defer { removeDirectory(root) }
        try FileManager.default.createDirectory(atPath: root + "/notebook", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
        try RecordingFixtures.springBox(root + "/outside/box.mp4", fps: 30)
        try FileManager.default.createSymbolicLink(atPath: root + "/notebook/link.mp4", withDestinationPath: root + "/outside/box.mp4")
        let session = makeSession(in: root + "/notebook")
        session.fileAccess = .script(at: root + "/notebook/s.fluid", sessionsFolder: root + "/notebook/sessions")
        for line in ["trace(video: \"../outside/box.mp4\")", "trace(video: \"link.mp4\")"] {
            let response = session.run(line)
            #expect(response.failed && Self.code(of: response) == .cannotRead, "\(line): \(response.text)")
        }
    }

    @Test("Ctrl-C stops ffmpeg at once; the session goes on")
    func ctrlC() throws {
        guard let session = Self.session() else { return }
        try RecordingFixtures.springBox(Self.folder + "/long.mp4", fps: 60, duration: 6)
        let flag = Flag()
        flag.raise(atCheck: 20)
        session.interpreter.interruptRequested = { flag.isRaised }
        let response = session.run("trace(video: \"long.mp4\")")
        session.interpreter.interruptRequested = nil
        #expect(response.failed && Self.code(of: response) == .interrupted, "\(response.text)")
        #expect(flag.checksSinceRaised <= 2, "asked \(flag.checksSinceRaised) times after Ctrl-C")
        #expect(!session.run("trace(video: \"long.mp4\", to: 1s)").failed)
    }
}
