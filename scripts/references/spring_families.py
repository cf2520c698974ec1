#!/usr/bin/env python3
"""Reference values for Tests/FluidMotionTests/SpringFamilyTests.swift, computed with mpmath at 40
digits, independently of fluid's closed forms: roots are found numerically on the definitions.

Run: python3 scripts/references/spring_families.py
"""
from mpmath import mp, mpf, pi, exp, sqrt, log, cos, sin, findroot, floor

mp.dps = 40
EPS = mpf('0.001')  # Framer's safeMin


def root(f, lo, hi):
    """Bisection to 40 digits on a bracket where f changes sign (robust, no starting guess)."""
    lo, hi = mpf(lo), mpf(hi)
    flo = f(lo)
    assert flo * f(hi) < 0, (lo, hi)
    for _ in range(200):
        mid = (lo + hi) / 2
        fm = f(mid)
        if fm == 0:
            return mid
        if (fm < 0) == (flo < 0):
            lo, flo = mid, fm
        else:
            hi = mid
    return (lo + hi) / 2


def framer_find_spring(duration, bounce):
    """motion-dom findSpring with velocity 0: root omega of its envelope equation."""
    zeta = min(max(1 - mpf(bounce), mpf('0.05')), mpf(1))
    T = min(max(mpf(duration), mpf('0.01')), mpf(10))
    if zeta < 1:
        f = lambda w: EPS - (zeta * w / (w * sqrt(1 - zeta**2))) * exp(-zeta * w * T)
    else:
        f = lambda w: -EPS + exp(-w * T) * (w * T + 1)
    # bracket: f changes sign between tiny and huge omega
    lo, hi = mpf('1e-6'), mpf(1)
    while f(lo) * f(hi) > 0:
        hi *= 2
    w = root(f, lo, hi)
    return zeta, w, w**2, 2 * zeta * w


def unit_settle(zeta, eps):
    """Last t with |x(t)| >= eps for x0 = 1, v0 = 0, omega0 = 1."""
    zeta, eps = mpf(zeta), mpf(eps)
    if zeta < 1:
        wd = sqrt(1 - zeta**2)
        x = lambda t: exp(-zeta * t) * (cos(wd * t) + zeta / wd * sin(wd * t))
        n = int(floor(log(1 / eps) * wd / (zeta * pi)))  # last turning point with |x| >= eps
        a, b = n * pi / wd, (n + 1) * pi / wd
        s = 1 if n % 2 == 0 else -1
        return root(lambda t: s * x(t) - eps, a, a + (b - a) / 2 if n == 0 else b) if n > 0 else \
            root(lambda t: x(t) - eps, mpf(0), b)
    if zeta == 1:
        return root(lambda t: (1 + t) * exp(-t) - eps, mpf(0), mpf(100))
    r1, r2 = -(zeta - sqrt(zeta**2 - 1)), -(zeta + sqrt(zeta**2 - 1))
    a = r2 / (r2 - r1); b = 1 - a
    return root(lambda t: a * exp(r1 * t) + b * exp(r2 * t) - eps, mpf(0), mpf(1000))


def u_star():
    return root(lambda u: exp(-u) * (1 + u) - EPS, mpf(1), mpf(20))


if __name__ == '__main__':
    print('u* =', mp.nstr(u_star(), 25))
    for d, b in [('0.8', '0.3'), ('0.5', '0.25'), ('0.3', '0'), ('2', '0.9'), ('0.8', '0.99'),
                 ('0.05', '0.5'), ('10', '0.1'), ('0.5', '0.000001'), ('0.5', '-0.5')]:
        z, w, k, c = framer_find_spring(mpf(d), mpf(b))
        print(f'framer duration {d} bounce {b}: zeta {mp.nstr(z, 20)} omega {mp.nstr(w, 22)} stiffness {mp.nstr(k, 22)} damping {mp.nstr(c, 22)}')
    for vd, b in [('0.3', '0.3'), ('0.5', '0'), ('1', '0.99')]:
        z = min(max(1 - mpf(b), mpf('0.05')), mpf(1))
        k = (2 * pi / (mpf(vd) * mpf('1.2')))**2
        print(f'framer visualDuration {vd} bounce {b}: stiffness {mp.nstr(k, 22)} damping {mp.nstr(2 * z * sqrt(k), 22)}')
    for ts, z, e in [('0.5', '0.7', '0.001'), ('1', '1', '0.001'), ('0.8', '1.5', '0.001'), ('0.4', '0.3', '0.01')]:
        tau = unit_settle(mpf(z), mpf(e))
        w = tau / mpf(ts)
        print(f'settling {ts} zeta {z} eps {e}: tau {mp.nstr(tau, 22)} stiffness {mp.nstr(w**2, 22)} damping {mp.nstr(2 * mpf(z) * w, 22)}')
    for f, z, m in [('0.5', '0.7', '1'), ('1.2', '0.3', '2')]:
        f, z, m = mpf(f), mpf(z), mpf(m)
        print(f'reactspring frequency {f} damping {z} mass {m}: tension {mp.nstr((2 * pi / f)**2 * m, 22)} friction {mp.nstr(4 * pi * z * m / f, 22)}')
