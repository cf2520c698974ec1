import Foundation
import LineEditor
import Testing

extension LineEditorTests {
    @Suite struct HistoryFileTests {
        @Test func aMissingFileLoadsAsNoHistory() {
            withTemporaryDirectory { directory in
                #expect(HistoryFile(path: directory + "/none/history").load() == [])
            }
        }

        @Test func appendCreatesTheDirectoriesAndWritesEachEntryAtOnce() throws {
            try withTemporaryDirectory { directory in
                let path = directory + "/state/fluid/history"
                let history = HistoryFile(path: path)
                try history.append("s = spring(damping: 0.8, response: 0.4s)")
                #expect(fileBytes(path) == Array("s = spring(damping: 0.8, response: 0.4s)\n".utf8))
                try history.append("plot s › ✓")
                #expect(fileBytes(path) == Array("s = spring(damping: 0.8, response: 0.4s)\nplot s › ✓\n".utf8))
                #expect(history.load() == ["s = spring(damping: 0.8, response: 0.4s)", "plot s › ✓"])
            }
        }

        @Test func lineBreaksInsideAnEntryDoNotSplitIt() throws {
            try withTemporaryDirectory { directory in
                let history = HistoryFile(path: directory + "/history")
                try history.append("a\nb\r\nc")
                #expect(history.load() == ["a b c"])
            }
        }

        @Test func loadSkipsBlankLinesDropsCarriageReturnsAndRepairsBadBytes() {
            withTemporaryDirectory { directory in
                let path = directory + "/history"
                writeFile(path, Array("one\r\n\n".utf8) + [0x74, 0xFF, 0x6F, 0x0A] + Array("three".utf8))
                #expect(HistoryFile(path: path).load() == ["one", "t\u{FFFD}o", "three"])
            }
        }

        @Test func loadKeepsOnlyTheNewestEntries() {
            withTemporaryDirectory { directory in
                let path = directory + "/history"
                writeFile(path, Array((1...10).map { "\($0)\n" }.joined().utf8))
                #expect(HistoryFile(path: path, keptEntries: 3, rewriteThreshold: 20).load() == ["8", "9", "10"])
            }
        }

        @Test func theFileIsCutToTheNewestEntriesOnlyWhenItPassesTheThreshold() throws {
            try withTemporaryDirectory { directory in
                let path = directory + "/history"
                let history = HistoryFile(path: path, keptEntries: 3, rewriteThreshold: 5)
                for entry in 1...5 { try history.append("\(entry)") }
                #expect(fileBytes(path) == Array("1\n2\n3\n4\n5\n".utf8), "no rewrite at the threshold")
                try history.append("6")
                #expect(fileBytes(path) == Array("4\n5\n6\n".utf8))
                #expect(directoryEntries(directory) == ["history"], "the temporary file is renamed away")
                try history.append("7")
                #expect(fileBytes(path) == Array("4\n5\n6\n7\n".utf8))
            }
        }

        /// Issue 24: a history kept in a dotfiles folder and linked into place stays a link
        /// when it is cut: the file it leads to holds the newest entries.
        @Test func aLinkedHistoryStaysALinkWhenItIsCut() throws {
            try withTemporaryDirectory { directory in
                try FileManager.default.createDirectory(atPath: directory + "/dotfiles", withIntermediateDirectories: true)
                writeFile(directory + "/dotfiles/history", [])
                try FileManager.default.createSymbolicLink(atPath: directory + "/history", withDestinationPath: "dotfiles/history")
                let history = HistoryFile(path: directory + "/history", keptEntries: 3, rewriteThreshold: 5)
                for entry in 1...6 { try history.append("\(entry)") }
                #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/history") == "dotfiles/history")
                #expect(fileBytes(directory + "/dotfiles/history") == Array("4\n5\n6\n".utf8))
                #expect(directoryEntries(directory + "/dotfiles") == ["history"], "the temporary is renamed away")
            }
        }

        @Test func anUnwritableLocationReportsTheFailure() {
            withTemporaryDirectory { directory in
                writeFile(directory + "/file", [])
                let history = HistoryFile(path: directory + "/file/history")
                #expect(throws: HistoryFileError.self) { try history.append("x") }
            }
        }
    }
}
