import FluidLanguage

/// The one rule for the characters of a name fluid declares in generated Swift, Kotlin,
/// TypeScript and JavaScript: a letter or `_` first, then letters, decimal digits and `_`.
/// Beyond ASCII a letter is a scalar of Unicode's general category L (Lu, Ll, Lt, Lm, Lo)
/// that may start an identifier (XID_Start) and a digit one of category Nd (XID_Continue),
/// each assigned by Unicode 9.0 (2016), so every compiler and engine in use knows it.
///
/// fluid's own names are wider (any letter or number), so a notebook can bind names no
/// target takes: `x²` (No), `e` with a combining accent (Mn: Kotlin refuses it), a name
/// with a zero-width joiner. Those are refused with the character named, never written.
/// The languages' keywords are each target's own rule (`SwiftText`, `KotlinText`,
/// `ScriptText`).
enum ExportName {
    /// Why `name` cannot be declared in `language`, or nil when it can.
    static func problem(_ name: String, in language: String) -> SessionExportProblem? {
        for (index, scalar) in name.unicodeScalars.enumerated() where index == 0 ? !isStart(scalar) : !isPart(scalar) {
            let what = index == 0 && isPart(scalar) ? "cannot start a name" : "is not a letter, a decimal digit or _"
            return SessionExportProblem(Messages.exportNameNotDeclarable(visible(name), language: language,
                                                                         character: "\(visible(String(scalar))) (\(code(scalar)))", what: what))
        }
        return name.isEmpty ? SessionExportProblem(Messages.exportNameNotDeclarable(name, language: language, character: nil, what: "")) : nil
    }

    /// A letter or `_`: may start a name.
    static func isStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            return scalar.properties.isXIDStart && isOldEnough(scalar)
        default:
            return false
        }
    }

    /// A letter, `_` or decimal digit: may stand after the first character.
    static func isPart(_ scalar: Unicode.Scalar) -> Bool {
        if isStart(scalar) { return true }
        if scalar.isASCII { return ("0"..."9").contains(scalar) }
        return scalar.properties.generalCategory == .decimalNumber && scalar.properties.isXIDContinue && isOldEnough(scalar)
    }

    /// Assigned by Unicode 9.0.
    static func isOldEnough(_ scalar: Unicode.Scalar) -> Bool {
        guard let age = scalar.properties.age else { return false }
        return age.major < 9 || (age.major == 9 && age.minor == 0)
    }

    /// `U+00B2`.
    static func code(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// A name as a message shows it: hidden characters as escapes (see `CommentText`), and
    /// so every other invisible format character (a zero-width joiner: `\u{200D}`).
    static func visible(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if let shown = CommentText.shownEscaped(scalar) {
                out += shown
            } else if scalar.properties.generalCategory == .format {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
