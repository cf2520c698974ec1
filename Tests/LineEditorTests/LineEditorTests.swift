import Testing

/// Every suite of this target nests in here and runs one test at a time: the
/// pseudo-terminal test forks, and a fork is only safe while no other test thread is
/// in the middle of something.
@Suite(.serialized) struct LineEditorTests {}

import Foundation

/// A fresh directory under the system's temporary directory, removed by `body`'s end.
func withTemporaryDirectory<T>(_ body: (String) throws -> T) rethrows -> T {
    var template = Array("/tmp/fluid-lineeditor-XXXXXX".utf8CString)
    let directory = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
    defer { removeTree(directory) }
    return try body(directory)
}

func removeTree(_ path: String) {
    if let handle = opendir(path) {
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name == "." || name == ".." { continue }
            removeTree(path + "/" + name)
        }
        closedir(handle)
        rmdir(path)
    } else {
        unlink(path)
    }
}

func directoryEntries(_ path: String) -> [String] {
    guard let handle = opendir(path) else { return [] }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
        if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
}

func fileBytes(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count == 0 { return bytes }
        bytes += chunk[..<count]
    }
}

func writeFile(_ path: String, _ bytes: [UInt8]) {
    let file = fopen(path, "wb")!
    fwrite(bytes, 1, bytes.count, file)
    fclose(file)
}
