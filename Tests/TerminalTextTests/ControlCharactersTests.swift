import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SeededRandom
import Testing
@testable import TerminalText

/// `ControlCharacters`: the characters a terminal could obey (or that reorder what a reader
/// sees) are shown as `\u{HEX}`, every one of them, and nothing else is touched. The class is
/// taken from Unicode's own properties here (general category Cc, Zl, Zp; Bidi_Control), not
/// from the code's list, so a character the list forgot fails.
@Suite("Control characters are shown, never sent to the terminal")
struct ControlCharactersTests {
    /// The class by Unicode's properties: controls (C0, DEL, C1) other than tab and line
    /// feed, the line and paragraph separators, and the bidi controls.
    static func belongsToClass(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\t" || scalar == "\n" { return false }
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return scalar.properties.isBidiControl
        }
    }

    static let everyShown: [Unicode.Scalar] = (0...0x3000).compactMap(Unicode.Scalar.init).filter(belongsToClass)

    /// The known attacks: title (OSC 0 and 2, with BEL and with ST), clipboard (OSC 52),
    /// clearing the screen, a lone CR over an echoed line, a bell, CSI as the one C1 byte,
    /// a right-to-left override.
    static let attacks = [
        "\u{1B}]0;pwned\u{07}", "\u{1B}]2;pwned\u{1B}\\", "\u{1B}]52;c;aGVsbG8=\u{07}", "\u{1B}[2J\u{1B}[H",
        "x = 1 # ok\rrm -rf", "\u{07}", "\u{9B}31m", "\u{9D}0;t\u{9C}", "a\u{202E}gnp.exe", "\u{1B}P+q\u{1B}\\",
    ]

    @Test func theClassIsWhatUnicodeSaysEverywhere() {
        var shown = 0
        for v in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(v) else { continue }
            let expected = Self.belongsToClass(scalar)
            if ControlCharacters.isShown(scalar) != expected {
                Issue.record("U+\(String(v, radix: 16, uppercase: true)): isShown says \(!expected)")
            }
            // The byte scan that lets ordinary text through untouched never misses one.
            if expected && !ControlCharacters.mayNeedShowing("a" + String(scalar) + "b") {
                Issue.record("U+\(String(v, radix: 16, uppercase: true)) passes the byte scan")
            }
            // The byte-wise rewrite shows exactly the class and leaves every other character.
            let text = "a" + String(scalar) + "b"
            let wanted = expected ? "a\\u{\(String(v, radix: 16, uppercase: true))}b" : text
            if ControlCharacters.visible(text) != wanted {
                Issue.record("U+\(String(v, radix: 16, uppercase: true)) is written \(ControlCharacters.visible(text).debugDescription)")
            }
            if expected { shown += 1 }
        }
        // 30 C0 (no tab, no LF) + DEL + 32 C1 + U+2028/U+2029 + 12 bidi controls.
        #expect(shown == 30 + 1 + 32 + 2 + 12)
        #expect(Self.everyShown.count == shown)
    }

    @Test func eachIsWrittenAsItsHexWithAWidthEqualToItsLength() {
        for scalar in Self.everyShown {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let shown = ControlCharacters.visible("a" + String(scalar) + "b")
            #expect(shown == "a\\u{\(hex)}b")
            #expect(shown.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F })
            #expect(displayWidth(shown) == shown.utf8.count, "carets under \(shown) stay in their columns")
            #expect(ControlCharacters.visible(shown) == shown, "showing is idempotent")
        }
        #expect(ControlCharacters.visible("\u{1B}]0;pwned\u{07}") == "\\u{1B}]0;pwned\\u{7}")
        #expect(ControlCharacters.visible("a\r\nb") == "a\\u{D}\nb", "a line feed stays a line break")
        #expect(ControlCharacters.visible("a\tb") == "a\tb")
    }

    @Test func theKnownAttacksLeaveNoControlBehind() {
        for attack in Self.attacks {
            let shown = ControlCharacters.visible(attack)
            #expect(!shown.unicodeScalars.contains(where: ControlCharacters.isShown), "\(shown)")
            #expect(Self.decoded(shown) == attack)
        }
    }

    /// Seeded text mixing shown characters with what must pass untouched: wide characters,
    /// combining marks, an emoji ZWJ sequence, tab, line feed, CRLF.
    @Test func seededTextKeepsEverythingElseInOrder() {
        var random = SplitMix64(seed: 24)
        let others = ["a", " ", "·", "∞", "é", "e\u{301}", "中", "👩\u{200D}💻", "\t", "\n", "\r\n", "⠿", "\u{200B}", "‑"]
        let alphabet = others + Self.everyShown.map { String($0) }
        for _ in 0..<2_000 {
            let length = Int(random.next() % 12)
            let text = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }.joined()
            let shown = ControlCharacters.visible(text)
            #expect(!shown.unicodeScalars.contains(where: ControlCharacters.isShown))
            #expect(Self.decoded(shown) == text, "\(text.debugDescription) → \(shown.debugDescription)")
        }
    }

    /// Fitted lines (every text a renderer shows passes here) carry no shown character, at
    /// any width, in UTF-8 and ASCII, and stay within the width.
    @Test func fittedLinesShowThem() {
        for scalar in Self.everyShown {
            let piece = "spring" + String(scalar) + "]0;title" + String(scalar) + " value"
            for line in [TextLine(piece), TextLine(indent: 2, facts: ["mass 1", piece, "settles 0.5 s"])] {
                for width in [0, 20, 72] {
                    for ascii in [false, true] {
                        for fitted in line.fitted(width: width, ascii: ascii) {
                            #expect(!fitted.unicodeScalars.contains(where: ControlCharacters.isShown), "\(fitted.debugDescription)")
                            if width > 0 { #expect(displayWidth(fitted) <= width, "\(fitted)") }
                        }
                    }
                }
            }
        }
    }

    @Test func jsonKeepsItsOwnEscapes() throws {
        for scalar in Self.everyShown {
            let text = "a\(scalar)b\"\\"
            let data = try JSONSerialization.data(withJSONObject: [text])
            let document = ControlCharacters.escaped(String(decoding: data, as: UTF8.self), as: .json)
            #expect(!document.unicodeScalars.contains(where: ControlCharacters.isShown), "\(document)")
            let back = try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String]
            #expect(back == [text], "U+\(String(scalar.value, radix: 16))")
        }
    }

    #if canImport(FoundationXML) || os(macOS)
    @Test func xmlKeepsItsOwnEscapes() {
        // XML 1.0 holds tab, LF and CR, DEL, C1 and the rest; other C0 controls cannot be in
        // an XML document at all and become U+FFFD.
        for scalar in Self.everyShown {
            let text = "a\(scalar)b"
            let document = ControlCharacters.escaped("<r>\(text)</r>", as: .xml)
            #expect(!document.unicodeScalars.contains(where: ControlCharacters.isShown), "\(document)")
            let expected = scalar.value < 0x20 && scalar != "\r" ? "a\u{FFFD}b" : text
            #expect(Self.xmlText(document) == expected, "U+\(String(scalar.value, radix: 16))")
        }
    }

    final class TextCollector: NSObject, XMLParserDelegate {
        var text = ""
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }

    static func xmlText(_ document: String) -> String? {
        let parser = XMLParser(data: Data(document.utf8))
        let collector = TextCollector()
        parser.delegate = collector
        return parser.parse() ? collector.text : nil
    }
    #endif

    /// `\u{HEX}` back to its character: the way back a test can take, since its inputs hold
    /// no backslash of their own.
    static func decoded(_ shown: String) -> String {
        var out = ""
        var rest = Substring(shown)
        while let start = rest.range(of: "\\u{") {
            out += rest[..<start.lowerBound]
            let after = rest[start.upperBound...]
            guard let close = after.firstIndex(of: "}"), let v = UInt32(after[..<close], radix: 16), let scalar = Unicode.Scalar(v) else {
                return out + rest
            }
            out.unicodeScalars.append(scalar)
            rest = after[after.index(after: close)...]
        }
        return out + rest
    }
}
