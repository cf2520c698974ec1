/// A platform's part of a session export that follows any motion over time, not only a
/// spring (an easing and a duration): the platform writes a whole file of its own
/// (`fluid export FILE --to WORD`), and its easing of each motion goes into the JSON and
/// Design Tokens exports too. A one-motion `export` to its target takes any motion over time
/// and a tolerance.
public struct CurveExportPart: Sendable {
    /// The word of its session-export target and of its one-motion target (`css`).
    public let target: String
    /// Its file's extension, without the dot.
    public let fileExtension: String
    /// What its file holds, in a few words.
    public let summary: String
    /// The language as messages name it ("CSS") and the easing it writes ("linear()").
    public let language: String
    public let easingName: String
    /// How a comment of its language opens and closes: "/*", " */".
    public let commentOpen: String
    public let commentClose: String
    /// The easing that follows a motion that is not a spring (a spring's is the platform's
    /// `exportedCode`), within `tolerance` (fractions of the distance).
    public let curve: @Sendable (_ curve: any MotionCurve, _ tolerance: Double) throws(MotionError) -> ExportedCode
    /// The file after its header.
    public let body: @Sendable (_ file: CurveExportFile) -> CurveExportFile.Body

    public init(target: String, fileExtension: String, summary: String, language: String, easingName: String,
                comment: (open: String, close: String),
                curve: @escaping @Sendable (_ curve: any MotionCurve, _ tolerance: Double) throws(MotionError) -> ExportedCode,
                body: @escaping @Sendable (_ file: CurveExportFile) -> CurveExportFile.Body) {
        self.target = target
        self.fileExtension = fileExtension
        self.summary = summary
        self.language = language
        self.easingName = easingName
        self.commentOpen = comment.open
        self.commentClose = comment.close
        self.curve = curve
        self.body = body
    }

    /// `/* text */`: one comment line of the part's language around `text`, which the caller
    /// has made safe to stand in it.
    public func comment(_ text: String) -> String { commentOpen + " " + text + commentClose }
}

/// What a curve part's file is made of: the session's title and its motions, each with its
/// easing or why it has none, and the notebook text rules of the caller (comments made safe,
/// the characters that must be escaped in a name).
public struct CurveExportFile {
    /// One motion: its binding's name, the notebook lines that made it, and its easing.
    public struct Motion {
        public let name: String
        public let source: [String]
        public let easing: Outcome

        public init(name: String, source: [String], easing: Outcome) {
            self.name = name
            self.source = source
            self.easing = easing
        }
    }

    /// A motion's easing, or the words saying why it has none; or a cubic Bézier easing of
    /// the session, which the part writes as it is; or a platform's easing given as a
    /// function, which the part writes as the nearest thing it has.
    public enum Outcome {
        case easing(CurveEasing)
        case none(String)
        case cubicBezier(CubicBezierTiming)
        case function(ExportedFunctionEasing)
    }

    /// The lines after the header, and the names each binding declares (the caller refuses
    /// two bindings that would declare one).
    public struct Body {
        public let lines: [String]
        public let declarations: [(binding: String, name: String)]

        public init(lines: [String], declarations: [(binding: String, name: String)]) {
            self.lines = lines
            self.declarations = declarations
        }
    }

    /// The notebook's file stem (`drawer`), or the prefix the export asks for (empty for none).
    public let title: String
    public let motions: [Motion]
    /// `text` as the body of one comment line (its delimiters and line ends escaped).
    public let comment: (String) -> String
    /// Whether a character of a name must be written as an escape to be seen as it is.
    public let isHidden: (Unicode.Scalar) -> Bool

    public init(title: String, motions: [Motion], comment: @escaping (String) -> String, isHidden: @escaping (Unicode.Scalar) -> Bool) {
        self.title = title
        self.motions = motions
        self.comment = comment
        self.isHidden = isHidden
    }
}

/// A motion's easing as a curve part exports it: the easing's text, its duration (seconds),
/// the deviation claim, and the closest cubic Bézier (for where the easing is not supported)
/// with its largest gap (fractions of the distance).
public struct CurveEasing: Sendable {
    public let text: String
    public let duration: Double
    public let claim: String
    public let fallback: CubicBezierTiming
    public let maximumGap: Double

    public init(text: String, duration: Double, claim: String, fallback: CubicBezierTiming, maximumGap: Double) {
        self.text = text
        self.duration = duration
        self.claim = claim
        self.fallback = fallback
        self.maximumGap = maximumGap
    }
}
