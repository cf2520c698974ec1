import FluidLanguage
import FluidMotion

extension SessionExport {
    /// Every claim a platform's part makes of a spring, each a `max deviation …` with its
    /// model: the part's own (`part`, when it writes another form than the platform's export)
    /// or the platform's export's, the same figures `export s TARGET` prints (frames at 60 and
    /// 120 Hz, from idle where that applies, then the ideal model); or why there is none.
    static func claims(_ spring: Spring, _ platform: any MotionPlatform, part: (@Sendable (Spring) -> [String])?) -> [String] {
        if let part { return part(spring) }
        guard let target = platform.exportTarget else { return [] }
        do throws(MotionError) {
            return try spring.exportedCode(for: target).claims
        } catch {
            return [error.message]
        }
    }

    /// The claims of `target`'s platform for a spring, joined with "; " (as JSON carries them).
    static func joinedClaims(_ spring: Spring, _ target: ExportTarget) -> String {
        guard let platform = MotionPlatforms.exporting(target) else { return "" }
        let part = platform.scriptExport?.claims ?? platform.codeExports.first?.claims
        return claims(spring, platform, part: part).joined(separator: "; ")
    }
}
