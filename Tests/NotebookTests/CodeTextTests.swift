import Foundation
import FluidMotion
@testable import Notebook
import Testing

/// The escaping every export's notebook text goes through (issue 24, part 1), over whole
/// classes of characters: every scalar of the Basic Multilingual Plane and a sample beyond
/// it, every short string of comment delimiters, and the names each target's grammar takes.
/// ExportEscapingTests proves the same with each target's real tool on whole files.
@Suite struct CodeTextTests {
    /// Every BMP scalar (no surrogates), and the first of each astral block of 4096.
    static let scalars: [Unicode.Scalar] = (0...0xFFFF).compactMap(Unicode.Scalar.init)
        + stride(from: 0x10000, through: 0x10FFFF, by: 0x1000).compactMap(Unicode.Scalar.init)

    /// What ends a line in some target (Swift and Kotlin: LF, CR; JavaScript also U+2028,
    /// U+2029; Unicode's NEL, VT, FF), every other control character, and the bidi controls.
    static func mustNotStand(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control && scalar != "\t"
            || [0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0xFEFF].contains(scalar.value)
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// Reads a comment back: `\n`, `\r`, `\u{…}` and the backslash inside a broken delimiter.
    /// (Meant for texts without backslashes of their own.)
    static func readBack(_ comment: String) -> String {
        var out = "", scalars = Array(comment.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\", let next = scalars.first else { out.unicodeScalars.append(scalar); continue }
            switch next {
            case "n": out += "\n"; scalars.removeFirst()
            case "r": out += "\r"; scalars.removeFirst()
            case "u":
                let hex = scalars.dropFirst(2).prefix { $0 != "}" }
                out.unicodeScalars.append(Unicode.Scalar(UInt32(String(String.UnicodeScalarView(hex)), radix: 16)!)!)
                scalars = scalars.dropFirst(3 + hex.count)
            default: break   // the backslash between * and / (or / and *)
            }
        }
        return out
    }

    @Test func aCommentEndsNoLineAndNoCommentAndReadsBackForEveryCharacter() {
        for scalar in Self.scalars where scalar != "\\" {
            let text = "a\(scalar)*/\(scalar)/*\(scalar)b"
            let comment = CommentText.line(text)
            let bad = comment.unicodeScalars.first(where: Self.mustNotStand)
            #expect(bad == nil, "U+\(String(scalar.value, radix: 16)) stands in a comment as itself")
            #expect(!comment.contains("*/") && !comment.contains("/*"), "\(comment.debugDescription)")
            #expect(Self.readBack(comment) == text, "U+\(String(scalar.value, radix: 16)): \(comment.debugDescription)")
        }
    }

    @Test func noRunOfDelimitersBackslashesAndReturnsMakesADelimiter() {
        let alphabet = ["*", "/", "\\", "\r", "a"]
        var texts = [""]
        for _ in 1...6 { texts = texts.flatMap { text in alphabet.map { text + $0 } } }
        for text in texts {
            let comment = CommentText.line(text)
            #expect(!comment.contains("*/") && !comment.contains("/*") && !comment.unicodeScalars.contains("\r"), "\(text.debugDescription) → \(comment.debugDescription)")
        }
        #expect(CommentText.line("C:\\notes\t# ok") == "C:\\notes\t# ok", "backslashes and tabs are kept as written")
    }

    /// Swift's identifier-head ranges, as The Swift Programming Language lists them
    /// (Lexical Structure, Identifiers), and its identifier-character additions.
    static let swiftHead: [ClosedRange<UInt32>] = [
        0x41...0x5A, 0x61...0x7A, 0x5F...0x5F, 0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF,
        0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
        0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD,
        0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]
    static let swiftCharacter: [ClosedRange<UInt32>] = swiftHead + [0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F]

    @Test func everyCharacterANameMayHoldIsOneEveryTargetsGrammarTakes() {
        let letters: Set<Unicode.GeneralCategory> = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter]
        for scalar in Self.scalars {
            let p = scalar.properties
            if ExportName.isStart(scalar) {
                #expect(Self.swiftHead.contains { $0.contains(scalar.value) }, "Swift: U+\(String(scalar.value, radix: 16))")
                #expect(scalar == "_" || p.isIDStart, "JavaScript: U+\(String(scalar.value, radix: 16))")
                #expect(scalar == "_" || letters.contains(p.generalCategory), "Kotlin: U+\(String(scalar.value, radix: 16))")
            }
            if ExportName.isPart(scalar) {
                #expect(Self.swiftCharacter.contains { $0.contains(scalar.value) }, "Swift: U+\(String(scalar.value, radix: 16))")
                #expect(scalar == "_" || p.isIDContinue, "JavaScript: U+\(String(scalar.value, radix: 16))")
                #expect(scalar == "_" || letters.contains(p.generalCategory) || p.generalCategory == .decimalNumber, "Kotlin: U+\(String(scalar.value, radix: 16))")
            }
        }
        for name in ["open", "_x", "drawer2", "café", "名前", "ǅx", "x٣"] {
            #expect(ExportName.problem(name, in: "Swift") == nil, "\(name)")
        }
        for (name, character) in [("x²", "² (U+00B2)"), ("e\u{301}x", "\u{301} (U+0301)"), ("a\u{200D}b", "\\u{200D} (U+200D)"),
                                  ("\u{10D00}x", "\u{10D00} (U+10D00)"), ("x\u{2028}", "\\u{2028} (U+2028)")] {
            let message = ExportName.problem(name, in: "Kotlin")?.description ?? ""
            #expect(message.contains("cannot be a name in Kotlin: \(character)") && message.contains("rename it"), "\(message)")
        }
    }

    /// CSS Syntax's reading of an identifier's characters (§4.3.7, consume an escaped code
    /// point): nil when a character stands raw that is not an identifier character.
    static func readCSSName(_ text: String) -> String? {
        var out = "", scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\\" {
                guard let next = scalars.first, next != "\n" else { return nil }
                let hex = scalars.prefix(6).prefix { $0.properties.isASCIIHexDigit }
                if hex.isEmpty {
                    out.unicodeScalars.append(scalars.removeFirst())
                } else {
                    scalars = scalars.dropFirst(hex.count)
                    if scalars.first == " " { scalars.removeFirst() }
                    out.unicodeScalars.append(Unicode.Scalar(UInt32(String(String.UnicodeScalarView(hex)), radix: 16)!) ?? "\u{FFFD}")
                }
            } else if scalar.isASCII ? (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_") : true {
                out.unicodeScalars.append(scalar)
            } else {
                return nil
            }
        }
        return out
    }

    @Test func aCSSNameReadsBackAsEveryCharacterAndShowsNoHiddenOne() {
        for scalar in Self.scalars where scalar.value != 0 {
            let name = "drawer\(scalar)open"
            let escaped = CSSPlatform.identifier(name, isHidden: CommentText.isHidden)
            #expect(Self.readCSSName(escaped) == name, "U+\(String(scalar.value, radix: 16)): \(escaped.debugDescription)")
            #expect(!escaped.unicodeScalars.contains(where: Self.mustNotStand), "U+\(String(scalar.value, radix: 16)) stands raw")
        }
        #expect(CSSPlatform.identifier("drawer-motion-open", isHidden: CommentText.isHidden) == "drawer-motion-open")
        #expect(CSSPlatform.identifier("my drawer.v2", isHidden: CommentText.isHidden) == "my\\20 drawer\\.v2")
    }

    @Test func aJSONStringReadsBackAsEveryCharacterAndShowsNoHiddenOne() throws {
        let texts = Self.scalars.map { "a\($0)\"\\b" }
        let document = "[" + texts.map(JSONText.quoted).joined(separator: ",") + "]"
        #expect(!document.unicodeScalars.contains(where: Self.mustNotStand))
        let read = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String])
        #expect(read.count == texts.count)
        for (back, text) in zip(read, texts) where back.unicodeScalars.elementsEqual(text.unicodeScalars) == false {
            Issue.record("\(text.debugDescription) reads back as \(back.debugDescription)")
        }
    }

    @Test func aNamespaceIsAlwaysANameTheTargetTakes() throws {
        let stems = ["drawer-motion", "threads-adaptive_button", "2024", "self", "animation", "spring-force", "x\ny", "é\u{301}",
                     "²", "", "-", "\u{2028}", "any", "object"]
        for stem in stems {
            for (language, typeName, reserved) in [("Swift", SwiftText.typeName(stem), SwiftText.keywords.union(SwiftText.usedTypes)),
                                                   ("Kotlin", KotlinText.typeName(stem), KotlinText.keywords.union(KotlinText.usedNames))] {
                #expect(ExportName.problem(typeName, in: language) == nil && !reserved.contains(typeName), "\(stem.debugDescription) → \(typeName)")
            }
        }
        #expect(SwiftText.typeName("threads-adaptive_button") == "ThreadsAdaptiveButton")
        #expect(SwiftText.typeName("2024") == "Motion2024" && SwiftText.typeName("self") == "SelfMotion")
        #expect(KotlinText.typeName("spring-force") == "SpringForceMotion")
    }
}
