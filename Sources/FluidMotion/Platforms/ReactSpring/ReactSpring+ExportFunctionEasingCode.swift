/// react-spring's easings in the Kotlin and Swift exports, as exact functions of a `Double`
/// fraction `x`: the statements of its JavaScript (ReactSpring+ExportFunctionEasing.swift)
/// in the other language, operation for operation in the same order, so on the same libm the
/// doubles are the same. Every number is written as a floating-point literal (Kotlin takes no
/// `Int` where a `Double` is expected; Swift's type checker then has one type to try); `===` is
/// `==`; a conditional `c ? a : b` is Kotlin's `if (c) a else b`; `Math.pow`, `sin`, `cos`,
/// `sqrt` are `java.lang.Math`'s in Kotlin and Foundation's in Swift, `Math.PI` is `Double.pi`
/// in Swift; steps round with `floor`/`ceil` as `rounded(.down)`/`rounded(.up)` in Swift.
extension ReactSpringPlatform: FunctionEasingCode {
    public func statements(_ spelling: String, in language: FunctionEasingLanguage) -> [String]? {
        guard let easing = ReactSpringEasing(source: Self.easingsPath + "." + spelling) else { return nil }
        let kotlin = language == .kotlin, bind = kotlin ? "val" : "let"
        switch easing {
        case .steps(let count, let direction):
            let end = direction == .end
            let progress = end ? (kotlin ? "Math.min(x, 0.999)" : "min(x, 0.999)") : (kotlin ? "Math.max(x, 0.001)" : "max(x, 0.001)")
            let rounded = kotlin ? (end ? "Math.floor(expanded)" : "Math.ceil(expanded)") : (end ? "expanded.rounded(.down)" : "expanded.rounded(.up)")
            let clamp = kotlin ? "Math.min(Math.max(rounded / \(count).0, 0.0), 1.0)" : "min(max(rounded / \(count).0, 0.0), 1.0)"
            return ["\(bind) progress = \(progress)", "\(bind) expanded = progress * \(count).0", "\(bind) rounded = \(rounded)", "return \(clamp)"]
        case .named(let name):
            let expression = Self.translated(Self.javaScriptExpression(name), kotlin: kotlin)
            let pi = kotlin ? "Math.PI" : "Double.pi"
            let constants = ["\(bind) c1 = 1.70158", "\(bind) c2 = c1 * 1.525", "\(bind) c3 = c1 + 1.0",
                             "\(bind) c4 = (2.0 * \(pi)) / 3.0", "\(bind) c5 = (2.0 * \(pi)) / 4.5"]
            let bounce = kotlin
                ? ["fun bounceOut(y: Double): Double {", "    val n1 = 7.5625", "    val d1 = 2.75", "    if (y < 1.0 / d1) return n1 * y * y",
                   "    if (y < 2.0 / d1) { val z = y - 1.5 / d1; return n1 * z * z + 0.75 }",
                   "    if (y < 2.5 / d1) { val z = y - 2.25 / d1; return n1 * z * z + 0.9375 }",
                   "    val z = y - 2.625 / d1", "    return n1 * z * z + 0.984375", "}"]
                : ["func bounceOut(_ y: Double) -> Double {", "    let n1 = 7.5625", "    let d1 = 2.75", "    if y < 1.0 / d1 { return n1 * y * y }",
                   "    if y < 2.0 / d1 { let z = y - 1.5 / d1; return n1 * z * z + 0.75 }",
                   "    if y < 2.5 / d1 { let z = y - 2.25 / d1; return n1 * z * z + 0.9375 }",
                   "    let z = y - 2.625 / d1", "    return n1 * z * z + 0.984375", "}"]
            let used = constants.filter { line in
                let constant = line.split(separator: " ")[1]
                return expression.contains(constant) || constants.contains { $0.contains("= \(constant)") && expression.contains($0.split(separator: " ")[1]) }
            }
            return (expression.contains("bounceOut") ? bounce : used) + ["return " + expression]
        }
    }

    /// A JavaScript expression of the table in Kotlin or Swift.
    static func translated(_ script: String, kotlin: Bool) -> String {
        var text = script.replacingAll("===", with: "==")
        text = kotlin ? text : text.replacingAll("Math.PI", with: "Double.pi").replacingAll("Math.", with: "")
        text = floatingLiterals(text)
        return kotlin ? kotlinConditional(text) : text
    }

    /// Every integer literal (a run of digits not part of a name or of a decimal) given `.0`.
    static func floatingLiterals(_ text: String) -> String {
        var result = "", previous: Character = " "
        var characters = Array(text)[...]
        while let first = characters.first {
            if first.isNumber, !(previous.isLetter || previous.isNumber || previous == "." || previous == "_") {
                let digits = characters.prefix { $0.isNumber || $0 == "." }
                characters = characters.dropFirst(digits.count)
                result += String(digits) + (digits.contains(".") ? "" : ".0")
                previous = digits.last ?? first
                continue
            }
            result.append(first)
            previous = first
            characters = characters.dropFirst()
        }
        return result
    }

    /// `c ? a : b ? d : e` (a chain of conditionals outside any parentheses) as
    /// `if (c) a else if (b) d else e`.
    static func kotlinConditional(_ text: String) -> String {
        var depth = 0, question: String.Index?, colon: String.Index?
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "?" where depth == 0 && question == nil: question = index
            case ":" where depth == 0 && question != nil && colon == nil: colon = index
            default: break
            }
        }
        guard let question, let colon else { return text }
        func trimmed(_ part: Substring) -> String { String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
        return "if (\(trimmed(text[..<question]))) \(trimmed(text[text.index(after: question)..<colon])) else "
            + kotlinConditional(trimmed(text[text.index(after: colon)...]))
    }
}

extension String {
    /// Every occurrence of `target` replaced by `replacement` (FluidMotion has no Foundation).
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        var result = "", rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
