internal import SystemPackage

/// Paths as text, the way the file system reads them, through swift-system's `FilePath`:
/// components separated by `/`, the last one the name. Nothing here touches the disk or
/// follows a link (``FileAccessPolicy`` resolves paths against the system).
///
/// `FilePath` reads a path as the system does: repeated slashes are one (`a//b` is `a/b`),
/// trailing slashes make no empty last component (`a/b/` names `b` inside `a`), and the text
/// ends at a NUL byte, where C's calls end it. `.` and `..` are kept as written.
public enum PathText {
    /// The last component: `sessions/drawer.fluid` → `drawer.fluid`; `/` → `/`; `` → ``.
    public static func lastComponent(_ path: String) -> String {
        let path = FilePath(path)
        return path.lastComponent?.string ?? path.string
    }

    /// The path without its last component: `sessions/drawer.fluid` → `sessions`,
    /// `/drawer.fluid` → `/`, `drawer.fluid` → `` (no folder was written), `/` → `/`.
    public static func parent(_ path: String) -> String {
        FilePath(path).removingLastComponent().string
    }

    /// `name` inside `folder`, with one `/` between them: (`sessions`, `a.fluid`) →
    /// `sessions/a.fluid`; an empty folder leaves `name` as it is.
    public static func appending(_ name: String, to folder: String) -> String {
        FilePath(folder).appending(name).string
    }

    /// The last component without its extension: `notes/drawer.fluid` → `drawer`. A name
    /// that starts with its only dot (`.fluid`) has no extension and is kept whole.
    public static func stem(_ path: String) -> String {
        FilePath(path).stem ?? lastComponent(path)
    }

    /// `path` (absolute) with empty and `.` components removed and each `..` applied to the
    /// component before it, as text (`FilePath.lexicallyNormalize`): `/a/./b/../c` → `/a/c`,
    /// `/..` → `/`. Nothing is resolved on disk: for the part of a path that does not exist,
    /// where there is no link to follow. A relative `path` is read from the root.
    public static func normalised(_ path: String) -> String {
        var normal = FilePath("/").pushing(FilePath(path))
        normal.lexicallyNormalize()
        return normal.string
    }

    /// `target` as a path relative to `folder`, both absolute, compared component by
    /// component after ``normalised(_:)``: `data/flick.csv`, `../examples/data/flick.csv`,
    /// `.` for the folder itself.
    public static func relative(_ target: String, from folder: String) -> String {
        let to = Array(FilePath(normalised(target)).components)
        let from = Array(FilePath(normalised(folder)).components)
        var shared = 0
        while shared < to.count, shared < from.count, to[shared] == from[shared] { shared += 1 }
        let parts = Array(repeating: "..", count: from.count - shared) + to[shared...].map(\.string)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
