#!/usr/bin/env python3
"""Reference figures for the end of UIKit's two decay models (issue 29, item 1), for
Tests/NotebookTests/MotionsOverTimeTests.swift, Tests/NotebookTests/CompareDiffTests.swift and
Tests/FluidMotionTests/Decays/DecayContractTests.swift.

Source of the formulas: Apple's "Designing Fluid Interfaces" (WWDC 2018, session 803), whose
projection sums UIScrollView.DecelerationRate r per millisecond: the talk's sum
(v0/1000) r/(1 - r), and its exact (continuous) form v(t) = v0 r^(1000 t) = v0 e^(-lam t),
lam = -1000 ln r, x(t) = v0 (1 - e^(-lam t))/lam, projection v0/lam. Apple's code cannot run
here; UIScrollView publishes no end of its own beyond its target content offset, so fluid's rule
is: the flick moves on that curve until its speed falls under 0.5 pt/s (fluid's rest rule, at
ln(|v0|/0.5)/lam for the exact form) and the value then settles on the projection, as a scroll
view lands on its target offset. From that stop on the position is the projection.

Independent of fluid's code: mpmath at 40 digits, with r taken as the Double the notebook
holds (0.998 for normal, 0.99 for fast, converted exactly from the binary64 value).
Run: python3 scripts/references/uikit_decay_end.py
"""
from fractions import Fraction
from mpmath import mp, mpf, log, exp, nstr

mp.dps = 40


def double(x):
    """The exact value of the binary64 nearest x."""
    f = Fraction(float(x))
    return mpf(f.numerator) / f.denominator


def lam(r):
    return -1000 * log(double(r))


def exact_stop(v, r, threshold=mpf("0.5")):
    return log(abs(mpf(v)) / threshold) / lam(r)


def exact_position(v, r, t):
    """The exact decay with fluid's end rule: the curve until the stop, the projection from it."""
    if t > 0 and t >= exact_stop(v, r):
        return mpf(v) / lam(r)
    return mpf(v) * (1 - exp(-lam(r) * t)) / lam(r)


def main():
    v = 1200
    normal, fast = 0.998, 0.99
    stop = exact_stop(v, normal)
    print("fl = decay(1200pt/s) (normal rate):")
    print("  stop ln(2400)/lam            ", nstr(stop, 21))
    print("  distance v/lam               ", nstr(mpf(v) / lam(normal), 21))
    print("  progress at its stop         ", nstr(exact_position(v, normal, stop) / (mpf(v) / lam(normal)), 21))
    print("diff decay(1200pt/s), decay(1200pt/s, rate: fast):")
    print("  fast stop                    ", nstr(exact_stop(v, fast), 21))
    gap = exact_position(v, normal, stop) - exact_position(v, fast, stop)
    print("  gap at the normal one's stop ", nstr(gap, 21))
    # Just before the normal decay's stop both curves are on their exponential and the fast one
    # on its projection: the gap there is the largest the unsnapped curve reaches.
    before = stop * (1 - mpf(10) ** -12)
    print("  gap just before that stop    ", nstr(exact_position(v, normal, before) - exact_position(v, fast, before), 21))


if __name__ == "__main__":
    main()
