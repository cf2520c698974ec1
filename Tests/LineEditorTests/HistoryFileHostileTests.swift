import Foundation
import LineEditor
import Testing

/// History files a careless environment can name: a FIFO nobody writes to, a device that never
/// ends, a folder, a file far larger than a history. None may block or slow the prompt.
extension LineEditorTests {
    @Suite struct HistoryFileHostileTests {
        @Test func aFIFOIsRefusedAtOnceNotWaitedOn() {
            withTemporaryDirectory { directory in
                let path = directory + "/history"
                #expect(mkfifo(path, 0o600) == 0)
                let history = HistoryFile(path: path)
                let started = Date()
                #expect(history.load() == [])
                let error = #expect(throws: HistoryFileError.self) { try history.loadChecked() }
                #expect(error?.description == "cannot use \(path) as the history file: it is not a regular file")
                #expect(throws: HistoryFileError.self) { try history.append("x") }
                #expect(Date().timeIntervalSince(started) < 2, "a FIFO with no writer must not be waited on")
            }
        }

        @Test func aDeviceIsRefused() {
            let started = Date()
            let history = HistoryFile(path: "/dev/zero")
            #expect(history.load() == [])
            #expect(throws: HistoryFileError.self) { try history.loadChecked() }
            #expect(throws: HistoryFileError.self) { try HistoryFile(path: "/dev/null").append("x") }
            #expect(Date().timeIntervalSince(started) < 2, "an endless device must not be read")
        }

        @Test func aFolderIsRefused() {
            _ = withTemporaryDirectory { directory in
                #expect(throws: HistoryFileError.self) { try HistoryFile(path: directory).loadChecked() }
            }
        }

        /// 8 MiB of history with a 64 KiB read limit: load reads only the tail and starts at
        /// a whole line; an append cuts the file back to the newest entries.
        @Test func aHugeFileIsReadOnlyAtItsEnd() throws {
            try withTemporaryDirectory { directory in
                let path = directory + "/history"
                var text = ""
                for index in 0..<400_000 { text += "entry \(index) \(String(repeating: "x", count: index % 7))\n" }
                #expect(text.utf8.count > 4 << 20)
                writeFile(path, Array(text.utf8))
                let history = HistoryFile(path: path, keptEntries: 100, rewriteThreshold: 200, readLimit: 64 << 10)
                let loaded = history.load()
                #expect(loaded.count == 100)
                #expect(loaded.last == "entry 399999 \(String(repeating: "x", count: 399_999 % 7))")
                #expect(loaded.allSatisfy { $0.hasPrefix("entry ") }, "no entry is a cut line")
                try history.append("newest")
                let after = try #require(fileBytes(path))
                #expect(after.count < 64 << 10, "the append rewrote the file to its newest entries")
                #expect(history.load().last == "newest")
                #expect(history.load().count == 100)
            }
        }

        /// Each Enter used to read the whole file to count its lines (seconds for a 20 MiB
        /// history): now the first append cuts it back to its newest entries, and 50 appends
        /// stay well under the limit.
        @Test func appendsToALargeHistoryStayCheap() throws {
            try withTemporaryDirectory { directory in
                let path = directory + "/history"
                writeFile(path, Array(String(repeating: "1 + 1\n", count: 3_500_000).utf8))
                let history = HistoryFile(path: path)
                let started = Date()
                for index in 0..<50 { try history.append("line \(index)") }
                #expect(Date().timeIntervalSince(started) < 5, "took \(Date().timeIntervalSince(started)) s")
                #expect(history.load().suffix(2) == ["line 48", "line 49"])
            }
        }
    }
}
