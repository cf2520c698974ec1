import Foundation
import SeededRandom
import Testing
@testable import Notebook

/// Notebook reads and writes files without Foundation (so the `fluid` binary carries no ICU).
/// What replaced Foundation's path text, UTF-8 decoding and folder calls is checked against
/// Foundation itself, which the tests may still import.
@Suite("Paths, UTF-8 and folders without Foundation, against Foundation")
struct FoundationFreeFilesTests {
    static let paths = [
        "", "/", "/a", "/a/", "a/b", "a/b/", "/a/b", "/a/b/c.fluid", "sessions/drawer.fluid",
        "./drawer.fluid", "../x/y.fluid", "~/notes/a.b.fluid", "a/.fluid", ".fluid", "a/b/..", "/tmp/x y/ü.fluid",
        "drawer.fluid", "drawer", "a.b.c", "dir.d/file",
    ]

    @Test("the last component and the parent agree with NSString's")
    func componentsAgreeWithNSString() {
        for path in Self.paths {
            #expect(PathText.lastComponent(path) == (path as NSString).lastPathComponent, "lastComponent(\(path))")
            #expect(PathText.parent(path) == (path as NSString).deletingLastPathComponent, "parent(\(path))")
        }
    }

    /// Foundation on Linux (Swift 6.3.1) traps in its own `_startOfLastPathComponent` on
    /// some of these (`("a" as NSString).deletingLastPathComponent`), so they are written
    /// out here; a doubled slash names the same folder as a single one.
    @Test("one-letter names and doubled slashes")
    func pathsFoundationTrapsOn() {
        #expect(PathText.lastComponent("a") == "a" && PathText.parent("a") == "")
        #expect(PathText.lastComponent("a/") == "a" && PathText.parent("a/") == "")
        #expect(PathText.lastComponent("//") == "/")
        #expect(PathText.parent("//") == "/")
        #expect(PathText.lastComponent("a//") == "a")
        #expect(PathText.parent("a//") == "")
        #expect(PathText.lastComponent("/a//b///c") == "c")
        #expect(PathText.parent("/a//b///c") == "/a/b")
        #expect(PathText.parent("/a//b") == "/a")
    }

    @Test("the stem is the name without its extension, as NSString deletes it")
    func stemAgreesWithNSString() {
        for path in Self.paths where !path.isEmpty && path != "/" && !path.hasSuffix("/") && !path.hasSuffix("/..") {
            let expected = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            #expect(PathText.stem(path) == expected, "stem(\(path))")
        }
    }

    /// The textual normalisation the sandbox used before swift-system's `FilePath` did it, kept
    /// here as the reference: empty and `.` parts dropped, `..` removes the part before it.
    static func stackNormalised(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    @Test("normalising a path agrees with a stack of its parts, and going relative and back is the identity")
    func normalisingAndRelativePaths() {
        #expect(PathText.normalised("/a/./b/../c") == "/a/c")
        #expect(PathText.normalised("/..") == "/")
        #expect(PathText.normalised("//a//b/") == "/a/b")
        #expect(PathText.relative("/p/examples/data/f.csv", from: "/p/sessions") == "../examples/data/f.csv")
        var random = SplitMix64(seed: 2026_1128)
        let words = ["a", "b", "ü x", ".", "..", "", "a.b"]
        for _ in 0..<2_000 {
            func path() -> String {
                let count = Int(random.next() % 7)
                return "/" + (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: "/")
            }
            let target = path(), folder = path()
            #expect(PathText.normalised(target) == Self.stackNormalised(target), "normalised(\(target))")
            let relative = PathText.relative(target, from: folder)
            #expect(PathText.normalised(folder + "/" + relative) == PathText.normalised(target), "relative(\(target), from: \(folder))")
            #expect(relative == "." || !relative.split(separator: "/").contains("."), "relative(\(target), from: \(folder)) = \(relative)")
        }
    }

    @Test("appending a name puts one slash between")
    func appendingAgreesWithNSString() {
        for folder in ["sessions", "sessions/", "/", "/tmp/a", "a/b"] {
            for name in ["drawer.fluid", "x"] {
                #expect(PathText.appending(name, to: folder) == (folder as NSString).appendingPathComponent(name))
            }
        }
        #expect(PathText.appending("a.fluid", to: "") == "a.fluid")
    }

    @Test("UTF-8 decoding refuses exactly what Foundation refuses, on seeded byte strings")
    func utf8AgreesWithFoundation() {
        var random = SplitMix64(seed: 0x5EED_F1D)
        // Mostly valid text with bytes broken at random: stray continuations, truncations,
        // overlong forms, surrogates, values past U+10FFFF.
        let pieces: [[UInt8]] = [
            Array("s = spring(0.8, 0.4s)".utf8), Array("ü · ⠿ 😀".utf8), [0x80], [0xC0, 0xAF], [0xE0, 0x80, 0xAF],
            [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x9F, 0x98], [0xC3], [0x0A], [0xEF, 0xBB, 0xBF], [0xFF],
        ]
        var invalid = 0
        for _ in 0..<3_000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.below(6) { bytes += pieces[random.below(pieces.count)] }
            let expected = String(data: Data(bytes), encoding: .utf8)
            let decoded = UTF8Text.decode(bytes)
            #expect((decoded == nil) == (expected == nil), "\(bytes)")
            if let decoded { #expect(Array(decoded.utf8) == bytes, "decoding keeps every byte: \(bytes)") }
            if expected == nil { invalid += 1 }
        }
        #expect(invalid > 500, "the generator makes enough broken strings to mean something (\(invalid))")
    }

    @Test("the first line that is not UTF-8 is named")
    func firstInvalidLine() {
        #expect(UTF8Text.firstInvalidLine(Array("a\nb\nc".utf8)) == nil)
        #expect(UTF8Text.firstInvalidLine(Array("a\n".utf8) + [0xC3, 0x28] + Array("\nc".utf8)) == 2)
        #expect(UTF8Text.firstInvalidLine(Array("a\nb\n".utf8) + [0xFF]) == 3)
        #expect(UTF8Text.firstInvalidLine([0x80]) == 1)
    }

    @Test("folders: created with their parents, listed as FileManager lists them, checked for existence")
    func foldersAgreeWithFileManager() throws {
        let root = makeTemporaryDirectory()
        defer { removeDirectory(root) }
        let deep = root + "/a/b/c"
        guard case .success = FileSystem.createFolders(deep) else { Issue.record("could not create \(deep)"); return }
        guard case .success = FileSystem.createFolders(deep) else { Issue.record("creating an existing folder fails"); return }
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: deep, isDirectory: &isFolder) && isFolder.boolValue)
        for name in ["x.fluid", "ü y.fluid", ".hidden"] { _ = FileManager.default.createFile(atPath: root + "/a/" + name, contents: Data()) }
        let listed = FileSystem.entries(of: root + "/a")?.sorted()
        #expect(listed == (try FileManager.default.contentsOfDirectory(atPath: root + "/a")).sorted())
        #expect(listed == [".hidden", "b", "x.fluid", "ü y.fluid"])
        #expect(FileSystem.entries(of: root + "/missing") == nil)
        #expect(FileSystem.exists(root + "/a/x.fluid") && !FileSystem.exists(root + "/a/nothing"))
        // A file where a folder should be: a message, not a folder.
        guard case .failure(let error) = FileSystem.createFolders(root + "/a/x.fluid/inside") else {
            Issue.record("created a folder under a file"); return
        }
        #expect(!error.description.isEmpty)
    }

    @Test("the home folder is HOME, as FileManager says")
    func homeFolder() {
        #expect(FileSystem.homeFolder() == FileManager.default.homeDirectoryForCurrentUser.path)
    }
}
