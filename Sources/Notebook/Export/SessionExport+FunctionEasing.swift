import FluidLanguage
import FluidMotion

/// The platforms' easings given as functions (`e = reactspring.easings.easeOutCubic`,
/// `reactspring.easings.steps(4)`) in a session export: a script target writes the function
/// itself, with its platform's operations (`ExportedFunctionEasing.javaScript`), as each
/// script part takes an easing (a config of the app's duration, or the function); every code
/// part writes its own cubic Bézier code of the nearest cubic Bézier, its claim naming the gap;
/// CSS writes its own nearest (`CSSPlatform`'s steps() or linear()).
extension Value {
    /// A platform's easing given as a function, read back from its source; nil for anything else.
    var functionEasing: ExportedFunctionEasing? {
        guard case .function(let function) = self, case .native(1, let source, _) = function.body else { return nil }
        return ExportedFunctionEasing(source: source)
    }
}

extension SessionExport {
    /// A code part's easing of an entry: the part's code of `timing`; for an easing given as a
    /// function (`timing` its nearest cubic Bézier), that code under the claim naming the gap,
    /// and naming the file's exact function when it has one (`exactFunctionName`).
    static func easingCode(_ part: CodeExportPart, _ entry: Entry, _ name: String, _ timing: CubicBezierTiming,
                           fits: CubicBezierFits) -> ClaimedExportCode {
        let code = part.easing(entry.name, name, timing)
        guard let function = entry.value.functionEasing else { return code }
        let claim = function.statements == nil ? function.nearestClaim(fits: fits) : function.nearestClaim(exact: exactFunctionName(name), fits: fits)
        return ClaimedExportCode(declarations: code.declarations, claim: claim, lines: code.lines)
    }

    /// The name of an easing's exact function in the Kotlin and Swift exports: `eFunction`.
    static func exactFunctionName(_ name: String) -> String { name + "Function" }

    /// What a script part says of an easing given as a function it writes as it is.
    static func sameFunctionClaim(_ function: ExportedFunctionEasing) -> String {
        "the same curve, \(function.source) written out with its platform's operations in its order (the same doubles)"
    }

    /// A script part's constant of an easing given as a function, under its doc: a part whose
    /// easing takes the app's duration (react-spring's config) gets a factory of a config of the
    /// duration and the function; any other (Motion's `ease`) the function itself. A function
    /// its platform does not write gets the part's cubic Bézier of the nearest one.
    static func scriptFunctionEasing(_ function: ExportedFunctionEasing, _ part: ScriptExportPart, constant: String, namespace: String,
                                     typed: Bool, reference: String, nearest: CubicBezierTiming, fits: CubicBezierFits) -> [String] {
        guard let script = function.javaScript else {
            let code = part.easing(nearest, typed)
            let factory = part.easingTakesDuration ? "(duration: number) => " : ""
            let type = typed ? ": " + factory + namespace + "." + part.easingType.name : ""
            return ExportDoc.merged([ScriptText.comment(reference), ScriptText.comment("\(part.label): \(function.nearestClaim(fits: fits))")],
                                    over: ["const \(constant)\(type) = \(code.value);"], swift: false)
        }
        let text = typed ? script.typed : script.plain
        let value = part.easingTakesDuration ? "(\(typed ? "duration: number" : "duration")) => ({ duration, easing: \(text) })" : text
        let type = typed ? ": " + (part.easingTakesDuration ? "(duration: number) => \(namespace).\(part.easingType.name)" : "(x: number) => number") : ""
        return ExportDoc.merged([ScriptText.comment(reference), ScriptText.comment("\(part.label): \(sameFunctionClaim(function))")],
                                over: ["const \(constant)\(type) = \(value);"], swift: false)
    }

    /// Per platform that writes code, what it writes of an easing given as a function, under
    /// its export target: the script parts' function or nearest, the code parts' nearest.
    static func functionEasingClaims(_ function: ExportedFunctionEasing, fits: CubicBezierFits) -> [(String, JSONText)] {
        func key(_ platform: any MotionPlatform) -> String { platform.exportTarget?.rawValue ?? platform.name }
        let code = MotionPlatforms.all.flatMap { platform in platform.codeExports.map { _ in
            (key(platform), function.statements == nil ? function.nearestClaim(fits: fits) : function.nearestClaim(exact: "the exported function", fits: fits))
        } }
        let script = scriptParts.map { (key($0.platform), function.javaScript == nil ? function.nearestClaim(fits: fits) : sameFunctionClaim(function)) }
        return (code + script).map { ($0.0, JSONText.string($0.1)) }
    }
}

extension SessionExport {
    /// What the doc of an easing's exact function says.
    static func exactFunctionDoc(_ function: ExportedFunctionEasing) -> String {
        "\(function.source) itself: the progress at a fraction x of the duration, written out with its platform's operations "
            + "in its order (the same doubles)"
    }

    /// The Kotlin export's exact function of an easing given as a function (`fun eFunction(x: Double): Double`)
    /// and, where the file has a part whose easing is a fun interface `Easing` of a `Float` fraction
    /// (`easingPart`, its label), the same curve as one (computed in Doubles, rounded once) and a
    /// `tween` along it; nil for any other entry.
    static func kotlinExactEasing(_ entry: Entry, _ name: String, easingPart: String?, reference: String) -> (declared: [String], lines: [String])? {
        guard let function = entry.value.functionEasing, let statements = function.statements?.kotlin else { return nil }
        let exact = exactFunctionName(name)
        var lines = ExportDoc.merged([KotlinText.comment(reference), KotlinText.comment(exactFunctionDoc(function))],
                                     over: ["fun \(exact)(x: Double): Double {"] + statements.map { "    " + $0 } + ["}"], swift: false, indent: "    ")
        var declared = [exact + "()"]
        if let easingPart {
            let source = KotlinText.comment(function.source)
            lines += ["    /** \(easingPart): \(source) itself as an Easing (its fraction a Float: computed in Doubles, rounded once). */",
                      "    fun \(name)ExactEasing(): Easing = Easing { fraction -> \(exact)(fraction.toDouble()).toFloat() }",
                      "    /** A tween along \(source) itself lasting `durationMillis`. */",
                      "    fun <T> \(name)Exact(durationMillis: Int): TweenSpec<T> = tween(durationMillis = durationMillis, easing = \(name)ExactEasing())"]
            declared += [name + "ExactEasing()", name + "Exact()"]
        }
        return (declared, lines)
    }

    /// The Swift export's exact function of an easing given as a function
    /// (`static func eFunction(_ x: Double) -> Double`, with Foundation's `pow`, `sin`, `cos`,
    /// `sqrt`); nil for any other entry.
    static func swiftExactEasing(_ entry: Entry, _ name: String, access: String, reference: String) -> (declared: [String], lines: [String])? {
        guard let function = entry.value.functionEasing, let statements = function.statements?.swift else { return nil }
        let exact = exactFunctionName(name)
        let code = ["\(access) static func \(exact)(_ x: Double) -> Double {"] + statements.map { "    " + $0 } + ["}"]
        let lines = ["    #if canImport(Foundation)"]
            + ExportDoc.merged([SwiftText.comment(reference), SwiftText.comment(exactFunctionDoc(function))], over: code, swift: true, indent: "    ")
            + ["    #endif"]
        return ([exact], lines)
    }

    /// Whether the session holds an easing its file writes as an exact function.
    var hasExactEasings: Bool { entries.contains { $0.value.functionEasing?.statements != nil } }
}
