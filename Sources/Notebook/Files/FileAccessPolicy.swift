/// Which files a session may read and write.
///
/// At the prompt (and for piped input) a person is typing, so nothing is restricted. A
/// replayed script (`fluid run`, `fluid check`, and the replay `save` verifies with) is
/// someone else's text: it may read only inside its project (see ``NotebookPlace``: the
/// nearest folder up from the script holding `.git`, `Package.swift` or `.fluid-root`,
/// else the script's own folder) and the sessions folder, and write only inside the
/// sessions folder, unless the command line allows more (`--allow-read DIR`,
/// `--allow-write DIR`).
///
/// A script's messages name paths inside its project relative to the script's folder
/// (`data/flick.csv`, `../sessions`), so a transcript that records one reads the same on
/// every machine; paths outside it are named in full, and so is the folder in the
/// `--allow-…` hint, which is typed on a command line in some other folder.
///
/// Paths are compared after resolving `..`, `.` and symbolic links (of the file, or of its
/// folder when the file does not exist yet), so `examples/../../etc/x` and a link that
/// points out of the folder are both outside it. Every file a session reads or writes goes
/// through ``problem(reading:)`` or ``problem(writing:)``: `load`, `save`, and any reader
/// a command adds (wrap it with the policy).
public struct FileAccessPolicy: Equatable, Sendable {
    /// Folders (resolved, absolute) inside which reading is allowed; nil: anywhere.
    public private(set) var readableFolders: [String]?
    /// Folders (resolved, absolute) inside which writing is allowed; nil: anywhere.
    public private(set) var writableFolders: [String]?
    /// For a script: its place, from which messages name the paths inside its project.
    public private(set) var place: NotebookPlace?
    /// Set for a replay that must leave every file as it was (`fluid export`, its `--check`,
    /// the build plugin's export): a line that writes a file (`save`, `plot …, to:`,
    /// `play …, to:`) is skipped with a note instead of run, ``problem(writing:)`` refuses
    /// every path, and ``AtomicFile`` refuses every write made under this policy, so the
    /// disk is not touched (not even a folder created).
    public var writesNothing = false

    /// Why nothing is written under a policy that ``writesNothing``.
    public static let writesNothingReason = "this replay writes no files (fluid export replays a notebook without running its saves and file writes)"

    /// Everything allowed: the prompt.
    public static let unrestricted = FileAccessPolicy(readableFolders: nil, writableFolders: nil)

    public init(readableFolders: [String]?, writableFolders: [String]?) {
        self.readableFolders = readableFolders.map { $0.map(Self.resolved) }
        self.writableFolders = writableFolders.map { $0.map(Self.resolved) }
    }

    /// The policy for replaying the script at `scriptPath`: read inside its project and
    /// `sessionsFolder`, write inside `sessionsFolder`, plus what the command line allows.
    ///
    /// The sessions folder counts where it stands, not where a link there leads: a
    /// `sessions` that is a link (planted beside a notebook, say) opens nothing outside, since
    /// every file is checked on its real path. The script's folder and the `--allow-…`
    /// folders are the user's own words and are followed.
    public static func script(at scriptPath: String, sessionsFolder: String,
                              allowRead: [String] = [], allowWrite: [String] = []) -> FileAccessPolicy {
        let place = NotebookPlace(scriptPath)
        var policy = FileAccessPolicy(
            readableFolders: [place.project] + allowRead + allowWrite,
            writableFolders: allowWrite)
        policy.place = place
        let sessions = resolvedParent(sessionsFolder)
        policy.readableFolders?.insert(sessions, at: 1)
        policy.writableFolders?.insert(sessions, at: 0)
        return policy
    }

    /// Why the file whose real path (every link resolved, as the system opened it) is
    /// `realPath` may not be read, or nil when it may. `path` is how the script named it.
    public func problem(reading path: String, realPath: String) -> String? {
        problem(readableFolders, "read", path: path, target: realPath, shown: "leads to \(shown(realPath)), outside")
    }

    /// Why a file just created for writing, whose real path is `realPath`, may not be kept,
    /// or nil when it may.
    public func problem(writing path: String, realPath: String) -> String? {
        if writesNothing { return Self.writesNothingReason }
        return problem(writableFolders, "write", path: path, target: realPath, shown: "leads to \(shown(realPath)), outside")
    }

    /// Why `path` may not be read, or nil when it may.
    public func problem(reading path: String) -> String? {
        guard readableFolders != nil else { return nil }
        return problem(readableFolders, "read", path: path, target: Self.resolved(path), shown: "is outside")
    }

    /// Why `path` may not be written, or nil when it may.
    public func problem(writing path: String) -> String? {
        if writesNothing { return Self.writesNothingReason }
        guard writableFolders != nil else { return nil }
        return problem(writableFolders, "write", path: path, target: Self.resolved(path), shown: "is outside")
    }

    /// The refusal for `path` (resolved: `target`) when it lies outside every folder, with
    /// the flag that would allow it; nil when a folder holds it or nothing is restricted.
    private func problem(_ folders: [String]?, _ verb: String, path: String, target: String, shown placement: String) -> String? {
        guard let folders, !folders.contains(where: { Self.contains($0, target) }) else { return nil }
        return "this script may \(verb) files only inside \(list(folders)); \(shown(path)) \(placement). "
            + "To allow it, run with --allow-\(verb) \(Self.directoryName(of: target))"
    }

    /// How messages name `path`: for a script, relative to its folder when it is an absolute
    /// path inside its project; otherwise as given.
    public func shown(_ path: String) -> String {
        guard let place, path.hasPrefix("/") else { return path }
        // As written when that is inside (a link that leads out is still named as the
        // script named it), else resolved, as the project is (macOS's /var is /private/var).
        for candidate in [PathText.normalised(path), Self.resolved(path)] where Self.contains(place.project, candidate) {
            return PathText.relative(candidate, from: place.folder)
        }
        return path
    }

    // MARK: Paths

    /// Whether the resolved path `target` is `folder` or inside it.
    static func contains(_ folder: String, _ target: String) -> Bool {
        folder == "/" || target == folder || target.hasPrefix(folder + "/")
    }

    /// `path` absolute, its folder resolved (links followed) and its last component kept as
    /// written, so a link there is not followed.
    static func resolvedParent(_ path: String) -> String {
        let absolute = PathText.normalised(path.hasPrefix("/") ? path : SystemPaths.currentDirectory() + "/" + path)
        guard absolute != "/" else { return "/" }
        let parent = PathText.parent(absolute)
        let name = PathText.lastComponent(absolute)
        let resolvedFolder = resolved(parent)
        return resolvedFolder == "/" ? "/" + name : resolvedFolder + "/" + name
    }

    /// `path` made absolute, with `.`, `..` and symbolic links resolved as far as the path
    /// exists; the part that does not exist yet is appended, normalised as text.
    static func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : SystemPaths.currentDirectory() + "/" + path
        // Links are resolved by the system (realpath) for the part that exists, so a
        // `link/..` means what the kernel makes of it; only the missing tail is normalised
        // as text, where there is no link to follow.
        var existing = absolute
        while existing.count > 1, existing.hasSuffix("/") { existing.removeLast() }
        var missing: [String] = []
        while true {
            if let real = SystemPaths.resolved(existing) {
                let joined = ([real == "/" ? "" : real] + missing.reversed()).joined(separator: "/")
                return joined.isEmpty ? "/" : PathText.normalised(joined)
            }
            guard existing != "/", let slash = existing.lastIndex(of: "/") else { return PathText.normalised(absolute) }
            missing.append(String(existing[existing.index(after: slash)...]))
            existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
        }
    }

    static func directoryName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private func list(_ folders: [String]) -> String {
        var unique: [String] = []
        for folder in folders.map(shown) where !unique.contains(folder) { unique.append(folder) }
        return unique.joined(separator: ", ")
    }
}
