import FluidLanguage
import FluidMotion

/// Swift: a namespace enum with, per spring and per decay, its numbers as a tuple and each
/// Swift platform's part (`CodeExportPart`, by order), under its claims and behind
/// `#if canImport(…)` of its modules so the file builds wherever it is added; a platform with
/// no decay names the nearest thing it has. Each part's declarations carry the isolation its
/// platform declares (UIKit's `@MainActor`). Notebook text enters it through `SwiftText` only.
extension SessionExport {
    /// Each platform's part of a session in `language`, in its language's frame.
    func code(_ language: CodeExportLanguage, target: SessionExportTarget, fits: CubicBezierFits) throws(SessionExportProblem) -> String {
        switch language {
        case .swift: return try swift(target: target, fits: fits)
        case .kotlin: return try kotlin(target: target, fits: fits)
        }
    }

    func swift(target: SessionExportTarget, fits: CubicBezierFits) throws(SessionExportProblem) -> String {
        let parts = Self.codeParts(.swift)
        let modules = (hasExactEasings ? ["Foundation"] : []) + parts.flatMap(\.part.imports)
        let imports = modules.flatMap { ["#if canImport(\($0))", "import \($0)", "#endif"] }
        let libraries = Self.listed(parts.map(\.part.library), "or")
        var lines = header("//", target: target)
        lines += [""] + imports + ["", "/// " + SwiftText.comment("The motion of \(origin), as tuned in fluid."),
                                   "\(layout.swiftAccess) enum \(layout.name ?? SwiftText.typeName(title)) {"]
        lines += try constants(SwiftText.self, comment: "///", indent: "    ", platforms: Self.listed(parts.map(\.part.label), "and"), fits: fits,
                               declares: { name, declared in
                                   parts.flatMap { $0.part.declarations(name, declared) } + [name + "Parameters"]
                               }, decay: { entry, name, decay in
                                   Self.swiftDecay(entry, name, decay, parts: parts.map(\.part), libraries: libraries, access: layout.swiftAccess,
                                                   reference: entry.reference(in: origin))
                               }, easing: { entry, name, timing in
                                   Self.swiftEasing(entry, name, timing, parts: parts.map(\.part), access: layout.swiftAccess,
                                                    reference: entry.reference(in: origin), fits: fits)
                               }, schedule: { entry, name, steps in
                                   let pairs = steps.map { "(at: \(Self.swiftDouble($0.at)), to: \(Self.swiftDouble($0.to)))" }
                                   let doc = [entry.reference(in: origin), Self.scheduleDoc(entry.name, steps)]
                                       + Self.handoverClaims(of: entry, parts.map { ($0.platform, $0.part.label) })
                                   return ([name], ExportDoc.merged(doc.map(SwiftText.comment(_:)),
                                                                    over: ["\(layout.swiftAccess) static let \(name): [(at: Double, to: Double)] = ["
                                                                           + pairs.joined(separator: ", ") + "]"], swift: true, indent: "    "))
                               }) { entry, name, spring in
            let physics = spring.exportedPhysics
            let numbers = [("mass", physics.mass), ("stiffness", physics.stiffness), ("damping", physics.damping),
                           ("response", spring.exportNumber(spring.response)), ("dampingRatio", spring.exportNumber(spring.dampingRatio)),
                           ("bounce", spring.exportNumber(spring.bounce)), ("initialVelocity", physics.velocity)]
            let tuple = "(" + numbers.map { "\($0.0): \(Self.swiftDouble($0.1))" }.joined(separator: ", ") + ")"
            var lines = ["    /// The spring's numbers, for code that animates without \(libraries) (and for tests).",
                         "    \(layout.swiftAccess) static let \(entry.name)Parameters = " + tuple]
            // The form the notebook wrote the spring in, which may ask a part for another animation.
            var form: SpringForm?
            if case .spring(let value) = entry.value { form = value.form }
            for (platform, part) in parts {
                let condition = part.imports.map { "canImport(\($0))" }.joined(separator: " && ")
                let formed = form.flatMap { part.declaredForm?(entry.name, name, spring, $0) }
                lines.append("    #if \(condition)")
                // The notebook's line and the claims open the doc comment of the part's first declaration.
                let claims = (formed?.claims ?? Self.claims(spring, platform, part: part.claims)).map { SwiftText.comment("\(part.label): \($0)") }
                lines += ExportDoc.merged([SwiftText.comment(entry.reference(in: origin))] + claims,
                                          over: (formed?.lines ?? part.lines(entry.name, name, spring)).map { SwiftText.withAccess($0, layout.swiftAccess) },
                                          swift: true, indent: "    ")
                lines.append("    #endif")
            }
            return lines
        }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }

    /// A decay's lines: its numbers as a tuple (velocity, decay constant, distance and
    /// duration of the tuned flick), then each part's claim and code, or the nearest thing
    /// it has. What it declares, for `checkUnique`.
    static func swiftDecay(_ entry: Entry, _ name: String, _ decay: ExportedDecay, parts: [CodeExportPart],
                           libraries: String, access: String, reference: String) -> (declared: [String], lines: [String]) {
        let numbers = [("velocity", decay.velocity), ("decayConstant", decay.decayConstant), ("distance", decay.curve.distance),
                       ("duration", decay.curve.restTime)]
        let tuple = "(" + numbers.map { "\($0.0): \(swiftDouble(decay.exportNumber($0.1)))" }.joined(separator: ", ") + ")"
        let lines = ["    /// The flick's numbers as tuned (points per second, 1/s, points, seconds), for code that animates without "
                        + "\(libraries) (and for tests).",
                     "    \(access) static let \(entry.name)Parameters = " + tuple]
        let claimed = swiftClaimed(parts, access: access, reference: reference) { $0.decay(entry.name, name, decay) }
        return ([entry.name + "Parameters"] + claimed.declared, lines + claimed.lines)
    }

    /// Each part's code (a decay's or an easing's) behind the part's `#if canImport`, the
    /// notebook's line (`reference`) and the part's claim opening the doc comment of its first
    /// declaration; a part with no code writes its claim alone, as a comment where its code
    /// would be. What it declares, for `checkUnique`.
    static func swiftClaimed(_ parts: [CodeExportPart], access: String, reference: String,
                             _ code: (CodeExportPart) -> ClaimedExportCode) -> (declared: [String], lines: [String]) {
        var declared: [String] = [], lines: [String] = []
        for part in parts {
            let code = code(part)
            declared += code.declarations
            let claim = SwiftText.comment("\(part.label): \(code.claim)")
            guard !code.lines.isEmpty else {
                lines.append("    // " + claim)
                continue
            }
            lines.append("    #if " + part.imports.map { "canImport(\($0))" }.joined(separator: " && "))
            lines += ExportDoc.merged([SwiftText.comment(reference), claim], over: code.lines.map { SwiftText.withAccess($0, access) },
                                      swift: true, indent: "    ") + ["    #endif"]
        }
        return (declared, lines)
    }

    /// An easing's lines: its control points as a tuple, then each part's claim and code.
    /// What it declares, for `checkUnique`.
    static func swiftEasing(_ entry: Entry, _ name: String, _ timing: CubicBezierTiming, parts: [CodeExportPart],
                            access: String, reference: String, fits: CubicBezierFits) -> (declared: [String], lines: [String]) {
        let numbers = zip(["x1", "y1", "x2", "y2"], timing.exportNumbers).map { "\($0.0): \(swiftDouble($0.1))" }
        let curve = entry.value.functionEasing.map { "The control points of the cubic Bézier nearest \($0.source)" } ?? "The curve's control points"
        let lines = ["    /// \(curve), \(timing.bezierText), for code that animates without the platforms (and for tests).",
                     "    \(access) static let \(entry.name)Parameters = (" + numbers.joined(separator: ", ") + ")"]
        let claimed = swiftClaimed(parts, access: access, reference: reference) { easingCode($0, entry, name, timing, fits: fits) }
        let exact = swiftExactEasing(entry, name, access: access, reference: reference) ?? ([], [])
        return (exact.declared + [entry.name + "Parameters"] + claimed.declared, exact.lines + lines + claimed.lines)
    }

    /// What a retargeted motion's schedule holds, and the spring of each step.
    static func scheduleDoc(_ name: String, _ steps: [Retarget]) -> String {
        "When \(name) is retargeted (seconds after it starts) and toward what (fractions of its first move): "
            + steps.map { "at \($0.at) s toward \($0.to) with \(name)\($0.spring)" }.joined(separator: "; ") + "."
    }

    /// A number as a Swift `Double` literal (`1` is `1.0`, so the tuple's type is Double).
    static func swiftDouble(_ number: ExportNumber) -> String {
        number.text.contains(".") || number.text.contains("e") ? number.text : number.text + ".0"
    }
}
