extension ReferenceDocument {
    /// The reference as GitHub-flavoured Markdown: the title, its introduction, a table of
    /// contents linking each section, each group and each entry, then `##` sections, `###` groups and `####`
    /// entries. Anchors are the ones GitHub derives from a heading's text (lowercased, spaces
    /// as hyphens, punctuation dropped, `-1` after a repeated one), made here by the same rule.
    /// The same bytes at every terminal width and colour setting: no escapes, no wrapping.
    public var markdown: String {
        var anchors = MarkdownAnchors()
        _ = anchors.anchor(for: title)
        var out = ["# " + title, ""]
        for paragraph in introduction { out += [MarkdownText.prose(paragraph), ""] }
        // The contents list links the anchors the headings below get, so it is made from a
        // copy of the anchor counter that the headings then repeat.
        var contents = anchors
        _ = contents.anchor(for: "Contents")
        out += ["## Contents", ""]
        for section in sections {
            out.append("- [\(MarkdownText.prose(section.title))](#\(contents.anchor(for: section.title)))")
            // Each group on a line, with links to its entries (an index of every name).
            for group in section.groups where !group.title.isEmpty || !group.entries.isEmpty {
                let heading = group.title.isEmpty ? nil : "[\(MarkdownText.prose(group.title))](#\(contents.anchor(for: group.title)))"
                let entries = group.entries.map { "[\(MarkdownText.code($0.name))](#\(contents.anchor(for: $0.name)))" }.joined(separator: ", ")
                out.append("  - " + [heading, entries.isEmpty ? nil : entries].compactMap { $0 }.joined(separator: ": "))
            }
        }
        out.append("")
        _ = anchors.anchor(for: "Contents")
        for section in sections {
            _ = anchors.anchor(for: section.title)
            out += ["## " + MarkdownText.prose(section.title), ""]
            for paragraph in section.introduction { out += [MarkdownText.prose(paragraph), ""] }
            if let link = section.link {
                out += ["See [\(MarkdownText.prose(link.text))](\(link.target)): \(MarkdownText.prose(link.note)).", ""]
            }
            for group in section.groups { out += Self.markdown(group, anchors: &anchors) }
        }
        while out.last == "" { out.removeLast() }
        return out.joined(separator: "\n") + "\n"
    }

    private static func markdown(_ group: ReferenceGroup, anchors: inout MarkdownAnchors) -> [String] {
        var out: [String] = []
        if !group.title.isEmpty {
            _ = anchors.anchor(for: group.title)
            out += ["### " + MarkdownText.prose(group.title), ""]
        }
        for paragraph in group.introduction { out += [MarkdownText.prose(paragraph), ""] }
        if !group.columns.isEmpty, !group.rows.isEmpty {
            out.append("| " + group.columns.map(MarkdownText.cell).joined(separator: " | ") + " |")
            out.append("|" + String(repeating: "---|", count: group.columns.count))
            for row in group.rows {
                out.append("| " + row.map { MarkdownText.cell($0) }.joined(separator: " | ") + " |")
            }
            out.append("")
        }
        for entry in group.entries {
            _ = anchors.anchor(for: entry.name)
            out += ["#### " + MarkdownText.code(entry.name), ""]
            if !entry.usage.isEmpty { out += ["```", entry.usage, "```", ""] }
            out += [MarkdownText.prose(entry.summary), ""]
            if !entry.terms.isEmpty {
                for term in entry.terms {
                    let meaning = MarkdownText.prose(term.meaning)
                    let shown = entry.termsAreCode ? MarkdownText.code(term.term) : MarkdownText.prose(term.term)
                    out.append(term.term.isEmpty ? "- " + meaning : "- " + shown + ": " + meaning)
                }
                out.append("")
            }
            if !entry.example.isEmpty { out += ["Example: " + MarkdownText.code(entry.example), ""] }
        }
        return out
    }
}

/// GitHub's anchors for headings: the text lowercased, each space a hyphen, every character
/// that is not a letter, digit, hyphen or underscore dropped; a repeated anchor gets `-1`,
/// `-2`, … in the order the headings come.
struct MarkdownAnchors {
    private var used: [String: Int] = [:]

    mutating func anchor(for heading: String) -> String {
        var slug = ""
        for character in heading.lowercased() {
            if character == " " { slug.append("-") } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                slug.append(character)
            }
        }
        let count = used[slug, default: 0]
        used[slug] = count + 1
        return count == 0 ? slug : slug + "-\(count)"
    }
}

/// Text placed in Markdown as it reads: prose with its ASCII punctuation escaped (backtick
/// spans kept as code), and code spans fenced by more backticks than they hold.
enum MarkdownText {
    /// Characters Markdown could read as markup in running text.
    private static let markup: Set<Character> = ["\\", "*", "_", "<", ">", "[", "]", "#", "|", "~"]

    /// Prose: backtick spans stay code; everything else has its markup characters escaped.
    static func prose(_ text: String, inTable: Bool = false) -> String {
        var out = ""
        var inCode = false
        for character in text {
            if character == "`" {
                inCode.toggle()
                out.append(character)
            } else if inCode {
                out += inTable && character == "|" ? "\\|" : String(character)
            } else {
                if markup.contains(character) { out.append("\\") }
                out.append(character)
            }
        }
        return out
    }

    /// `text` as a code span, fenced by one backtick more than its longest run of them.
    static func code(_ text: String, inTable: Bool = false) -> String {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " " + text + " " : text
        let body = inTable ? padded.replacing("|", with: "\\|") : padded
        return fence + body + fence
    }

    static func cell(_ text: ReferenceText) -> String {
        switch text {
        case .words(let words): return prose(words, inTable: true)
        case .code(let code): return code.isEmpty ? "" : self.code(code, inTable: true)
        }
    }

    static func cell(_ heading: String) -> String { prose(heading, inTable: true) }
}
