// fluid-export-tool: what the FluidExportPlugin build-tool plugin runs at build time.
//
//     fluid-export-tool [--strict] INPUT.fluid OUTPUT.swift
//
// Replays the notebook as `fluid check` does (its project is its sandbox), writing nothing
// itself (its `save`, `plot …, to:` and `play …, to:` lines are skipped: a notebook in a pull
// request cannot write into the package at build time), and writes its springs, decays and
// retargeted motions as Swift constants (`fluid export --to swift`) to OUTPUT only. A notebook
// with none (gestures alone) gets a file that declares nothing and says why, and a note on
// standard error, so it does not break the app's build; `--strict` makes it a failure.
// It links the notebook only, not libedit or the argument parser, so it builds wherever
// the package does. Exits 1 with a message naming the file and line on any failure; the
// message goes to a build log people read on a terminal, so a notebook's control characters
// in it are shown as `\u{1B}` (ControlCharacters).
import Foundation
import Notebook
import TerminalText

/// Writes `text` to standard error, a notebook's control characters shown.
func complain(_ text: String) {
    FileHandle.standardError.write(Data(ControlCharacters.visible(text + "\n").utf8))
}

let strict = CommandLine.arguments.dropFirst().first == "--strict"
let arguments = Array(CommandLine.arguments.dropFirst(strict ? 2 : 1))
guard arguments.count == 2 else {
    complain("usage: fluid-export-tool [--strict] INPUT.fluid OUTPUT.swift")
    exit(2)
}
let input = arguments[0], output = arguments[1]
let text: String
switch SessionExport.replayed(notebook: input) {
case .failure(let problem):
    complain("\(input): \(problem.description)")
    exit(1)
case .success(let export) where export.isEmpty:
    complain("\(input): \(strict ? "error" : "note"): \(SessionExport.nothingToExport)")
    if strict { exit(1) }
    text = export.emptyFile(.swift)
case .success(let export):
    do {
        text = try export.render(.swift)
    } catch {
        complain("\(input): \(error.description)")
        exit(1)
    }
}
do {
    try AtomicFile.write(text, to: output, keepPrevious: false)
} catch {
    complain("\(output): \(error.description)")
    exit(1)
}
