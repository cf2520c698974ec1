// fluid-export-tool: what the FluidExportPlugin build-tool plugin runs at build time.
//
//     fluid-export-tool INPUT.fluid OUTPUT.swift
//
// Replays the notebook as `fluid check` does (its project is its sandbox), writing nothing
// itself (its `save`, `plot …, to:` and `play …, to:` lines are skipped: a notebook in a pull
// request cannot write into the package at build time), and writes its springs, decays and
// retargeted motions as Swift constants (`fluid export --to swift`) to OUTPUT only.
// It links the notebook only, not libedit or the argument parser, so it builds wherever
// the package does. Exits 1 with a message naming the file and line on any failure; the
// message goes to a build log people read on a terminal, so a notebook's control characters
// in it are shown as `\u{1B}` (ControlCharacters).
import Foundation
import Notebook
import TerminalText

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: fluid-export-tool INPUT.fluid OUTPUT.swift\n".utf8))
    exit(2)
}
let input = arguments[1], output = arguments[2]
switch SessionExport.exported(notebook: input, to: .swift) {
case .failure(let problem):
    FileHandle.standardError.write(Data(ControlCharacters.visible("\(input): \(problem.description)\n").utf8))
    exit(1)
case .success(let text):
    do {
        try AtomicFile.write(text, to: output, keepPrevious: false)
    } catch {
        FileHandle.standardError.write(Data(ControlCharacters.visible("\(output): \(error.description)\n").utf8))
        exit(1)
    }
}
