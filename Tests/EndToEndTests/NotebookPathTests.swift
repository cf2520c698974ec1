import Foundation
import Testing

/// Paths belong to the file that names them: `run`, `check`, `load` and `save` give the same
/// answer from any working directory, and a session saved at the prompt checks clean.
@Suite struct NotebookPathTests {
    /// A project (marked by `.fluid-root`) with `data/flick.csv` and `notes/`.
    static func makeProject() throws -> URL {
        let root = try FluidProcess.temporaryDirectory()
        let fm = FileManager.default
        for folder in ["data", "notes", "elsewhere"] {
            try fm.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data().write(to: root.appendingPathComponent(".fluid-root"))
        try fm.copyItem(at: FluidProcess.packageRoot.appendingPathComponent("examples/data/flick.csv"),
                        to: root.appendingPathComponent("data/flick.csv"))
        return root
    }

    /// The project root, a folder inside it, and a folder outside it.
    static func workingDirectories(_ root: URL) -> [URL] {
        [root, root.appendingPathComponent("elsewhere"), FileManager.default.temporaryDirectory]
    }

    @Test func runCheckAndLoadFindTheNotebooksFilesFromAnyWorkingDirectory() throws {
        let root = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let notebook = root.appendingPathComponent("notes/flick.fluid")
        try """
            tr = trace("../data/flick.csv")
            load other.fluid
            n + tr.count

            """.write(to: notebook, atomically: true, encoding: .utf8)
        try "n = 100\n".write(to: root.appendingPathComponent("notes/other.fluid"), atomically: true, encoding: .utf8)
        var outputs: Set<String> = []
        for directory in Self.workingDirectories(root) {
            let run = try FluidProcess.run(["run", "--quiet", notebook.path], directory: directory)
            #expect(run.status == 0, "from \(directory.path): \(run.stderr)")
            outputs.insert(run.stdout)
        }
        #expect(outputs.count == 1, "the same output from every folder: \(outputs)")
        #expect(outputs.first?.contains("tr = trace(\"../data/flick.csv\"): 10 samples") == true, "\(outputs)")
        #expect(outputs.first?.hasSuffix("loaded other.fluid: n\n110\n") == true, "\(outputs)")

        // Relative to the working directory, the notebook is named differently; the answer is the same.
        let relative = try FluidProcess.run(["run", "--quiet", "flick.fluid"], directory: root.appendingPathComponent("notes"))
        #expect(relative.stdout == outputs.first, "\(relative.stdout)\(relative.stderr)")

        let updated = try FluidProcess.run(["check", "--update", notebook.path], directory: root)
        #expect(updated.status == 0, "\(updated.stdout)")
        for directory in Self.workingDirectories(root) {
            let check = try FluidProcess.run(["check", notebook.path], directory: directory)
            #expect(check.status == 0, "from \(directory.path): \(check.stdout)")
        }
        // At the prompt, a path is relative to the working directory.
        let prompt = try FluidProcess.run([], input: "load notes/flick.fluid\nn\n", directory: root)
        #expect(prompt.status == 0, "\(prompt.stderr)")
        #expect(prompt.stdout == "loaded notes/flick.fluid: tr, n\n100\n", "\(prompt.stdout)")
    }

    @Test func aSessionSavedAtThePromptChecksCleanWithoutFlagsFromAnyFolder() throws {
        let root = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let saved = try FluidProcess.run([], input: "tr = trace(\"data/flick.csv\")\nv = tr.velocity\nsave flick\n", directory: root)
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout.hasSuffix("saved 2 bindings to sessions/flick.fluid\n"), "\(saved.stdout)")
        let file = root.appendingPathComponent("sessions/flick.fluid")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("tr = trace(\"../data/flick.csv\")\n"), "the path is rewritten for the file's folder:\n\(text)")
        #expect(!text.contains(root.path), "no absolute path of this machine:\n\(text)")
        for directory in Self.workingDirectories(root) {
            let check = try FluidProcess.run(["check", file.path], directory: directory)
            #expect(check.status == 0, "from \(directory.path): \(check.stdout)")
            let update = try FluidProcess.run(["check", "--update", file.path], directory: directory)
            #expect(update.status == 0 && update.stdout.hasSuffix("1 file up to date\n"), "\(update.stdout)")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
    }

    @Test func aNotebookSavesAndLoadsByNameInItsProjectsSessionsFromAnyFolder() throws {
        let root = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let notebook = root.appendingPathComponent("notes/snap.fluid")
        try "a = 1s\nsave snap\nload snap\n".write(to: notebook, atomically: true, encoding: .utf8)
        for directory in Self.workingDirectories(root) {
            let run = try FluidProcess.run(["run", "--quiet", notebook.path], directory: directory)
            #expect(run.status == 0, "from \(directory.path): \(run.stderr)")
            #expect(run.stdout == "a = 1 s\nsaved 1 binding to ../sessions/snap.fluid\nloaded snap: a\n", "from \(directory.path): \(run.stdout)")
        }
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("sessions/snap.fluid").path))
        // --sessions names a folder from the working directory, as every command-line path does.
        let named = try FluidProcess.run(["run", "--sessions", "elsewhere", notebook.path], directory: root)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("elsewhere/snap.fluid").path), "\(named.stdout)")
    }

    @Test func saveLoadAndSaveAgainAtThePromptKeepEveryPathFindingItsData() throws {
        let root = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try FluidProcess.run([], input: """
            tr = trace("data/flick.csv")
            d = drawerRelease(tr, closed: 500pt, open: 100pt)
            save one

            """, directory: root)
        #expect(first.status == 0, "\(first.stderr)")
        // Loaded at the prompt, the paths are the prompt's again (relative to the working directory).
        let again = try FluidProcess.run([], input: "load one\ntr\nsave two\n", directory: root)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("\ntrace(\"data/flick.csv\"): 10 samples"), "\(again.stdout)")
        let one = try String(contentsOf: root.appendingPathComponent("sessions/one.fluid"), encoding: .utf8)
        let two = try String(contentsOf: root.appendingPathComponent("sessions/two.fluid"), encoding: .utf8)
        #expect(one == two, "saving what was loaded writes the same file")
        #expect(one.contains("tr = trace(\"../data/flick.csv\")\n"), "\(one)")
        #expect(!one.contains("trace(\"data/"), "every trace path names the file from the saved file's folder:\n\(one)")
        // Loaded from a folder elsewhere, the same file still finds its data.
        let elsewhere = try FluidProcess.run([], input: "load ../sessions/two.fluid\nd\n", directory: root.appendingPathComponent("elsewhere"))
        #expect(elsewhere.status == 0, "\(elsewhere.stderr)")
        #expect(elsewhere.stdout.hasPrefix("loaded ../sessions/two.fluid: tr, d\n"), "\(elsewhere.stdout)")
    }

    @Test func aNotebookLoadedFromAnotherFolderIsSavedWithItsLayoutAndPathsForTheNewFile() throws {
        let root = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let deep = root.appendingPathComponent("notes/deep")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try """
            # a flick, read beside the project's data
            tr = trace("../../data/flick.csv")
            trace("../../data/flick.csv").count

            """.write(to: deep.appendingPathComponent("n.fluid"), atomically: true, encoding: .utf8)
        let saved = try FluidProcess.run([], input: "load notes/deep/n.fluid\nsave copy\n", directory: root)
        #expect(saved.status == 0, "\(saved.stderr)")
        let text = try String(contentsOf: root.appendingPathComponent("sessions/copy.fluid"), encoding: .utf8)
        #expect(text.contains("tr = trace(\"../data/flick.csv\")\n"), "\(text)")
        #expect(text.contains("trace(\"../data/flick.csv\").count\n#> 10\n"), "a line that binds nothing keeps its place, its path moved:\n\(text)")
        #expect(try FluidProcess.run(["check", root.appendingPathComponent("sessions/copy.fluid").path], directory: root.appendingPathComponent("elsewhere")).status == 0)
    }

    @Test func saveLeavesOutWhatCheckWouldFailAndSaysHowToWidenTheProject() throws {
        // No project marker: the saved file's project is its own folder, which does not hold the data.
        let root = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("data"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: FluidProcess.packageRoot.appendingPathComponent("examples/data/flick.csv"),
                                         to: root.appendingPathComponent("data/flick.csv"))
        let saved = try FluidProcess.run([], input: "tr = trace(\"data/flick.csv\")\nsave flick\n", directory: root)
        // The binding check would fail on is left out, named, with the way to widen the project;
        // what is saved checks clean (here: nothing but the header).
        #expect(saved.status == 1)
        #expect(saved.stderr.contains("left out 'tr': replaying it fails: "), "\(saved.stderr)")
        #expect(saved.stderr.contains(".fluid-root"), "says how to widen the project: \(saved.stderr)")
        let partial = try String(contentsOf: root.appendingPathComponent("sessions/flick.fluid"), encoding: .utf8)
        #expect(!partial.contains("tr ="), "\(partial)")
        #expect(try FluidProcess.run(["check", "sessions/flick.fluid"], directory: root).status == 0)

        try Data().write(to: root.appendingPathComponent(".fluid-root"))
        let marked = try FluidProcess.run([], input: "tr = trace(\"data/flick.csv\")\nsave flick\n", directory: root)
        #expect(marked.status == 0, "\(marked.stderr)")
        #expect(try FluidProcess.run(["check", "sessions/flick.fluid"], directory: root).status == 0)
    }

    @Test func theShippedNotebooksCheckCleanFromThreeFolders() throws {
        let fm = FileManager.default
        var files: [String] = []
        for folder in ["examples", "sessions"] {
            let dir = FluidProcess.packageRoot.appendingPathComponent(folder)
            files += try fm.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".fluid") }.sorted()
                .map { dir.appendingPathComponent($0).path }
        }
        for directory in [FluidProcess.packageRoot, FluidProcess.packageRoot.appendingPathComponent("examples"), fm.temporaryDirectory] {
            let check = try FluidProcess.run(["check"] + files, directory: directory)
            #expect(check.status == 0, "from \(directory.path):\n\(check.stdout)")
        }
        let pip = try FluidProcess.run(["run", "pip.fluid"], directory: FluidProcess.packageRoot.appendingPathComponent("examples"))
        #expect(pip.status == 0, "\(pip.stderr)")
        #expect(pip.stdout.contains("fling = trace(\"data/pip-fling.csv\"): 8 samples"), "\(pip.stdout)")
    }

    @Test func aNotebooksMessagesNameItsFilesRelativeToIt() throws {
        let root = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        // An expected error ('#!') that names a missing file checks clean from anywhere: the
        // message names the file as the notebook does, not where this machine keeps it.
        let notebook = root.appendingPathComponent("notes/missing.fluid")
        try "trace(\"gone.csv\")\n".write(to: notebook, atomically: true, encoding: .utf8)
        let run = try FluidProcess.run(["run", notebook.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("no such file (looked for gone.csv)"), "\(run.stderr)")
        // The first line is where (the notebook as the command line named it); the rest is what the line printed.
        let printed = run.stderr.split(separator: "\n").dropFirst()
        #expect(run.stderr.hasPrefix(notebook.path + ":1:"), "\(run.stderr)")
        #expect(!printed.contains { $0.contains(root.path) }, "\(run.stderr)")
        let marked = printed.map { "#! " + $0 }.joined(separator: "\n")
        try "trace(\"gone.csv\")\n\(marked)\n".write(to: notebook, atomically: true, encoding: .utf8)
        for directory in Self.workingDirectories(root) {
            let check = try FluidProcess.run(["check", notebook.path], directory: directory)
            #expect(check.status == 0, "from \(directory.path): \(check.stdout)")
        }
    }
}
