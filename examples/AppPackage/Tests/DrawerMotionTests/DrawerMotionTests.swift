import Foundation
import Notebook
import Testing
@testable import DrawerMotion

/// The constants the app ships are the ones the notebook holds.
@Suite struct DrawerMotionTests {
    @Test func theOpeningSpringIsTheTunedOne() {
        #expect(Drawer.openParameters.dampingRatio == 0.75)
        #expect(Drawer.openParameters.response == 0.45)
        #expect(Drawer.openParameters.mass == 1.0)
        // k = (2π / response)² = 194.955…, printed to 6 significant digits.
        #expect(abs(Drawer.openParameters.stiffness - 194.955) < 0.001)
    }

    @Test func closingIsCriticallyDamped() {
        #expect(Drawer.closeParameters.dampingRatio == 1.0)
        #expect(Drawer.closeParameters.bounce == 0.0)
    }

    @Test func appCodeUsesTheGeneratedNumbers() {
        #expect(abs(DrawerMotion.openEnvelopeTime - 0.6597) < 0.001)
    }

    @Test func theNotebookItselfReadsBackTheSameSpring() throws {
        // SessionValues replays a notebook without the REPL: tests can read a session's springs.
        let notebook = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/DrawerMotion/drawer.fluid")
        let drawer = try SessionValues(notebook: notebook.path)
        let open = try #require(drawer.spring("open"))
        #expect(abs(open.dampingRatio - Drawer.openParameters.dampingRatio) < 1e-12)
        #expect(abs(open.stiffness - Drawer.openParameters.stiffness) / open.stiffness < 1e-5, "printed to 6 digits")
        #expect(drawer.number("softness") == 0.75)
    }
}
