import FluidLanguage

/// The mistakes of the commands that work on files and the screen (`load`, `save`, `pin`,
/// `unpin`, `play`, `tune`, `help`) and of a line's command word (codes E386–E389,
/// E400–E434). Their meanings and the lines that make them are in `ErrorCode+Examples.swift`.
///
/// Some carry a reason worded elsewhere in fluid (the file policy's `this script may read files
/// only inside …`, a file's problem, the pins' limit): the code says which mistake it is, the
/// reason says why, and nothing reads either back.
extension Messages {
    // MARK: tune
    static func tuneNotAName(_ text: String) -> Message {
        Message(.tuneNotAName, "tune takes the name of a spring, like tune s; '\(text)' is not a name (bind it first: s = \(text))")
    }
    /// `suggestion` is a spring's name close to `name`; without one the message says how to define it.
    static func tuneNoSpring(_ name: String, suggestion: String?) -> Message {
        Message(.tuneNoSpring, "no spring named '\(name)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; define it first: \(name) = spring(damping: 0.8, response: 0.4s)"))
    }
    static func tuneNotASpring(_ name: String, is kind: String) -> Message {
        Message(.tuneNotASpring, "tune changes a spring, and \(name) is \(kind)")
    }
    /// Off a terminal: `change` is the line that would nudge the spring's first knob (`s.damping = 0.85`).
    static func tuneNeedsTerminal(instead change: String) -> Message {
        Message(.tuneNeedsTerminal, "tune needs a terminal; in a script, set a parameter instead: " + change)
    }
    /// The terminal could not be taken over when tune started (the executable's live mode).
    public static let tuneCannotTakeTerminal = Message(.tuneNeedsTerminal, "tune needs a terminal")
    /// `reason` is `TuneModel`'s (`s has no numeric parameter to tune`).
    static func tuneNothingToTune(_ reason: String) -> Message { Message(.tuneNothingToTune, reason) }
    /// Enter in tune, when binding the tuned spring fails (a binding that reads it would break).
    static func tuneChangeFails(_ name: String, _ diagnostic: Diagnostic) -> Message {
        Message(.tuneChangeFails, "\(name) was not changed: \(diagnostic.message)" + (diagnostic.help.map { "\n" + $0 } ?? ""))
    }

    // MARK: load
    static func loadNeedsName(sessions names: [String]) -> Message {
        Message(.loadNeedsName, "give the session to load: load NAME (names: \(names.joined(separator: ", ")))")
    }
    /// `problem` is the file policy's (`this script may read files only inside …`).
    static func loadRefused(_ name: String, _ problem: String) -> Message { Message(.loadRefused, "cannot load \(name): " + problem) }
    /// A notebook that cannot be read: `problem` is ``Replayer/FileProblem``'s description (`a.fluid: no such file`),
    /// `advice` what load adds (`; did you mean 'drawer'?`). `load`, `fluid run`, `fluid check` and `fluid export` say it alike.
    public static func notebookUnreadable(_ problem: String, advice: String = "") -> Message {
        Message(.notebookUnreadable, problem + advice)
    }
    /// `cycle` is the chain of files, the last the one that would load again (`a.fluid → b.fluid → a.fluid`).
    static func loadCycle(_ name: String, cycle: [String]) -> Message {
        Message(.loadCycle, "\(name) is already being loaded (\(cycle.joined(separator: " → "))): a session cannot load itself")
    }
    static func loadTooDeep(_ name: String, depth: Int) -> Message {
        Message(.loadTooDeep, "sessions load each other more than \(depth) deep; load \(name) from the top level instead")
    }
    static func loadTooMany(_ maximum: Int) -> Message {
        Message(.loadTooMany, "this line loads more than \(maximum) session files, counting loads inside loads (the limit per line); load fewer, or "
                + "load them one per line")
    }
    /// The last line of a load whose file has a failing line (its place and its own diagnostic come before it).
    static let loadLineFails = Message(.loadLineFails, "nothing was loaded")
    /// `full` is the pins' limit as ``Pin`` words it.
    static func loadPinsFull(_ name: String, pins: Int, _ full: String) -> Message {
        Message(.loadPinsFull, "nothing was loaded from \(name): it pins \(pins) line\(pins == 1 ? "" : "s"), and " + full)
    }
    /// A binding here that reads a loaded name fails when made again.
    static func loadBindingFails(_ name: String, _ diagnostic: Diagnostic) -> Message {
        Message(.loadBindingFails, "nothing was loaded from \(name): \(diagnostic.message)" + (diagnostic.help.map { "\n" + $0 } ?? ""))
    }

    // MARK: save
    /// `problem` is ``SessionStore/problem(withName:)``'s (`a session name cannot start with '.'`).
    static func sessionNameRefused(_ problem: String) -> Message { Message(.sessionNameRefused, problem) }
    /// `problem` is the file policy's (`this script may write files only inside …`).
    static func saveRefused(_ name: String, _ problem: String) -> Message { Message(.saveRefused, "cannot save \(name): " + problem) }
    /// A line of the laid-out notebook fails when replayed as `fluid check` will replay the saved file.
    static func saveLayoutFails(_ source: String, transcript: [String]) -> Message {
        Message(.saveReplayFails, "cannot save: '\(source)' fails when replayed as `fluid check` will replay the saved file:\n"
                + transcript.joined(separator: "\n"))
    }
    /// A setting's line fails when replayed.
    static func saveSettingFails(_ source: String, transcript: [String]) -> Message {
        Message(.saveReplayFails, "cannot save: replaying '\(source)' fails:\n" + transcript.joined(separator: "\n"))
    }
    /// `spent` is the step limit's message.
    static func saveBudgetSpent(_ name: String, _ spent: String) -> Message {
        Message(.saveBudgetSpent, "cannot save \(name): " + spent
                + " (replaying the lines to record their outputs is this line's work); nothing was saved (\(name) is as it was)")
    }
    /// `done` is what was saved (`saved 2 bindings to sessions/a.fluid`); each left out binding with its reason.
    static func saveLeftOut(_ done: String, leftOut: [(name: String, reason: String)]) -> Message {
        Message(.saveLeftOut, ([done] + leftOut.map { "left out '\($0.name)': \($0.reason)" }
                               + ["rebind what was left out to something smaller (like \(leftOut.first?.name ?? "x") = 0) and save again"])
            .joined(separator: "\n"))
    }

    // MARK: pin, unpin
    static func pinNotPinnable(_ text: String) -> Message {
        Message(.pinNotPinnable, "pin shows a plot or a value, like pin plot s or pin s.settle; '\(text)' is not one")
    }
    /// `full` is the pins' limit as ``Pin`` words it.
    static func pinsFull(_ text: String, _ full: String) -> Message { Message(.pinsFull, "cannot pin \(text): " + full) }
    static func unpinNeedsNumber(_ text: String) -> Message {
        Message(.unpinNeedsNumber, "unpin takes a pin's number (see pin), or all; got '\(text)'")
    }
    /// `pinned` are the numbers of the pins there are, possibly none.
    static func noSuchPin(_ number: Int, pinned: [Int]) -> Message {
        Message(.noSuchPin, pinned.isEmpty ? "nothing pinned" : "no pin \(number); pinned: \(pinned.map(String.init).joined(separator: ", "))")
    }

    // MARK: play
    static func playTooManyLanes(_ maximum: Int, asked: Int) -> Message {
        Message(.playTooManyLanes, "play shows at most \(maximum) lanes; this asks for \(asked)")
    }
    static func playNeedsTerminal(_ names: [String]) -> Message {
        Message(.playNeedsTerminal, "play needs a terminal to show the motion; in a script, plot it instead: plot \(names.joined(separator: ", "))")
    }

    // MARK: help and command words
    /// `help NAME` for a name help does not know; `suggestion` is a close one.
    static func noHelp(_ name: String, suggestion: String?) -> Message {
        Message(.noHelp, "no help for '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ".") + " Type help for the list.")
    }
    /// A command word with nothing close to suggest (E300, as ``unknownCommand(_:suggestion:)`` with one).
    static func unknownCommand(_ word: String) -> Message { Message(.unknownCommand, "unknown command '\(word)'") }
    static func commandIsNotAName(_ command: String) -> Message {
        Message(.commandIsNotAName, "'\(command)' is a command, so it cannot be a name; choose another, like \(command)1 or "
                + "my\(command.prefix(1).uppercased() + command.dropFirst())")
    }
}
