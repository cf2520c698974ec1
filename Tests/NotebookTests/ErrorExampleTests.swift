import Foundation
import Testing
import FluidLanguage
@testable import Notebook

/// Issue 25, part 4: every code's example makes exactly that mistake, in a fresh session
/// (so the catalogue cannot drift from what lines do), and docs/errors.md is the catalogue
/// as the session prints it.
@Suite("error codes: examples and docs/errors.md")
struct ErrorExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The codes no example can show (Ctrl-C, a line or file too long to show, an app without
    /// a notebook, a replayed notebook's sandbox, a guard no line reaches today): each says in its meaning
    /// what makes it.
    static let withoutExample: Set<ErrorCode> = [
        .commandNotExecutable, .interrupted, .lineTooLong, .tooManyRetargets, .filesUnavailable, .pathTooLong, .csvTooManyColumns, .recordingNoDecoder,
        .cannotWriteFile, .compareNothing, .diffNeverEvaluates, .optionNeedsValue, .noSuchSetting,
        // files and sandboxes a fresh notebook has none of, limits too large to show, tune's live end
        .loadNeedsName, .loadRefused, .loadCycle, .loadTooDeep, .loadTooMany, .loadLineFails, .loadPinsFull, .loadBindingFails,
        .saveRefused, .saveReplayFails, .saveBudgetSpent, .saveLeftOut, .pinsFull, .tuneNothingToTune, .tuneChangeFails,
        // the command line's own (fluid's arguments, its terminal, fluid export): no line of a notebook makes them
        .commandLineMistake, .lineEditingOff, .exportLineFails, .exportNothing, .exportTooMuchWork, .exportFailed, .exportDiffers,
    ]

    /// A session that reads files from the repository's root (`examples/data/flick.csv`).
    static func session() -> Session {
        let session = makeSession()
        session.interpreter.readFile = Session.fileReader(relativeTo: root)
        session.interpreter.readRecording = Session.recordingReader(relativeTo: root)
        return session
    }

    /// The code a failed response carries (its message's or its diagnostic's); nil when it has none.
    static func code(of response: Response) -> ErrorCode? { response.code }

    /// The example's lines run in a fresh session: those before the last succeed, and the
    /// response to the last.
    static func run(_ code: ErrorCode) -> (setup: [Response], last: Response)? {
        guard let last = code.example.last else { return nil }
        let session = session()
        let setup = code.example.dropLast().map { session.run($0) }
        return (setup, session.run(last))
    }

    @Test("every example's lines set up, and its last line fails with exactly its code", arguments: ErrorCode.allCases)
    func example(code: ErrorCode) throws {
        guard !Self.withoutExample.contains(code) else {
            #expect(code.example.isEmpty, "\(code.name) has an example: take it off the list of codes without one")
            return
        }
        let (setup, last) = try #require(Self.run(code), "\(code.name) has no example")
        for (line, response) in zip(code.example, setup) {
            #expect(!response.failed, "\(code.name): `\(line)` fails: \(response.transcript)")
        }
        #expect(last.failed, "\(code.name): `\(code.example.last!)` runs")
        #expect(Self.code(of: last) == code, "\(code.name): `\(code.example.last!)` gives \(Self.code(of: last)?.name ?? "no code"): \(last.transcript)")
    }

    /// docs/errors.md: every code, its meaning, its lines and what the last one prints.
    static func document() -> String {
        var text = """
            # fluid's errors

            Every mistake fluid names has a code that never changes. `help errors` lists them; `help E100`
            shows one. Each below is made by the lines under it, typed into a fresh notebook, and prints
            what follows them. Generated from the catalogue (`ErrorCode+Examples.swift`) by
            `ErrorExampleTests`; run it with `FLUID_RECORD_DOCS=1` to write this file again.

            """
        var area = ""
        for code in ErrorCode.allCases {
            if code.area != area {
                area = code.area
                text += "\n## \(area)\n"
            }
            text += "\n### \(code.name): \(code.meaning)\n"
            guard let (_, last) = run(code) else {
                text += "\nNo example can be shown; the heading says what makes it.\n"
                continue
            }
            let shown = last.transcript.map { $0.replacingOccurrences(of: root + "/", with: "") }
            // A trace file an example reads is shown first, whole (they are a few lines each).
            // A recording (docs/errors/still.gif) is not text: its name in the line says enough.
            for file in code.example.compactMap(errorFile) where file.hasSuffix(".csv") {
                let content = (try? String(contentsOfFile: root + "/" + file, encoding: .utf8)) ?? ""
                text += "\n\(file):\n\n```\n" + content + (content.hasSuffix("\n") ? "" : "\n") + "```\n"
            }
            text += "\n```\n" + code.example.map { "> " + $0 }.joined(separator: "\n") + "\n" + shown.joined(separator: "\n") + "\n```\n"
        }
        return text
    }

    /// `docs/errors/x.csv` when a line reads that file.
    static func errorFile(_ line: String) -> String? {
        guard let start = line.range(of: "\"docs/errors/"), let end = line[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(line[line.index(after: start.lowerBound)..<end])
    }

    @Test("docs/errors.md is the catalogue as a session prints it")
    func documentIsCurrent() throws {
        let path = Self.root + "/docs/errors.md"
        let generated = Self.document()
        if ProcessInfo.processInfo.environment["FLUID_RECORD_DOCS"] == "1" {
            try generated.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(committed == generated, "docs/errors.md differs from the catalogue; run ErrorExampleTests with FLUID_RECORD_DOCS=1")
    }

    @Test("help errors lists every code; help E100 shows its meaning and its example")
    func help() throws {
        let session = Self.session()
        let all = session.run("help errors")
        #expect(!all.failed)
        for code in ErrorCode.allCases {
            #expect(all.transcript.contains { $0.contains(code.name + " · " + code.meaning) }, "help errors lacks \(code.name)")
        }
        for area in Set(ErrorCode.allCases.map(\.area)) { #expect(all.transcript.contains("  \(area):"), "help errors lacks \(area)") }
        let one = session.run("help E100")
        #expect(!one.failed)
        #expect(one.transcript.first == "E100  " + ErrorCode.cannotAdd.meaning)
        #expect(one.transcript.contains("  example: 400ms + 20pt"))
        #expect(session.run("help e100").transcript == one.transcript)
        #expect(session.run("help E999").failed)
    }
}
