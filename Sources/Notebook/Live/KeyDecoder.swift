/// Turns the bytes a terminal sends into keys.
///
/// Arrows come as `ESC [ A`…`ESC [ D` (normal cursor mode) or `ESC O A`…`ESC O D`
/// (application cursor mode, which tmux and some terminals use); a modifier form such as
/// `ESC [ 1 ; 5 C` (Ctrl-→) counts as the plain arrow. A lone `ESC` is the Esc key only
/// when nothing follows it: the caller passes `final: true` once a short wait (≈ 50 ms)
/// brought no more bytes, since an arrow's bytes may arrive split across reads.
/// `ESC [ I` (focus in, under mode 1004) is `focusIn`. Unknown escape sequences are dropped
/// whole; UTF-8 characters are decoded.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// Bytes still waiting for the rest of a sequence (an `ESC` so far, say).
    public var hasPending: Bool { !pending.isEmpty }

    /// Adds `bytes` and returns the keys they complete. With `final`, a pending lone `ESC`
    /// (or a cut-off sequence) is taken as Esc.
    public mutating func feed(_ bytes: [UInt8], final: Bool = false) -> [LiveKey] {
        pending += bytes
        var keys: [LiveKey] = []
        var i = 0
        scan: while i < pending.count {
            let byte = pending[i]
            switch byte {
            case 0x1B:
                guard i + 1 < pending.count else {
                    if final { keys.append(.escape); i += 1; continue scan }
                    break scan
                }
                let kind = pending[i + 1]
                guard kind == UInt8(ascii: "[") || kind == UInt8(ascii: "O") else {
                    // ESC then something else: Esc, then that key on its own.
                    keys.append(.escape)
                    i += 1
                    continue scan
                }
                // Parameters (digits, ';') until a final byte in 0x40…0x7E.
                var j = i + 2
                while j < pending.count, !(0x40...0x7E).contains(pending[j]) { j += 1 }
                guard j < pending.count else {
                    if final { keys.append(.escape); i = pending.count; continue scan }
                    break scan
                }
                switch pending[j] {
                case UInt8(ascii: "A"): keys.append(.up)
                case UInt8(ascii: "B"): keys.append(.down)
                case UInt8(ascii: "C"): keys.append(.right)
                case UInt8(ascii: "D"): keys.append(.left)
                case UInt8(ascii: "I") where kind == UInt8(ascii: "[") && j == i + 2: keys.append(.focusIn)
                default: break
                }
                i = j + 1
            case 0x0D, 0x0A:
                keys.append(.enter)
                i += 1
            case 0x03:
                keys.append(.interrupt)
                i += 1
            case 0x09:
                keys.append(.tab)
                i += 1
            case 0x7F, 0x08:
                keys.append(.backspace)
                i += 1
            case 0x20...0x7E:
                keys.append(.character(Character(Unicode.Scalar(byte))))
                i += 1
            case 0xC0...0xF7:
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                guard i + length <= pending.count else {
                    if final { i = pending.count; continue scan }
                    break scan
                }
                if let text = String(validating: pending[i..<i + length], as: UTF8.self), let c = text.first {
                    keys.append(.character(c))
                }
                i += length
            default:
                // Other control bytes and stray continuation bytes mean nothing here.
                i += 1
            }
        }
        pending.removeFirst(i)
        return keys
    }
}
