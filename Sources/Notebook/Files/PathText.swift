/// Paths as text, the way the file system reads them: components separated by `/`, the last
/// one the name. Nothing here touches the disk or follows a link (``FileAccessPolicy``
/// resolves paths against the system).
///
/// Trailing slashes do not make an empty last component: `a/b/` names `b` inside `a`.
public enum PathText {
    /// The last component: `sessions/drawer.fluid` → `drawer.fluid`; `/` → `/`; `` → ``.
    public static func lastComponent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The path without its last component: `sessions/drawer.fluid` → `sessions`,
    /// `/drawer.fluid` → `/`, `drawer.fluid` → `` (no folder was written), `/` → `/`.
    public static func parent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = withoutTrailingSlashes(String(trimmed[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    /// `name` inside `folder`, with one `/` between them: (`sessions`, `a.fluid`) →
    /// `sessions/a.fluid`; an empty folder leaves `name` as it is.
    public static func appending(_ name: String, to folder: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The last component without its extension: `notes/drawer.fluid` → `drawer`. A name
    /// that starts with its only dot (`.fluid`) has no extension and is kept whole.
    public static func stem(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return String(path)
    }
}
