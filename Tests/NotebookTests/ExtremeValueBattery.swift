import Notebook

/// The extreme-value battery of issue 24, part 3 ("no trap anywhere"): notebook lines that
/// push the largest and smallest numbers a literal can hold (±1e308, the largest double,
/// 5e-324, −0, subnormals) through every path that turns numbers into pixels, cells,
/// frames or text: `play …, to:` (GIF and animated PNG, every `as:`), `plot …, to:` (SVG and
/// PNG), `export` to every target, printing, and the live models `play` and `tune` leave for
/// the terminal, drawn as text and as pictures at several sizes and times, with keys
/// pressed (typed values included).
///
/// Shared by the test suite (`ExtremeValueTests`, seeded and deterministic) and the fuzzer
/// (`Fuzz/Sources/FluidFuzz`, which links this file): both fail on any trap, since a trap
/// ends the process. Files go to the session's folder.
enum ExtremeValueBattery {
    /// Numbers as a notebook writes them.
    static let numbers = [
        "1e308", "-1e308", "1.7976931348623157e308", "-1.7976931348623157e308", "5e-324", "-5e-324",
        "2.2250738585072014e-308", "-0", "0", "1e-300", "1e300", "-1e300", "0.5", "-1", "1e15", "-1e16",
    ]

    /// The bindings the uses read, for the numbers `a` and `b`.
    static func definitions(_ a: String, _ b: String) -> [String] {
        [
            "s = spring(damping: 0.5, response: 0.05s, velocity: \(a))",
            "t = spring(damping: 0.7, response: 0.05s, velocity: \(b))",
            "u = spring(damping: \(a), response: \(b)s)",
            "tr = trace([(0ms, (\(a)pt, \(b)pt)), (16ms, (\(b)pt, \(a)pt)), (32ms, (0pt, 0pt)), (48ms, (\(a)pt, \(a)pt))])",
            "tx = trace([(0ms, \(a)pt), (16ms, \(b)pt), (32ms, 0pt), (48ms, \(a)pt)])",
            "f(x) = \(a) * x + \(b) / (x - 0.5)",
            "m = retarget(spring(damping: 1, response: 0.05s), at: 10ms, to: \(b))",
            "d = spring(damping: 1, response: 0.05s) - t",
            "dec = decay(velocity: \(a)pt/s, rate: 0.9)",
        ]
    }

    /// What the battery does with the bindings: print, play, plot, export, live models.
    static func uses(_ a: String, _ b: String) -> [String] {
        [
            "s", "tr", "tx", "m", "d", "[\(a), \(b), \(a) * \(b), \(a) + \(b)]",
            "durations s", "durations tx",
            "play tr, to: \"plane.gif\"", "play tr, tx, to: \"plane.png\"",
            "play tx, as: rotation, to: \"rotation.gif\"", "play tx, as: scale, to: \"scale.png\"",
            "play tx, as: opacity, to: \"opacity.gif\"", "play tx, as: position, to: \"position.png\"", "play d, m, to: \"difference.png\"",
            "play s, t, as: rotation, to: \"springs.gif\"", "play m, dec, to: \"more.gif\"",
            "plot s, t, to: \"springs.svg\"", "plot tr, to: \"plane.png\"", "plot tr, to: \"plane.svg\"",
            "plot f, 0..1, to: \"f.svg\"", "plot f, \(b)..\(a), to: \"f.png\"", "plot tx, to: \"lines.png\"", "plot d, m, to: \"diff.png\"",
            "plot s, t, tx", "plot tr", "plot f, 0..1",
            "export s, t swift", "export s, t kotlin", "export s css", "export s, t json", "export s, t swiftui",
            "play tr", "play s, t, tx, as: rotation", "play tx, as: scale", "play tx, as: opacity", "play d, u, as: opacity", "play m, tr, slow: 0.1",
            "tune s", "tune u",
        ]
    }

    /// The uses that take minutes in a debug build for a spring released at 1e6 pt/s or
    /// faster (the CSS `linear()` fit that `export … css` and `json` make: 60 s at 1e6, 145 s
    /// at 1e15), against 0.4 s and 1.1 s in the release build. The test suite, built for
    /// debugging, skips them; the fuzzer, built for release, runs them.
    static let slowUses: Set<String> = ["export s css", "export s, t json"]

    /// Keys pressed in a live `play`.
    static let playKeys: [LiveKey] = [.character(" "), .right, .left, .character("+"), .character("-"), .tab, .tab, .character("r")]
    /// Keys pressed in `tune`: steps, pairs, families, step sizes, and extreme values typed.
    static let tuneKeys: [LiveKey] = [.right, .up, .up, .left, .down, .tab, .character("f"), .character("s"), .right]
        + typed("1e308") + typed("-1e308") + [.tab] + typed("5e-324") + typed("1e300ms") + [.right, .up]

    static func typed(_ text: String) -> [LiveKey] { [.character("=")] + text.map { LiveKey.character($0) } + [.enter, .escape] }

    /// Runs the definitions for `a` and `b` in `session`, then the uses numbered `chosen`
    /// (each taken modulo their count; all of them when nil) but those `skipped`, and draws every live model
    /// they leave. Returns each line that failed without saying why (an empty message):
    /// there should be none.
    static func run(_ a: String, _ b: String, uses chosen: [Int]? = nil, skipping skipped: Set<String> = [], in session: Session) -> [String] {
        var silent: [String] = []
        session.liveTerminal = true
        let uses = uses(a, b).filter { !skipped.contains($0) }
        let lines = definitions(a, b) + (chosen.map { $0.map { uses[abs($0 % uses.count)] } } ?? uses)
        for line in lines {
            let response = session.run(line)
            if response.failed && response.lines.joined().allSatisfy(\.isWhitespace) { silent.append(line) }
            if let request = session.takeLiveRequest() { draw(request) }
        }
        return silent
    }

    /// Draws a live model as the terminal would: text at several widths and heights, and
    /// pictures, at several times, after each key.
    static func draw(_ request: LiveRequest) {
        switch request {
        case .play(let model, let loop):
            var state = PlayState(model: model, loop: loop, startingAt: 0)
            for (n, key) in ([nil] + playKeys.map { Optional($0) }).enumerated() {
                let wall = [0, 0.016, 0.5, 3, 1e9, 1e300][n % 6]
                if let key { state = state.handle(key, at: wall) }
                for (width, height) in [(1, 1), (9, 4), (80, 24), (300, 80)] {
                    _ = state.frame(at: wall, width: width, height: height)
                }
                if n % 4 == 0 { _ = state.picture(at: wall, columns: 80, pixelWidth: n % 8 == 0 ? 640 : 100) }
            }
            _ = model.frame(at: 0.2, width: 60)
        case .tune(let model):
            var tune = model
            for (n, key) in tuneKeys.enumerated() {
                tune = tune.handle(key)
                for (width, height) in [(1, 1), (20, 6), (80, 24)] { _ = tune.frame(width: width, height: height) }
                _ = tune.lane(at: [0, 0.3, 1e9][n % 3], width: 40, unicode: n % 2 == 0)
                if n % 8 == 0 {
                    _ = tune.pictureScreen(width: 80, height: 40, cell: (8, 16))
                    _ = tune.laneMotion.picture(at: 0.3, pixelWidth: 640)
                }
            }
        case .clearScreen:
            break
        }
    }
}
