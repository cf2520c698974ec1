import FluidLanguage
import Foundation
import FuzzDriver
import Notebook

/// libFuzzer's entry point: one input, any bytes. The first byte chooses what is fuzzed:
///
/// - `P`: the rest is one line for the lexer and parser alone.
/// - `F`: the rest is a session file: parsed, then replayed in a fresh session (what `load`,
///   `run` and `check` do), then saved back.
/// - `X`: the extreme-value battery (`ExtremeValueBattery`, shared with the test suite): two
///   numbers, each one byte (below 0x80: one of the battery's numbers) or a byte and eight
///   more (a double's bits, written as a literal when finite), then one byte per use of the
///   battery to run, at most 16 (all of them when none is given), live models drawn.
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
    case UInt8(ascii: "X"):
        var rest = bytes.dropFirst()
        let a = FuzzFolder.number(&rest), b = FuzzFolder.number(&rest)
        let session = Session(store: FuzzFolder.store, display: .transcript)
        session.folder = FuzzFolder.store.directory
        _ = ExtremeValueBattery.run(a, b, uses: rest.isEmpty ? nil : rest.prefix(16).map(Int.init), in: session)
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

    /// A number for the battery taken from the front of `bytes`: one byte below 0x80 names
    /// one of the battery's numbers; a byte from 0x80 is followed by a double's eight bytes,
    /// written as Swift prints it when finite (`1e+308`, `-0.0`, `5e-324`), else the
    /// battery's number that byte names.
    static func number(_ bytes: inout ArraySlice<UInt8>) -> String {
        let numbers = ExtremeValueBattery.numbers
        guard let first = bytes.popFirst() else { return numbers[0] }
        guard first >= 0x80, bytes.count >= 8 else { return numbers[Int(first) % numbers.count] }
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(bytes.popFirst() ?? 0) }
        let value = Double(bitPattern: bits)
        return value.isFinite ? "\(value)" : numbers[Int(first) % numbers.count]
    }

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
