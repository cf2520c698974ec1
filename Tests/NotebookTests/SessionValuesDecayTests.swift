import Foundation
import Testing
import FluidMotion
@testable import Notebook

/// `SessionValues.decay(_:)`: an app's tests read a notebook's decays as the export hands them
/// to the platforms (model, velocity, decay constant, distance), and nothing else is a decay.
@Suite struct SessionValuesDecayTests {
    @Test func decaysReadBackWithTheirModelVelocityAndDecayConstant() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-values-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("n.fluid")
        try """
            s = spring(damping: 0.7, response: 0.5s)
            fling = decay(1200pt/s)
            coast = decay(900pt/s, model: inertia, power: 0.6, timeConstant: 300ms)
            """.write(to: file, atomically: true, encoding: .utf8)
        let values = try SessionValues(notebook: file.path)
        let fling = try #require(values.decay("fling"))
        #expect(fling.model == "exact" && fling.velocity == 1200)
        // UIKit's normal rate 0.998 per millisecond: λ = −1000·ln 0.998.
        #expect(abs(fling.decayConstant - -1000 * log(0.998)) < 1e-9)
        #expect(abs(fling.curve.distance - 1200 / fling.decayConstant) < 1, "\(fling.curve.distance)")
        let coast = try #require(values.decay("coast"))
        #expect(coast.model == "inertia" && abs(coast.decayConstant - 1 / 0.3) < 1e-9)
        #expect(abs(coast.curve.distance - 0.6 * 900) < 1e-9, "inertia travels power × velocity")
        #expect(values.decay("s") == nil && values.spring("fling") == nil && values.decay("nosuch") == nil)
    }
}
