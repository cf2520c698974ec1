import Foundation
import Testing

/// The tokens export checked against the Design Tokens format's rules for the types it
/// uses (Tests/Tools/check_design_tokens.py, an independent checker written from the
/// format's text), and the checker shown to refuse documents that break those rules.
@Suite(.serialized) struct DesignTokensFormatTests {
    static let checker = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tools/check_design_tokens.py")

    static func check(_ json: String, in directory: URL) throws -> FluidProcess.Result {
        let file = directory.appendingPathComponent("tokens-\(UUID().uuidString).json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        return try SessionExportTests.shell("python3 '\(checker.path)' '\(file.path)'", in: directory)
    }

    @Test func theExportedTokensFollowTheFormat() throws {
        let file = try SessionExportTests.notebook()
        let directory = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let export = try FluidProcess.run(["export", file.path, "--to", "tokens"])
        try #require(export.status == 0, "\(export.stderr)")
        let result = try Self.check(export.stdout, in: directory)
        #expect(result.status == 0, "the format's rules are broken:\n\(result.stdout)")
        // Four motions, each a duration and a cubicBezier token.
        #expect(result.stderr.contains("tokens: 4 cubicBezier, 4 duration"), "\(result.stderr)")
    }

    @Test(arguments: [
        (#"{"g": {"d": {"$type": "duration", "$value": 200}}}"#, "a duration's $value is"),
        (#"{"g": {"d": {"$type": "duration", "$value": {"value": 200, "unit": "sec"}}}}"#, "its unit ms or s"),
        (#"{"g": {"e": {"$type": "cubicBezier", "$value": [1.2, 0, 0.5, 1]}}}"#, "x coordinates"),
        (#"{"g": {"e": {"$type": "cubicBezier", "$value": [0.2, 0, 0.5]}}}"#, "an array of four numbers"),
        (#"{"g": {"e": {"$value": [0.2, 0, 0.5, 1]}}}"#, "has no $type"),
        (#"{"g": {"e.x": {"$type": "duration", "$value": {"value": 1, "unit": "s"}}}}"#, "may not start with $ or contain"),
        (#"{"g": {"d": {"$type": "duration", "$value": {"value": 1, "unit": "s"}, "child": {}}}}"#, "tokens have no children"),
        (#"{"g": {"$extensions": {"fluid": {}}, "d": {"$type": "duration", "$value": {"value": 1, "unit": "s"}}}}"#, "reverse domain name notation"),
        (#"{"g": {"$kind": "x", "d": {"$type": "duration", "$value": {"value": 1, "unit": "s"}}}}"#, "a group has no property $kind"),
    ])
    func theCheckerRefusesWhatTheFormatForbids(json: String, problem: String) throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Self.check(json, in: directory)
        #expect(result.status == 1 && result.stdout.contains(problem), "\(json):\n\(result.stdout)")
    }

    @Test func aTypeOnTheGroupIsInheritedByItsTokens() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Self.check(#"{"g": {"$type": "duration", "d": {"$value": {"value": 120, "unit": "ms"}}}}"#, in: directory)
        #expect(result.status == 0, "\(result.stdout)")
    }
}
