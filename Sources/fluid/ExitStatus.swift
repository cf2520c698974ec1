import ArgumentParser

/// The statuses `fluid` exits with, the same for every subcommand (docs/guide.md "Exit status" and
/// the man page's EXIT STATUS list them):
///
/// - 0: everything ran (for `check`: no drift; for `export --check`: the file is current);
/// - 1: a line failed, a notebook drifted or could not be read, an export could not be written;
/// - 64: the command line itself is wrong (an unknown option, a missing or invalid value).
///   This is BSD's `EX_USAGE`, the status the argument parser exits with for every parse and
///   validation error, so a subcommand that finds a usage mistake itself exits with it too.
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = ExitCode.validationFailure.rawValue

    /// The status for "did everything run?".
    static func of(failed: Bool) -> ExitCode { ExitCode(failed ? failure : success) }
}
