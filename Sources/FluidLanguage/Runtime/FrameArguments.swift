/// The arguments every builtin that draws a platform's frames shares: the display's frame
/// rate and the size of the move (in the platform's units, which set its thresholds).
extension BoundArguments {
    /// `fps:` (default 60): frames per second of the display, 1 to 1000.
    func frameRate() throws(Diagnostic) -> Double {
        let fps = try quantity("fps", .plain, default: 60).value
        guard fps.isFinite, fps >= 1, fps <= 1000 else {
            throw Diagnostic("fps: is 1 to 1000 frames per second, like fps: 120", span("fps"))
        }
        return fps
    }

    /// `distance:` (default 1): the size of the move, its magnitude; finite, not 0, under 10¹².
    func moveDistance() throws(Diagnostic) -> Double {
        let distance = abs(try quantity("distance", .length, default: 1).value)
        guard distance.isFinite, distance > 0, distance < 1e12 else {
            throw Diagnostic("distance: is a finite size other than 0, like 300pt", span("distance"))
        }
        return distance
    }
}
