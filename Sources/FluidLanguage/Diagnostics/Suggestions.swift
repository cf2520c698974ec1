/// "Did you mean" by edit distance.
public enum Suggestions {
    /// The candidate closest to `word`: edit distance ≤ 2, ≤ 1 for words of four letters
    /// or fewer (and less than the word's length, so `x` does not suggest `y`), or a candidate `word` is a prefix of.
    /// Ties go to the first candidate in the order given.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            // Short words allow one edit: two would turn `oops` into `cos`.
            let limit = min(word.count <= 4 ? 1 : 2, word.count - 1)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.name }
        if word.count >= 2 {
            return candidates.first { $0.lowercased().hasPrefix(word.lowercased()) && $0 != word }
        }
        return nil
    }

    /// Levenshtein distance, with a transposition counted as one edit.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            previousPrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}
