import FluidLanguage
import FluidMotion

/// What a platform does when a retargeted motion's schedule hands the running animation to the
/// next one, and how far that strays from fluid's retarget (the exact chain: position and
/// velocity carried), checked by fluid's own model of the platform's retarget
/// (`MotionPlatform.retarget`, the one `retarget(…, platform: NAME)` draws):
///
/// - the exact handover (`.exact`): the chain rebuilt from the printed springs, velocity carried,
///   against fluid's chain on a 1 ms grid, as a spring's closed-form claim is;
/// - a handover drawn frame by frame (`.restartsFromFrame`, `.movesFinalPosition`): the whole
///   chain as the platform draws it at 60 and at 120 Hz for a move of 1 (progress, the
///   platform's rest thresholds for it), against fluid's chain at each frame's wall time
///   (the trace's times, seconds); a
///   chain the platform cannot run (Android keeps its first SpringForce) gets the platform's
///   own refusal;
/// - a platform fluid has no model of the handover for says so, and that its spring claims are
///   each spring's alone, from rest.
extension SessionExport {
    /// The handover claims of each platform (written as its label) for a retargeted motion's
    /// entry; none for any other entry.
    static func handoverClaims(of entry: Entry, _ platforms: [(platform: any MotionPlatform, label: String)]) -> [String] {
        guard case .motion(let motion) = entry.value else { return [] }
        return platforms.flatMap { handoverClaims(motion, $0.platform, label: $0.label) }
    }

    /// The handover claims of `platform` (written as `label`) for `motion`, one line each.
    static func handoverClaims(_ motion: RetargetedMotionValue, _ platform: any MotionPlatform, label: String) -> [String] {
        guard let retarget = platform.retarget else {
            return ["\(label): fluid has no model of how \(platform.title) hands a running animation to the next (retarget(…, platform:) "
                    + "does not take \(platform.name)): the claims of the springs are each spring's alone, from rest"]
        }
        let how = handoverWords(retarget.kind)
        guard let frames = retarget.frames else {
            return ["\(label): at each retarget \(how), as fluid's retarget does: " + exactChainDeviation(motion).text]
        }
        let springs = motion.retargets.reduce(into: [motion.base]) { springs, step in springs.append(step.spring ?? springs[springs.count - 1]) }
        let chain = RetargetChain(motion: motion.motion, springs: springs.map { ($0.spring, $0.form, $0.arguments.mapValues(\.value)) })
        var claims: [String] = []
        for fps in [60.0, 120.0] {
            let options = RetargetFrameOptions(framesPerSecond: fps, distance: 1, restSpeed: nil, restDelta: nil, limit: Limits.platformFrames)
            do throws(MotionError) {
                let trace = try frames.draw(chain, options)
                let model = "\(frames.possessive) handover as drawn at \(ExportNumber(fps, decimals: 0)) Hz for a move of 1, "
                    + "retarget(…, platform: \(platform.name)) against fluid's retarget"
                claims.append("\(label): at each retarget \(how): " + drawnDeviation(trace, from: motion.motion, model: model).text)
            } catch {
                return ["\(label): at each retarget \(how); fluid's model of it refuses this motion: \(error.message)"]
            }
        }
        return claims
    }

    /// What happens to the running animation at a handover of this kind, in a few words.
    static func handoverWords(_ kind: PlatformRetarget.Kind) -> String {
        switch kind {
        case .exact: return "the next spring starts where the running one is, with its velocity"
        case .restartsFromFrame: return "a new animation starts from the value with the velocity of its last two frames (a frame difference)"
        case .movesFinalPosition: return "the running animation keeps its value, velocity and spring and moves its final position"
        }
    }

    /// The chain rebuilt from each segment's printed spring (mass, stiffness, damping and the
    /// first one's velocity as the file writes them), velocity carried at each retarget,
    /// against fluid's chain over the last segment's start plus its spring's horizon.
    static func exactChainDeviation(_ motion: RetargetedMotionValue) -> ExportDeviation {
        let model = "the chain of the printed springs, velocity carried at each retarget"
        func printed(_ spring: Spring) -> Spring? {
            let physics = spring.exportedPhysics
            return try? Spring(.physical(mass: physics.mass.value, stiffness: physics.stiffness.value, damping: physics.damping.value),
                               initialVelocity: physics.velocity.value)
        }
        let segments = motion.motion.segments
        guard let first = printed(segments[0].spring) else { return ExportDeviation(maximum: .infinity, time: 0, model: model) }
        var chain = RetargetedMotion(first)
        for segment in segments.dropFirst() {
            guard let spring = printed(segment.spring),
                  let next = try? chain.retargeted(at: segment.start, to: segment.target, spring: spring) else {
                return ExportDeviation(maximum: .infinity, time: segment.start, model: model)
            }
            chain = next
        }
        let last = segments[segments.count - 1]
        return ExportResimulation.deviation(chain.value(at:), from: motion.motion.value(at:),
                                            horizon: last.start + ExportResimulation.horizon(of: last.spring), model: model)
    }

    /// max |drawn − fluid's chain| over the drawn frames (wall times in seconds), and where.
    static func drawnDeviation(_ trace: Trace<Double>, from exact: RetargetedMotion, model: String) -> ExportDeviation {
        var worst = 0.0, at = 0.0
        for (time, value) in zip(trace.times, trace.samples) {
            let error = abs(value - exact.value(at: time))
            if error > worst || error.isNaN { worst = error; at = time }
        }
        return ExportDeviation(maximum: worst, time: at, model: model)
    }
}
