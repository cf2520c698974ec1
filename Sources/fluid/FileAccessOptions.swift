import ArgumentParser
import Notebook

/// `--allow-read DIR` and `--allow-write DIR` for `run` and `check`: where a replayed
/// script may reach beyond its project and the sessions folder.
struct FileAccessOptions: ParsableArguments {
    @Option(name: .customLong("allow-read"),
            help: ArgumentHelp("Let scripts read files inside DIR too (repeatable). "
                             + "Scripts read only inside their project and the sessions folder otherwise.", valueName: "DIR"))
    var allowRead: [String] = []

    @Option(name: .customLong("allow-write"),
            help: ArgumentHelp("Let scripts write files inside DIR too (repeatable). Scripts write only inside the sessions folder otherwise.",
                               valueName: "DIR"))
    var allowWrite: [String] = []

    /// A session that replays the notebook at `path` (see `Session.replaying`), with the
    /// sessions folder the command line or the environment named (nil: the project's).
    func session(replaying path: String, store: SessionStore?, display: DisplaySettings) -> Session {
        .replaying(path, store: store, display: display, allowRead: allowRead, allowWrite: allowWrite)
    }
}
