import FluidLanguage
import Foundation
import FuzzDriver
import Notebook

/// libFuzzer's entry point: one input, any bytes. The first byte chooses what is fuzzed:
///
/// - `P`: the rest is one line for the lexer and parser alone.
/// - `F`: the rest is a session file: parsed, then replayed in a fresh session (what `load`,
///   `run` and `check` do), then saved back.
/// - anything else: the whole input is lines typed into a fresh session, one after another
///   (statements, definitions, commands, plots, save and load).
///
/// Bytes are decoded as `fluid`'s stream reader decodes them (invalid UTF-8 becomes U+FFFD).
/// Sessions save into a private folder under /dev/shm (or /tmp), made once per process.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch bytes.first {
    case UInt8(ascii: "P"):
        let line = String(decoding: bytes.dropFirst(), as: UTF8.self)
        _ = Parser.parse(line, commands: FuzzFolder.commands)
    case UInt8(ascii: "F"):
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        guard let file = try? SessionFile.parse(text) else { return 0 }
        let session = Session(store: FuzzFolder.store, display: .transcript)
        _ = Replayer.replay(file, in: session)
        _ = session.run("save replayed")
    default:
        let session = Session(store: FuzzFolder.store, display: .transcript)
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            if session.run(String(decoding: line, as: UTF8.self)).quit { break }
        }
    }
    return 0
}

enum FuzzFolder {
    /// Removed when the process exits.
    nonisolated(unsafe) static var folder: String?

    /// The notebook's command words, as the parser sees them in a session.
    static let commands = Session(store: store).interpreter.commands

    /// A fresh folder for this process's saves.
    static let store: SessionStore = {
        let base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
        var template = Array("\(base)/fluid-fuzz-XXXXXX".utf8CString)
        let path = template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) } ?? "\(base)/fluid-fuzz"
        }
        folder = path
        atexit { if let folder = FuzzFolder.folder { try? FileManager.default.removeItem(atPath: folder) } }
        return SessionStore(directory: path)
    }()
}
