import FluidLanguage
import FluidMotion
@testable import Notebook
import Testing

/// `play` anything (issue 15, part 1): its clock and keys (pause, replay, frame steps, speed,
/// A/B, loop), what a lane shows a motion as, the plane, and what the command accepts.
@Suite struct PlayStateTests {
    static func model(_ lines: [(String, String)], property: PlayProperty = .position, slow: Double = 1) throws -> PlayModel {
        try PlayModel(lanes: lines.map { try PlayModelTests.lane($0.0, $0.1) }, property: property, slow: slow)
    }

    static let tight = 1e-12

    @Test func spacePausesAndResumesWithoutAJump() throws {
        var state = PlayState(model: try Self.model([("s", "spring(damping: 0.8, response: 0.4s)")]), startingAt: 100)
        #expect(abs(state.motionTime(at: 100.1) - 0.1) <= Self.tight)
        state = state.handle(.character(" "), at: 100.1)
        #expect(state.paused)
        #expect(abs(state.motionTime(at: 105) - 0.1) <= Self.tight, "paused, the time holds")
        state = state.handle(.character(" "), at: 105)
        #expect(abs(state.motionTime(at: 105.1) - 0.2) <= Self.tight, "resumed where it was")
        #expect(state.frame(at: 105.1, width: 80).last == "Space pause · r replay · ←/→ frame · +/- speed · q done")
    }

    @Test func replayStepsAndSpeed() throws {
        var state = PlayState(model: try Self.model([("s", "spring(damping: 0.8, response: 0.4s)")]), startingAt: 0)
        state = state.handle(.character("r"), at: 0.3)
        #expect(abs(state.motionTime(at: 0.4) - 0.1) <= Self.tight)
        state = state.handle(.right, at: 0.4)
        #expect(state.paused && abs(state.motionTime(at: 9) - (0.1 + 1.0 / 60)) <= Self.tight)
        state = state.handle(.left, at: 9).handle(.character(","), at: 9).handle(.character(","), at: 9).handle(.left, at: 9).handle(.left, at: 9).handle(.left, at: 9).handle(.left, at: 9).handle(.left, at: 9)
        #expect(state.motionTime(at: 9) == 0, "steps back stop at the start")
        // + plays twice as fast from where it is: slow 1 → 0.5.
        state = state.handle(.character(" "), at: 10).handle(.character("+"), at: 10.1)
        #expect(state.slow == 0.5)
        let before = state.motionTime(at: 10.1)
        #expect(abs(state.motionTime(at: 10.2) - before - 0.2) <= Self.tight)
        state = state.handle(.character("-"), at: 10.2).handle(.character("-"), at: 10.2)
        #expect(state.slow == 2)
        #expect(state.frame(at: 10.2, width: 80)[0].contains("slow 2×"))
        for _ in 0..<12 { state = state.handle(.character("-"), at: 10.2) }
        #expect(state.slow == 100, "slow stays within 0.1…100")
    }

    @Test func tabTogglesABBetweenTwoMotionsOnOneLane() throws {
        var state = PlayState(model: try Self.model([("a", "spring(damping: 0.8, response: 0.4s)"), ("b", "swiftui.bouncy")]), startingAt: 0)
        #expect(state.frame(at: 0.2, width: 60).count == 4, "header, two lanes, keys")
        state = state.handle(.tab, at: 0.2)
        #expect(state.only == 0 && state.motionTime(at: 0.2) == 0, "A replays from the start")
        var frame = state.frame(at: 0.2, width: 60)
        #expect(frame.count == 3 && frame[0].contains("A/B: a") && frame[1].hasPrefix("a "))
        state = state.handle(.tab, at: 0.5)
        frame = state.frame(at: 0.5, width: 60)
        #expect(frame[0].contains("A/B: b") && frame[1].hasPrefix("b "))
        state = state.handle(.tab, at: 0.7)
        #expect(state.only == nil && state.frame(at: 0.7, width: 60).count == 4)
        #expect(state.frame(at: 0.7, width: 60).last?.contains("Tab A/B") == true)
    }

    @Test func untouchedItEndsByItselfTouchedOrLoopingItStays() throws {
        let model = try Self.model([("s", "spring(damping: 1, response: 0.3s)")])
        let state = PlayState(model: model, startingAt: 0)
        #expect(!state.endsByItself(at: model.duration))
        #expect(state.endsByItself(at: model.duration + PlayState.endHold))
        #expect(state.handle(.character("q"), at: 0.05).outcome == .stopped(at: 0.05))
        #expect(state.handle(.escape, at: model.duration + 0.1).outcome == .done)
        let touched = state.handle(.character(" "), at: 0.1).handle(.character(" "), at: 0.1)
        #expect(!touched.endsByItself(at: 1000))
        let looping = PlayState(model: model, loop: true, startingAt: 0)
        #expect(!looping.endsByItself(at: 1000))
        let period = model.duration + PlayState.loopRest
        #expect(abs(looping.motionTime(at: 2 * period + 0.1) - 0.1) <= 1e-9, "the loop starts again after its rest")
        #expect(looping.motionTime(at: period - 0.01) == model.duration, "and rests at the end")
        #expect(looping.frame(at: 0, width: 80)[0].contains("· loop"))
    }

    @Test func aLaneShowsAPositionAScaleARotationOrAnOpacity() {
        // Lanes spanning exactly 0…1 over 41 columns: the target is column 40.
        let scale = (0...4).map { PlayProperty.scale.row(Double($0) / 4, columns: 41, lowest: 0, highest: 1, unicode: true) }
        #expect(scale[0] == String(repeating: " ", count: 40) + "┊", "scale 0: nothing but the target's edge")
        #expect(scale[2] == String(repeating: "█", count: 20) + String(repeating: " ", count: 20) + "┊", "half: 20 of 40 cells")
        #expect(scale[4] == String(repeating: "█", count: 40) + "┊", "at the target the block meets the edge")
        // An eighth of a cell: 0.1 of 40 cells is 4 cells; 0.103125 is 4.125 cells → one eighth more.
        #expect(PlayProperty.scale.row(0.103125, columns: 41, lowest: 0, highest: 1, unicode: true).hasPrefix("████▏ "))
        #expect(PlayProperty.rotation.row(0, columns: 10, lowest: 0, highest: 1, unicode: true) == "→ 0°      ")
        #expect(PlayProperty.rotation.row(0.5, columns: 10, lowest: 0, highest: 1, unicode: true) == "↘ 45°     ")
        #expect(PlayProperty.rotation.row(1, columns: 10, lowest: 0, highest: 1, unicode: true) == "↓ 90°     ")
        #expect(PlayProperty.rotation.row(1, columns: 12, lowest: 0, highest: 1, unicode: false) == "| 90 deg    ")
        #expect(PlayProperty.opacity.row(1, columns: 10, lowest: 0, highest: 1, unicode: true) == "█████ 100%")
        #expect(PlayProperty.opacity.row(0, columns: 10, lowest: 0, highest: 1, unicode: true) == "        0%")
        #expect(PlayProperty.opacity.row(0.5, columns: 10, lowest: 0, highest: 1, unicode: true).hasPrefix("▒▒▒▒▒"))
        for property in PlayProperty.allCases {
            for p in [-0.3, 0, 0.37, 1, 1.4, .nan] {
                for columns in [1, 3, 17, 80] {
                    let row = property.row(p, columns: columns, lowest: -0.3, highest: 1.4, unicode: true)
                    #expect(row.count == columns, "\(property) at \(p) in \(columns) columns: '\(row)'")
                }
            }
        }
    }

    @Test func aPipFlingPlaysInThePlane() throws {
        let session = makeSession()
        session.liveTerminal = true
        for line in ["corners = [(20pt, 60pt), (355pt, 60pt), (20pt, 760pt), (355pt, 760pt)]",
                     "fling = trace([0ms, 16ms, 32ms], [(180pt, 400pt), (195pt, 378pt), (210pt, 355pt)])",
                     "r = pipRelease(fling, corners: corners)"] {
            #expect(!session.run(line).failed, "\(line)")
        }
        #expect(!session.run("play r").failed)
        guard case .play(let model, false)? = session.takeLiveRequest() else { Issue.record("no play request"); return }
        let plane = try #require(model.plane)
        #expect(model.lanes.isEmpty && plane.name == "r")
        // Flung up and to the right: it ends in the top-right corner (355 pt, 60 pt).
        let end = plane.position(at: model.duration)
        #expect(abs(end.x - 355) < 1 && abs(end.y - 60) < 1)
        let rows = plane.rows(at: model.duration, columns: 40, rows: 12, unicode: true)
        #expect(rows.count == 12 && rows.allSatisfy { $0.count == 40 })
        let marker = try #require(rows.firstIndex { $0.contains("●") })
        let start = try #require(plane.rows(at: 0, columns: 40, rows: 12, unicode: true).firstIndex { $0.contains("●") })
        #expect(marker < start, "the card moves up the screen, to a row above where it was released")
        #expect(rows[marker].firstIndex(of: "●")! > rows[start].firstIndex(of: "·") ?? rows[start].startIndex, "and to the right")
        #expect(!rows.joined().contains("◇"), "at the end the card sits on the corner mark")
    }

    @Test func playTakesEasingsFitsAndOptions() {
        let session = makeSession()
        session.liveTerminal = true
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        #expect(!session.run("play css.easeOut, s, duration: 400ms, as: scale, loop: true").failed)
        guard case .play(let model, let loop)? = session.takeLiveRequest() else { Issue.record("no play request"); return }
        #expect(model.lanes.map(\.name) == ["css.easeOut", "s"] && model.property == .scale && loop)
        // css.easeOut over 400 ms: halfway in time it is at cubic-bezier(0, 0, 0.58, 1)'s y(0.5).
        let easing = model.lanes[0].motion
        #expect(easing.settleTime == 0.4)
        #expect(abs(easing.position(at: 0.2) - CubicBezierTiming.easeOut.progress(at: 0.5)) <= 1e-12)
        _ = session.run("f = fit(css.easeOut, duration: 300ms)")
        #expect(!session.run("play f").failed)
        guard case .play(let fit, _)? = session.takeLiveRequest() else { Issue.record("no play request"); return }
        #expect(fit.lanes.map(\.name) == ["f.spring", "f.curve"], "a fit plays its spring against the curve it fits")
    }

    @Test(arguments: [
        ("play css.easeOut", "an easing plays over a duration: play css.easeOut, duration: 400ms"),
        ("play s, duration: 400ms", "duration: is for easings (css.easeOut, cubicBezier(…)); springs and the other motions play for their own time"),
        ("play css.easeOut, duration: 120s", "duration: is a time from 1 ms to 60 s, like duration: 400ms"),
        ("play s, 3", "play moves springs, decays, retargeted motions, traces, fits, easings (with duration:) and paths in the plane; this is a number"),
        ("play s, as: size", "as: is position, scale, rotation or opacity, not 'size'"),
        ("play s, as: scal", "as: is position, scale, rotation or opacity, not 'scal'; did you mean 'scale'?"),
        ("play s, loop: maybe", "loop: is true or false, not 'maybe'"),
    ])
    func badPlaysSayWhatAndWhere(line: String, message: String) {
        let session = makeSession()
        session.liveTerminal = true
        _ = session.run("s = spring(damping: 0.8, response: 0.4s)")
        let response = session.run(line)
        #expect(response.failed)
        #expect(response.text.contains(message), "\(line): \(response.text)")
        #expect(session.takeLiveRequest() == nil)
    }
}
