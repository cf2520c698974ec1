import TerminalText

/// How text from a notebook enters one generated language (Swift, Kotlin, TypeScript and
/// JavaScript, CSS): every source line, file name, binding name and message that a file of
/// named constants carries passes through its target's `comment(_:)` or `identifier(_:)`,
/// so what the file declares is exactly what fluid means, whatever the notebook holds. A
/// notebook from a pull request is untrusted input; the build plugin compiles its export.
protocol CodeText {
    /// The language's name in messages: "Swift", "JavaScript".
    static var language: String { get }
    /// `text` as the body of one comment line of the language (see `CommentText.line`).
    static func comment(_ text: String) -> String
    /// A binding's name as the language declares it, or a problem saying why it cannot be
    /// one and what to do.
    static func identifier(_ name: String) throws(SessionExportProblem) -> String
}

extension CodeText {
    static func comment(_ text: String) -> String { CommentText.line(text) }
}

/// Text made safe to stand inside one comment line of every language fluid generates, and
/// visible as it is stored.
enum CommentText {
    /// `text` as the body of a comment line (`// …`, `/// …`, `/* … */`, `/** … */`) in
    /// Swift, Kotlin, TypeScript, JavaScript and CSS; it ends no comment and no line in any:
    ///
    /// - Every line terminator of any of them is shown as an escape: LF `\n` and CR `\r`
    ///   (Swift, Kotlin and JavaScript end a `//` comment at either, and a notebook keeps a
    ///   lone CR inside its line), U+2028 and U+2029 (JavaScript ends a comment there too)
    ///   as `\u{2028}`, `\u{2029}`, and VT, FF and NEL (U+0085) as `\u{B}`, `\u{C}`, `\u{85}`.
    /// - So is every other control character (C0 but tab, DEL, C1), the bidirectional
    ///   controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and U+FEFF, so a
    ///   comment reads in review as it is stored.
    /// - A comment delimiter gets a backslash between its two characters: `*/` is `*\/`
    ///   (it ends a CSS, JavaScript or Kotlin block comment) and `/*` is `/\*` (Kotlin's and
    ///   Swift's block comments nest). `/*/` is `/\*\/`.
    ///
    /// Everything else, tabs and backslashes included, is kept as written, so an ordinary
    /// line reads as typed. An escape shown is therefore ambiguous with the same characters
    /// typed, never with code.
    static func line(_ text: String) -> String {
        var out = ""
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if let shown = shownEscaped(scalar) {
                out += shown
                continue
            }
            out.unicodeScalars.append(scalar)
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if (scalar == "*" && next == "/") || (scalar == "/" && next == "*") { out += "\\" }
        }
        return out
    }

    /// The escape shown for a scalar that must not stand as itself in a comment, else nil.
    static func shownEscaped(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return nil
        default:
            return isHidden(scalar) ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : nil
        }
    }

    /// Control characters, line and paragraph separators, bidirectional controls and
    /// U+FEFF: what ends a line somewhere or shows as something else than it is. The
    /// terminal's class (`ControlCharacters.isShown`), and the three it leaves a terminal:
    /// tab and line feed (generated text needs them escaped, a terminal does not), and
    /// U+FEFF (invisible in an editor's view of a generated file).
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\n" || scalar == "\u{FEFF}" || ControlCharacters.isShown(scalar)
    }
}
