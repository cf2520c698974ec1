import ArgumentParser
import Notebook

/// `--allow-read DIR` and `--allow-write DIR` for `run` and `check`: where a replayed
/// script may reach beyond its own folder and the sessions folder.
struct FileAccessOptions: ParsableArguments {
    @Option(name: .customLong("allow-read"), help: ArgumentHelp("Let scripts read files inside DIR too (repeatable). Scripts read only inside their own folder and the sessions folder otherwise.", valueName: "DIR"))
    var allowRead: [String] = []

    @Option(name: .customLong("allow-write"), help: ArgumentHelp("Let scripts write files inside DIR too (repeatable). Scripts write only inside the sessions folder otherwise.", valueName: "DIR"))
    var allowWrite: [String] = []

    /// The policy for replaying `scriptPath` with `store` as the sessions folder.
    func policy(forScript scriptPath: String, store: SessionStore) -> FileAccessPolicy {
        .script(at: scriptPath, sessionsFolder: store.directory, allowRead: allowRead, allowWrite: allowWrite)
    }
}
