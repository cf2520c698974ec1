import Foundation

/// Where `save` and `load` find session files: `sessions/` in the current folder, unless
/// the command line (`--sessions DIR`) or the environment (`FLUID_SESSIONS`) says otherwise.
public struct SessionStore: Equatable, Sendable {
    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// The command-line folder wins, then `FLUID_SESSIONS`, then `./sessions`.
    public static func resolve(option: String?, environment: [String: String]) -> SessionStore {
        if let option, !option.isEmpty { return SessionStore(directory: option) }
        if let env = environment["FLUID_SESSIONS"], !env.isEmpty { return SessionStore(directory: env) }
        return SessionStore(directory: "sessions")
    }

    /// The file for a session name: `NAME` → `DIR/NAME.fluid`. A name that contains a `/`
    /// or ends in `.fluid` is taken as a path as written, so `load examples/pip.fluid` works.
    public func path(for name: String) -> String {
        if name.contains("/") || name.hasSuffix(".fluid") { return name }
        return (directory as NSString).appendingPathComponent(name + ".fluid")
    }

    /// Why a name cannot be used to save, or nil when it can.
    public static func problem(withName name: String) -> String? {
        if name.isEmpty { return "give the session a name: save NAME" }
        if name.hasPrefix("-") { return "a session name cannot start with '-'" }
        if name.contains("\0") { return "a session name cannot contain a NUL byte" }
        let base = name.split(separator: "/").last.map(String.init) ?? name
        if base == "." || base == ".." || base.isEmpty { return "'\(name)' is not a file name" }
        return nil
    }

    /// The session names in the folder, sorted.
    public func names() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { $0.hasSuffix(".fluid") }.map { String($0.dropLast(6)) }.sorted()
    }
}
