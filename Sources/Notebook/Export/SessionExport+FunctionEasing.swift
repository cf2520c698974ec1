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
    /// function (`timing` its nearest cubic Bézier), that code under the claim naming the gap.
    static func easingCode(_ part: CodeExportPart, _ entry: Entry, _ name: String, _ timing: CubicBezierTiming) -> ClaimedExportCode {
        let code = part.easing(entry.name, name, timing)
        guard let function = entry.value.functionEasing else { return code }
        return ClaimedExportCode(declarations: code.declarations, claim: function.nearestClaim, lines: code.lines)
    }

    /// What a script part says of an easing given as a function it writes as it is.
    static func sameFunctionClaim(_ function: ExportedFunctionEasing) -> String {
        "the same curve, \(function.source) written out with its platform's operations in its order (the same doubles)"
    }

    /// A script part's constant of an easing given as a function, under its doc: a part whose
    /// easing takes the app's duration (react-spring's config) gets a factory of a config of the
    /// duration and the function; any other (Motion's `ease`) the function itself. A function
    /// its platform does not write gets the part's cubic Bézier of the nearest one.
    static func scriptFunctionEasing(_ function: ExportedFunctionEasing, _ part: ScriptExportPart, constant: String, namespace: String,
                                     typed: Bool, reference: String, nearest: CubicBezierTiming) -> [String] {
        guard let script = function.javaScript else {
            let code = part.easing(nearest, typed)
            let factory = part.easingTakesDuration ? "(duration: number) => " : ""
            let type = typed ? ": " + factory + namespace + "." + part.easingType.name : ""
            return ExportDoc.merged([ScriptText.comment(reference), ScriptText.comment("\(part.label): \(function.nearestClaim)")],
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
    static func functionEasingClaims(_ function: ExportedFunctionEasing) -> [(String, JSONText)] {
        func key(_ platform: any MotionPlatform) -> String { platform.exportTarget?.rawValue ?? platform.name }
        let code = MotionPlatforms.all.flatMap { platform in platform.codeExports.map { _ in (key(platform), function.nearestClaim) } }
        let script = scriptParts.map { (key($0.platform), function.javaScript == nil ? function.nearestClaim : sameFunctionClaim(function)) }
        return (code + script).map { ($0.0, JSONText.string($0.1)) }
    }
}
