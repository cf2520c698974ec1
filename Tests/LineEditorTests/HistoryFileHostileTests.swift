import Foundation
import HangGuard
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
                // Opening a FIFO with no writer blocks for ever: each call returns, refusing it.
                let results = HangGuard.run {
                    (loaded: history.load(), checked: Result { try history.loadChecked() }, appended: Result { try history.append("x") })
                }
                guard let results else {
                    Issue.record("the history file's calls on a FIFO with no writer did not return in \(HangGuard.seconds) s: they wait for a writer")
                    return
                }
                #expect(results.loaded == [])
                guard case .failure(let error) = results.checked else { Issue.record("a FIFO was loaded as a history file"); return }
                #expect((error as? HistoryFileError)?.description == "cannot use \(path) as the history file: it is not a regular file")
                guard case .failure = results.appended else { Issue.record("a FIFO was appended to as a history file"); return }
            }
        }

        @Test func aDeviceIsRefused() throws {
            // /dev/zero never ends: a history read from it would not return.
            let results = try #require(HangGuard.run {
                (loaded: HistoryFile(path: "/dev/zero").load(), checked: Result { try HistoryFile(path: "/dev/zero").loadChecked() },
                 appended: Result { try HistoryFile(path: "/dev/null").append("x") })
            }, "loading /dev/zero as a history file did not return in \(HangGuard.seconds) s: the endless device was read")
            #expect(results.loaded == [])
            #expect(throws: HistoryFileError.self) { try results.checked.get() }
            #expect(throws: HistoryFileError.self) { try results.appended.get() }
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
        /// history): now the first append cuts it back to its newest entries, so what each
        /// later append works on is a file of about a thousand lines, not 3.5 million.
        @Test func appendsToALargeHistoryStayCheap() throws {
            try withTemporaryDirectory { directory in
                let path = directory + "/history"
                writeFile(path, Array(String(repeating: "1 + 1\n", count: 3_500_000).utf8))
                let history = HistoryFile(path: path)
                try history.append("line 0")
                let cut = try #require(fileBytes(path))
                let lines = cut.filter { $0 == UInt8(ascii: "\n") }.count
                #expect(lines <= history.keptEntries + 1, "the first append cut the file to its newest entries: \(lines) lines")
                #expect(cut.count <= history.readLimit, "\(cut.count) bytes")
                for index in 1..<50 { try history.append("line \(index)") }
                let after = try #require(fileBytes(path))
                #expect(after.count <= history.readLimit, "50 appends keep the file within what a load reads: \(after.count) bytes")
                #expect(history.load().suffix(2) == ["line 48", "line 49"])
            }
        }
    }
}
