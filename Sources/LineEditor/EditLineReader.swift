import CEditLineShim

/// The interactive reader: libedit with emacs keys, ↑/↓ history kept in a file across
/// runs, Ctrl-R incremental search, and Tab completion through `completer`.
///
/// - Ctrl-C drops the line being typed and returns ``LineReadResult/interrupted``
///   (after writing `^C` and a newline); it never ends the process. See
///   ``InterruptFlag``, whose handler this installs.
/// - Ctrl-D on an empty line returns ``LineReadResult/endOfInput``.
/// - Resizing the terminal is followed by libedit (`EL_SIGNAL`).
/// - Input and prompt are UTF-8: creating a reader sets `LC_CTYPE` from the
///   environment, falling back to `C.UTF-8` when that is not UTF-8. Only `LC_CTYPE`
///   changes, so numbers are still formatted the C way.
///
/// Call ``readLine(prompt:)`` from the main thread: Ctrl-C arrives there, and
/// libedit's signal handling races a reader on another thread (the shim forwards the
/// signal, but the interrupt is still lost about half the time).
///
/// The completer receives the line before the cursor and returns full words for the
/// word before the cursor (see ``Completion``).
public final class EditLineReader: LineReader {
    private let editor: OpaquePointer
    private let completer: CompleterBox
    private let historyFile: HistoryFile?
    private var lastEntry: String?

    /// Whether libedit found a UTF-8 locale; without one, non-ASCII input is dropped.
    public let hasUTF8Locale: Bool
    /// Why history is off although a file was named (`FLUID_HISTORY=/dev/zero`: not a
    /// regular file), to tell the user once; nil when history works or was turned off.
    public let historyProblem: String?

    /// Whether libedit could be loaded. It is opened on first use, not linked, so a binary
    /// that never edits a line never loads it, and one on a machine without it still runs.
    public static var libraryIsAvailable: Bool { fluid_editline_available() != 0 }

    /// Nil when libedit cannot be set up (then read with ``StreamLineReader``).
    public init?(
        programName: String,
        historyFile path: String?,
        completer: @escaping (String) -> [String] = { _ in [] }
    ) {
        hasUTF8Locale = fluid_locale_prefer_utf8() != 0
        InterruptFlag.installHandler()
        guard let editor = fluid_el_create(programName, nil, nil, nil) else { return nil }
        self.editor = editor
        self.completer = CompleterBox(completer)
        var entries: [String] = []
        var problem: String?
        var file = path.map { HistoryFile(path: $0) }
        if let named = file {
            do {
                entries = try named.loadChecked()
            } catch {
                problem = "history is off: \(error.description); set FLUID_HISTORY to a file, or to nothing to silence this"
                file = nil
            }
        }
        historyFile = file
        historyProblem = problem
        fluid_el_set_completer(editor, completeWord, Unmanaged.passUnretained(self.completer).toOpaque())
        fluid_el_history_set_size(editor, Int32(historyFile?.keptEntries ?? 1000))
        for entry in entries {
            remember(entry)
        }
    }

    deinit {
        fluid_el_destroy(editor)
    }

    public func readLine(prompt: String) -> LineReadResult {
        fluid_el_set_prompt(editor, prompt)
        var status = FLUID_EL_LINE
        let text = fluid_el_read_line(editor, &status)
        defer { SystemCalls.release(text) }
        if status == FLUID_EL_LINE, let text {
            let line = String(cString: text)
            record(line)
            return .line(line)
        }
        return status == FLUID_EL_INTERRUPTED ? .interrupted : .endOfInput
    }

    /// Adds an accepted line to the history in memory and, at once, to the file.
    private func record(_ line: String) {
        guard line.contains(where: { !$0.isWhitespace }), line != lastEntry else { return }
        remember(line)
        try? historyFile?.append(line) // history is a convenience; never fail a line over it
    }

    private func remember(_ entry: String) {
        guard entry != lastEntry else { return }
        fluid_el_history_add(editor, entry)
        lastEntry = entry
    }
}

private final class CompleterBox {
    let complete: (String) -> [String]
    init(_ complete: @escaping (String) -> [String]) { self.complete = complete }
}

/// Called by the shim on Tab.
private func completeWord(
    context: UnsafeMutableRawPointer?,
    lineBeforeCursor: UnsafePointer<CChar>?,
    columns: Int32,
    completion: OpaquePointer?
) {
    guard let context, let lineBeforeCursor, let completion else { return }
    let box = Unmanaged<CompleterBox>.fromOpaque(context).takeUnretainedValue()
    let line = String(cString: lineBeforeCursor)
    let edit = Completion.edit(lineBeforeCursor: line, candidates: box.complete(line))
    if let replacement = edit.replacement {
        fluid_el_completion_replace(completion, Int32(edit.word.unicodeScalars.count), replacement)
    }
    if !edit.choices.isEmpty {
        let listing = Completion.listing(edit.choices, word: edit.word, width: Int(columns))
        fluid_el_completion_show(completion, listing)
    }
}
