/// Motion's part of an easing in a session exported as TypeScript or JavaScript: the curve's
/// control points as the array Motion's `ease` takes (`{ duration: 0.3, ease: Drawer.e }`,
/// the duration in seconds), Motion's own cubic Bézier.
extension MotionLibraryPlatform {
    @Sendable static func easing(_ timing: CubicBezierTiming, _ typed: Bool) -> (value: String, claim: String) {
        let array = "[" + timing.exportNumbers.map(\.text).joined(separator: ", ") + "]"
        return (typed ? array + " as const" : array, timing.exportClaim("Motion's cubic Bézier ease of the printed control points"))
    }
}
