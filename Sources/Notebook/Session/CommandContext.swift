import FluidLanguage

/// What a command works through: the bindings (the interpreter), the display settings, the
/// files it may touch, the live modes it may ask for, and the pins. A command never holds
/// the session; it gets this narrow view of it for one line (`Session.run(_:line:)`), so what
/// a command can change is written here and nowhere else.
struct CommandContext {
    private let session: Session

    init(_ session: Session) { self.session = session }

    // MARK: Bindings and settings

    /// The bindings, the language's settings (digits, limits) and the line's step budget.
    var interpreter: Interpreter { session.interpreter }

    /// How results are printed and drawn (width, height, style, colour, graphics).
    var display: DisplaySettings {
        get { session.display }
        nonmutating set { session.display = newValue }
    }

    // MARK: Files

    /// The folder the paths a line names resolve against (see ``Session/folder``).
    var folder: String { session.folder }
    /// Which files the line may read and write (see ``FileAccessPolicy``).
    var fileAccess: FileAccessPolicy { session.fileAccess }
    /// The saved sessions (`save NAME`, `load NAME`).
    var store: SessionStore { session.store }

    /// Notes that the sandbox refused a read this line asked for (see ``RefusedReads``).
    func noteRefusedRead() { session.refusedReads.note() }

    /// How messages name the file at `path` (see ``Session/shown(_:written:)``).
    func shown(_ path: String, written: String) -> String { session.shown(path, written: written) }

    // MARK: The line's work

    /// Whether Ctrl-C was pressed during the line being run.
    var isInterrupted: Bool { session.isInterrupted }
    /// The step limit's message when the line being run has spent its budget, else nil.
    var spentBudget: Diagnostic? { session.spentBudget }

    /// What a command says when Ctrl-C stopped it before it kept anything.
    static func interrupted(_ what: String) -> String { Session.interrupted(what) }

    /// A line of its own run in this session (`pin`'s line, parsed and run now).
    func parse(_ line: String) -> (Statement?, Response) { session.parse(line) }
    func execute(_ statement: Statement, line: String) -> Response { session.execute(statement, line: line) }

    // MARK: Live modes

    /// Whether the executable can run live modes (`tune`, `play`): the session is at a terminal.
    var liveTerminal: Bool { session.liveTerminal }

    /// Leaves a live mode for the executable to run after this line (`Session.takeLiveRequest`).
    func request(_ live: LiveRequest) { session.liveRequest = live }

    // MARK: Pins

    /// The lines kept on show, in the order they were pinned.
    var pins: [Pin] {
        get { session.pins }
        nonmutating set { session.pins = newValue }
    }

    /// Keeps `source` on show as the next pin, numbered after every pin this session has had.
    @discardableResult
    func addPin(source: String, statement: Statement) -> Pin {
        session.nextPinNumber += 1
        let pin = Pin(number: session.nextPinNumber, source: source, statement: statement)
        session.pins.append(pin)
        return pin
    }

    // MARK: Loading and saving

    /// The files being loaded, outermost first (see ``Session/loadChain``).
    var loadChain: [String] { session.loadChain }
    /// Files loaded so far by the top-level line (see ``Session/loadCount``).
    var loadCount: LoadCount {
        get { session.loadCount }
        nonmutating set { session.loadCount = newValue }
    }
    /// The notebook this session was last loaded from, whose layout `save` keeps.
    var loadedFrom: LoadedNotebook? {
        get { session.loadedFrom }
        nonmutating set { session.loadedFrom = newValue }
    }

    /// A fresh session that runs the file at `identity` (resolved) for `load`, part of this
    /// line: its store, display, limits, file access, Ctrl-C and step budget are this one's,
    /// and its paths resolve against `folder`.
    func loadingSession(of identity: String, folder: String) -> Session {
        let fresh = Session(store: session.store, display: session.display)
        fresh.loadChain = session.loadChain + [identity]
        fresh.loadCount = session.loadCount
        fresh.interpreter.settings.limits = session.interpreter.settings.limits
        fresh.works(for: session)
        fresh.fileAccess = session.fileAccess
        fresh.folder = folder
        return fresh
    }

    /// A fresh session that replays the file at `path` as `fluid check` will (no flags, the
    /// project's sandbox), part of this line: `save` records outputs with it.
    func replayingSession(as path: String) -> Session {
        let replay = Session.replaying(path, store: nil, display: .transcript)
        replay.works(for: session)
        return replay
    }

    /// The session's named springs, decays and retargeted motions, for `export session`.
    var exportEntries: [SessionExport.Entry] { SessionExport.entries(of: session) }
}
