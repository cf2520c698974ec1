/// Tab completion as pure functions of the text before the cursor.
///
/// The *word* under completion is the longest run of letters, digits, `_` and `.`
/// that ends at the cursor, so `s.da` and `swiftui.bo` are words (a member or a
/// dotted preset name completes as a whole), while `spring(da` and `x + da` complete
/// `da`. A completer returns full words that may replace it: `s.damping` for `s.da`,
/// `damping:` for `spring(da`. Everything counts in `Character`s, never bytes, so
/// words with accents or other multi-byte characters are cut at character boundaries.
public enum Completion {
    /// What a press of Tab does to the line.
    public struct Edit: Equatable, Sendable {
        /// The word before the cursor that was completed.
        public var word: String
        /// What replaces ``word``; nil leaves the line as it is.
        public var replacement: String?
        /// Candidates to list below the line, when they share nothing beyond the word.
        public var choices: [String]

        public init(word: String, replacement: String? = nil, choices: [String] = []) {
            self.word = word
            self.replacement = replacement
            self.choices = choices
        }
    }

    public static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "."
    }

    /// The word that ends at the cursor (possibly empty).
    public static func word(beforeCursor line: String) -> Substring {
        var start = line.endIndex
        while start > line.startIndex {
            let previous = line.index(before: start)
            guard isWordCharacter(line[previous]) else { break }
            start = previous
        }
        return line[start...]
    }

    /// The longest prefix, in whole characters, shared by every word; "" for none.
    public static func longestCommonPrefix<Words: Sequence>(_ words: Words) -> String
    where Words.Element: StringProtocol {
        var iterator = words.makeIterator()
        guard let first = iterator.next() else { return "" }
        var prefix = Array(first)
        while let word = iterator.next(), !prefix.isEmpty {
            var shared = 0
            for (a, b) in zip(prefix, word) {
                guard a == b else { break }
                shared += 1
            }
            prefix.removeSubrange(shared...)
        }
        return String(prefix)
    }

    /// Bash-like: a single candidate replaces the word; several that share more than
    /// the word replace it with their common prefix; otherwise they are listed.
    public static func edit(lineBeforeCursor line: String, candidates: [String]) -> Edit {
        let word = String(self.word(beforeCursor: line))
        var seen = Set<String>()
        let unique = candidates.filter { seen.insert($0).inserted }
        switch unique.count {
        case 0:
            return Edit(word: word)
        case 1:
            return Edit(word: word, replacement: unique[0] == word ? nil : unique[0])
        default:
            let prefix = longestCommonPrefix(unique)
            if prefix.count > word.count && prefix.hasPrefix(word) {
                return Edit(word: word, replacement: prefix)
            }
            return Edit(word: word, choices: unique)
        }
    }

    /// The choices in columns that fit `width`, ordered down each column as `ls` and
    /// bash do, each line ending in a newline. The part of the word up to its last
    /// dot is left out when every choice repeats it (`damping`, not `s.damping`).
    public static func listing(_ choices: [String], word: String = "", width: Int) -> String {
        guard !choices.isEmpty else { return "" }
        var shown = choices
        if let dot = word.lastIndex(of: ".") {
            let qualifier = word[...dot]
            if choices.allSatisfy({ $0.hasPrefix(qualifier) }) {
                shown = choices.map { String($0.dropFirst(qualifier.count)) }
            }
        }
        let columnWidth = (shown.map(\.count).max() ?? 0) + 2
        let columns = max(1, width / columnWidth)
        let rows = (shown.count + columns - 1) / columns
        var text = ""
        for row in 0..<rows {
            var line = ""
            for column in 0..<columns {
                let index = column * rows + row
                guard index < shown.count else { break }
                let isLast = index + rows >= shown.count || column == columns - 1
                line += isLast ? shown[index]
                    : shown[index] + String(repeating: " ", count: columnWidth - shown[index].count)
            }
            text += line + "\n"
        }
        return text
    }
}
