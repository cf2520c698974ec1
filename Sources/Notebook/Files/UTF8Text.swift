/// Bytes read from a file as UTF-8 text, refusing what is not UTF-8 (rather than replacing
/// it with U+FFFD as `String(decoding:as:)` does).
enum UTF8Text {
    /// The text, or nil when `bytes` holds an ill-formed sequence (a stray continuation
    /// byte, a truncated sequence, an overlong form, a surrogate, or a value above U+10FFFF).
    static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
        guard isValid(bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text of a file the user wrote, or nil when it is not UTF-8: as ``decode(_:)``,
    /// without a byte-order mark at the start (``byteOrderMarkLength(_:)``), which editors on
    /// Windows write and which is no part of the text (a CSV's first column, a notebook's
    /// first line).
    static func fileText(_ bytes: [UInt8]) -> String? {
        decode(bytes[byteOrderMarkLength(bytes)...])
    }

    /// 3 when `bytes` starts with UTF-8's byte-order mark (EF BB BF, U+FEFF), else 0.
    static func byteOrderMarkLength<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Whether `bytes` is well-formed UTF-8 (the standard library's own decoder decides).
    static func isValid<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        // ASCII is valid on its own; only the rest goes through the decoder.
        if bytes.allSatisfy({ $0 < 0x80 }) { return true }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// The 1-based number of the first line holding bytes that are not UTF-8, nil when all
    /// are.
    static func firstInvalidLine(_ bytes: [UInt8]) -> Int? {
        var line = 1
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            if !isValid(bytes[start..<index]) { return line }
            line += 1
            start = index + 1
        }
        return isValid(bytes[start...]) ? nil : line
    }
}
