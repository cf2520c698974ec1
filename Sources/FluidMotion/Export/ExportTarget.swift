/// A platform `export` writes code for: its word (`swiftui`), its name as its users write
/// it, and what the export holds. Each platform declares its own (`MotionPlatform.exportTarget`,
/// e.g. `ExportTarget.swiftui` in `Platforms/SwiftUI/SwiftUI.swift`); `allCases` lists them in
/// `MotionPlatforms.all` order.
public struct ExportTarget: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The word that names it in `export s WORD`.
    public let rawValue: String
    /// The platform's name as its users write it.
    public let title: String
    /// What the export holds, in a few words.
    public let summary: String

    public init(_ rawValue: String, title: String, summary: String) {
        self.rawValue = rawValue
        self.title = title
        self.summary = summary
    }

    /// The target of that word, if a platform exports under it.
    public init?(rawValue: String) {
        guard let target = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = target
    }

    public static var allCases: [ExportTarget] { MotionPlatforms.all.compactMap(\.exportTarget) }

    public static func == (a: ExportTarget, b: ExportTarget) -> Bool { a.rawValue == b.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    public var description: String { rawValue }
}

/// The largest difference found between a platform running the exported values and fluid's
/// own curve, in progress units (fractions of the distance), and when.
public struct ExportDeviation: Hashable, Sendable {
    /// max |platform(t) − fluid(t)|, progress units.
    public let maximum: Double
    /// Where it is largest, seconds from the start.
    public let time: Double
    /// How the platform was re-simulated, e.g. "react-spring's 1 ms semi-implicit Euler steps".
    public let model: String

    public init(maximum: Double, time: Double, model: String) {
        self.maximum = maximum
        self.time = time
        self.model = model
    }

    /// The larger of two deviations.
    /// `max deviation 0.00031 at 212 ms (model)`, or `max deviation 0 (model)`: the claim
    /// as export comments print it (two significant figures; the time in whole milliseconds,
    /// or to 0.1 ms when it falls between them, as on a frame grid: `at 16.7 ms`).
    public var text: String {
        let size = maximum.isFinite ? ExportNumber(maximum, significant: 2).text : "∞"
        let ms = time * 1000
        let at = ExportNumber(ms, decimals: abs(ms - ms.rounded()) < 0.05 ? 0 : 1).text
        return maximum == 0 ? "max deviation 0 (\(model))" : "max deviation \(size) at \(at) ms (\(model))"
    }

    public static func worst(_ a: ExportDeviation, _ b: ExportDeviation) -> ExportDeviation {
        b.maximum > a.maximum ? b : a
    }
}

/// Exported code: lines to paste as they are, and how far the platform's model run from
/// exactly those printed values strays from fluid's curve.
public struct ExportedCode: Hashable, Sendable {
    public let lines: [String]
    public let deviation: ExportDeviation
    /// For a platform that writes an easing rather than a spring: the easing and its duration.
    public let easing: ExportedEasing?

    /// Every deviation the code states, as `export s TARGET` prints them: each of its comment
    /// lines that states one (a platform that draws frames states one per frame rate, from
    /// idle where that applies), then the ideal model's.
    public var claims: [String] {
        lines.compactMap { $0.hasPrefix("// max deviation ") ? String($0.dropFirst(3)) : nil } + [deviation.text]
    }

    public init(lines: [String], deviation: ExportDeviation, easing: ExportedEasing? = nil) {
        self.lines = lines
        self.deviation = deviation
        self.easing = easing
    }
}

/// An easing as exported code prints it (`linear(0, 0.0016, …)`), and the duration it runs
/// over, in seconds.
public struct ExportedEasing: Hashable, Sendable {
    public let text: String
    public let duration: Double

    public init(text: String, duration: Double) {
        self.text = text
        self.duration = duration
    }
}
