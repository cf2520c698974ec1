import Testing
@testable import Notebook

@Suite("plot: retargeted motions and decay models")
struct PlotTimelineTests {
    static func session() -> Session {
        let session = makeSession(display: DisplaySettings(width: 72, height: 14, color: false, unicode: false))
        #expect(!session.run("s = spring(damping: 0.8, response: 0.4s)").failed)
        #expect(!session.run("m = retarget(s, at: 150ms, to: 0.5)").failed)
        return session
    }

    @Test func aRetargetedMotionPlotsOverTimeWithItsTargetAndRetargetMarks() {
        let response = Self.session().run("plot m")
        #expect(!response.failed, "\(response.lines)")
        #expect(response.text.contains("target"), "\(response.text)")
        #expect(response.text.contains("retarget"), "\(response.text)")
        #expect(response.text.contains("ms"), "a time axis:\n\(response.text)")
        #expect(response.lines.map(columns).max() ?? 0 <= 72)
    }

    @Test func aMotionOverlaysWithSpringsAndFunctionsOfTime() {
        let session = Self.session()
        let overlay = session.run("plot m, s")
        #expect(!overlay.failed, "\(overlay.lines)")
        #expect(overlay.text.contains("m") && overlay.text.contains("s"))
        #expect(!session.run("plot velocity(m)").failed)
        let mixed = session.run("plot m, decay(1200pt/s)")
        #expect(mixed.failed)
        #expect(mixed.text.contains("cannot share one plot"), "\(mixed.text)")
    }

    @Test func decaysPlotsEveryModelWithItsName() {
        let response = Self.session().run("plot decays(1200pt/s)")
        #expect(!response.failed, "\(response.lines)")
        for title in ["UIKit talk", "UIKit exact", "Android fling", "Motion inertia", "react-spring", "Compose exponentialDecay", "Compose splineBasedDecay"] {
            #expect(response.text.contains(title), "\(title) in the legend:\n\(response.text)")
        }
        #expect(response.text.contains("pt"))
    }
}
