#!/usr/bin/env python3
"""Reference values for Tests/FluidMotionTests/SpringExtremeTests.swift.

The oscillator m x'' + c x' + k x = 0 from x(0) = x0, x'(0) = v0 in the textbook form of
each regime (NOT the unified form fluid uses), in mpmath at 600 digits so that even the
over-damped r1 = -w(z - sqrt(z^2 - 1)) at z = 1e200 keeps 200 good digits. Inputs are the
exact doubles the library holds: w = sqrt(k) rounded to a double as IEEE sqrt does (the
`.stiffnessDampingRatio` family), z the double damping ratio. x'(t) is the analytic
derivative of the same textbook form. Run: python3 scripts/references/spring_closed_form.py
"""
import math
from mpmath import mp, mpf, sqrt, exp, cos, sin, nstr

mp.dps = 600

def oscillator(k, z, x0, v0):
    w = mpf(math.sqrt(k)); z = mpf(z); x0 = mpf(x0); v0 = mpf(v0)
    if z < 1:
        wd = w * sqrt(1 - z * z); s = z * w
        A = (v0 + s * x0) / wd
        x = lambda t: exp(-s * t) * (x0 * cos(wd * t) + A * sin(wd * t))
        v = lambda t: exp(-s * t) * ((-s * x0 + A * wd) * cos(wd * t) + (-s * A - x0 * wd) * sin(wd * t))
    elif z == 1:
        B = v0 + w * x0
        x = lambda t: (x0 + B * t) * exp(-w * t)
        v = lambda t: (B - w * (x0 + B * t)) * exp(-w * t)
    else:
        r = sqrt(z * z - 1)
        r1 = -w * (z - r); r2 = -w * (z + r)
        a = (v0 - r2 * x0) / (r1 - r2); b = x0 - a
        x = lambda t: a * exp(r1 * t) + b * exp(r2 * t)
        v = lambda t: a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t)
    return x, v

CASES = [
    # (k, zeta, x0, v0, t)
    (100, 0.0, 1, 0, 0.3), (100, 0.0, 1, 0, 1e3), (100, 0.0, 1, 0, 1e6), (100, 0.0, 0, 1, 1e6),
    (100, 0.5, 1, 0, 100.0),                       # deep tail: e^(-500), relative accuracy
    (100, 0.5, 1, 1e200, 0.1),                     # huge initial velocity
    (100, 0.5, 0, -3, 0.2), (100, 1.0, 0, -3, 0.2), (100, 3.0, 0, -3, 0.2),   # x0 = 0
    (1, 1e6, 1, 0, 1e6), (1, 1e6, 0, 1, 1e6), (1, 1e6, 1, -2e6, 3e5),
    (1, 1e200, 1, 0, 1e200), (1, 1e200, 1, 0, 1.0),
    (1e12, 0.3, 1, 0, 3e-6), (1e12, 1.0, 1, 0, 3e-6), (1e12, 2.0, 0, 1e6, 3e-6),
    (1e-12, 0.3, 1, 0, 3e6), (1e-12, 1.0, 1, 0, 3e6), (1e-12, 2.0, 0, 1e-6, 3e6),
    (100, 1 - 1e-12, 0, 1, 0.3), (100, 1 + 1e-12, 0, 1, 0.3),
    (100, 1 - 2**-52, 1, -7, 0.3), (100, 1 + 2**-52, 1, -7, 0.3),
]

def error_scale(k, z, x0, v0, t):
    """What rounding in a double evaluation is measured against: with x = x0*C + B*S and
    x' = v0*C - D*S (B = v0 + s*x0, D = w^2*x0 + s*v0), |C| <= e^(r1 t) and
    |S| <= e^(r1 t)*min(t, 1/f) (f = wd below critical, 2*mu above), so
    scaleX = e^(r1 t)(|x0| + |B| min(t, 1/f)), scaleV likewise with v0 and D; and the
    arguments of exp/cos carry absolute errors of a few ulps of |r1 t| (+ wd t below
    critical), returned as the third value."""
    w = mpf(math.sqrt(k)); z = mpf(z); x0 = mpf(x0); v0 = mpf(v0); t = mpf(t)
    s = z * w
    if z < 1:
        r1 = -s; f = w * sqrt(1 - z * z)
    else:
        mu = w * sqrt(z * z - 1); r1 = -w / (z + sqrt(z * z - 1)); f = 2 * mu
    B = v0 + s * x0; D = w * w * x0 + s * v0
    reach = t if f == 0 else min(t, 1 / f)
    decay = exp(r1 * t)
    # Above critical the fast exponent's error is harmless: e^(-z)*z*eps <= eps/e.
    phase = f * t if z < 1 else 0
    return decay * (abs(x0) + abs(B) * reach), decay * (abs(v0) + abs(D) * reach), abs(r1 * t) + phase

if __name__ == "__main__":
    for k, z, x0, v0, t in CASES:
        x, v = oscillator(k, z, x0, v0)
        tt = mpf(t)
        sx, sv, arg = error_scale(k, z, x0, v0, t)
        print(f"({k!r}, {z!r}, {x0!r}, {v0!r}, {t!r}, {nstr(x(tt), 20)}, {nstr(v(tt), 20)}, "
              f"{nstr(sx, 3)}, {nstr(sv, 3)}, {nstr(arg, 3)}),")
