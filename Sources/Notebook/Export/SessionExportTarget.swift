import FluidMotion

/// What `fluid export FILE --to TARGET` writes: one file of named constants for a session.
/// The code targets are the platforms' parts in one language (`MotionPlatform.codeExports`,
/// `scriptExport`), a curve target is a platform's own file (`curveExport`); JSON and Design
/// Tokens are fluid's. `allCases` is the order help lists them in: the code languages, the
/// scripts, each curve target in registry order, then JSON and tokens.
public struct SessionExportTarget: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// How the file is made.
    public enum Kind: Sendable {
        /// A namespace of each platform's declarations in one language, per spring.
        case code(CodeExportLanguage)
        /// An ES module of each platform's `const`s, typed (TypeScript) or not (JavaScript).
        case script(typed: Bool)
        /// A platform's own file of every motion's easing.
        case curve(CurveExportPart)
        /// Every parameterization and measure (docs/session-export.schema.json).
        case json
        /// W3C Design Tokens: duration and cubicBezier tokens, springs under `$extensions`.
        case tokens
    }

    /// The word `--to` takes.
    public let rawValue: String
    public let fileExtension: String
    /// What the file holds, in a few words: put together from the platforms' parts when help
    /// or a message asks, not when the targets are listed (every command line's first word
    /// is looked up among the commands, export's target words among them).
    public var summary: String { described() }
    private let described: @Sendable () -> String
    public let kind: Kind

    init(_ rawValue: String, fileExtension: String, summary: @escaping @autoclosure @Sendable () -> String, kind: Kind) {
        self.rawValue = rawValue
        self.fileExtension = fileExtension
        self.described = summary
        self.kind = kind
    }

    /// The target of that word, if there is one.
    public init?(rawValue: String) {
        guard let target = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = target
    }

    /// SwiftUI `Animation` values and UIKit `UISpringTimingParameters` factories, say, in a
    /// namespace `enum`, each behind `#if canImport(…)`.
    public static let swift = code(.swift, fileExtension: "swift", shape: "in an enum")
    /// Compose `spring()` specs and Android `SpringForce` factories, say, in an `object`.
    public static let kotlin = code(.kotlin, fileExtension: "kt", shape: "in an object")
    /// Each script platform's values as typed `const`s.
    public static let typescript = SessionExportTarget(
        "typescript", fileExtension: "ts",
        summary: SessionExport.listed(SessionExport.scriptParts.map(\.part.summary), "and") + " as typed consts", kind: .script(typed: true))
    /// The same as an ES module without types.
    public static let js = SessionExportTarget("js", fileExtension: "js", summary: "the same as an ES module", kind: .script(typed: false))
    public static let json = SessionExportTarget(
        "json", fileExtension: "json", summary: "every parameterization and measure (docs/session-export.schema.json)", kind: .json)
    public static let tokens = SessionExportTarget(
        "tokens", fileExtension: "tokens.json", summary: "W3C Design Tokens: duration, cubicBezier, springs under $extensions", kind: .tokens)

    /// Each platform's own file of easings (`curveExport`), in registry order.
    public static let curves: [SessionExportTarget] = SessionExport.curveParts.map { part in
        SessionExportTarget(part.target, fileExtension: part.fileExtension, summary: part.summary, kind: .curve(part))
    }

    public static let allCases: [SessionExportTarget] = [swift, kotlin, typescript, js] + curves + [json, tokens]

    /// A code target: its platforms' summaries and the namespace's shape.
    static func code(_ language: CodeExportLanguage, fileExtension: String, shape: String) -> SessionExportTarget {
        SessionExportTarget(language.rawValue, fileExtension: fileExtension,
                            summary: SessionExport.listed(SessionExport.codeParts(language).map(\.part.summary), "and") + " " + shape,
                            kind: .code(language))
    }

    /// Whether the file carries each motion's easing and its closest cubic Bézier, fitted
    /// per motion (the costly targets).
    public var fitsEasings: Bool {
        switch kind {
        case .curve, .json, .tokens: return true
        case .code, .script: return false
        }
    }

    /// The steps of a line's budget (``LineBudget``: the limit of 2,000,000 is about two
    /// seconds of work) that one motion costs in a file of named constants for this target:
    /// the targets that fit a cubic-bezier fallback to each motion (10–11 ms each on the
    /// 2-core development machine) 11,500; the code targets, which run each platform's model
    /// for its claims, 300. The prompt's `export session` pays it from its line's budget, and
    /// `fluid export` from a budget of its own per notebook (``SessionExport/budgetProblem(_:limits:)``).
    public var stepsPerEntry: Int { fitsEasings ? 11_500 : 300 }

    public static func == (a: Self, b: Self) -> Bool { a.rawValue == b.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    public var description: String { rawValue }
}
