import Foundation
import Testing

/// The README's plot and animation are drawn by fluid itself from docs/images/readme.fluid.
/// The notebook is replayed with `fluid check` in a temporary folder (its transcript must
/// be current, and it writes the pictures there); each picture must then be byte for byte
/// the committed one. The encoders are deterministic (no clock, no randomness), so a
/// difference means the drawing changed: rerun
/// `cd docs/images && fluid check --update readme.fluid --allow-write .` and commit.
@Suite struct ReadmePicturesTests {
    static let folder = FluidProcess.packageRoot.appendingPathComponent("docs/images")
    static let pictures = ["drawer.svg", "drawer.gif"]

    @Test func theCommittedPicturesAreWhatTheNotebookDraws() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let notebook = directory.appendingPathComponent("readme.fluid")
        try FileManager.default.copyItem(at: Self.folder.appendingPathComponent("readme.fluid"), to: notebook)
        let check = try FluidProcess.run(["check", "--allow-write", directory.path, notebook.path], directory: directory)
        #expect(check.status == 0, "docs/images/readme.fluid drifted:\n\(check.stdout)\(check.stderr)")
        for picture in Self.pictures {
            let drawn = try Data(contentsOf: directory.appendingPathComponent(picture))
            let committed = try Data(contentsOf: Self.folder.appendingPathComponent(picture))
            #expect(!drawn.isEmpty)
            #expect(drawn == committed, "docs/images/\(picture) (\(committed.count) bytes) is not what readme.fluid draws (\(drawn.count) bytes)")
        }
    }

    @Test func theREADMEShowsThePicturesAndTheyStaySmall() throws {
        let readme = try String(contentsOf: FluidProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for picture in Self.pictures {
            #expect(readme.contains("docs/images/\(picture)"), "README.md does not show docs/images/\(picture)")
            let size = try Data(contentsOf: Self.folder.appendingPathComponent(picture)).count
            #expect(size < 100_000, "docs/images/\(picture) is \(size) bytes")
        }
    }
}
