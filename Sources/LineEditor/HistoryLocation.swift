
/// Where the history of past lines is kept.
///
/// In order: `FLUID_HISTORY` (a full path; set but empty turns history off), then
/// `$XDG_STATE_HOME/fluid/history` (the XDG base directory rules: only an absolute
/// path counts), then `$HOME/.local/state/fluid/history`. With none of them there is
/// no history file.
public struct HistoryLocation: Equatable, Sendable {
    /// The history file, or nil when history is not kept across runs.
    public var path: String?

    public init(environment: [String: String]) {
        path = Self.resolve(environment)
    }

    /// The location for this process's environment.
    public static func current() -> HistoryLocation {
        var environment: [String: String] = [:]
        for name in ["FLUID_HISTORY", "XDG_STATE_HOME", "HOME"] {
            if let value = SystemCalls.environment(name) { environment[name] = value }
        }
        return HistoryLocation(environment: environment)
    }

    private static func resolve(_ environment: [String: String]) -> String? {
        if let explicit = environment["FLUID_HISTORY"] {
            return explicit.isEmpty ? nil : explicit
        }
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return joined(state, "fluid/history")
        }
        if let home = environment["HOME"], !home.isEmpty {
            return joined(home, ".local/state/fluid/history")
        }
        return nil
    }

    private static func joined(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }
}
