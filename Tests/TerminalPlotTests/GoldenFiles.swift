import Foundation

/// Reading and writing golden text files without Foundation.
enum GoldenFiles {
    /// Tests/TerminalPlotTests/Golden, found from this source file's path.
    static let directory: String = {
        let path = #filePath
        guard let slash = path.lastIndex(of: "/") else { return "Golden" }
        return String(path[..<slash]) + "/Golden"
    }()

    /// True when `FLUID_RECORD_GOLDEN=1`: tests write the files instead of comparing.
    static var recording: Bool {
        guard let value = getenv("FLUID_RECORD_GOLDEN") else { return false }
        return String(cString: value) == "1"
    }

    static func read(_ name: String) -> String? {
        guard let file = fopen(directory + "/" + name, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @discardableResult
    static func write(_ name: String, _ text: String) -> Bool {
        mkdir(directory, 0o755)
        guard let file = fopen(directory + "/" + name, "wb") else { return false }
        defer { fclose(file) }
        let bytes = Array(text.utf8)
        return fwrite(bytes, 1, bytes.count, file) == bytes.count
    }

    /// A line-by-line comparison a person can read: each differing line as expected
    /// (−) and actual (+), escape characters shown as ␛.
    static func diff(expected: String, actual: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for i in 0..<max(e.count, a.count) {
            let el = i < e.count ? String(e[i]) : nil
            let al = i < a.count ? String(a[i]) : nil
            guard el != al else { continue }
            out.append("line \(i + 1):")
            out.append("  - " + (el.map(visible) ?? "(missing)"))
            out.append("  + " + (al.map(visible) ?? "(missing)"))
        }
        return out.joined(separator: "\n")
    }

    private static func visible(_ s: String) -> String {
        s.replacing("\u{1B}", with: "␛")
    }
}
