import FluidLanguage
import FluidMotion

/// Kotlin: an `object` with, per spring and per decay, each Kotlin platform's part
/// (`CodeExportPart`, by order) under its claims, then how to start a spring with its
/// velocity. Every part declares functions (Compose's generic, `fun <T> open(): SpringSpec<T>`).
/// Notebook text enters it through `KotlinText` only.
extension SessionExport {
    /// The members every Kotlin object inherits from `Any` that take no argument: a part's
    /// factory of that name and no parameter (`fun <T> toString(): SpringSpec<T>`) is a
    /// conflicting overload of it, so the name is refused.
    static let kotlinAnyMembers: Set<String> = ["toString", "hashCode"]

    func kotlin(target: SessionExportTarget, fits: CubicBezierFits) throws(SessionExportProblem) -> String {
        let parts = Self.codeParts(.kotlin)
        for entry in entries where Self.kotlinAnyMembers.contains(entry.name) {
            switch entry.value {
            case .spring, .decay, .motion: break
            default: continue
            }
            throw SessionExportProblem("\(entry.name) cannot be a name in Kotlin: its factory \(entry.name)() would clash with Kotlin's "
                                       + "Any.\(entry.name)(); rename it and export again")
        }
        // A Double beyond Float's range written as a Float literal (a stiffness of 1e40 as
        // `1e+40f`) does not compile: the first binding whose lines hold one is refused.
        var outOfRange: (binding: String, literal: String)?
        func note(_ binding: String, _ lines: [String]) {
            guard outOfRange == nil, let literal = lines.lazy.compactMap(KotlinText.floatOutOfRange(in:)).first else { return }
            outOfRange = (binding, literal)
        }
        var lines = header("//", target: target)
        if let package = layout.package { lines += ["", "package \(package)"] }
        /// A decay's or an easing's lines: each part's code, the notebook's line and the part's
        /// claim opening the KDoc of its first declaration (a part with no code writes its claim
        /// as a comment). What it declares, for `checkUnique`.
        func claimed(_ entry: Entry, _ code: (CodeExportPart) -> ClaimedExportCode) -> (declared: [String], lines: [String]) {
            var declared: [String] = [], lines: [String] = []
            for (_, part) in parts {
                let code = code(part)
                declared += code.declarations
                let claim = KotlinText.comment("\(part.label): \(code.claim)")
                guard !code.lines.isEmpty else {
                    lines.append("    // " + claim)
                    continue
                }
                lines += ExportDoc.merged([KotlinText.comment(entry.reference(in: origin)), claim], over: code.lines, swift: false, indent: "    ")
            }
            note(entry.name, lines)
            return (declared, lines)
        }
        let easingImports = hasEasings ? parts.flatMap(\.part.easingImports) : []
        lines += [""] + (parts.flatMap(\.part.imports) + easingImports).map { "import \($0)" } + ["",
                  "/** " + KotlinText.comment("The motion of \(origin), as tuned in fluid.") + " */", "object \(layout.name ?? KotlinText.typeName(title)) {"]
        // Every part declares functions, told apart by name alone (no part takes the same
        // parameters under another's name); the object has no property, so no JVM getter.
        lines += try constants(KotlinText.self, comment: "//", indent: "    ", platforms: Self.listed(parts.map(\.part.label), "and"), fits: fits,
                               declares: { name, declared in parts.flatMap { $0.part.declarations(name, declared) } },
                               decay: { entry, name, decay in claimed(entry) { $0.decay(entry.name, name, decay) } },
                               easing: { entry, name, timing in
                                   let nearest = claimed(entry) { Self.easingCode($0, entry, name, timing, fits: fits) }
                                   // The part whose easings are a fun interface `Easing` with a `tween` along one.
                                   let tweened = parts.first { part in
                                       [".Easing", ".tween", ".TweenSpec"].allSatisfy { type in part.part.easingImports.contains { $0.hasSuffix(type) } }
                                   }
                                   guard let exact = Self.kotlinExactEasing(entry, name, easingPart: tweened?.part.label,
                                                                            reference: entry.reference(in: origin)) else {
                                       return nearest
                                   }
                                   return (exact.declared + nearest.declared, exact.lines + nearest.lines)
                               },
                               schedule: { entry, name, steps in
                                   let pairs = steps.map { "Pair(\(Self.swiftDouble($0.at)), \(Self.swiftDouble($0.to)))" }
                                   let doc = [entry.reference(in: origin), Self.scheduleDoc(entry.name, steps)]
                                       + Self.handoverClaims(of: entry, parts.map { ($0.platform, $0.part.label) })
                                   return ([name + "()"], ExportDoc.merged(doc.map(KotlinText.comment(_:)),
                                                                          over: ["fun \(name)(): List<Pair<Double, Double>> = listOf("
                                                                                 + pairs.joined(separator: ", ") + ")"], swift: false, indent: "    "))
                               }) { entry, name, spring in
            var lines: [String] = []
            for (platform, part) in parts {
                // The notebook's line and the claims are the KDoc of the part's first declaration.
                let claims = Self.claims(spring, platform, part: part.claims).map { KotlinText.comment("\(part.label): \($0)") }
                lines += ExportDoc.merged([KotlinText.comment(entry.reference(in: origin))] + claims, over: part.lines(entry.name, name, spring),
                                          swift: false, indent: "    ")
            }
            if spring.initialVelocity != 0 {
                let note = "start it with initialVelocity = \(spring.exportVelocity)f × your distance (units per second)"
                lines.append("    // " + KotlinText.comment(note))
            }
            note(entry.name, lines)
            return lines
        }
        lines += ["}", ""]
        if let (binding, literal) = outOfRange { throw SessionExportProblem(Messages.exportFloatOutOfRange(binding, literal: literal)) }
        return lines.joined(separator: "\n")
    }
}
