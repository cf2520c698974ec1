import FluidMotion
import Testing
@testable import FluidLanguage

/// `help PLATFORM` names the release fluid models and points to the builtins that run the
/// platform's own frames and rules, each of which has its own help.
@Suite struct PlatformHelpTests {
    @Test(arguments: [
        ("android", "Android dynamicanimation 1.1.0", ["androidFrames", "androidFlingFrames", "retarget(…, platform: android)"]),
        ("compose", "Jetpack Compose animation-core 1.10", ["composeFrames"]),
        ("reactspring", "react-spring 9.7", ["reactspringFrames"]),
        ("rebound", "Rebound 0.1.0 (rebound-js)", ["reboundFrames"]),
        ("motion", "Motion (Framer Motion) 12.36+", ["retarget(…, platform: motion)"]),
        ("swiftui", "SwiftUI (iOS 17+)", []),
    ])
    func namesItsReleaseAndItsBuiltins(platform: String, whose: String, builtins: [String]) throws {
        let entry = try #require(Interpreter.help(for: platform))
        #expect(entry.summary.hasPrefix(whose + ": "), "\(entry.summary)")
        #expect(Array(entry.seeAlso.dropFirst()) == builtins)
        for name in builtins {
            let bare = name.hasPrefix("retarget(") ? "retarget" : name
            #expect(Interpreter.help(for: bare) != nil, "\(bare) has help")
        }
    }
}
