/// Picture in picture of "Designing Fluid Interfaces": a thrown window comes to rest in the
/// corner nearest to where its momentum would carry it.
///
/// On release at p with velocity v (estimated per axis at the last sample):
/// projected = p + project(v, rate) per axis (`rate` normal 0.998, the talk's formula by
/// default); the target is the corner nearest to `projected`; each axis runs a spring of
/// damping 1, response 0.4 s with its own relative velocity v_axis / (corner_axis − p_axis).
public struct PictureInPicture: Hashable, Sendable {
    public var corners: [Point2]
    public var rate: DecelerationRate
    public var model: ProjectionModel
    public var damping: Double
    public var response: Double

    public init(corners: [Point2], rate: DecelerationRate = .normal, model: ProjectionModel = .talk,
                damping: Double = 1, response: Double = 0.4) {
        self.corners = corners
        self.rate = rate
        self.model = model
        self.damping = damping
        self.response = response
    }

    public struct Release: Hashable, Sendable {
        public let velocity: Point2
        public let projected: Point2
        /// Index into `corners`.
        public let cornerIndex: Int
        public let x: SpringRelease
        public let y: SpringRelease
        public var corner: Point2 { Point2(x: x.target, y: y.target) }
        public var from: Point2 { Point2(x: x.from, y: y.from) }
        public func position(at t: Double) -> Point2 { Point2(x: x.position(at: t), y: y.position(at: t)) }
        /// When both axes have settled.
        public var settle: Double { max(x.settle, y.settle) }
    }

    /// - Throws: `MotionError` (parameter "corners") when there are no corners.
    public func release(_ trace: Trace<Point2>, estimator: VelocityEstimator? = nil) throws(MotionError) -> Release {
        let p = trace.samples[trace.count - 1]
        let v = trace.releaseVelocity(estimator)
        let projected = Point2(x: p.x + project(velocity: v.x, rate: rate, model: model),
                               y: p.y + project(velocity: v.y, rate: rate, model: model))
        guard let index = nearest(to: projected, in: corners) else {
            throw MotionError(parameter: "corners", message: "give at least one corner to come to rest in")
        }
        let corner = corners[index]
        return Release(velocity: v, projected: projected, cornerIndex: index,
                       x: try SpringRelease(from: p.x, velocity: v.x, target: corner.x, damping: damping, response: response),
                       y: try SpringRelease(from: p.y, velocity: v.y, target: corner.y, damping: damping, response: response))
    }
}
