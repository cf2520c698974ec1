
/// Reads lines from a file descriptor (standard input by default) with no prompt and
/// no escape codes: for `fluid < script` and `echo … | fluid`.
///
/// Lines end at `\n`; a `\r` before it is dropped, and so is a UTF-8 byte-order mark
/// at the very start. Bytes that are not UTF-8 become U+FFFD rather than an error. A
/// last line without a newline still counts.
public final class StreamLineReader: LineReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var reachedEnd = false
    private var isFirstLine = true

    public init(fileDescriptor: Int32 = 0 /* standard input */) {
        descriptor = fileDescriptor
    }

    public func readLine(prompt: String) -> LineReadResult {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = decode(buffer[start..<newline])
                start = newline + 1
                compact()
                return .line(line)
            }
            if reachedEnd {
                guard start < buffer.count else { return .endOfInput }
                let line = decode(buffer[start...])
                start = buffer.count
                return .line(line)
            }
            switch fill() {
            case .interrupted: return .interrupted
            case .ok: continue
            }
        }
    }

    private enum Fill { case ok, interrupted }

    private func fill() -> Fill {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = SystemCalls.read(descriptor, into: &chunk)
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
            } else if count == -Int(SystemCalls.interrupted) {
                if InterruptFlag.take() { return .interrupted }
                continue
            } else {
                reachedEnd = true // end of input, or an error that input cannot recover from
            }
            return .ok
        }
    }

    private func decode(_ bytes: ArraySlice<UInt8>) -> String {
        var line = bytes
        if isFirstLine {
            isFirstLine = false
            if line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
        }
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        return String(decoding: line, as: UTF8.self)
    }

    private func compact() {
        if start >= 65536 {
            buffer.removeFirst(start)
            start = 0
        }
    }
}
