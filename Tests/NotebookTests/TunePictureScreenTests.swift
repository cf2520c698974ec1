import FluidLanguage
@testable import Notebook
import Testing

/// `tune`'s screen at a terminal that draws pictures, without a terminal: the rows each
/// part takes, the pictures' sizes, and when it gives way to text.
@Suite struct TunePictureScreenTests {
    static func model() throws -> TuneModel {
        guard case .spring(let s) = try Interpreter().run("spring(damping: 0.8, response: 0.4s)").value else {
            throw TuneError(message: "not a spring")
        }
        return try TuneModel(name: "s", spring: s)
    }

    @Test func theRowsAddUpAndThePicturesFillTheirCells() throws {
        let m = try Self.model().handle(.right)
        for (width, height, cell) in [(100, 40, (width: 10, height: 20)), (80, 24, (width: 9, height: 18)), (200, 60, (width: 8, height: 16))] {
            let screen = try #require(m.pictureScreen(width: width, height: height, cell: cell), "\(width)×\(height)")
            #expect(screen.lines.count == height)
            #expect(screen.lines[0] == m.frame(width: width, height: height).first, "the header as in text")
            #expect(screen.lines.last?.hasPrefix("Enter keeps · Esc puts it back") == true)
            #expect(screen.plotRow == 1 && screen.laneRow == 1 + screen.plotRows)
            #expect(screen.laneRows == (72 + cell.height - 1) / cell.height, "the lane's 72 px in whole rows")
            #expect(screen.plot.width == width * cell.width && screen.plot.height == screen.plotRows * cell.height)
            for row in screen.plotRow..<(screen.laneRow + screen.laneRows) { #expect(screen.lines[row].isEmpty) }
            #expect(screen.lines.contains("s = spring(damping: 0.85, response: 400 ms)"))
            let lane = m.laneMotion.picture(at: 0.1, pixelWidth: width * cell.width, pixelHeight: screen.laneRows * cell.height)
            #expect(lane.width == min(640, width * cell.width) && lane.height == screen.laneRows * cell.height)
        }
    }

    @Test func smallWindowsAndTinyCellsGetText() throws {
        let m = try Self.model()
        #expect(m.pictureScreen(width: 100, height: 12, cell: (10, 20)) == nil, "no 150 px for the plot")
        #expect(m.pictureScreen(width: 30, height: 40, cell: (10, 20)) == nil, "no 320 px for the lane")
        #expect(m.pictureScreen(width: 100, height: 40, cell: (0, 20)) == nil)
        #expect(m.pictureScreen(width: 100, height: 40, cell: (10, 20)) != nil)
    }

    /// The lane picture is play's lane: padded below with white, never stretched, and
    /// the card where the spring is (at rest on the target once the motion has played).
    @Test func theLaneIsPlaysLanePaddedBelow() throws {
        let lane = try Self.model().laneMotion
        let atRest = lane.picture(at: lane.period - 0.01, pixelWidth: 640, pixelHeight: 80)
        let unpadded = lane.picture(at: lane.period - 0.01, pixelWidth: 640)
        #expect(unpadded.height == 72)
        #expect(Array(atRest.bytes.prefix(unpadded.bytes.count)) == unpadded.bytes)
        #expect(atRest.bytes.dropFirst(unpadded.bytes.count).allSatisfy { $0 == 255 }, "white below")
        let moving = lane.picture(at: 0.1, pixelWidth: 640, pixelHeight: 80)
        #expect(moving != atRest, "the card moves")
        #expect(abs(lane.motionTime(at: lane.period + 0.1) - lane.motionTime(at: 0.1)) < 1e-12, "a loop")
    }
}
