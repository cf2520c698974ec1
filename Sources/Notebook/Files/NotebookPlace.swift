
/// Where a notebook file stands, found the same way from any working directory: its own
/// folder (against which the paths it names resolve), and the project it belongs to (the
/// tree a replay of it may read).
///
/// **The project** is the nearest folder, starting at the notebook's own and going up,
/// that holds a `.git` (a folder, or the file a git worktree has), a `Package.swift` or a
/// `.fluid-root` marker (an empty file that says "this tree is one project"); when no
/// ancestor holds one, it is the notebook's folder. The notebook's path is first made
/// absolute (against the working directory, once) and its folder resolved (links
/// followed), so `examples/pip.fluid` from the repository and `pip.fluid` from `examples/`
/// find the same project.
///
/// **The sessions folder** of a replayed notebook is, unless `--sessions` or
/// `FLUID_SESSIONS` say otherwise, `sessions/` at the top of its project: the folder the
/// prompt uses when started there.
public struct NotebookPlace: Equatable, Sendable {
    /// The notebook's absolute path, its folder resolved.
    public var file: String
    /// The folder that holds it (resolved, absolute): paths the notebook names start here.
    public var folder: String
    /// The top of its project (resolved, absolute).
    public var project: String

    /// The files whose presence marks the top of a project.
    public static let projectMarkers = [".git", "Package.swift", ".fluid-root"]

    /// The place of the notebook at `path` (absolute, or relative to the working directory).
    public init(_ path: String) {
        file = FileAccessPolicy.resolvedParent(path)
        folder = FileAccessPolicy.directoryName(of: file)
        project = Self.project(above: folder)
    }

    /// The sessions folder a replay of this notebook uses when nothing names one.
    public var defaultSessionsFolder: String {
        PathText.appending("sessions", to: project)
    }

    /// The nearest of `folder` and its ancestors holding a project marker; `folder` when none does.
    static func project(above folder: String) -> String {
        var candidate = folder
        while true {
            for marker in projectMarkers
            where FileSystem.exists(PathText.appending(marker, to: candidate)) {
                return candidate
            }
            guard candidate != "/" else { return folder }
            candidate = FileAccessPolicy.directoryName(of: candidate)
        }
    }
}

extension NotebookPlace {
    /// `path` made absolute: as is when it starts with `/`, in the home folder for `~/`, else
    /// inside `folder`.
    static func absolute(_ path: String, in folder: String) -> String {
        if path.hasPrefix("/") { return path }
        if path.hasPrefix("~/") { return PathText.appending(String(path.dropFirst(2)), to: FileSystem.homeFolder()) }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}
