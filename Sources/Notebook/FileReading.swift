import Foundation
import FluidLanguage

extension Session {
    /// A file reader for the language (`trace("flick.csv")`): a path is read as UTF-8 text,
    /// relative to `directory` unless it starts with `/` (or `~/`, the home folder). It
    /// throws `FileReadError` with a message a designer can act on. A replayed script's
    /// `access` policy may refuse the path (see ``FileAccessPolicy``).
    public static func fileReader(relativeTo directory: String, access: FileAccessPolicy = .unrestricted) -> FileReader {
        { path in
            guard !path.isEmpty else { throw FileReadError("the path is empty; give a file name like \"flick.csv\"") }
            var full = path
            if path.hasPrefix("~/") {
                full = FileManager.default.homeDirectoryForCurrentUser.path + String(path.dropFirst())
            } else if !path.hasPrefix("/") {
                full = directory.hasSuffix("/") ? directory + path : directory + "/" + path
            }
            if let problem = access.problem(reading: full) { throw FileReadError(problem) }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) else {
                throw FileReadError("no such file (looked for \(full))")
            }
            guard !isDirectory.boolValue else { throw FileReadError("it is a folder, not a file") }
            guard let data = FileManager.default.contents(atPath: full) else {
                throw FileReadError("the file cannot be opened (check its permissions)")
            }
            guard data.count <= 64 << 20 else { throw FileReadError("the file is larger than 64 MB") }
            guard let text = String(data: data, encoding: .utf8) else {
                throw FileReadError("the file is not UTF-8 text")
            }
            return text
        }
    }
}
