import FluidLanguage
import FluidMotion
@testable import Notebook
import Testing

/// `play`'s frames without a terminal.
@Suite struct PlayModelTests {
    static func lane(_ name: String, _ line: String) throws -> PlayModel.Lane {
        guard case .spring(let s) = try Interpreter().run(line).value else { throw TuneError(message: "not a spring") }
        return PlayModel.Lane(name: name, spring: s)
    }

    @Test func theMarkerStartsAtTheStartAndEndsAtTheTarget() throws {
        // Critically damped: never overshoots, so the lane spans exactly 0…1.
        let model = PlayModel(lanes: [try Self.lane("s", "spring(damping: 1, response: 0.4s)")], slow: 1)
        let first = model.frame(at: 0, width: 42)
        #expect(first[1] == "s ●" + String(repeating: "─", count: 38) + "┊")
        let last = model.frame(at: model.wallDuration + 1, width: 42)
        // At the end the spring is within its settle band (0.1 % here): the target column.
        #expect(last[1] == "s ·" + String(repeating: "─", count: 38) + "●")
        // Halfway in value is halfway across: column 20 of 0…40 at 0.5.
        #expect(model.column(of: 0.5, columns: 41) == 20)
    }

    @Test func overshootGetsRoomPastTheTarget() throws {
        let model = PlayModel(lanes: [try Self.lane("b", "spring(damping: 0.3, response: 0.4s)")])
        let target = model.column(of: 1, columns: 80)
        #expect(target < 79, "an overshooting spring needs columns past the target")
        // Its peak, 1 + exp(-πζ/√(1-ζ²)) for ζ = 0.3 (mpmath: 1 + exp(-pi*0.3/sqrt(1-0.09)) =
        // 1.37228…), sits at or next to the last column (the 400 samples may miss the peak
        // by less than a column).
        #expect(model.column(of: 1.37228, columns: 80) >= 78)
    }

    @Test func slowMotionStretchesWallTime() throws {
        let model = PlayModel(lanes: [try Self.lane("s", "spring(damping: 0.8, response: 0.4s)")], slow: 4)
        #expect(abs(model.wallDuration - 4 * model.duration) <= 1e-12 * model.wallDuration)
        #expect(abs(model.motionTime(at: 0.4) - 0.1) <= 1e-15)
        #expect(model.motionTime(at: 1e9) == model.duration)
        #expect(model.frame(at: 0.4, width: 80)[0].contains("t = 100 ms"))
        #expect(model.frame(at: 0.4, width: 80)[0].contains("slow 4×"))
    }

    @Test(arguments: [1, 5, 20, 33, 40, 100])
    func framesFitTheWidth(width: Int) throws {
        let model = PlayModel(lanes: [try Self.lane("a-rather-long-name", "swiftui.bouncy"), try Self.lane("s", "spring(damping: 0.8, response: 0.4s)")],
                              slow: 2, unicode: false)
        for t in stride(from: 0.0, through: model.wallDuration, by: model.wallDuration / 7) {
            let frame = model.frame(at: t, width: width)
            #expect(frame.count == 3)
            for line in frame { #expect(line.count <= max(width, 1), "\(line.count) > \(width): \(line)") }
            #expect(frame.dropFirst().allSatisfy { $0.contains("o") }, "every lane shows its marker")
        }
    }
}
