import Foundation
import Testing

/// Whether `path` is a FIFO (not followed if a link).
private func isFIFO(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO
}

/// Issue 24: `fluid export` (with or without `--check`) and the build plugin's tool replay a
/// notebook to read its springs; they write the export and nothing else. A notebook's
/// `save`, `plot …, to:`, `play …, to:` lines (and those of a notebook it loads) are skipped,
/// so its folder is byte for byte as it was. The same notebook under `fluid run` does write
/// every one of those files, so the test would see a write if the skipping stopped.
@Suite("fluid export and the build plugin write nothing but the export")
struct ExportWritesNothingTests {
    /// A project whose notebook writes a session, pictures and an animation, and loads a
    /// notebook that saves too.
    private static func project() throws -> (folder: URL, notebook: URL) {
        let folder = try FluidProcess.temporaryDirectory()
        let fm = FileManager.default
        try fm.createDirectory(at: folder.appendingPathComponent("sessions"), withIntermediateDirectories: true)
        try "".write(to: folder.appendingPathComponent(".fluid-root"), atomically: true, encoding: .utf8)
        try """
            helper = spring(damping: 0.9, response: 0.3s)
            save helper-copy

            """.write(to: folder.appendingPathComponent("sessions/helper.fluid"), atomically: true, encoding: .utf8)
        let notebook = folder.appendingPathComponent("drawer.fluid")
        try """
            open = spring(damping: 0.7, response: 0.5s)
            save drawer-copy
            plot open, to: "open.svg"
            plot open, to: "pictures/open.png"
            play open, to: "open.gif"
            load helper

            """.write(to: notebook, atomically: true, encoding: .utf8)
        return (folder, notebook)
    }

    /// Every entry under `folder`: its path, its kind and its bytes.
    private static func snapshot(_ folder: URL) -> [String: Data] {
        var entries: [String: Data] = [:]
        let fm = FileManager.default
        guard let walker = fm.enumerator(atPath: folder.path) else { return entries }
        for case let relative as String in walker {
            let path = folder.appendingPathComponent(relative).path
            var isFolder: ObjCBool = false
            _ = fm.fileExists(atPath: path, isDirectory: &isFolder)
            entries[relative] = isFolder.boolValue ? Data("<folder>".utf8) : (fm.contents(atPath: path) ?? Data("<unreadable>".utf8))
        }
        return entries
    }

    /// The control: `fluid run` with the folder writable writes every file the notebook names.
    @Test func theNotebookWritesItsFilesWhenRun() throws {
        let (folder, notebook) = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try FluidProcess.run(["run", "--allow-write", folder.path, notebook.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let written = Set(Self.snapshot(folder).keys)
        for name in ["sessions/drawer-copy.fluid", "open.svg", "pictures/open.png", "open.gif", "sessions/helper-copy.fluid"] {
            #expect(written.contains(name), "fluid run wrote \(name): \(written.sorted())")
        }
    }

    @Test func exportAndItsCheckLeaveTheNotebooksFolderAsItWas() throws {
        let (folder, notebook) = try Self.project()
        let out = try FluidProcess.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: out)
        }
        let before = Self.snapshot(folder)
        let printed = try FluidProcess.run(["export", notebook.path, "--to", "swift"])
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.contains("enum Drawer"), "\(printed.stdout)")
        let file = out.appendingPathComponent("Drawer.swift")
        let written = try FluidProcess.run(["export", notebook.path, "--to", "swift", "-o", file.path])
        #expect(written.status == 0, "\(written.stderr)")
        let checked = try FluidProcess.run(["export", notebook.path, "--to", "swift", "-o", file.path, "--check"])
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
        for kind in ["kotlin", "css", "json"] {
            let other = try FluidProcess.run(["export", notebook.path, "--to", kind])
            #expect(other.status == 0, "\(kind): \(other.stderr)")
        }
        #expect(Self.snapshot(folder) == before, "the notebook's folder changed: \(Set(Self.snapshot(folder).keys).subtracting(before.keys).sorted())")
        #expect(Set(Self.snapshot(out).keys) == ["Drawer.swift"])
    }

    @Test func theBuildPluginsToolLeavesTheNotebooksFolderAsItWas() throws {
        let tool = FluidProcess.binary.deletingLastPathComponent().appendingPathComponent("fluid-export-tool")
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "no fluid-export-tool beside fluid; run swift build")
        let (folder, notebook) = try Self.project()
        let out = try FluidProcess.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: out)
        }
        let before = Self.snapshot(folder)
        let made = try FluidProcess.run([notebook.path, out.appendingPathComponent("drawer.swift").path], executable: tool)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(Self.snapshot(folder) == before, "the notebook's folder changed: \(Set(Self.snapshot(folder).keys).subtracting(before.keys).sorted())")
        #expect(Set(Self.snapshot(out).keys) == ["drawer.swift"])
    }
}

/// Issue 24: `fluid export -o` onto what is not a plain file: a link keeps itself (its
/// target replaced), a FIFO and a device are written through, a failed write is a non-zero
/// exit with a message, a folder is refused.
@Suite("fluid export -o onto links, FIFOs and devices")
struct ExportOntoSpecialFilesTests {
    private static func notebook(in folder: URL) throws -> URL {
        let notebook = folder.appendingPathComponent("drawer.fluid")
        try "open = spring(damping: 0.7, response: 0.5s)\n".write(to: notebook, atomically: true, encoding: .utf8)
        return notebook
    }

    @Test func aLinkIsKeptAndItsTargetReplaced() throws {
        let folder = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notebook = try Self.notebook(in: folder)
        let fm = FileManager.default
        try fm.createDirectory(at: folder.appendingPathComponent("generated"), withIntermediateDirectories: true)
        let target = folder.appendingPathComponent("generated/Drawer.swift")
        try "old\n".write(to: target, atomically: true, encoding: .utf8)
        let link = folder.appendingPathComponent("Drawer.swift")
        try fm.createSymbolicLink(atPath: link.path, withDestinationPath: "generated/Drawer.swift")
        let run = try FluidProcess.run(["export", notebook.path, "--to", "swift", "-o", link.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try fm.destinationOfSymbolicLink(atPath: link.path) == "generated/Drawer.swift", "the link is still a link")
        #expect(try String(contentsOf: target, encoding: .utf8).contains("enum Drawer"))
    }

    #if os(Linux)
    @Test func aFullDeviceIsAFailedExportAndStaysADevice() throws {
        let folder = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notebook = try Self.notebook(in: folder)
        let run = try FluidProcess.run(["export", notebook.path, "--to", "swift", "-o", "/dev/full"])
        #expect(run.status != 0, "a full device is a failed write")
        #expect(run.stderr.contains("/dev/full") && run.stderr.lowercased().contains("no space"), "\(run.stderr)")
        let kind = try FileManager.default.attributesOfItem(atPath: "/dev/full")[.type] as? FileAttributeType
        #expect(kind == .typeCharacterSpecial)
    }

    @Test func devStdoutWritesToWhateverStandardOutputIs() throws {
        let folder = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notebook = try Self.notebook(in: folder)
        // A pipe.
        let piped = try FluidProcess.run(["export", notebook.path, "--to", "swift", "-o", "/dev/stdout"])
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.contains("enum Drawer"), "\(piped.stdout)")
        // A file the shell opened: written in place, the link and the file both kept.
        let out = folder.appendingPathComponent("out.swift")
        let shell = try FluidProcess.run(["-c", "\"$0\" export \"$1\" --to swift -o /dev/stdout > \"$2\"",
                                          FluidProcess.binary.path, notebook.path, out.path],
                                         executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(shell.status == 0, "\(shell.stderr)")
        #expect(try String(contentsOf: out, encoding: .utf8).contains("enum Drawer"))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: "/dev/stdout")) != nil, "/dev/stdout is still a link")
    }
    #endif

    @Test func aFIFOWithoutAReaderAndAFolderAreErrors() throws {
        let folder = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notebook = try Self.notebook(in: folder)
        let fifo = folder.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // A wait for a reader would never end: `timeout`, where there is one, turns it into a
        // kill after two minutes (a hang guard), and the message says fluid did not wait.
        let unread = try FluidProcess.run(["-c", #"$(command -v timeout >/dev/null && echo timeout -s KILL 120) "$0" "$@""#,
                                           FluidProcess.binary.path, "export", notebook.path, "--to", "swift", "-o", fifo.path],
                                          executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(unread.status != 0 && unread.status < 128 && unread.stderr.contains("nothing is reading it"), "status \(unread.status): \(unread.stderr)")
        #expect(isFIFO(fifo.path), "still a FIFO")
        let intoFolder = try FluidProcess.run(["export", notebook.path, "--to", "swift", "-o", folder.path])
        #expect(intoFolder.status != 0 && intoFolder.stderr.contains("is a folder"), "\(intoFolder.stderr)")
    }

    @Test func aFIFOWithAReaderGetsTheExport() throws {
        let folder = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notebook = try Self.notebook(in: folder)
        let fifo = folder.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // cat opens the FIFO for reading before fluid runs: the shell's own open for writing
        // (descriptor 3) waits for cat's, and is closed after fluid so cat sees the end.
        let script = "cat \"$1\" > \"$1.out\" & exec 3>\"$1\"; \"$0\" export \"$2\" --to swift -o \"$1\"; status=$?; exec 3>&-; wait; exit $status"
        let run = try FluidProcess.run(["-c", script, FluidProcess.binary.path, fifo.path, notebook.path],
                                       executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOfFile: fifo.path + ".out", encoding: .utf8).contains("enum Drawer"))
        #expect(isFIFO(fifo.path), "still a FIFO")
    }
}
