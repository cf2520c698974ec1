import CEditLineShim

/// The process-wide Ctrl-C flag.
///
/// ``installHandler()`` replaces SIGINT's default action (ending the process) with a
/// handler that only raises this flag. It is installed without `SA_RESTART`, so a
/// blocking read returns `EINTR`: the line editor drops the line being typed, and a
/// long evaluation notices by polling ``isRequested`` between steps.
public enum InterruptFlag {
    /// Makes Ctrl-C raise the flag instead of ending the process. Idempotent.
    public static func installHandler() {
        fluid_interrupt_install_handler()
    }

    /// Whether Ctrl-C was pressed since the flag was last cleared.
    public static var isRequested: Bool {
        fluid_interrupt_is_requested() != 0
    }

    /// Lowers the flag, returning whether it was raised.
    @discardableResult
    public static func take() -> Bool {
        fluid_interrupt_take() != 0
    }

    public static func clear() {
        fluid_interrupt_clear()
    }

    /// Raises the flag as Ctrl-C would.
    public static func request() {
        fluid_interrupt_request()
    }
}
