import FluidLanguage
import Notebook

/// The command line's own mistakes (codes E435–E449): fluid's arguments, its terminal, and
/// `fluid export`'s per-notebook refusals. Their meanings are in `ErrorCode+Examples.swift`.
/// Each is written to standard error by ``Output/error(_:)``, which takes only a `Message`.
extension Messages {
    /// A mistake in fluid's arguments as swift-argument-parser words it (its words come from
    /// outside fluid, so this one code carries them).
    static func commandLineMistake(_ parserMessage: String) -> Message { Message(.commandLineMistake, parserMessage) }
    /// `library` says where fluid looked (` at PATH, FLUID_LIBEDIT`), or is empty.
    static func lineEditingOff(library: String) -> Message {
        Message(.lineEditingOff, "fluid: line editing is off (libedit was not found\(library): apt-get install libedit2, or brew install libedit); "
                + "lines are read as typed")
    }
    /// `place` is `path:line: source`; `transcript` the failing line's output.
    static func exportLineFails(_ place: String, transcript: [String]) -> Message {
        Message(.exportLineFails, place + "\n" + transcript.joined(separator: "\n") + "\nnothing was exported")
    }
    /// `nothing` is ``SessionExport/nothingToExport``; with `strict` an error, without it a note and the file skipped.
    static func exportNothing(_ path: String, _ nothing: String, strict: Bool) -> Message {
        Message(.exportNothing, "\(path): \(strict ? "" : "note: ")\(nothing)\(strict ? "" : "; skipped (--strict makes this an error)")")
    }
    /// `problem` is the step limit's message for the export's work.
    static func exportTooMuchWork(_ path: String, _ problem: String) -> Message { Message(.exportTooMuchWork, "\(path): \(problem)") }
    /// `problem` is what the session export refused (`SessionExportProblem`).
    static func exportFailed(_ path: String, _ problem: String) -> Message { Message(.exportFailed, "\(path): \(problem)") }
    static func exportDiffers(_ destination: String, from path: String) -> Message {
        Message(.exportDiffers, "\(destination) differs from what \(path) exports now; run without --check to write it")
    }
}
