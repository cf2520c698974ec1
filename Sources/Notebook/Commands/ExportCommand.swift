import FluidLanguage
import Motion

extension Session {
    /// `export s TARGET [, tolerance: 0.001]`: the spring as code for a platform, then a
    /// comment with the largest deviation of that platform's model, run from the printed
    /// values, from fluid's curve. `export s` lists the targets. Any other motion over time
    /// (a decay, a retargeted motion, a trace, a difference) exports to CSS (a linear() easing
    /// follows any curve); the other targets need a spring. Output is plain text (no colour) so it pastes as it is.
    func export(_ arguments: CommandArguments, line: String) -> Response {
        guard case .words(let text) = arguments, !text.isEmpty else {
            return .error("export what? Try: export s swiftui   (targets: \(ExportTarget.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        let characters = Array(line)
        // Where the words start in the line, so spans point into it.
        let offset = Self.offset(of: text, in: line)
        do throws(Diagnostic) {
            // Split off ", tolerance: X" at the first comma outside brackets.
            let textCharacters = Array(text)
            var depth = 0, comma: Int?
            for (i, c) in textCharacters.enumerated() {
                if "([{".contains(c) { depth += 1 } else if ")]}".contains(c) { depth -= 1 }
                if c == ",", depth == 0 { comma = i; break }
            }
            let headEnd = comma ?? textCharacters.count
            var head = headEnd
            while head > 0, textCharacters[head - 1] == " " { head -= 1 }
            var wordStart = head
            while wordStart > 0, textCharacters[wordStart - 1].isLetter { wordStart -= 1 }
            let hasTarget = wordStart > 0 && textCharacters[wordStart - 1] == " " && wordStart < head
            let expressionEnd = hasTarget ? wordStart : head
            let expression = try parse(characters, from: offset, to: offset + expressionEnd)
            let value = try interpreter.evaluate(expression)
            guard hasTarget else { return .text(targetList(for: value, name: String(Substring(String(textCharacters[0..<expressionEnd])).trimmingSpaces()))) }
            let word = String(textCharacters[wordStart..<head])
            let wordSpan = SourceSpan(start: offset + wordStart, end: offset + head)
            guard let target = ExportTarget(rawValue: word.lowercased()) else {
                let names = ExportTarget.allCases.map(\.rawValue)
                let hint = Suggestions.closest(to: word.lowercased(), in: names).map { "did you mean '\($0)'? " } ?? ""
                throw Diagnostic("unknown export target '\(word)'; \(hint)targets: \(names.joined(separator: ", "))", wordSpan)
            }
            var tolerance = 0.001
            if let comma {
                tolerance = try toleranceArgument(characters, from: offset + comma + 1, to: offset + textCharacters.count)
                guard target == .css else {
                    throw Diagnostic("tolerance: is for css (how closely linear() follows the curve); \(target.title) code is the spring itself",
                                     SourceSpan(start: offset + comma + 1, end: offset + textCharacters.count))
                }
            }
            let code = try exportedCode(value, target: target, tolerance: tolerance, span: expression.span)
            return .text((code.lines + [deviationComment(code.deviation, target: target)]).joined(separator: "\n"))
        } catch {
            return .error(error.rendered(source: line))
        }
    }

    /// The character offset of `text` (the command's words) in `line`: after the first word.
    private static func offset(of text: String, in line: String) -> Int {
        let characters = Array(line), wanted = Array(text)
        var start = 0
        while start < characters.count, characters[start] == " " { start += 1 }
        while start < characters.count, characters[start] != " " && characters[start] != "(" { start += 1 }
        var i = start
        while i + wanted.count <= characters.count {
            if Array(characters[i..<(i + wanted.count)]) == wanted { return i }
            i += 1
        }
        return start
    }

    /// The expression between two offsets of the line, parsed with spans in the line's terms.
    private func parse(_ characters: [Character], from start: Int, to end: Int) throws(Diagnostic) -> Expression {
        // The offsets come from matching the command's words in the line; keep them inside it.
        let start = min(max(start, 0), characters.count), end = min(max(start, end), characters.count)
        let source = String(repeating: " ", count: start) + String(characters[start..<max(start, end)])
        guard characters[start..<max(start, end)].contains(where: { $0 != " " }) else {
            throw Diagnostic("export what? Write the value before the target: export s swiftui", SourceSpan(start: start, end: end))
        }
        switch Parser.parseExpression(source) {
        case .success(let expression): return expression
        case .failure(let diagnostic): throw diagnostic
        }
    }

    /// `tolerance: X` (a plain number in progress units, 0.00001 … 0.1).
    private func toleranceArgument(_ characters: [Character], from start: Int, to end: Int) throws(Diagnostic) -> Double {
        let start = min(max(start, 0), characters.count), end = min(max(start, end), characters.count)
        let text = String(characters[start..<end])
        let span = SourceSpan(start: start, end: end)
        guard let colon = text.firstIndex(of: ":"), text[..<colon].trimmingSpaces() == "tolerance" else {
            throw Diagnostic("export takes one option, tolerance: (for css), like export s css, tolerance: 0.0005", span)
        }
        let valueStart = start + text.distance(from: text.startIndex, to: colon) + 1
        let expression = try parse(characters, from: valueStart, to: end)
        let value = try interpreter.evaluate(expression)
        guard case .number(let q) = value, q.dimension == .none else {
            throw Diagnostic("tolerance: is a plain number in fractions of the distance, like 0.001; got \(value.kindPhrase)", expression.span)
        }
        guard q.value.isFinite, q.value >= 0.00001, q.value <= 0.1 else {
            throw Diagnostic("tolerance: must be between 0.00001 and 0.1 (0.001 is a tenth of a percent of the move)", expression.span)
        }
        return q.value
    }

    private func exportedCode(_ value: Value, target: ExportTarget, tolerance: Double, span: SourceSpan) throws(Diagnostic) -> ExportedCode {
        do throws(MotionError) {
            switch value {
            case .spring(let s):
                return try s.spring.exportedCode(for: target, tolerance: tolerance)
            case _ where target == .css && value.motionOverTime != nil:
                return try value.motionOverTime!.curve.cssExport(tolerance: tolerance)
            case .motion:
                throw MotionError(parameter: "value", message: "a retargeted motion is several springs in turn; \(target.title) takes one spring. Export it as css (a linear() easing follows any curve), or export each spring")
            case .decay:
                throw MotionError(parameter: "value", message: "\(target.title) has no spring for a decay; export it as css (a linear() easing follows any curve)")
            default:
                throw MotionError(parameter: "value", message: "export needs a spring (or, for css, any motion over time: a decay, a retargeted motion, a trace); got \(value.kindPhrase)")
            }
        } catch {
            throw Diagnostic(error.message, span)
        }
    }

    /// `// max deviation 0.00031 at 212 ms (CSS linear(), 31 stops, …)`, in the target's comment syntax.
    private func deviationComment(_ deviation: ExportDeviation, target: ExportTarget) -> String {
        let size = deviation.maximum.isFinite ? ExportNumber(deviation.maximum, significant: 2).text : "∞"
        let time = ExportNumber(deviation.time * 1000, decimals: 0).text
        let text = deviation.maximum == 0 ? "max deviation 0 (\(deviation.model))" : "max deviation \(size) at \(time) ms (\(deviation.model))"
        return target == .css ? "/* \(text) */" : "// \(text)"
    }

    /// `export s` without a target: what each target prints, for this value.
    private func targetList(for value: Value, name: String) -> String {
        var lines = ["export \(name) TARGET, one of:"]
        let width = ExportTarget.allCases.map(\.rawValue.count).max() ?? 0
        let cssOnly: Bool
        switch value {
        case .spring: cssOnly = false
        case _ where value.motionOverTime != nil: cssOnly = true
        default:
            return "export needs a spring (or, for css, any motion over time: a decay, a retargeted motion, a trace); \(name) is \(value.kindPhrase)"
        }
        for target in ExportTarget.allCases where !cssOnly || target == .css {
            lines.append("  \(target.rawValue.padding(to: width))  \(target.title): \(target.summary)")
        }
        if cssOnly { lines.append("(a \(value.kindPhrase.dropFirst(2)) exports to css only: the other targets take one spring)") }
        lines.append("css takes a tolerance: export \(name) css, tolerance: 0.0005")
        return lines.joined(separator: "\n")
    }
}
