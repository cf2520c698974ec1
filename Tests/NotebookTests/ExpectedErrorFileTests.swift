import Testing
@testable import Notebook

/// `#!` lines: the error a statement that teaches a mistake is expected to give.
@Suite("session files: expected errors")
struct ExpectedErrorFileTests {
    @Test func errorLinesMarkTheStatementAndRoundTrip() throws {
        let text = "1s + 1pt\n#! 1s + 1pt\n#! ^^^^^^^^ cannot add a time to a length\n2 + 2\n#> 4\n"
        let file = try SessionFile.parse(text)
        #expect(file.statements.map(\.expectsError) == [true, false])
        #expect(file.statements[0].expectedOutput == ["1s + 1pt", "^^^^^^^^ cannot add a time to a length"])
        #expect(file.text() == text)
    }

    @Test func aStatementCannotRecordBothOutputAndAnError() {
        #expect(throws: SessionFileError(lineNumber: 3, message: "a statement records either '#>' lines (what it prints) or '#!' lines (the error it is expected to give), not both")) {
            try SessionFile.parse("x = 1\n#> x = 1\n#! oops\n")
        }
    }

    @Test func anOrphanErrorLineNamesItsLineButAFirstLineShebangIsAComment() throws {
        #expect(throws: SessionFileError(lineNumber: 2, message: "a '#!' expected error line must follow the statement that printed it")) {
            try SessionFile.parse("# a comment\n#! nothing above\n")
        }
        let file = try SessionFile.parse("#!/usr/bin/env fluid run\nx = 1\n#> x = 1\n")
        #expect(file.lines.first == .verbatim("#!/usr/bin/env fluid run"))
        #expect(file.statements.count == 1)
    }
}
