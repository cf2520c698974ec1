
/// Where `save` and `load` find session files: `sessions/` in the current folder, unless
/// the command line (`--sessions DIR`) or the environment (`FLUID_SESSIONS`) says otherwise.
public struct SessionStore: Equatable, Sendable {
    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// The command-line folder wins, then `FLUID_SESSIONS`, then `./sessions`.
    public static func resolve(option: String?, environment: [String: String]) -> SessionStore {
        named(option: option, environment: environment) ?? SessionStore(directory: "sessions")
    }

    /// The folder the command line or `FLUID_SESSIONS` names; nil when neither does (a
    /// replayed notebook then uses its project's `sessions/`, see ``NotebookPlace``).
    public static func named(option: String?, environment: [String: String]) -> SessionStore? {
        if let option, !option.isEmpty { return SessionStore(directory: option) }
        if let env = environment["FLUID_SESSIONS"], !env.isEmpty { return SessionStore(directory: env) }
        return nil
    }

    /// The file for a session name: `NAME` → `DIR/NAME.fluid`. A name that contains a `/`
    /// or ends in `.fluid` is taken as a path as written, so `load examples/pip.fluid` works.
    public func path(for name: String) -> String {
        if Self.isPath(name) { return name }
        return PathText.appending(name + ".fluid", to: directory)
    }

    /// Whether `load` takes `name` as a path (it holds a `/` or ends in `.fluid`) rather
    /// than a session name.
    public static func isPath(_ name: String) -> Bool {
        name.contains("/") || name.hasSuffix(".fluid")
    }

    /// Why a name cannot be used to save, or nil when it can. `save` writes only inside
    /// the sessions folder: a name is letters, digits, `_`, `-` and inner dots (a trailing
    /// `.fluid` is allowed and dropped by ``saveName(_:)``).
    public static func problem(withName name: String) -> String? {
        let base = saveName(name)
        if base.isEmpty { return "give the session a name: save NAME" }
        if base.contains("/") {
            return "save writes into the sessions folder, so the name cannot contain '/'; use --sessions DIR or FLUID_SESSIONS to choose the folder"
        }
        if base.hasPrefix(".") || base.hasPrefix("-") { return "a session name cannot start with '\(base.first!)'" }
        if let bad = base.first(where: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == ".") }) {
            return "a session name can hold letters, digits, '_', '-' and '.', not '\(bad)'"
        }
        return nil
    }

    /// The name `save` uses: without a trailing `.fluid`.
    public static func saveName(_ name: String) -> String {
        name.hasSuffix(".fluid") ? String(name.dropLast(6)) : name
    }

    /// The file `save NAME` writes: always inside the folder.
    public func savePath(for name: String) -> String {
        PathText.appending(Self.saveName(name) + ".fluid", to: directory)
    }

    /// The session names in the folder, sorted.
    public func names() -> [String] {
        let files = FileSystem.entries(of: directory) ?? []
        return files.filter { $0.hasSuffix(".fluid") }.map { String($0.dropLast(6)) }.sorted()
    }
}
