import Notebook

/// The terminal as a live mode needs it: keys one at a time, no echo, Ctrl-C as a key
/// (not SIGINT), and the settings put back on every way out — a normal return, and
/// SIGTERM or SIGHUP while the mode runs (the handler restores, then dies by the signal).
///
/// Keys are waited for by the system (``TerminalDevice/waitForInput(microseconds:)``), never
/// a busy loop; a resize (SIGWINCH) wakes the wait so the screen redraws at once.
final class TerminalRawMode {
    private let saved: TerminalDevice.Settings
    private var decoder = KeyDecoder()
    private var savedSignals = TerminalSignals.Saved()
    /// Standard input reached its end (the terminal went away).
    private(set) var reachedEnd = false

    /// Nil when standard input is not a terminal.
    init?() {
        guard let saved = TerminalDevice.currentSettings() else { return nil }
        self.saved = saved
        RawModeRescue.saved = saved
        RawModeRescue.clear()
        TerminalSignals.install([.resize], handler: { _ in }, resetToDefault: false, saving: &savedSignals)   // only to wake the wait
        TerminalSignals.install([.terminate, .hangUp], handler: { signal in RawModeRescue.rescue(signal) },
                                resetToDefault: true, saving: &savedSignals)
        TerminalDevice.enterRawMode(from: saved)
    }

    /// Puts the terminal back as it was; written escape `cleanup` undoes screen changes.
    func restore(cleanup: String = "") {
        TerminalRawMode.write(cleanup)
        TerminalDevice.restore(saved)
        TerminalSignals.restore(savedSignals)
    }

    /// What to write if a signal ends the program in the mode (leave the alternate screen,
    /// show the cursor, delete the pictures placed so far). Called again whenever that
    /// changes; a signal in the middle of the call writes the text set before it.
    func onAbnormalExit(write text: String) { RawModeRescue.set(Array(text.utf8)) }

    /// Keys pressed within `timeout` microseconds (none if it passes, or a resize wakes the
    /// wait). A lone Esc is told from an arrow's first byte by waiting 50 ms for more.
    func keys(microseconds timeout: Int) -> [LiveKey] {
        if readAvailable(microseconds: timeout) {
            while decoder.hasPending {
                if !readAvailable(microseconds: 50_000) { pendingKeys += decoder.feed([], final: true) }
            }
        }
        defer { pendingKeys = [] }
        return pendingKeys
    }

    /// Waits up to `timeout` µs for input and feeds what came to the decoder.
    private func readAvailable(microseconds timeout: Int) -> Bool {
        guard TerminalDevice.waitForInput(microseconds: timeout) else { return false }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = TerminalDevice.read(into: &buffer)
        if count <= 0 {
            reachedEnd = true
            return false
        }
        pendingKeys += decoder.feed(Array(buffer[0..<count]))
        return true
    }

    private var pendingKeys: [LiveKey] = []

    /// Writes all of `text` to standard output at once (one frame is one write).
    static func write(_ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { TerminalDevice.write($0) }
    }
}

/// What a fatal signal's handler needs, set before raw mode starts. Only async-signal-safe
/// calls (write, tcsetattr, raise) run in the handler.
///
/// The cleanup can change while the mode runs (a live mode places more pictures), so it
/// has two slots: a new cleanup is stored in the slot the handler does not read, then
/// `active` flips to it. A signal that interrupts the store writes the previous cleanup
/// whole, never a half-stored one.
enum RawModeRescue {
    nonisolated(unsafe) static var saved: TerminalDevice.Settings?
    @exclusivity(unchecked) nonisolated(unsafe) private static var slots0: [UInt8] = []
    @exclusivity(unchecked) nonisolated(unsafe) private static var slots1: [UInt8] = []
    /// The slot the handler writes: 0 or 1.
    @exclusivity(unchecked) nonisolated(unsafe) private static var active = 0

    /// No cleanup (before the handlers are installed).
    static func clear() {
        slots0 = []
        slots1 = []
        active = 0
    }

    /// Makes `bytes` the cleanup: stored in the idle slot, then that slot made active.
    static func set(_ bytes: [UInt8]) {
        if active == 0 {
            slots1 = bytes
            active = 1
        } else {
            slots0 = bytes
            active = 0
        }
    }

    static func rescue(_ signal: Int32) {
        if active == 0 {
            slots0.withUnsafeBufferPointer { TerminalDevice.write($0) }
        } else {
            slots1.withUnsafeBufferPointer { TerminalDevice.write($0) }
        }
        if let saved { TerminalDevice.restore(saved) }
        TerminalSignals.raise(signal)   // SA_RESETHAND: the default action now ends the program
    }
}
