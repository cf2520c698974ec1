import Foundation
import FluidLanguage
@testable import Notebook
import Testing

/// `play …, to:` bounded (issue 24, part 4), and the issue's own trapping cases.
@Suite(.serialized) struct AnimationBoundTests {
    /// The issue's cases: a 2-D trace spanning ±1e308 played to a GIF and at the prompt, a
    /// spring released at 1e300 pt/s played as a rotation: drawn, in the box and on the lane.
    @Test func aTraceSpanningEveryDoubleAndASpringAtOneE300PlayAndDraw() throws {
        let folder = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = makeSession(in: folder)
        session.liveTerminal = true
        _ = session.run("tr = trace([(0ms, (1e308pt, -1e308pt)), (16ms, (-1e308pt, 1e308pt)), (32ms, (0pt, 0pt))])")
        for file in ["x.gif", "x.png"] {
            let written = session.run("play tr, to: \"\(file)\"")
            #expect(!written.failed && written.lines.first?.hasPrefix("wrote the motion to \(file)") == true, "\(written.lines)")
            #expect(FileManager.default.fileExists(atPath: folder + "/" + file))
        }
        #expect(!session.run("play tr").failed)
        guard case .play(let plane, _)? = session.takeLiveRequest() else { Issue.record("no play request"); return }
        let box = PlayState(model: plane, startingAt: 0).frame(at: 1, width: 40, height: 20)
        // The path's ends sit in the box's opposite corners; the card rests at the middle.
        #expect(box.contains { $0.contains("●") }, "\(box)")
        _ = session.run("s = spring(damping: 0.5, response: 0.4s, velocity: 1e300)")
        #expect(!session.run("play s, as: rotation").failed)
        guard case .play(let spinning, _)? = session.takeLiveRequest() else { Issue.record("no play request"); return }
        for wall in [0.0, 0.01, 0.1, 1, 100] {
            let lane = PlayState(model: spinning, startingAt: 0).frame(at: wall, width: 60)[1]
            #expect(lane.contains("°"), "the needle's angle: \(lane)")
        }
        let early = PlayState(model: spinning, startingAt: 0).frame(at: 0.01, width: 60)[1]
        #expect(early.contains("e+"), "an angle past 10⁹° in four digits: \(early)")
    }

    /// A write the sandbox refuses costs nothing: refused before a frame is painted (twenty
    /// lanes of frames would take seconds here), with no file and no temporary.
    @Test func aRefusedAnimationIsRefusedBeforeItIsPainted() throws {
        let folder = makeTemporaryDirectory(), outside = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder); try? FileManager.default.removeItem(atPath: outside) }
        let session = makeSession(in: folder)
        session.fileAccess = FileAccessPolicy(readableFolders: [folder], writableFolders: [folder])
        let lanes = (0..<20).map { "spring(damping: 0.\($0 % 5 + 5), response: 0.4s)" }.joined(separator: ", ")
        // Painting asks for Ctrl-C at every frame: a refusal before painting never asks.
        let flag = Flag()
        session.interpreter.interruptRequested = { flag.isRaised }
        let refused = session.run("play \(lanes), to: \"\(outside)/x.gif\"")
        #expect(refused.failed && refused.lines.joined().contains("cannot write"), "\(refused.lines)")
        #expect(flag.checksMade == 0, "asked for Ctrl-C \(flag.checksMade) times: frames were painted before the refusal")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    }

    /// Ctrl-C during `play …, to:` (pressed when it asks for the fifth time: five frames in)
    /// stops it at once, asking at most once more, and leaves the file as it was: absent when
    /// it was absent, unchanged when it was there.
    @Test(arguments: ["x.gif", "x.png"])
    func ctrlCStopsAnAnimationAtOnceAndWritesNothing(_ file: String) throws {
        let folder = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = makeSession(in: folder)
        _ = session.run("s = spring(damping: 0.3, response: 0.4s)")
        for existing in [nil, "before"] {
            let path = folder + "/" + file
            if let existing { try existing.write(toFile: path, atomically: true, encoding: .utf8) }
            let flag = Flag()
            flag.raise(atCheck: 5)
            session.interpreter.interruptRequested = { flag.isRaised }
            let response = session.run("play s, slow: 8, to: \"\(file)\"")
            session.interpreter.interruptRequested = nil
            #expect(response.failed && response.lines.joined().contains("interrupted (Ctrl-C); nothing was written"), "\(response.lines)")
            #expect(flag.checksSinceRaised <= 2, "asked \(flag.checksSinceRaised) times after Ctrl-C")
            #expect((try? String(contentsOfFile: path, encoding: .utf8)) == existing, "the file is as it was")
            let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") }
            #expect(left.isEmpty, "no temporary left behind: \(left)")
        }
    }

    /// An animation's size is bounded by its pixels over all frames, said with its figures
    /// and what makes it smaller; just under the bound it is written.
    @Test func animationsBeyondThePixelBoundAreRefusedWithTheirSize() throws {
        let folder = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = makeSession(in: folder)
        let lanes = (0..<20).map { "spring(damping: 0.\($0 % 5 + 5), response: 0.4s)" }.joined(separator: ", ")
        let refused = session.run("play \(lanes), slow: 10, to: \"big.gif\"")
        #expect(refused.failed, "\(refused.lines)")
        #expect(refused.lines.joined().contains("an animation holds at most \(PlayCommand.animationPixels / 1_000_000) million pixels over all its frames; this one is "), "\(refused.lines)")
        #expect(refused.lines.joined().contains("frames of 640×1136"), "\(refused.lines)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/big.gif"))
    }
}
