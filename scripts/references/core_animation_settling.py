#!/usr/bin/env python3
"""Reference figures for Core Animation's settlingDuration, for
Tests/FluidMotionTests/Platforms/CoreAnimationSettlingTests.swift.

The rule, as public reverse-engineering notes of QuartzCore state it (found with the search
tools under `durationForEpsilon`; checked there against the host's own QuartzCore on 32 named
springs and 4000 random ones): `settlingDuration` is `durationForEpsilon:` with eps = 0.001,
w = sqrt(k/m), z = c / (2 sqrt(m k)), v the animation's `velocity` (= `initialVelocity`: the
fraction of the move per second, positive toward the target);
  - z = 0: never settles;
  - z < 1: (-ln eps + ln(1 + |(w z - v) / (w sqrt(1 - z^2))|)) / (w z), floored at 0;
  - z >= 1: the spring taken as critical; time walked in steps of 0.1 s until the remainder
    |1 + (w - v) t| e^(-w t) has fallen under eps and stays there; a multiple of 0.1 s.

This evaluation is independent of fluid's code: the closed form in mpmath at 50 digits, and
the walk done literally, step n = 1, 2, ... at t = n/10, stopping at the first step where the
remainder is under eps and its largest value over [t, oo) is under eps too (that largest value
is r(t) or, when the remainder's last stationary point t* = -v / ((w - v) w) lies past t,
r(t*): the remainder decreases after t*). No bisection and no last-crossing search, which is
how fluid finds it.
Run: python3 scripts/references/core_animation_settling.py
"""
from mpmath import mp, mpf, sqrt, log, exp, pi, nstr, inf

mp.dps = 50
EPS = mpf("0.001")


def remainder(w, v, t):
    return abs(1 + (w - v) * t) * exp(-w * t)


def largest_after(w, v, t):
    a = w - v
    r = remainder(w, v, t)
    if a != 0:
        star = -v / (a * w)
        if star > t:
            r = max(r, remainder(w, v, star))
    return r


def settling(m, k, c, v):
    m, k, c, v = mpf(m), mpf(k), mpf(c), mpf(v)
    w = sqrt(k / m)
    z = c / (2 * sqrt(m * k))
    if z == 0:
        return inf
    if z < 1:
        t = (-log(EPS) + log(1 + abs((w * z - v) / (w * sqrt(1 - z * z))))) / (w * z)
        return max(t, mpf(0))
    n = 1
    while True:
        t = mpf(n) / 10
        if remainder(w, v, t) < EPS and largest_after(w, v, t) < EPS:
            return t
        n += 1


# (label, mass, stiffness, damping, velocity); the talk's springs by response T and ratio z:
# stiffness (2 pi / T)^2, damping 4 pi z / T, mass 1.
def talk(z, T):
    return ((2 * pi / mpf(T)) ** 2, 4 * pi * mpf(z) / mpf(T))


CASES = [
    ("talk drawer 0.8/0.3 s (notes: 0.463 s)", 1, *talk("0.8", "0.3"), 0),
    ("CASpringAnimation() defaults", 1, 100, 10, 0),
    ("Apple's example, damping 5 (docs: about 2.85 s)", 1, 100, 5, 0),
    ("Apple's example, damping 15 (docs: just over 1 s)", 1, 100, 15, 0),
    ("zeta 0.999", 1, 100, "19.98", 0),
    ("zeta 1", 1, 100, 20, 0),
    ("zeta 1.001", 1, 100, "20.02", 0),
    ("zeta 1.3 (notes: same as damping 20)", 1, 100, 26, 0),
    ("zeta 0.999, velocity 25 (past w = 10)", 1, 100, "19.98", 25),
    ("zeta 1, velocity 25 (past w)", 1, 100, 20, 25),
    ("zeta 1.001, velocity 25 (past w)", 1, 100, "20.02", 25),
    ("notes: damping 25, velocity 15 settles in 0.9 s, not 0.2", 1, 100, 25, 15),
    ("notes: mass 12, stiffness 7, damping 100 settles in 12.1 s", 12, 7, 100, 0),
    ("critical, velocity = w", 1, 100, 20, 10),
    ("critical, velocity -5 (away)", 1, 100, 20, -5),
    ("critical, velocity 11 (past w; the peak after the zero is under eps)", 1, 100, 20, 11),
    ("critical, velocity 200 (far past w)", 1, 100, 20, 200),
    ("under-damped, velocity 40 (past w)", 1, 100, 10, 40),
    ("under-damped, velocity -3 (away)", 1, 100, 10, -3),
    ("talk pip 1/0.4 s, velocity 2", 1, *talk(1, "0.4"), 2),
    ("zeta 0.05", 1, 100, 1, 0),
]

if __name__ == "__main__":
    for label, m, k, c, v in CASES:
        print(f"{label}: m {nstr(mpf(m), 17)} k {nstr(mpf(k), 17)} c {nstr(mpf(c), 17)} v {v} -> {nstr(settling(m, k, c, v), 20)}")
