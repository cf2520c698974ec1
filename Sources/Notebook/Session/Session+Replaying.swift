extension Session {
    /// A fresh session that replays the notebook at `path` the way `fluid run` and
    /// `fluid check` do, and the same from any working directory: the paths it names resolve
    /// against its own folder, it reads only inside its project and the sessions folder and
    /// writes only inside the sessions folder, plus the folders `allowRead` and `allowWrite`
    /// name (see ``NotebookPlace`` and ``FileAccessPolicy``).
    ///
    /// `store` is the sessions folder the command line or the environment named; nil means
    /// the project's own `sessions/`. `save` verifies a file with exactly this session
    /// (nil store, nothing allowed), so a file it saves checks clean without flags.
    public static func replaying(_ path: String, store: SessionStore?, display: DisplaySettings,
                                 allowRead: [String] = [], allowWrite: [String] = []) -> Session {
        let place = NotebookPlace(path)
        let store = store ?? SessionStore(directory: place.defaultSessionsFolder)
        let session = Session(store: store, display: display)
        session.folder = place.folder
        session.fileAccess = .script(at: place.file, sessionsFolder: store.directory, allowRead: allowRead, allowWrite: allowWrite)
        return session
    }
}
