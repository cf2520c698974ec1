#!/usr/bin/env python3
"""Independent re-implementations of the platforms' duration rules, in plain Python doubles,
written from the rules' definitions as upstream states them (not from fluid's code), for
Tests/FluidMotionTests/PlatformDurationTests.swift.

Framer Motion (motiondivision/motion, packages/motion-dom/src/animation/generators/spring.ts
and utils/calc-duration.ts): the generator works in milliseconds with the undamped angular
frequency in rad/ms and per-regime textbook closed forms (under-damped sin/cos, critical,
over-damped sinh/cosh); an animation is done at the first 50 ms grid time where
|target - x| <= restDelta and (under-damped only) |velocity| <= restSpeed (units/s), with
restDelta/restSpeed 0.005/0.01 for moves under 5 units and 0.5/2 otherwise; 20000 ms or more
means Infinity. Motion's velocity option is in units/s; its generator negates and converts it.

Jetpack Compose (androidx compose/animation/animation-core SpringEstimation.kt, called by
FloatSpringSpec.getDurationNanos with initialDisplacement = (initial - target)/threshold,
initialVelocity = v/threshold, delta = 1): under-damped uses the envelope ln(delta/c)/r;
critically and over-damped solve x(t) = +-delta by Newton's method from upstream's starting
guesses, stopping when a step is under 1 ms; the result is truncated to whole milliseconds.
Run: python3 scripts/references/platform_durations.py
"""
import math

def framer(k, c, m, distance, velocity_rel):
    # motion-dom: velocity option in units/s; generator uses -velocity/1000 (units/ms)
    # toward-target convention: a positive velocity_rel moves toward the target.
    origin, target = 0.0, distance
    # Motion's velocity option is the value's velocity in units/s (velocity_rel * distance);
    # its generator uses -option/1000, the rate of change of (target - value) in units/ms.
    v = -(velocity_rel * distance) / 1000
    zeta = c / (2 * math.sqrt(k * m))
    delta = target - origin
    w0 = math.sqrt(k / m) / 1000
    granular = abs(delta) < 5
    rest_speed = 0.01 if granular else 2
    rest_delta = 0.005 if granular else 0.5
    if zeta < 1:
        wd = w0 * math.sqrt(1 - zeta * zeta)
        A = (v + zeta * w0 * delta) / wd
        pos = lambda t: target - math.exp(-zeta * w0 * t) * (A * math.sin(wd * t) + delta * math.cos(wd * t))
        sc = zeta * w0 * A + delta * wd
        cc = zeta * w0 * delta - A * wd
        vel = lambda t: math.exp(-zeta * w0 * t) * (sc * math.sin(wd * t) + cc * math.cos(wd * t)) * 1000
    elif zeta == 1:
        pos = lambda t: target - math.exp(-w0 * t) * (delta + (v + w0 * delta) * t)
        vel = None
    else:
        wd = w0 * math.sqrt(zeta * zeta - 1)
        def pos(t):
            f = min(wd * t, 300)
            return target - math.exp(-zeta * w0 * t) * ((v + zeta * w0 * delta) * math.sinh(f) + wd * delta * math.cosh(f)) / wd
        vel = None
    def done(t):
        if abs(target - pos(t)) > rest_delta: return False
        return vel is None or abs(vel(t)) <= rest_speed
    duration = 0
    state = done(0)
    while not state and duration < 20000:
        duration += 50
        state = done(duration)
    return math.inf if duration >= 20000 else duration / 1000

def compose(stiffness, zeta, distance, velocity_rel, threshold=0.01):
    if zeta == 0: return math.inf
    initial_displacement = (0 - distance) / threshold
    initial_velocity = velocity_rel * distance / threshold
    c = 2 * zeta * math.sqrt(stiffness)
    partial = c * c - 4 * stiffness
    if partial >= 0:
        first = ((-c + math.sqrt(partial)) * 0.5, 0.0); second = ((-c - math.sqrt(partial)) * 0.5, 0.0)
    else:
        first = (-c * 0.5, math.sqrt(-partial) * 0.5); second = (-c * 0.5, -math.sqrt(-partial) * 0.5)
    delta = 1.0
    if initial_displacement == 0 and initial_velocity == 0: return 0.0
    v0 = -initial_velocity if initial_displacement < 0 else initial_velocity
    p0 = abs(initial_displacement)
    newton = lambda x, f, fp: x - f(x) / fp(x)
    if zeta > 1:
        r1, r2 = first[0], second[0]
        c2 = (r1 * p0 - v0) / (r1 - r2); c1 = p0 - c2
        t1 = math.log(abs(delta / c1)) / r1 if c1 != 0 else math.inf
        t2 = math.log(abs(delta / c2)) / r2 if c2 != 0 else math.inf
        t = t2 if not math.isfinite(t1) else t1 if not math.isfinite(t2) else max(t1, t2)
        try: tinf = math.log((c1 * r1) / (-c2 * r2)) / (r2 - r1)
        except (ValueError, ZeroDivisionError): tinf = math.nan
        xinf = lambda: c1 * math.exp(r1 * tinf) + c2 * math.exp(r2 * tinf)
        if math.isnan(tinf) or tinf <= 0: signed = -delta
        elif -xinf() < delta:
            if c2 > 0 and c1 < 0: t = 0.0
            signed = -delta
        else:
            t = math.log(-(c2 * r2 * r2) / (c1 * r1 * r1)) / (r1 - r2); signed = delta
        if abs(c1 * r1 * math.exp(r1 * t) + c2 * r2 * math.exp(r2 * t)) >= 0.0001:
            step, it = math.inf, 0
            while step > 0.001 and it < 100:
                it += 1; last = t
                t = newton(t, lambda s: c1 * math.exp(r1 * s) + c2 * math.exp(r2 * s) + signed,
                           lambda s: c1 * r1 * math.exp(r1 * s) + c2 * r2 * math.exp(r2 * s))
                step = abs(last - t)
    elif zeta < 1:
        r = first[0]; c1 = p0; c2 = (v0 - r * c1) / first[1]
        t = math.log(delta / math.sqrt(c1 * c1 + c2 * c2)) / r
    else:
        r = first[0]; c1 = p0; c2 = v0 - r * c1
        t1 = math.log(abs(delta / c1)) / r
        guess = math.log(abs(delta / c2)); tt = guess
        for _ in range(6): tt = guess - math.log(abs(tt / r))
        t2 = tt / r
        t = t2 if not math.isfinite(t1) else t1 if not math.isfinite(t2) else max(t1, t2)
        tinf = -(r * c1 + c2) / (r * c2)
        xinf = c1 * math.exp(r * tinf) + c2 * tinf * math.exp(r * tinf)
        if math.isnan(tinf) or tinf <= 0: signed = -delta
        elif -xinf < delta:
            if c2 < 0 and c1 > 0: t = 0.0
            signed = -delta
        else:
            t = -(2.0 / r) - (c1 / c2); signed = delta
        step, it = math.inf, 0
        while step > 0.001 and it < 100:
            it += 1; last = t
            t = newton(t, lambda s: (c1 + c2 * s) * math.exp(r * s) + signed,
                       lambda s: (c2 * (r * s + 1) + c1 * r) * math.exp(r * s))
            step = abs(last - t)
    return math.trunc(t * 1000) / 1000

# (stiffness, dampingRatio, distance, relative velocity); mass 1, damping c = 2*zeta*sqrt(k)
SPRINGS = [
    ((2 * math.pi / 0.4) ** 2, 0.8, 1, 0.0),      # the tour's spring: damping 0.8, response 0.4 s
    ((2 * math.pi / 0.4) ** 2, 0.8, 300, 0.0),
    ((2 * math.pi / 0.4) ** 2, 0.8, 1, 3.0),
    ((2 * math.pi / 0.5) ** 2, 0.3, 1, 0.0),      # SwiftUI bouncy-like
    ((2 * math.pi / 0.5) ** 2, 0.3, 300, -2.0),
    (1500.0, 0.5, 1, 0.0),                        # Android defaults: StiffnessMedium, MEDIUM_BOUNCY
    (1500.0, 1.0, 1, 0.0),                        # Compose spring() default
    (400.0, 1.0, 1, 5.0),
    (200.0, 2.0, 1, 0.0), (200.0, 2.0, 300, -4.0), (50.0, 0.2, 1, 0.0),
    (100.0, 0.0, 1, 0.0),
]

def swiftui(k, z):
    """SwiftUI's documented settlingDuration: last |x| = 0.001 from rest (mpmath, 60 digits,
    spring_measures.measures)."""
    from mpmath import nstr
    from spring_measures import measures
    return nstr(measures(k, z, 0.0)[0], 17) if z > 0 else "inf"

if __name__ == "__main__":
    for k, z, d, vel in SPRINGS:
        c = 2 * z * math.sqrt(k)
        print(f"({k!r}, {z!r}, {d!r}, {vel!r}, framer: {framer(k, c, 1.0, d, vel)!r}, "
              f"compose: {compose(k, z, d, vel)!r}, swiftUI: {swiftui(k, z)}),")
