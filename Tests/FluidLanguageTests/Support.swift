@_exported import SeededRandom
import FluidMotion
import Testing
@testable import FluidLanguage

/// Runs lines in a fresh interpreter (or the given one); fails the test on the first error.
@discardableResult
func run(_ lines: String..., in interpreter: Interpreter = Interpreter(), sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    var outputs: [String] = []
    for line in lines {
        do throws(Diagnostic) {
            outputs.append(try interpreter.run(line).output)
        } catch {
            Issue.record("\(line)\n\(error.rendered(source: line))", sourceLocation: sourceLocation)
        }
    }
    return outputs
}

/// The output of one line, or the rendered error.
func output(_ line: String, in interpreter: Interpreter = Interpreter()) -> String {
    do throws(Diagnostic) {
        return try interpreter.run(line).output
    } catch {
        return error.rendered(source: line)
    }
}

/// The diagnostic a line produces, nil if it runs.
func diagnostic(_ line: String, in interpreter: Interpreter = Interpreter()) -> Diagnostic? {
    do throws(Diagnostic) {
        _ = try interpreter.run(line)
        return nil
    } catch {
        return error
    }
}

/// The number a line evaluates to, in base units.
func number(_ line: String, in interpreter: Interpreter = Interpreter(), sourceLocation: SourceLocation = #_sourceLocation) -> Double? {
    do throws(Diagnostic) {
        let value = try interpreter.run(line).value
        guard case .number(let q) = value else {
            Issue.record("\(line) is \(value.kindPhrase), not a number", sourceLocation: sourceLocation)
            return nil
        }
        return q.value
    }  catch {
        Issue.record("\(line)\n\(error.rendered(source: line))", sourceLocation: sourceLocation)
        return nil
    }
}

/// The one-axis trace a line evaluates to (a platform's frames, say); records an issue, with
/// the line's diagnostic, when it is anything else.
func oneTrace(_ line: String, in interpreter: Interpreter = Interpreter(), sourceLocation: SourceLocation = #_sourceLocation) -> Trace<Double>? {
    do throws(Diagnostic) {
        let value = try interpreter.run(line).value
        guard case .trace(let trace) = value, case .one(let samples) = trace.samples else {
            Issue.record("\(line) is \(value.kindPhrase), not a one-axis trace", sourceLocation: sourceLocation)
            return nil
        }
        return samples
    } catch {
        Issue.record("\(line)\n\(error.rendered(source: line))", sourceLocation: sourceLocation)
        return nil
    }
}

/// `marked` is a line with a caret row below it, as in a swift-format test:
///
///     400ms + 20pt
///     ^^^^^^^^^^^^
///
/// Returns the span the carets mark (in characters of the first line).
func markedSpan(_ carets: String) -> SourceSpan {
    let characters = Array(carets)
    let start = characters.firstIndex(of: "^") ?? 0
    let end = (characters.lastIndex(of: "^") ?? start) + 1
    return SourceSpan(start: start, end: end)
}

func relativeError(_ a: Double, _ b: Double) -> Double {
    abs(a - b) / max(abs(b), Double.leastNormalMagnitude)
}

let tourCommands = CommandTable([
    "plot": .expressions, "compare": .expressions, "diff": .expressions, "tune": .expressions, "play": .expressions,
    "save": .words, "load": .words, "export": .expressionAndWord, "help": .words, "set": .words, "quit": .words, "pin": .text,
])
