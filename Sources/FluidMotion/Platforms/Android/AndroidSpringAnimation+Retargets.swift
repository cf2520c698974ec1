/// `SpringAnimation.animateToFinalPosition(p)` called while the animation runs, as Android
/// handles it: the new final position waits (`mPendingPosition`) until the next frame, whose
/// update then runs two half steps of ⌊Δ/2⌋ whole ms each (Δ the frame's interval in ms,
/// Java's integer division) — the first toward the old final position, the second toward
/// the new one, each with `SpringForce.updateValues` from the Float value and velocity —
/// and then checks for rest against the new final position. With Δ odd (17 ms at 60 Hz),
/// that frame advances the spring 1 ms less than the clock.
///
/// Times are ms after the first frame (the one that only notes its time, at 0). A call at
/// time t is handled before the first frame at or after t (Choreographer runs input before
/// animation in a frame); of several calls before one frame the last wins. A call after the
/// animation has come to rest starts it again (`start()`): from the value where it rests,
/// with velocity 0; the next frame only notes its time (it is listed, showing that value)
/// and the spring moves from the frame after.
///
/// Bounds (`minValue`/`maxValue`): a call while running is not checked against them (a final
/// position past a bound holds the value at the bound, at rest only if within the threshold
/// of it); a call that starts it again with its final position outside them throws in
/// Android (`sanityCheck`): the frames end there, not finished.
extension AndroidSpringAnimation {
    /// One `animateToFinalPosition(finalPosition)` call, `milliseconds` after the first frame.
    public struct Retarget: Sendable, Hashable {
        public var milliseconds: Double
        public var finalPosition: Float

        public init(milliseconds: Double, finalPosition: Float) {
            self.milliseconds = milliseconds
            self.finalPosition = finalPosition
        }
    }

    /// The frames drawn with `retargets` (in time order; a call with a NaN time is never
    /// made): each frame's time (ms after the first frame) and the value shown, the last the
    /// frame at which it rests after its last call. At most `limit` frames are drawn (frames
    /// while at rest between calls are skipped, not counted); `finished` is false when the
    /// limit comes first, for an invalid spring, or when `from` or `to` is outside the bounds
    /// (no frames: Android throws at `start()`).
    public func frames(retargets: [Retarget], limit: Int = 100_000) -> (frames: [(milliseconds: Int, value: Float)], finished: Bool) {
        guard stiffness > 0, stiffness.isFinite, dampingRatio >= 0, dampingRatio.isFinite, framesPerSecond.isFinite, framesPerSecond > 0,
              framesPerSecond <= 1000, from.isFinite, to.isFinite, startVelocity.isFinite,
              retargets.allSatisfy({ !$0.milliseconds.isFinite || $0.finalPosition.isFinite }),
              !minValue.isNaN, !maxValue.isNaN, to >= minValue, to <= maxValue, from >= minValue, from <= maxValue else { return ([], false) }
        let calls = retargets.filter { $0.milliseconds.isFinite }
        let omega = Double(stiffness).squareRoot(), zeta = Double(dampingRatio)
        let valueThreshold = Double(abs(minimumVisibleChange * Self.thresholdMultiplier))
        let velocityThreshold = valueThreshold * Self.velocityThresholdMultiplier
        let fps = framesPerSecond
        func frameTime(_ k: Int) -> Int { Int((Double(k) * 1000 / fps).rounded(.down)) }
        let first = frameTime(1)
        var final = Double(to), pending: Float?
        var value = from, velocity = startVelocity
        var running = true, noteOnly = false
        var last = first, next = 0, k = 1
        var frames: [(milliseconds: Int, value: Float)] = []
        func step(_ milliseconds: Int) {
            let (x, v) = Self.update(Double(value) - final, Double(velocity), seconds: Double(milliseconds) / 1000, omega: omega, zeta: zeta)
            value = Float(x + final)
            velocity = Float(v)
        }
        while frames.count < max(limit, 0) {
            k += 1
            var time = frameTime(k)
            if !running {
                guard next < calls.count else { return (frames, true) }
                // At rest until the next call: jump to the first frame at or after it.
                let due = calls[next].milliseconds + Double(first)
                guard due < 1e12 else { return (frames, true) }
                k = max(k, Int((due * fps / 1000).rounded(.down)) - 1)
                while Double(frameTime(k)) < due { k += 1 }
                time = frameTime(k)
            }
            while next < calls.count, calls[next].milliseconds <= Double(time - first) {
                if running {
                    pending = calls[next].finalPosition
                } else {
                    // start() → sanityCheck throws for a final position outside the bounds.
                    guard calls[next].finalPosition >= minValue, calls[next].finalPosition <= maxValue else { return (frames, false) }
                    final = Double(calls[next].finalPosition)
                    running = true
                    noteOnly = true
                }
                next += 1
            }
            if noteOnly {
                noteOnly = false
                last = time
                frames.append((time - first, value))
                continue
            }
            let interval = time - last
            last = time
            if let position = pending {
                step(interval / 2)
                final = Double(position)
                pending = nil
                step(interval / 2)
            } else {
                step(interval)
            }
            // updateValueAndVelocity clamps the value (not the velocity) before the rest check.
            value = Swift.min(Swift.max(value, minValue), maxValue)
            if Double(abs(velocity)) < velocityThreshold && Double(abs(value - Float(final))) < valueThreshold {
                value = Float(final)
                velocity = 0
                running = false
                // doAnimationFrame clamps again: a final position past a bound shows the bound.
                value = Swift.min(Swift.max(value, minValue), maxValue)
            }
            frames.append((time - first, value))
            if !running && next >= calls.count { return (frames, true) }
        }
        return (frames, false)
    }
}
