import Foundation
import Testing

/// `fluid check --format junit|json`: one test case per notebook and one failure per drifted
/// output, read back by a real XML parser (python3's xml.etree) and by JSONSerialization;
/// the human report moves to standard error; the exit statuses are 0, 1 and 64.
@Suite struct CheckReportFormatTests {
    static let drifted = """
        # fluid session 1
        x = 1 + 1
        #> x = 3
        y = 2
        #> y = 2
        z = "<y>"
        #> z = 4

        """
    static let clean = """
        # fluid session 1
        a = 2
        #> a = 2

        """

    /// A folder with drifted.fluid (two drifted outputs: lines 2 and 6), clean.fluid, and no
    /// missing.fluid; the three paths in that order.
    static func notebooks() throws -> (URL, [String]) {
        let directory = try FluidProcess.temporaryDirectory()
        try drifted.write(to: directory.appendingPathComponent("drifted.fluid"), atomically: true, encoding: .utf8)
        try clean.write(to: directory.appendingPathComponent("clean.fluid"), atomically: true, encoding: .utf8)
        return (directory, ["drifted.fluid", "clean.fluid", "missing.fluid"])
    }

    @Test func junitParsesAsXMLWithOneTestCasePerNotebookAndOneFailurePerDrift() throws {
        let python = try #require(SessionExportTests.tool("python3"), "python3 is not on PATH")
        let (directory, files) = try Self.notebooks()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try FluidProcess.run(["check", "--format", "junit"] + files, directory: directory)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("drifted.fluid:2: x = 1 + 1") && result.stderr.contains("3 files checked:"),
                "the human report is on standard error: \(result.stderr)")
        try result.stdout.write(to: directory.appendingPathComponent("report.xml"), atomically: true, encoding: .utf8)
        // Each test case as: name, failures (line:type:expected|actual), errors (type).
        let read = try SessionExportTests.shell("""
            '\(python)' -c "
            import xml.etree.ElementTree as ET
            root = ET.parse('report.xml').getroot()
            suite = root.find('testsuite')
            print(root.tag, root.get('tests'), root.get('failures'), root.get('errors'), suite.get('tests'), suite.get('failures'), suite.get('errors'))
            for case in suite.findall('testcase'):
                fails = [f.get('type') + '@' + f.get('message').split(':')[1] for f in case.findall('failure')]
                print(case.get('name'), ';'.join(fails), ';'.join(e.get('type') for e in case.findall('error')))
                for f in case.findall('failure'): print('  ' + repr(f.text))
            "
            """, in: directory)
        try #require(read.status == 0, "the JUnit report is not well-formed XML: \(read.stderr)\n\(result.stdout)")
        let lines = read.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "testsuites 3 2 1 3 2 1", "3 notebooks, 2 drifted outputs, 1 unreadable file: \(read.stdout)")
        #expect(lines.contains("drifted.fluid drift@2;drift@6 "), "\(read.stdout)")
        #expect(lines.contains("clean.fluid  "), "\(read.stdout)")
        #expect(lines.contains("missing.fluid  unreadable"), "\(read.stdout)")
        #expect(lines.contains("  'drifted.fluid:2: x = 1 + 1\\nexpected:\\n  x = 3\\nactual:\\n  x = 2'"),
                "a failure holds the line, the expected and the actual output: \(read.stdout)")
        #expect(read.stdout.contains("z = \"<y>\""), "markup characters survive escaping: \(read.stdout)")
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let (directory, files) = try Self.notebooks()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try FluidProcess.run(["check", "--format", "json"] + files, directory: directory)
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        #expect(json["format"] as? String == "fluid-check/1" && json["clean"] as? Bool == false)
        let counts = try #require(json["counts"] as? [String: Int])
        #expect(counts == ["notebooks": 3, "clean": 1, "drift": 1, "failure": 0, "unreadable": 1, "updated": 0, "failures": 2, "errors": 1], "\(counts)")
        let notebooks = try #require(json["notebooks"] as? [[String: Any]])
        #expect(notebooks.map { $0["path"] as? String } == files)
        #expect(notebooks.map { $0["status"] as? String } == ["drift", "clean", "unreadable"])
        let findings = try #require(notebooks[0]["findings"] as? [[String: Any]])
        #expect(findings.map { $0["line"] as? Int } == [2, 6])
        #expect(findings[0]["kind"] as? String == "drift" && findings[0]["source"] as? String == "x = 1 + 1")
        #expect(findings[0]["expected"] as? [String] == ["x = 3"] && findings[0]["actual"] as? [String] == ["x = 2"], "\(String(describing: findings[0]))")
        let missing = try #require((notebooks[2]["findings"] as? [[String: Any]])?.first)
        #expect(missing["line"] is NSNull && missing["kind"] as? String == "unreadable", "\(String(describing: missing))")
    }

    /// A notebook whose line 2 fails with a catalogued mistake (adding a time to a length,
    /// E100) and whose line 4 drifts while running; both reports carry the code of the first
    /// and none for the second.
    static let failing = """
        # fluid session 1
        w = 1pt + 1s
        #> w = 2
        v = 2
        #> v = 3

        """

    @Test func eachFindingCarriesTheCodeOfTheMistakeItFailsWith() throws {
        let python = try #require(SessionExportTests.tool("python3"), "python3 is not on PATH")
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.failing.write(to: directory.appendingPathComponent("failing.fluid"), atomically: true, encoding: .utf8)

        let json = try FluidProcess.run(["check", "--format", "json", "failing.fluid"], directory: directory)
        #expect(json.status == 1, "\(json.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json.stdout)")
        let notebook = try #require((document["notebooks"] as? [[String: Any]])?.first)
        let findings = try #require(notebook["findings"] as? [[String: Any]])
        #expect(findings.map { $0["kind"] as? String } == ["failure", "drift"], "\(findings)")
        #expect(findings.first?["code"] as? String == "E100", "\(findings)")
        #expect(findings.last?["code"] is NSNull, "a drift of a line that runs has no code: \(findings)")

        let junit = try FluidProcess.run(["check", "--format", "junit", "failing.fluid"], directory: directory)
        #expect(junit.status == 1, "\(junit.stderr)")
        try junit.stdout.write(to: directory.appendingPathComponent("report.xml"), atomically: true, encoding: .utf8)
        // Each failure or error as: element, type, code (or -).
        let read = try SessionExportTests.shell("""
            '\(python)' -c "
            import re, xml.etree.ElementTree as ET
            case = ET.parse('report.xml').getroot().find('testsuite').find('testcase')
            for element in case:
                code = element.get('message').split(': ')[1]
                print(element.tag, element.get('type'), code if re.fullmatch('E[0-9]+', code) else '-')
            "
            """, in: directory)
        try #require(read.status == 0, "the JUnit report is not well-formed XML: \(read.stderr)\n\(junit.stdout)")
        #expect(read.stdout.split(separator: "\n").map(String.init) == ["error failure E100", "failure drift -"], "\(read.stdout)")
    }

    @Test func aCleanRunExitsZeroAndBadArgumentsExitSixtyFour() throws {
        let (directory, files) = try Self.notebooks()
        defer { try? FileManager.default.removeItem(at: directory) }
        for format in ["junit", "json", "text"] {
            let clean = try FluidProcess.run(["check", "--format", format, files[1]], directory: directory)
            #expect(clean.status == 0, "\(format): \(clean.stderr)")
        }
        let json = try FluidProcess.run(["check", "--format", "json", files[1]], directory: directory)
        #expect(json.stdout.hasPrefix("{") && json.stderr.contains("1 file checked, no drift"), "only the document on standard output")
        let unknown = try FluidProcess.run(["check", "--format", "xml", files[1]], directory: directory)
        #expect(unknown.status == 64 && unknown.stdout.isEmpty && unknown.stderr.contains("--format: is text, junit or json, not 'xml'"), "\(unknown.stderr)")
        let none = try FluidProcess.run(["check", "--format", "junit"], directory: directory)
        #expect(none.status == 64 && none.stderr.contains("Missing expected argument"), "\(none.stderr)")
    }
}
