/// The rotation of "Designing Fluid Interfaces": a spun view comes to rest at the allowed
/// angle nearest to where its momentum would carry it.
///
/// On release at angle a (radians) with angular velocity ω (estimated at the last sample):
/// projected = a + project(ω, rate) (the source, nathangitter/fluid-interfaces `Rotation`,
/// uses UIScrollView's fast rate 0.99 and the talk's formula); the resting angle is the
/// candidate closest to `projected` modulo a full turn, unwrapped to the turn nearest
/// `projected` (so 350° rests at 360°, not back at 0°); a spring of damping 0.8, response
/// 0.4 s carries the relative velocity ω / (target − a).
public struct Rotation: Hashable, Sendable {
    public var angles: [Double]
    public var rate: DecelerationRate
    public var model: ProjectionModel
    public var damping: Double
    public var response: Double

    /// Quarter turns: 0, π/2, π, 3π/2.
    public static let quarterTurns = [0, Double.pi / 2, Double.pi, 3 * Double.pi / 2]

    public init(angles: [Double] = Rotation.quarterTurns, rate: DecelerationRate = .fast, model: ProjectionModel = .talk,
                damping: Double = 0.8, response: Double = 0.4) {
        self.angles = angles
        self.rate = rate
        self.model = model
        self.damping = damping
        self.response = response
    }

    public struct Release: Hashable, Sendable {
        public let projected: Double
        /// Index into `angles` of the candidate chosen.
        public let angleIndex: Int
        public let motion: SpringRelease
    }

    /// - Throws: `MotionError` (parameter "angles") when there are no candidate angles.
    public func release(_ trace: Trace<Double>, estimator: VelocityEstimator? = nil) throws(MotionError) -> Release {
        let a = trace.samples[trace.count - 1]
        let omega = trace.releaseVelocity(estimator)
        let projected = a + project(velocity: omega, rate: rate, model: model)
        guard let index = closestAngle(to: projected, in: angles) else {
            throw MotionError(parameter: "angles", message: "give at least one angle to come to rest at")
        }
        let target = projected + (angles[index] - projected).remainder(dividingBy: 2 * Double.pi)
        return Release(projected: projected, angleIndex: index,
                       motion: try SpringRelease(from: a, velocity: omega, target: target, damping: damping, response: response))
    }
}
