/// A whole file read as UTF-8 text, outside any replay's sandbox (the command line reading
/// the file it is about to compare or overwrite).
public enum FileText {
    /// The file's text; nil when it is missing, unreadable, larger than `limit` bytes or not
    /// UTF-8.
    public static func read(_ path: String, limit: Int = 64_000_000) -> String? {
        guard let bytes = try? SandboxedRead.bytes(path, access: .unrestricted, limit: limit) else { return nil }
        return UTF8Text.decode(bytes)
    }
}
