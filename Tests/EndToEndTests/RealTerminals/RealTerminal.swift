import Foundation
import Testing

/// A real terminal emulator on a virtual X server, with fluid running inside it: xterm in
/// VT340 mode (sixels), plain xterm (no pictures), or kitty (its graphics protocol).
///
/// The terminal runs `script`, which runs fluid on a pseudo-terminal of its own and logs
/// both directions: what fluid wrote (`out.log`, the bytes the terminal drew) and what the
/// terminal sent it (`in.log`: its answers to fluid's questions at start, then the keys
/// typed). Keys are typed with xdotool into the focused window (the X server's XTEST, as a
/// keyboard types), and the window is seen with ImageMagick's `import`. Every wait polls a
/// condition (a window, bytes in a log, pixels on screen) under `RealTerminal.hangGuard`.
///
/// One Xvfb serves every test of a run (`XServer.shared`), started at the first use and
/// stopped by a watchdog shell when the test process is gone. One terminal at a time: the
/// server has no window manager, and a window that another covers shows black.
final class RealTerminal {
    enum Kind: String, CaseIterable {
        case xtermVT340 = "xterm -ti vt340", xterm, kitty
    }

    /// The longest any one condition is waited for: a hang guard, never a pause.
    static let hangGuard = 60.0
    /// The tools these tests run, by the names `.ci/run` installs them under.
    static let tools = ["Xvfb", "xterm", "kitty", "xdotool", "import", "xwininfo", "script", "python3"]
    static let missingTools = tools.filter { SessionExportTests.tool($0) == nil }
    /// Every tool is here (and pypng), or CI is set and the tests fail for what is missing.
    static let runnable = (missingTools.isEmpty && PlotPictureTests.pypng) || PlotPictureTests.inCI

    let kind: Kind
    let directory: URL
    let window: String
    private let process: Process

    /// Starts `kind` at `columns` × `rows` cells with fluid inside, and waits for its window
    /// and fluid's first prompt. `environment` adds to fluid's (`FLUID_GRAPHICS`, `NO_COLOR`).
    init(_ kind: Kind, columns: Int = 100, rows: Int = 40, environment: [String: String] = [:], options: [String] = []) throws {
        try #require(Self.missingTools.isEmpty, "missing \(Self.missingTools): .ci/run installs them")
        let display = try XServer.shared.get()
        self.kind = kind
        directory = try FluidProcess.temporaryDirectory()
        let title = "fluid-\(kind.rawValue.replacingOccurrences(of: " ", with: "-"))-\(UUID().uuidString.prefix(8))"
        let inside = ["script", "-q", "-f", "-I", directory.appendingPathComponent("in.log").path,
                      "-O", directory.appendingPathComponent("out.log").path, "-c", FluidProcess.binary.path]
        var arguments: [String]
        switch kind {
        case .xtermVT340, .xterm:
            // VT340 mode answers the device attributes with 4 (sixels); its colour registers
            // are 16 unless raised, too few for a plot's anti-aliased edges.
            arguments = kind == .xtermVT340 ? ["-ti", "vt340", "-xrm", "XTerm*numColorRegisters: 256"] : []
            arguments += ["-geometry", "\(columns)x\(rows)+0+0", "-title", title] + options + ["-e"] + inside
        case .kitty:
            arguments = ["--config", "NONE", "-o", "initial_window_width=\(columns)c", "-o", "initial_window_height=\(rows)c",
                         "--title", title] + options + inside
        }
        process = Process()
        process.executableURL = URL(fileURLWithPath: SessionExportTests.tool(kind == .kitty ? "kitty" : "xterm") ?? "/usr/bin/xterm")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = [
            "DISPLAY": display, "PATH": "/usr/bin:/bin", "HOME": directory.path, "LANG": "C.UTF-8",
            "FLUID_HISTORY": directory.appendingPathComponent("history").path, "FLUID_SESSIONS": directory.path,
            // kitty draws with OpenGL: Mesa's software renderer where there is no GPU.
            "LIBGL_ALWAYS_SOFTWARE": "1",
        ].merging(environment) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: Self.emptyFile(directory.appendingPathComponent("terminal.err")))
        try process.run()
        let found = try Self.shell("timeout \(Int(Self.hangGuard)) xdotool search --sync --name '^\(title)$' | head -1", display: display)
        window = found.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let problems = (try? String(contentsOf: directory.appendingPathComponent("terminal.err"), encoding: .utf8)) ?? ""
        try #require(!window.isEmpty, "no \(kind.rawValue) window: \(problems)")
        try #require(waitForOutput("› "), "no prompt in \(kind.rawValue): \(String(decoding: output(), as: UTF8.self).suffix(300))")
    }

    deinit { close() }

    /// Stops the terminal and waits for it to go (SIGKILL: xterm waits out a SIGTERM while its
    /// child runs), then script, which a killed terminal leaves running with fluid.
    func close() {
        guard process.isRunning else { return }
        _ = try? FluidProcess.run(["-KILL", "\(process.processIdentifier)"], executable: URL(fileURLWithPath: "/bin/kill"))
        process.waitUntilExit()
        // script outlives a killed terminal: stop it (and so fluid) by its own log's path,
        // which names this test's folder alone.
        _ = try? FluidProcess.run(["-KILL", "-f", "--", directory.appendingPathComponent("in.log").path],
                                  executable: URL(fileURLWithPath: "/usr/bin/pkill"))
        try? FileManager.default.removeItem(at: directory)
    }

    static func emptyFile(_ url: URL) throws -> URL {
        try Data().write(to: url)
        return url
    }

    /// What fluid has written so far (script's log of its output).
    func output() -> [UInt8] { (try? Array(Data(contentsOf: directory.appendingPathComponent("out.log")))) ?? [] }

    /// What the terminal has sent fluid so far: its answers, then the keys typed.
    func input() -> [UInt8] { (try? Array(Data(contentsOf: directory.appendingPathComponent("in.log")))) ?? [] }

    /// Polls `condition` until it holds or the hang guard runs out.
    static func wait(_ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(hangGuard)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return try condition()
    }

    /// Waits until fluid's output after byte `from` holds `text`.
    func waitForOutput(_ text: String, from: Int = 0) -> Bool {
        let needle = Array(text.utf8)
        return Self.wait {
            let bytes = output()
            return from < bytes.count && PseudoTerminal.firstRange(of: needle, in: Array(bytes[from...])) != nil
        }
    }

    /// Types `text` into the window, a key at a time, then Return when `enter`.
    func type(_ text: String, enter: Bool = true) throws {
        let display = try XServer.shared.get()
        let quoted = "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
        // `type` takes every word after it as text: Return is a command of its own.
        let typed = try Self.shell("xdotool windowfocus --sync \(window) && xdotool type --delay 15 -- \(quoted)"
                                   + (enter ? " && xdotool key Return" : ""), display: display)
        try #require(typed.status == 0, "xdotool: \(typed.stderr)")
    }

    /// Presses keys by their X names (`Right`, `Escape`, `Return`).
    func press(_ keys: String...) throws {
        let typed = try Self.shell("xdotool windowfocus --sync \(window) && xdotool key --delay 30 \(keys.joined(separator: " "))",
                                   display: try XServer.shared.get())
        try #require(typed.status == 0, "xdotool: \(typed.stderr)")
    }

    /// Maps another window (a plain xterm) over this one's top left, gives it the focus,
    /// removes it, and gives the focus back: what a person does who looks at another window
    /// for a moment. Each step waits for the server (`--sync`, the process's end).
    func coverAndUncover() throws {
        let title = "cover-\(UUID().uuidString.prefix(8))"
        let script = """
            xterm -geometry 60x12+40+60 -title \(title) -e sleep \(Int(Self.hangGuard)) & c=$!
            w=$(timeout \(Int(Self.hangGuard)) xdotool search --sync --name '^\(title)$' | head -1)
            [ -n "$w" ] && xdotool windowfocus --sync "$w"; kill -KILL $c; wait $c
            xdotool windowfocus --sync \(window)
            [ -n "$w" ]
            """
        let done = try Self.shell(script, display: try XServer.shared.get())
        try #require(done.status == 0, "no cover window: \(done.stderr)")
    }

    /// The window as it is now, as a PNG file named `name` in the test's directory.
    func screenshot(_ name: String) throws -> URL {
        let file = directory.appendingPathComponent(name)
        let taken = try Self.shell("import -window \(window) png24:'\(file.path)'", display: try XServer.shared.get())
        try #require(taken.status == 0, "import: \(taken.stderr)")
        return file
    }

    static func shell(_ command: String, display: String) throws -> FluidProcess.Result {
        try FluidProcess.run(["-c", command], environment: ["PATH": "/usr/bin:/bin", "DISPLAY": display],
                             executable: URL(fileURLWithPath: "/bin/sh"))
    }
}

/// The virtual X server the real-terminal tests share: one Xvfb, 1400 × 1000 pixels, on
/// the first free display (`-displayfd`), stopped by a watchdog when the test process ends.
enum XServer {
    struct Failure: Error, CustomStringConvertible { var description: String }

    static let shared: Result<String, Failure> = {
        guard let directory = try? FluidProcess.temporaryDirectory() else { return .failure(Failure(description: "no temporary directory")) }
        let number = directory.appendingPathComponent("display")
        let me = ProcessInfo.processInfo.processIdentifier
        let watchdog = """
            Xvfb -displayfd 3 -screen 0 1400x1000x24 -nolisten tcp 3>'\(number.path)' 2>'\(directory.path)/xvfb.err' &
            x=$!
            trap '' HUP INT TERM
            while kill -0 \(me) 2>/dev/null && kill -0 $x 2>/dev/null; do sleep 1; done
            kill $x 2>/dev/null; sleep 2; kill -9 $x 2>/dev/null
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", watchdog]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return .failure(Failure(description: "sh: \(error)")) }
        var display = ""
        _ = RealTerminal.wait {
            display = ((try? String(contentsOf: number, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            return !display.isEmpty || !process.isRunning
        }
        guard !display.isEmpty else {
            return .failure(Failure(description: "Xvfb did not start: \((try? String(contentsOfFile: directory.path + "/xvfb.err", encoding: .utf8)) ?? "")"))
        }
        return .success(":" + display)
    }()
}
