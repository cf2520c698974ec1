import FluidLanguage
import FluidMotion

/// A session as one file of named constants for an app: every named spring, decay and
/// retargeted motion, each with the lines that made it and the platform's deviation claim.
public struct SessionExport: Sendable {
    /// One constant: the binding's name, the lines that made it, its value.
    public struct Entry: Sendable {
        public var name: String
        public var source: [String]
        public var value: Value
        /// The notebook's line that made it (of its first source line), when it comes from a file.
        public var line: Int?

        /// `source`, its first line after `origin:line: ` when the line is known (the comments
        /// over each constant say where in the notebook it was tuned).
        func located(in origin: String) -> [String] {
            guard let line, let first = source.first else { return source }
            return ["\(origin):\(line): \(first)"] + source.dropFirst()
        }
    }

    /// The file's stem (`drawer` for drawer.fluid): the namespace of the constants.
    public var title: String
    /// The file the constants come from, as the header names it.
    public var origin: String
    public var entries: [Entry]
    /// For an export typed at the prompt: what followed `export` (`session`, `a, b`).
    public var prompt: String?
    /// The namespace's name, Kotlin's package, Swift's access level, CSS's prefix.
    public var layout: SessionExportLayout

    public init(title: String, origin: String, entries: [Entry], prompt: String? = nil, layout: SessionExportLayout = SessionExportLayout()) {
        self.title = title
        self.origin = origin
        self.entries = entries
        self.prompt = prompt
        self.layout = layout
    }

    /// The session's named motions, in the order they were made: springs, decays and
    /// retargeted motions (the values an app animates with), the spring of a fit
    /// (`f = fit(css.easeOut, duration: 300ms)` exports `f` as the spring it found), cubic
    /// Bézier easings (`e = css.easeOut`), which each platform writes as its own curve, and the
    /// platforms' easings given as functions (`e = reactspring.easings.easeOutCubic`), which a
    /// target that takes a function writes as it is and any other as the nearest it has.
    public static func entries(of session: Session) -> [Entry] {
        session.interpreter.programLines().compactMap { binding in
            guard let value = session.interpreter.value(of: binding.name) else { return nil }
            switch value {
            case .spring, .decay, .motion: return Entry(name: binding.name, source: binding.lines, value: value)
            case .record(let record):
                guard record.kind == "fit", let spring = record.field("spring"), case .spring = spring else { return nil }
                return Entry(name: binding.name, source: binding.lines, value: spring)
            case .function where value.easing != nil || value.functionEasing != nil:
                return Entry(name: binding.name, source: binding.lines, value: value)
            default: return nil
            }
        }
    }

    /// Whether the session holds an easing (its file then imports and declares what easings use).
    var hasEasings: Bool { entries.contains { $0.value.easing != nil || $0.value.functionEasing != nil } }

    /// `entries` with the line of `file` that made each: the last statement whose text is the
    /// entry's first line (a binding made again later was made by its later line).
    public static func locating(_ entries: [Entry], in file: SessionFile) -> [Entry] {
        var lines: [String: Int] = [:]
        for statement in file.statements { lines[statement.source] = statement.lineNumber }
        return entries.map { entry in
            var located = entry
            located.line = entry.source.first.flatMap { lines[$0] }
            return located
        }
    }

    /// What a notebook without springs, decays or retargeted motions is said to lack: `fluid export`
    /// skips it with this note (an error with `--strict`), and the build tool writes it in a
    /// file that declares nothing.
    public static let nothingToExport = "no springs, decays or retargeted motions to export"

    /// Whether the session has nothing to export (`nothingToExport`).
    public var isEmpty: Bool { entries.isEmpty }

    /// The file the build tool writes for a session with nothing to export: `target`'s
    /// header, then a comment saying why it declares nothing, in the `//` comments of Swift,
    /// Kotlin, TypeScript and JavaScript.
    public func emptyFile(_ target: SessionExportTarget) -> String {
        (header("//", target: target) + ["//", "// " + CommentText.line("\(origin) has \(Self.nothingToExport): this file declares nothing"), ""])
            .joined(separator: "\n")
    }

    /// The step limit's message (as a line that takes too long gets it) when exporting every
    /// entry to `target` costs more than `limits.steps` (``SessionExportTarget/stepsPerEntry``):
    /// `fluid export` refuses such a notebook at once instead of working on it for minutes.
    public func budgetProblem(_ target: SessionExportTarget, limits: Limits) -> String? {
        do throws(Diagnostic) {
            try LineBudget().spend(entries.count * target.stepsPerEntry, limits: limits)
            return nil
        } catch {
            return error.message
        }
    }

    /// The file for `target`. The targets fit their cubic-beziers (a motion's fallback, an
    /// easing given as a function's nearest, stated by many parts) through `fits`: one kept
    /// across the notebooks of one export fits each distinct curve once. (CSS fits a
    /// function's nearest once by itself.)
    public func render(_ target: SessionExportTarget, fits: CubicBezierFits = CubicBezierFits()) throws(SessionExportProblem) -> String {
        guard !entries.isEmpty else {
            throw SessionExportProblem("\(origin) has \(Self.nothingToExport)")
        }
        switch target.kind {
        case .code(let language): return try code(language, target: target, fits: fits)
        case .script(let typed): return try script(typed: typed, fits: fits)
        case .curve(let part): return try curveFile(part, target: target, fits: fits)
        case .json: return json(fits: fits)
        case .tokens: return tokens(fits: fits)
        }
    }

    /// Each platform's part of a session in `language`, by each part's `order`, then in registry order.
    static func codeParts(_ language: CodeExportLanguage) -> [(platform: any MotionPlatform, part: CodeExportPart)] {
        let parts = MotionPlatforms.all.flatMap { platform in
            platform.codeExports.filter { $0.language == language }.map { (platform: platform, part: $0) }
        }
        return parts.enumerated().sorted { ($0.element.part.order, $0.offset) < ($1.element.part.order, $1.offset) }.map(\.element)
    }

    /// Each platform's part of a session as TypeScript or JavaScript, in registry order.
    static var scriptParts: [(platform: any MotionPlatform, part: ScriptExportPart)] {
        MotionPlatforms.all.compactMap { platform in platform.scriptExport.map { (platform: platform, part: $0) } }
    }

    /// Each platform's part that follows any motion over time, in registry order, with its platform.
    static var curvePlatforms: [(platform: any MotionPlatform, part: CurveExportPart)] {
        MotionPlatforms.all.compactMap { platform in platform.curveExport.map { (platform: platform, part: $0) } }
    }

    static var curveParts: [CurveExportPart] { curvePlatforms.map(\.part) }

    /// `a`, `a and b`, `a, b and c` (with `conjunction` "and" or "or").
    static func listed(_ words: [String], _ conjunction: String) -> String {
        // Appended by hand: `dropLast().joined` goes through the unspecialized generic and
        // costs its first caller the run-time witness lookups (callgrind, ~200k instructions).
        var text = ""
        for (index, word) in words.enumerated() {
            if index > 0 { text += index == words.count - 1 ? " " + conjunction + " " : ", " }
            text += word
        }
        return text
    }

    /// The header every file starts with, after the target's comment `marker`, each line
    /// through `CommentText` (a file name can hold a newline).
    func header(_ marker: String, target: SessionExportTarget) -> [String] {
        // A notebook file names the command that remakes it; a session at the prompt
        // names the line (the names it exported, or the whole session).
        let remake = origin.hasSuffix(".fluid") ? "fluid export \(Self.shellWord(origin)) --to \(target.rawValue)" + layout.options
            : "export \(prompt ?? "session") \(target.rawValue)\(layout.promptOptions)   (at the fluid prompt)"
        return ["\(marker) " + CommentText.line("Generated by fluid from \(origin). Do not edit: change the session, then run"),
                "\(marker)   " + CommentText.line(remake)]
    }

    /// `drawer.fluid` as it is; `my drawer.fluid` as `'my drawer.fluid'`: a file name as a
    /// POSIX shell reads it back, for the command a header names.
    static func shellWord(_ text: String) -> String {
        let plain = !text.isEmpty && !text.hasPrefix("-") && text.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "._-+,@%=:/".unicodeScalars.contains(scalar)
        }
        guard !plain else { return text }
        var quoted = "'"
        for character in text { quoted += character == "'" ? "'\\''" : String(character) }
        return quoted + "'"
    }

    /// `max deviation 0.00031 at 212 ms (…)`: how far the platform's model, run from the
    /// printed numbers, strays from fluid's curve.
    static func claim(_ deviation: ExportDeviation) -> String { deviation.text }

    /// `platform`'s deviation claim for a spring, or nothing when it writes no code.
    static func claim(_ spring: Spring, _ platform: any MotionPlatform) -> String {
        platform.exportTarget.map { claim(spring, $0) } ?? ""
    }

    /// The platform's deviation claim for a spring, or why there is none.
    static func claim(_ spring: Spring, _ target: ExportTarget) -> String {
        do throws(MotionError) {
            return claim(try spring.exportedCode(for: target).deviation)
        } catch {
            return error.message
        }
    }

    /// The lines of the code targets: per entry, its source as comments, then `spring`'s
    /// lines for a spring (given the name as `text` declares it), `decay`'s for a decay and
    /// `easing`'s for a cubic Bézier easing (what each declares and its lines), or a comment saying `platforms` have no value for anything
    /// else. Entries are separated by a blank line.
    /// Every line of source and every note goes through `text.comment`, every name through
    /// `text.identifier`; `declares` lists what a spring's lines declare (from the binding's
    /// name and its declared form), and two bindings that would declare one name are
    /// refused (`checkUnique`).
    func constants<Text: CodeText>(_ text: Text.Type, comment marker: String, indent: String, platforms: String, fits: CubicBezierFits,
                                   declares: (_ name: String, _ declared: String) -> [String],
                                   decay: ((Entry, String, ExportedDecay) -> (declared: [String], lines: [String]))? = nil,
                                   easing: ((Entry, String, CubicBezierTiming) -> (declared: [String], lines: [String]))? = nil,
                                   schedule: ((Entry, String, [Retarget]) -> (declared: [String], lines: [String]))? = nil,
                                   spring: (Entry, String, Spring) -> [String]) throws(SessionExportProblem) -> [String] {
        var lines: [String] = [], declarations: [(binding: String, name: String)] = []
        for (index, entry) in entries.enumerated() {
            if index > 0 || indent.isEmpty { lines.append("") }
            lines += entry.located(in: origin).map { indent + marker + " " + Text.comment($0) }
            if case .decay(let value) = entry.value, let decay {
                let code = decay(entry, try Text.identifier(entry.name), Self.exportedDecay(value))
                declarations += code.declared.map { (entry.name, $0) }
                lines += code.lines
                continue
            }
            if let timing = entry.value.easing ?? entry.value.functionEasing?.nearestCubicBezier(fits: fits).timing, let easing {
                let code = easing(entry, try Text.identifier(entry.name), timing)
                declarations += code.declared.map { (entry.name, $0) }
                lines += code.lines
                continue
            }
            if case .motion(let motion) = entry.value, let schedule {
                lines.append(indent + marker + " " + Text.comment(Self.retargetNote(entry.name, motion)))
                for (index, segment) in motion.motion.segments.enumerated() where index == 0 || motion.retargets[index - 1].spring != nil {
                    let step = Entry(name: index == 0 ? entry.name : entry.name + "Retarget\(index)", source: entry.source, value: entry.value)
                    let name = try Text.identifier(step.name)
                    declarations += declares(step.name, name).map { (entry.name, $0) }
                    lines += spring(step, name, segment.spring)
                }
                let code = schedule(entry, try Text.identifier(entry.name + "Retargets"), Self.retargets(motion))
                declarations += code.declared.map { (entry.name, $0) }
                lines += code.lines
                continue
            }
            guard case .spring(let value) = entry.value else {
                let exports = Self.listed(Self.curveParts.map(\.target) + [SessionExportTarget.json.rawValue], "or")
                lines.append(indent + marker + " "
                             + Text.comment("\(entry.name) is \(entry.value.kindPhrase): \(platforms) have no value for it; use the \(exports) export"))
                continue
            }
            let name = try Text.identifier(entry.name)
            declarations += declares(entry.name, name).map { (entry.name, $0) }
            lines += spring(entry, name, value.spring)
        }
        try Self.checkUnique(declarations, in: Text.language)
        return lines
    }

    /// One retarget of a retargeted motion as the file states it: when (seconds after the
    /// motion starts), to where (in fractions of the first move) and the constant of the
    /// spring it takes from then on (the binding's, or `NAMERetargetK` for the K-th retarget
    /// that changes the spring).
    struct Retarget {
        var at: ExportNumber
        var to: ExportNumber
        var spring: String
    }

    /// The retargets of `motion`, each with the spring it runs from then on.
    static func retargets(_ motion: RetargetedMotionValue) -> [Retarget] {
        var current = "", steps: [Retarget] = []
        for (index, segment) in motion.motion.segments.enumerated() {
            if index == 0 || motion.retargets[index - 1].spring != nil { current = index == 0 ? "" : "Retarget\(index)" }
            guard index > 0 else { continue }
            steps.append(Retarget(at: ExportNumber(segment.start, significant: 6), to: ExportNumber(segment.target, significant: 6), spring: current))
        }
        return steps
    }

    /// What a retargeted motion's constants are: each spring is the platform's own, and the
    /// app starts each at its time from where the motion is, keeping its velocity, as fluid's
    /// retarget does; each spring's claim is of that spring alone, from rest, and what each
    /// platform does at a handover, checked against fluid's retarget, is the schedule's claim.
    static func retargetNote(_ name: String, _ motion: RetargetedMotionValue) -> String {
        let springs = motion.retargets.contains { $0.spring != nil } ? ", each with the spring named" : ""
        return "\(name) is retargeted: start it toward 1, then at each time of \(name)Retargets animate toward its target\(springs), "
            + "from where it is and keeping its velocity, as fluid's retarget does. Each spring's claims are its own, from rest; "
            + "what each platform does at a handover, and how far that strays from fluid's retarget, is \(name)Retargets' claim"
    }

    /// Refuses two bindings whose declarations would share a name in one file (`a` and
    /// `aConfig` in JavaScript, where `a` declares `aConfig` too; `class`, declared as
    /// `classMotion`, beside a `classMotion`). Backticks do not count: `` `in` `` is `in`.
    static func checkUnique(_ declarations: [(binding: String, name: String)], in language: String) throws(SessionExportProblem) {
        var declaredBy: [String: String] = [:]
        for declaration in declarations {
            let name = declaration.name.filter { $0 != "`" }
            if let other = declaredBy[name], other != declaration.binding {
                throw SessionExportProblem(Messages.exportNamesCollide(ExportName.visible(other), ExportName.visible(declaration.binding),
                                                                       identifier: ExportName.visible(name), language: language))
            }
            declaredBy[name] = declaration.binding
        }
    }
}

/// Why a session could not be exported, in words a designer can act on; a mistake of the
/// catalogue (a name a target cannot declare, two names that would be one) carries its
/// `Message`, so the prompt's diagnostic has its code.
public struct SessionExportProblem: Error, Sendable, CustomStringConvertible {
    public var description: String
    public var message: Message?
    init(_ description: String) { self.description = description }
    init(_ message: Message) {
        self.description = message.text
        self.message = message
    }
}

extension SessionExport {
    /// The notebook at `path` replayed in `session` (which the caller has confined as it
    /// chooses), as an export named after the file; a failure names the line that failed.
    public static func replaying(_ path: String, in session: Session) -> Result<SessionExport, SessionExportProblem> {
        guard case .success(let file) = Replayer.read(path: path, access: session.fileAccess) else {
            return .failure(SessionExportProblem("cannot read it"))
        }
        if let failure = Replayer.replay(file, in: session).first(where: { $0.response.failed }) {
            return .failure(SessionExportProblem("line \(failure.statement.lineNumber): \(failure.statement.source)\n"
                                                 + failure.response.transcript.joined(separator: "\n") + "\nnothing was exported"))
        }
        let fileName = PathText.lastComponent(path)
        return .success(SessionExport(title: PathText.stem(fileName), origin: fileName, entries: locating(entries(of: session), in: file)))
    }

    /// A session that replays the notebook at `path` exactly as `fluid check` does with no
    /// flags (``Session/replaying(_:store:display:allowRead:allowWrite:)``): its paths are
    /// its own folder's, it reads inside its project, its sessions folder is the project's;
    /// and it writes nothing (``FileAccessPolicy/writesNothing``): the build plugin's export
    /// leaves the notebook's folder as it was.
    static func confinedSession(for path: String) -> Session {
        let session = Session.replaying(path, store: nil, display: .transcript)
        session.fileAccess.writesNothing = true
        return session
    }

    /// The notebook at `path` replayed as `fluid check` would (see ``confinedSession(for:)``),
    /// as an export named after the file.
    public static func replayed(notebook path: String) -> Result<SessionExport, SessionExportProblem> {
        replaying(path, in: confinedSession(for: path))
    }

    /// The notebook at `path` exported for `target`, replayed as `fluid check` would (see
    /// ``confinedSession(for:)``).
    public static func exported(notebook path: String, to target: SessionExportTarget) -> Result<String, SessionExportProblem> {
        switch replayed(notebook: path) {
        case .failure(let problem): return .failure(problem)
        case .success(let export):
            do throws(SessionExportProblem) {
                return .success(try export.render(target))
            } catch {
                return .failure(error)
            }
        }
    }
}
