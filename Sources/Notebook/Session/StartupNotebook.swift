import FluidLanguage

/// The notebook run when the prompt starts, as Julia runs `startup.jl` and IPython its
/// startup files: `$XDG_CONFIG_HOME/fluid/init.fluid`, else `~/.config/fluid/init.fluid`.
/// It is loaded like `load` (all or nothing, its bindings, settings and pins kept); a
/// failure is reported under the banner and fluid goes on without it.
public enum StartupNotebook {
    /// Where the startup notebook is for this environment; nil without a home folder.
    public static func path(environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return config + "/fluid/init.fluid"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/fluid/init.fluid"
    }
}

extension Session {
    /// Loads the startup notebook at `path` if there is one: nil when there is no such file,
    /// else what the load said (a failure says fluid goes on without it).
    ///
    /// The load is one line, as if typed at the prompt: its lines share one step budget
    /// (``LineBudget``) and stop at Ctrl-C, so a huge or runaway startup notebook holds
    /// the prompt about as long as any line may, then is skipped.
    public func runStartupNotebook(at path: String) -> Response? {
        guard FileSystem.exists(path) else { return nil }
        interpreter.budget = LineBudget()
        defer { interpreter.budget = nil }
        var response = LoadCommand.load(path, in: CommandContext(self))
        if response.failed {
            response.blocks.append(.prose("(\(PathText.lastComponent(path)) was skipped; fluid goes on without it)"))
        }
        response.display = display
        return response
    }
}
