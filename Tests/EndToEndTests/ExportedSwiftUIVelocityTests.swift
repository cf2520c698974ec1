import Foundation
import Testing

/// SwiftUI's velocity semantics in a session export (issue 26): a spring tuned with a
/// gesture's velocity exports as `.spring`, which takes over a running animation, unless the
/// notebook declares it `swiftui.interpolatingSpring`, whose velocity adds to the running
/// animation's: then the export is that animation, taking the gesture's velocity. Both are
/// compiled in Swift 6 mode against the SwiftUI stand-in and run.
@Suite struct ExportedSwiftUIVelocityTests {
    static let session = """
        # fluid session 1
        flick = spring(damping: 0.8, response: 0.4s, velocity: 4.6875)
        added = swiftui.interpolatingSpring(duration: 0.4s, bounce: 0.2, velocity: 4.6875)
        """

    @Test func takeOverUnlessTheNotebookAsksForTheAdditiveSpring() throws {
        let swiftc = try #require(SessionExportTests.tool("swiftc"), "swiftc is not on PATH")
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.session.write(to: directory.appendingPathComponent("velocity.fluid"), atomically: true, encoding: .utf8)
        let export = try FluidProcess.run(["export", "velocity.fluid", "--to", "swift", "-o", "Velocity.swift"], directory: directory)
        try #require(export.status == 0, "\(export.stderr)")
        let text = try String(contentsOf: directory.appendingPathComponent("Velocity.swift"), encoding: .utf8)
        #expect(text.contains("public static var flick: Animation { .spring(response: 0.4, dampingFraction: 0.8) }"), "\(text)")
        #expect(text.contains("public static func added(initialVelocity: Double = 4.6875) -> Animation {\n"
                              + "        .interpolatingSpring(duration: 0.4, bounce: 0.2, initialVelocity: initialVelocity)"), "\(text)")
        // Code, not the source comment (`= swiftui.interpolatingSpring(`), calls it: once, for added.
        #expect(text.components(separatedBy: " .interpolatingSpring(").count == 2, "only added is additive: \(text)")
        try FileManager.default.copyItem(at: ExportedAPIUseTests.stubs.appendingPathComponent("SwiftUI.swift.txt"),
                                         to: directory.appendingPathComponent("SwiftUI.swift"))
        try """
            import SwiftUI

            for animation in [Velocity.flick, Velocity.added(initialVelocity: 2), Velocity.added()] {
                print(animation.form, animation.values)
            }
            """.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let swift6 = "'\(swiftc)' -swift-version 6"
        let run = try SessionExportTests.shell(
            "\(swift6) -parse-as-library -emit-library -emit-module -module-name SwiftUI SwiftUI.swift -o libSwiftUI.so && "
                + "\(swift6) main.swift Velocity.swift -I . -L . -lSwiftUI -o check && LD_LIBRARY_PATH=. ./check", in: directory)
        try #require(run.status == 0, "\(run.stderr.prefix(4000))")
        #expect(run.stdout == "response/dampingFraction [0.4, 0.8]\ninterpolating [0.4, 0.2, 2.0]\ninterpolating [0.4, 0.2, 4.6875]\n", "\(run.stdout)")
    }
}
