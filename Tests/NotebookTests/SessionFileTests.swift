import Testing
@testable import Notebook

@Suite("Session files: the .fluid text format")
struct SessionFileTests {
    let sample = """
        # fluid session 1
        # a comment, kept as written

        s = spring(damping: 0.8, response: 0.4s)
        #> s = spring(damping: 0.8, response: 400 ms)
        #>     mass 1 · stiffness 246.7
          # indented comment
        s.stiffness
        #> 246.7
        quiet = 3

        """

    @Test func parsesStatementsWithTheirOutputsAndLineNumbers() throws {
        let file = try SessionFile.parse(sample)
        let statements = file.statements
        #expect(statements.map(\.source) == ["s = spring(damping: 0.8, response: 0.4s)", "s.stiffness", "quiet = 3"])
        #expect(statements.map(\.lineNumber) == [4, 8, 10])
        #expect(statements[0].expectedOutput == ["s = spring(damping: 0.8, response: 400 ms)", "    mass 1 · stiffness 246.7"])
        #expect(statements[1].expectedOutput == ["246.7"])
        #expect(statements[2].expectedOutput == [], "a statement with no #> lines expects no output")
    }

    @Test func textRoundTripsExactly() throws {
        let file = try SessionFile.parse(sample)
        #expect(file.text() == sample)
        #expect(try SessionFile.parse(file.text()) == file)
    }

    @Test func commentsAndBlankLinesAreKeptVerbatim() throws {
        let file = try SessionFile.parse(sample)
        let verbatim = file.lines.compactMap { if case .verbatim(let t) = $0 { t } else { nil } }
        #expect(verbatim == ["# fluid session 1", "# a comment, kept as written", "", "  # indented comment"])
    }

    @Test func outputPrefixWithOrWithoutASpace() throws {
        let file = try SessionFile.parse("x = 1\n#> x = 1\n#>no space\n#>\n#>  two spaces\n")
        // One space after #> is the separator; anything past it is the output, as written.
        #expect(file.statements[0].expectedOutput == ["x = 1", "no space", "", " two spaces"])
    }

    @Test func anEmptyOutputLineIsWrittenAsABarePrefix() throws {
        let file = SessionFile(lines: [.statement(.init(source: "x", lineNumber: 1, expectedOutput: ["a", "", "b"]))])
        #expect(file.text() == "x\n#> a\n#>\n#> b\n")
        #expect(try SessionFile.parse(file.text()) == file)
    }

    @Test
    func crlfInputParsesLikeLF() throws {
        let lf = "# fluid session 1\ns = 1\n#> s = 1\n\n# note\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        let fromCRLF = try SessionFile.parse(crlf)
        #expect(fromCRLF == (try SessionFile.parse(lf)))
        #expect(fromCRLF.statements.map(\.source) == ["s = 1"])
        #expect(!fromCRLF.text().unicodeScalars.contains("\r"), "written back with LF line ends")
    }

    @Test func trailingNewlineIsOptionalAndAlwaysWritten() throws {
        let without = try SessionFile.parse("a = 1\n#> a = 1")
        let with = try SessionFile.parse("a = 1\n#> a = 1\n")
        #expect(without == with)
        #expect(with.text() == "a = 1\n#> a = 1\n")
    }

    @Test func emptyTextIsAnEmptyFile() throws {
        let file = try SessionFile.parse("")
        #expect(file.statements.isEmpty)
    }

    @Test func anOrphanOutputLineIsAnErrorNamingItsLine() {
        let text = "# fluid session 1\n# comment\n#> stray output\nx = 1\n"
        #expect(throws: SessionFileError.self) { try SessionFile.parse(text) }
        do {
            _ = try SessionFile.parse(text)
        } catch {
            #expect(error.lineNumber == 3)
            #expect(error.description.hasPrefix("line 3:"))
            #expect(error.message.contains("#>"))
        }
    }

    @Test func anOutputLineAfterACommentDoesNotAttachToTheStatementAbove() {
        // A comment separates a statement from later output: that output has no statement.
        let text = "x = 1\n#> x = 1\n# comment\n#> orphan\n"
        do {
            _ = try SessionFile.parse(text)
            Issue.record("an output line after a comment was accepted")
        } catch {
            #expect(error.lineNumber == 4)
        }
    }

    @Test func aFutureFormatVersionIsRefusedWithAdviceToUpdate() {
        do {
            _ = try SessionFile.parse("# fluid session \(SessionFile.formatVersion + 1)\nx = 1\n")
            Issue.record("a newer format was accepted")
        } catch {
            #expect(error.lineNumber == 1)
            #expect(error.message.contains("\(SessionFile.formatVersion + 1)"))
            #expect(error.message.lowercased().contains("update fluid"))
        }
    }

    @Test func currentAndOlderVersionsAreAccepted() throws {
        #expect(SessionFile.header == "# fluid session 1")
        _ = try SessionFile.parse("# fluid session 1\nx = 1\n")
        _ = try SessionFile.parse("# fluid session 0\nx = 1\n")
    }

    @Test func aVersionLikeCommentBelowTheFirstLineIsJustAComment() throws {
        let file = try SessionFile.parse("x = 1\n# fluid session 99\n")
        #expect(file.statements.count == 1)
    }
}
