import Foundation
import Testing
@testable import Notebook

/// A recording no part of fluid drew: headless Chromium renders a spring fluid exported
/// (`export s css`: its duration and its `linear()` easing), as a CSS animation and as a
/// Web Animations `element.animate()`, stepped frame by frame through the DevTools protocol
/// (every animation paused and set to the frame's time, `document.getAnimations()`, then a
/// screenshot), and ffmpeg encodes the screenshots at 60 fps: each frame's time is the time
/// the page was set to. trace(video:) reads it back and fit recovers the spring.
///
/// Needs chromium, node (which speaks the protocol over `--remote-debugging-pipe`) and
/// ffmpeg, all installed by .ci/run: a missing one skips the test, unless CI is set, where
/// it fails.
@Suite(.serialized) struct RecordingChromiumTests {
    static let folder: String = makeTemporaryDirectory("chromium-recordings")

    static func tool(_ names: String...) -> String? {
        for name in names {
            for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
                let path = String(folder) + "/" + name
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    /// The page: a 30 × 30 px dark box on white at (20, 40) px of a 320 × 120 px viewport,
    /// moved 200 px to the right by `animation` (a script or a style), starting at 200 ms.
    static func page(style: String, script: String) -> String {
        """
        <!doctype html><html><head><style>
        html, body { margin: 0; background: #fff; overflow: hidden; }
        #box { position: absolute; left: 20px; top: 40px; width: 30px; height: 30px; background: #202020; \(style) }
        @keyframes move { from { transform: translateX(0px); } to { transform: translateX(200px); } }
        </style></head><body><div id="box"></div><script>\(script)</script></body></html>
        """
    }

    /// Runs a command to its end (node is killed with chromium if it ever hangs: `timeout`,
    /// a guard against a stuck browser, not a measure of time); its stderr when it fails.
    static func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["-s", "KILL", "300", executable] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus != 0 { Issue.record("\(executable) failed: \(said.suffix(2000))") }
        return process.terminationStatus
    }

    @Test("Chromium's CSS linear() and Web Animations renderings of an exported spring fit back within 2 %",
          arguments: ["css", "waapi"])
    func exportedSpringInChromium(kind: String) throws {
        let chromium = Self.tool("chromium", "chromium-browser"), node = Self.tool("node", "nodejs")
        guard let chromium, let node, RecordingFixtures.ffmpeg != nil, FileManager.default.isExecutableFile(atPath: "/usr/bin/timeout") else {
            if RecordingFixtures.inCI { Issue.record("chromium, node, ffmpeg or timeout is missing; .ci/run installs them") }
            return
        }
        let session = makeSession(in: Self.folder)
        _ = session.run("s = spring(damping: 0.6, response: 0.5s)")
        let css = session.run("export s css").transcript.joined(separator: "\n")
        let duration = try #require(css.firstMatch(of: /transition-duration: (\d+)ms;/).map { String($0.1) }, "\(css)")
        let easing = try #require(css.firstMatch(of: /linear\([^)]*\)/).map { String($0.0) }, "\(css)")
        let html = kind == "css"
            ? Self.page(style: "animation: move \(duration)ms \(easing) 200ms both;", script: "")
            : Self.page(style: "", script: """
                document.getElementById('box').animate([{ transform: 'translateX(0px)' }, { transform: 'translateX(200px)' }],
                  { duration: \(duration), easing: '\(easing)', delay: 200, fill: 'both' });
                """)
        let frames = Self.folder + "/\(kind)"
        try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
        try html.write(toFile: frames + "/page.html", atomically: true, encoding: .utf8)
        try Self.captureScript.write(toFile: Self.folder + "/capture.js", atomically: true, encoding: .utf8)
        // 1.6 s at 60 fps: 96 frames, the last 368 ms after the animation ends.
        try #require(try Self.run(node, [Self.folder + "/capture.js", chromium, frames + "/page.html", frames, "96", "60", "320", "120"]) == 0)
        try RecordingFixtures.run(["-framerate", "60", "-i", frames + "/frame%04d.png", "-c:v", "libx264", "-crf", "10",
                                   "-pix_fmt", "yuv420p", Self.folder + "/\(kind).mp4"])
        let read = session.run("tr = trace(video: \"\(kind).mp4\")")
        #expect(!read.failed, "\(read.transcript)")
        // The box's centre goes from 35 to 235 px.
        #expect(read.transcript.joined().contains("35 pt → 235 pt"), "\(read.transcript)")
        let fit = try RecordingTraceTests.fitted(session, "tr")
        #expect(abs(fit.response / 0.5 - 1) < 0.02, "response \(fit.response) s")
        #expect(abs(fit.damping / 0.6 - 1) < 0.02, "damping \(fit.damping)")
    }

    /// node capture.js CHROMIUM PAGE OUT FRAMES FPS WIDTH HEIGHT: chromium over the DevTools
    /// protocol on a pipe (descriptors 3 and 4, messages ended by a NUL byte); each frame sets
    /// every animation's currentTime to frame / fps, waits two animation frames, and saves a
    /// screenshot as OUT/frameNNNN.png.
    static let captureScript = #"""
// Renders a page in headless chromium, stepping its animations, and writes one PNG a step.
// node capture.js CHROMIUM PAGE.html OUT_FOLDER FRAMES FPS WIDTH HEIGHT
const { spawn } = require('child_process');
const fs = require('fs');
const [chromium, page, out, frames, fps, width, height] = process.argv.slice(2);
const child = spawn(chromium, ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--hide-scrollbars',
  `--user-data-dir=${out}/profile`, '--remote-debugging-pipe', 'about:blank'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
const pending = new Map();
let next = 0, buffered = Buffer.alloc(0);
child.stdio[4].on('data', data => {
  buffered = Buffer.concat([buffered, data]);
  for (let end; (end = buffered.indexOf(0)) >= 0; buffered = buffered.subarray(end + 1)) {
    const message = JSON.parse(buffered.subarray(0, end).toString());
    const answer = pending.get(message.id);
    if (answer) { pending.delete(message.id); answer(message); }
  }
});
function send(method, params = {}, sessionId) {
  return new Promise((resolve, reject) => {
    const id = ++next;
    pending.set(id, m => m.error ? reject(new Error(`${method}: ${JSON.stringify(m.error)}`)) : resolve(m.result));
    child.stdio[3].write(JSON.stringify(sessionId ? { id, method, params, sessionId } : { id, method, params }) + '\0');
  });
}
(async () => {
  const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
  const run = (expression) => send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
  await send('Emulation.setDeviceMetricsOverride', { width: +width, height: +height, deviceScaleFactor: 1, mobile: false }, sessionId);
  await send('Page.navigate', { url: 'file://' + page }, sessionId);
  for (let tries = 0; ; tries++) {
    const ready = await run('document.readyState === "complete" && document.getAnimations().length');
    if (ready.result.value) break;
    if (tries > 600) throw new Error('the page never loaded or has no animation');
    await new Promise(r => setTimeout(r, 50));
  }
  for (let frame = 0; frame < +frames; frame++) {
    const time = frame * 1000 / +fps;
    await run(`(async () => { for (const a of document.getAnimations()) { a.pause(); a.currentTime = ${time}; }
      await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))); return true })()`);
    const { data } = await send('Page.captureScreenshot', { format: 'png' }, sessionId);
    fs.writeFileSync(`${out}/frame${String(frame).padStart(4, '0')}.png`, Buffer.from(data, 'base64'));
  }
  await send('Browser.close').catch(() => {});
})().then(() => process.exit(0), error => { console.error(String(error)); child.kill('SIGKILL'); process.exit(1); });
"""#
}
