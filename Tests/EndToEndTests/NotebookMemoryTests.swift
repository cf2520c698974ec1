import Foundation
import Testing

/// Loading, checking or running a notebook takes memory for what is kept, not for every line of the
/// file: its bytes once, one line at a time, the report. So eight times the file costs at
/// most a few times the file more, for every shape of notebook (comments, blank lines,
/// statements among comments, tall recorded outputs, CRLF and a byte-order mark), where it
/// once cost hundreds of bytes per line (a 2 MB notebook of a million lines: 547 MB).
@Suite(.serialized) struct NotebookMemoryTests {
    /// Repeating units of notebook text, each a shape of notebook.
    static let shapes: [(name: String, unit: String)] = [
        ("comments", "# a comment that a notebook keeps in place\n"),
        ("one-character comments", "#\n"),
        ("blank lines", "\n"),
        ("statements among comments", String(repeating: "# note\n", count: 40) + "x = 1\n#> x = 1\n"),
        ("tall recorded outputs", "1\n" + String(repeating: "#> 1\n", count: 1_500)),
        ("CRLF line ends", String(repeating: "# c\r\n", count: 40) + "y = 2\r\n#> y = 2\r\n"),
    ]

    static let smaller = 1_000_000, larger = 8_000_000
    /// Bytes of memory each byte more of the file may cost: the file is read into memory
    /// once, and a checked or rewritten copy may be made; every line held would cost ten
    /// times this and more.
    static let bytesPerByte = 4

    static func notebook(_ unit: String, bytes: Int, byteOrderMark: Bool) -> String {
        (byteOrderMark ? "\u{FEFF}" : "") + String(repeating: unit, count: max(1, bytes / unit.utf8.count))
    }

    @Test("memory of a load, a check and a run grows at most a few times the file, for every shape of notebook")
    func memoryFollowsWhatIsKept() throws {
        let folder = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = FluidProcess.binary.path
        let environment = ["PATH": "/usr/bin:/bin", "HOME": folder.path, "LANG": "C.UTF-8"]
        for (index, shape) in Self.shapes.enumerated() {
            var peaks: [String: [Int]] = [:]
            for bytes in [Self.smaller, Self.larger] {
                let notebook = folder.appendingPathComponent("shape\(index)-\(bytes).fluid")
                try Self.notebook(shape.unit, bytes: bytes, byteOrderMark: index % 2 == 1).write(to: notebook, atomically: false, encoding: .utf8)
                let loader = folder.appendingPathComponent("load\(index)-\(bytes).fluid")
                try "load \(notebook.lastPathComponent)\n".write(to: loader, atomically: false, encoding: .utf8)
                for (what, arguments) in [("load", ["run", "--sessions", folder.path, loader.path]), ("check", ["check", notebook.path]),
                                          ("run", ["run", notebook.path])] {
                    let outcome = try ChildResources.run(binary, arguments, environment: environment)
                    #expect(outcome.status < 128, "\(what) of \(bytes) bytes of \(shape.name) ended by a signal (\(outcome.status))")
                    if what == "load" { #expect(outcome.status == 0, "load of \(bytes) bytes of \(shape.name) failed") }
                    peaks[what, default: []].append(outcome.peakBytes)
                }
            }
            for (what, pair) in peaks {
                // The larger file itself is read into memory: a figure below it measured nothing.
                #expect(pair[1] > Self.larger, "\(what) of \(shape.name): a peak of \(pair[1]) bytes cannot hold the file")
                let growth = pair[1] - pair[0], allowed = Self.bytesPerByte * (Self.larger - Self.smaller)
                #expect(growth <= allowed,
                        "\(what) of \(shape.name): \(pair[0] / 1_000_000) MB for 1 MB of notebook, \(pair[1] / 1_000_000) MB for 8 MB (\(growth / 1_000_000) MB more; at most \(allowed / 1_000_000) MB allowed)")
            }
        }
    }
}
