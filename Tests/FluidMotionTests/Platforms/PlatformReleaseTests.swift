import FluidMotion
import Testing

/// Every platform fluid exports to names the release whose behaviour it models, in
/// `help PLATFORM` (its `release`) and in the export's claim. The releases are stated here
/// independently of the platform files: where each came from is in the platform's doc
/// comment (Apple's availability of `Spring`, `UISpringTimingParameters(duration:bounce:)`
/// and `CASpringAnimation(perceptualDuration:bounce:)`; Flutter's 3.32 changes; the androidx
/// commits the Android and Compose references were run from; Motion's and react-spring's
/// reference commits).
@Suite struct PlatformReleaseTests {
    /// Platform → (its release, the words the export claim carries).
    static let documented: [String: (release: String, claim: String)] = [
        "swiftui": ("(iOS 17+)", "iOS 17+"),
        "uikit": ("(iOS 17+)", "iOS 17+"),
        "coreanimation": ("(iOS 17+)", "iOS 17+"),
        "css": ("linear() (Chrome 113+, Firefox 112+, Safari 17.2+)", "Chrome 113+, Firefox 112+, Safari 17.2+"),
        "motion": ("12.36+", "Motion 12.36+"),
        "reactspring": ("9.7", "react-spring 9.7"),
        "android": ("dynamicanimation 1.1.0", "dynamicanimation 1.1.0"),
        "compose": ("animation-core 1.10", "animation-core 1.10"),
        "flutter": ("3.32+", "Flutter 3.32+"),
    ]

    static let exporting = MotionPlatforms.all.filter { $0.exportTarget != nil }

    @Test func everyExportingPlatformIsListed() {
        #expect(Set(Self.exporting.map(\.name)) == Set(Self.documented.keys))
    }

    @Test(arguments: exporting.map(\.name))
    func namesItsRelease(_ name: String) throws {
        let platform = try #require(MotionPlatforms.all.first { $0.name == name })
        let documented = try #require(Self.documented[name])
        #expect(platform.release == documented.release)
        // A bouncy spring with a velocity, so every claim the export makes is printed.
        let spring = try Spring(.dampingResponse(damping: 0.6, response: 0.4), initialVelocity: 1.5)
        let code = try platform.exportedCode(spring, tolerance: 0.001)
        #expect(code.deviation.model.contains(documented.claim), "\(name): \(code.deviation.model)")
    }
}
