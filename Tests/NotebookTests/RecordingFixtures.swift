import Foundation
@testable import Notebook

/// Recordings made at test time by ffmpeg itself (never committed): a box moved by a spring's
/// exact step response, drawn at four times the size and shrunk with area averaging, so its
/// edges are anti-aliased and its position known to a fraction of a pixel.
enum RecordingFixtures {
    static let inCI = ProcessInfo.processInfo.environment["CI"] != nil

    /// ffmpeg's full path, or nil when it is not installed.
    static let ffmpeg: String? = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = String(folder) + "/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }()

    /// A spring's step response as an ffmpeg expression of `t` (s): 0 before `start`, then
    /// 1 − e^(−ζω₀τ)(cos ω_d τ + ζω₀/ω_d sin ω_d τ) with τ = t − start, ω₀ = 2π/response.
    static func springExpression(response: Double, damping: Double, start: Double, time t: String = "t") -> String {
        let omega = 2 * Double.pi / response, decay = damping * omega, damped = omega * (1 - damping * damping).squareRoot()
        let tau = "(\(t)-\(start))"
        return "if(lt(\(t),\(start)),0,1-exp(-\(decay)*\(tau))*(cos(\(damped)*\(tau))+\(decay / damped)*sin(\(damped)*\(tau))))"
    }

    /// Runs ffmpeg with `arguments`; its stderr when it fails.
    @discardableResult
    static func run(_ arguments: [String]) throws -> String {
        guard let ffmpeg else { throw FixtureError(message: "ffmpeg is not installed") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-y", "-v", "error", "-nostdin"] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw FixtureError(message: said) }
        return said
    }

    struct FixtureError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// How a fixture's frames are timed.
    enum Timing {
        /// Every frame, at the rate.
        case constant
        /// Frames dropped unevenly (every 7th and every 11th), each kept frame at its own
        /// time: a variable frame rate, as screen recorders write when the app stalls.
        case dropped
        /// The same drops, then the gaps filled by repeating the frame before (a recorder
        /// that keeps a constant rate): frames whose picture is older than their time.
        case duplicated
    }

    /// A 320 × 120 H.264 recording at `fps`: a dark box 30 × 30 px on white at y = 40…70
    /// px, its left edge at x = 20 + travel · step(t) px, for `duration` s.
    static func springBox(_ path: String, fps: Int, response: Double = 0.5, damping: Double = 0.6, start: Double = 0.2,
                          travel: Double = 200, duration: Double = 1.6, timing: Timing = .constant, secondBox: Bool = false) throws {
        let step = springExpression(response: response, damping: damping, start: start)
        // overlay evaluates its position at every frame (drawbox only once).
        var graph = "[0:v][1:v]overlay=x='4*(20+\(travel)*\(step))':y=160:eval=frame"
        // A second box as large, falling down the right-hand side at 50 px/s.
        if secondBox { graph += "[a];[a][2:v]overlay=x=1120:y='4*t*50':eval=frame" }
        graph += ",scale=320:120:flags=area"
        if timing != .constant { graph += ",select='not(eq(mod(n\\,7)\\,3))*not(eq(mod(n\\,11)\\,5))'" }
        if timing == .duplicated { graph += ",fps=\(fps)" }
        var arguments = ["-f", "lavfi", "-i", "color=c=white:s=1280x480:r=\(fps):d=\(duration)",
                         "-f", "lavfi", "-i", "color=c=0x202020:s=120x120:r=\(fps):d=\(duration)", "-f", "lavfi", "-i", "color=c=0x202020:s=120x120:r=\(fps):d=\(duration)", "-filter_complex", graph + "[out]", "-map", "[out]"]
        if timing == .dropped { arguments += ["-fps_mode", "vfr"] }
        try run(arguments + ["-c:v", "libx264", "-crf", "10", "-pix_fmt", "yuv420p", path])
    }

    /// A 320 × 120 recording at 60 fps, painted pixel by pixel by ffmpeg's geq with the
    /// spring's step(T): `fading`, a 60 × 60 px box whose contrast with the background goes
    /// from 0 to 160 levels (its opacity); else a box centred on the frame whose half-side
    /// goes from 15 to 40 px (its scale, drawn at four times the size and shrunk). Levels
    /// stay inside video range (16…235), so no faint step is clipped away.
    static func paintedBox(_ path: String, fading: Bool, response: Double = 0.5, damping: Double = 0.6) throws {
        let step = springExpression(response: response, damping: damping, start: 0.2, time: "T")
        let filters = fading
            ? "geq=lum='if(between(X,100,159)*between(Y,30,89),235-160*\(step),235)':cb=128:cr=128"
            : "geq=lum='if(lte(abs(X-639.5),60+100*\(step))*lte(abs(Y-239.5),60+100*\(step)),40,235)':cb=128:cr=128,scale=320:120:flags=area"
        try run(["-f", "lavfi", "-i", "color=c=white:s=\(fading ? "320x120" : "1280x480"):r=60:d=1.6", "-vf", filters,
                 "-c:v", "libx264", "-crf", "10", "-pix_fmt", "yuv420p", path])
    }
}
