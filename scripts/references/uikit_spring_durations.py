#!/usr/bin/env python3
"""Reference figures for UIKit's spring durations (issue 29, item 3), for
Tests/FluidMotionTests/Platforms/UIKitSpringDurationTests.swift.

Apple's code cannot run here. The rules are taken, as facts, from public reverse-engineering
notes of UIKitCore (found with the search tools under `_durationOfSpringAnimationWithMass`,
`parametersOfSpringAnimation`, `durationForEpsilon`):

1. UIViewPropertyAnimator(duration: 0, timingParameters: p).duration, p a
   UISpringTimingParameters in its mass form, is p's settlingDuration, which calls
   +[UIView _durationOfSpringAnimationWithMass:stiffness:damping:velocity:] once per component
   of p.initialVelocity and answers the larger (NaN taken as 0). Notes read off UIKit of the
   armv7s cache of iOS 10.3.4, checked there against the host's UIKit on 480 springs. For one
   component v (fractions of the move per second, positive toward the target):
     z = c/(2 sqrt(m k)) clamped to [0, 1]; z = 0: infinite; w = sqrt(k/m);
     z < 1:  max((-ln 0.001 + ln(1 + |(w z - v)/(w sqrt(1 - z^2))|)) / (w z), 0)
     z >= 1: a = w - v (a = 0: NaN); L = ln|0.001 w e^(-w/a) / a|; A = -1 - L;
             F = 1 + 0.3361 sqrt(A/2) / (1 - 0.0042 A e^(-0.0201 sqrt A));
             C = L - 5.9506097239272915 (1 - 1/F); duration = -(w + a C)/(w a)
   Published figure: at v = 0 the second branch is 9.235036526651854/w (the host answered
   9.235037/w). A 1-D spring is p with initialVelocity (v, 0): max(d(v), d(0)).
   The second branch is a fitted approximation to the critically damped settle, the root of
   (1 + a t) e^(-w t) = 0.001 (Lambert W_-1); the exact root is printed beside it.

2. UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...) (iOS 7)
   sets mass 1 and finds w by UIViewSpringAnimationState's parametersOfSpringAnimation:
   damping ratio clamped to [FLT_EPSILON = 1.1920928955078125e-7, 1], duration T to
   [0.01, 10] s, Newton's method from w0 = 5/T, 12 steps, on the 0.001 envelope:
     z < 1:  f(w) = 0.001 - |(z w - v)/(w sqrt(1 - z^2))| e^(-z w T)
     z = 1:  f(w) = (1 + (w - v) T) e^(-w T) - 0.001 (+0.001 where w - v < 0)
   stiffness w^2, damping 2 z w. Here the 12 steps are taken literally at 50 digits with the
   exact derivative, and the root itself found with mpmath's findroot.

3. SwiftUI's Spring.settlingDuration: Apple documents only its definition (target 1, initial
   velocity 0, epsilon 0.001: the time after which every value stays within epsilon) and calls
   the value an estimate; its method is unpublished and SwiftUI cannot run here. fluid solves the
   definition exactly: the last t with |1 - p(t)| = 0.001, found here by mpmath's findroot on the
   last crossing of the under-damped step, bracketed from its envelope. OpenSwiftUI (a clean-room
   reimplementation, OpenSwiftUIProject/OpenSwiftUI, Spring settlingDuration) estimates it as
   (ln(|z w - v| + 1) - ln eps)/(z w) below critical damping; printed beside it for comparison,
   not as SwiftUI's.

Run: python3 scripts/references/uikit_spring_durations.py
"""
from mpmath import mp, mpf, sqrt, log, exp, fabs, lambertw, findroot, diff, nstr, pi, inf, isnan

mp.dps = 50
EPS = mpf("0.001")


def component(m, k, c, v):
    m, k, c, v = mpf(m), mpf(k), mpf(c), mpf(v)
    z = min(max(c / (2 * sqrt(m * k)), 0), 1)
    if z == 0:
        return inf
    w = sqrt(k / m)
    if z < 1:
        decay, damped = w * z, w * sqrt(1 - z * z)
        return max((-log(EPS) + log(1 + fabs((decay - v) / damped))) / decay, 0)
    a = w - v
    if a == 0:
        return mp.nan
    L = log(fabs(EPS * w * exp(-w / a) / a))
    A = -1 - L
    F = 1 + mpf("0.3361") * sqrt(A / 2) / (1 - mpf("0.0042") * A * exp(mpf("-0.0201") * sqrt(A)))
    C = L + mpf("-5.9506097239272915") * (1 - 1 / F)
    return -(w + a * C) / (w * a)


def animator_duration(m, k, c, v):
    values = [component(m, k, c, v), component(m, k, c, 0)]
    return max(0 if isnan(x) else x for x in values)


def critical_settle(w, v):
    """The last t with |1 + (w - v) t| e^(-w t) = 0.001, through Lambert W_-1 (a > 0)."""
    w, v = mpf(w), mpf(v)
    a = w - v
    # (1 + a t) e^(-w t) = eps; u = -(w/a)(1 + a t): u e^u = -(w/a) eps e^(-w/a)
    u = lambertw(-(w / a) * EPS * exp(-w / a), -1)
    return (-(a / w) * u - 1) / a


def animate(duration, ratio, velocity):
    z = min(max(mpf(ratio), mpf(2) ** -23), 1)
    T = min(max(mpf(duration), mpf("0.01")), 10)
    v = mpf(velocity)
    if z < 1:
        s = sqrt(1 - z * z)
        f = lambda w: EPS - fabs((z * w - v) / (w * s)) * exp(-z * w * T)
    else:
        f = lambda w: (1 + (w - v) * T) * exp(-w * T) + (EPS if w - v < 0 else -EPS)
    w = 1 / T * 5
    for _ in range(12):
        w = w - f(w) / diff(f, w)
    root = findroot(f, w)
    return z, T, w, root


def exact_settle_from_rest(z, w):
    """The last t with |x(t)| = 0.001, x(t) = e^(-z w t)(cos wd t + z w/wd sin wd t), z < 1."""
    z, w = mpf(z), mpf(w)
    wd = w * sqrt(1 - z * z)
    x = lambda t: exp(-z * w * t) * (mp.cos(wd * t) + z * w / wd * mp.sin(wd * t))
    bound = (-log(EPS) + log(sqrt(1 + (z * w / wd) ** 2))) / (z * w)  # the amplitude's envelope
    # The last crossing lies within the last half period before the bound: scan back finely.
    step = pi / wd / 400
    t = bound
    while fabs(x(t)) < EPS:
        t -= step
    return findroot(lambda u: fabs(x(u)) - EPS, (t, t + step), solver="anderson")


def main():
    print("UIKit animator duration (mass, stiffness, damping, velocity) -> seconds")
    cases = [
        # zeta 0.8, response 0.3 s from rest (issue 29's figure: 0.463 s)
        (1, (2 * pi / mpf("0.3")) ** 2, 2 * mpf("0.8") * 2 * pi / mpf("0.3"), 0),
        (1, 100, 10, 0), (1, 100, 10, 5), (1, 100, 10, -10), (1, 100, 10, 25),
        (1, 100, mpf("19.98"), 0), (1, 100, mpf("19.9998"), 0), (1, 100, mpf("19.98"), 10),
        (1, 100, 20, 0), (1, 100, 20, 5), (1, 100, 20, 10), (1, 100, 20, 25), (1, 100, 20, -10),
        (1, 100, 26, 0), (3, 1000, 500, 0), (2, 300, 20, 4),
    ]
    for m, k, c, v in cases:
        d = animator_duration(m, k, c, v)
        line = f"  m {nstr(m, 6)} k {nstr(k, 17)} c {nstr(c, 17)} v {nstr(v, 6)}: {nstr(d, 17)}"
        z = mpf(c) / (2 * sqrt(mpf(m) * mpf(k)))
        w = sqrt(mpf(k) / mpf(m))
        if z >= 1 and mpf(v) < w:
            line += f"   (exact critical settle of the larger component {nstr(max(critical_settle(w, v), critical_settle(w, 0)), 12)})"
        print(line)
    print("  published: v = 0, critical: 9.235036526651854/w; here w = 10:", nstr(component(1, 100, 20, 0), 17))
    print()
    print("UIView.animate(withDuration:usingSpringWithDamping:initialSpringVelocity:) -> (z, T, w after 12 Newton steps, root)")
    for duration, ratio, velocity in [(0.5, 0.7, 0), (0.3, 0.5, 2), (1, 0.9, 0), (0.5, 0.999, 0), (0.5, 1, 0), (0.5, 1, 3),
                                      (0.8, 0.6, 30), (0.4, 0.8, -5), (0.005, 0.7, 0), (12, 0.7, 0), (0.5, 1.5, 0), (0.5, 0.05, 0)]:
        z, T, w, root = animate(duration, ratio, velocity)
        print(f"  T {duration} z {ratio} v {velocity}: z {nstr(z, 17)} T {nstr(T, 6)} w {nstr(w, 20)} root {nstr(root, 20)}"
              f" stiffness {nstr(w * w, 20)}")

    print()
    print("SwiftUI settlingDuration, z 0.8, response 0.3 s (w = 2 pi/0.3), from rest:")
    z, w = mpf("0.8"), 2 * pi / mpf("0.3")
    print("  exact settle (SwiftUI's documented definition)", nstr(exact_settle_from_rest(z, w), 17))
    print("  OpenSwiftUI's estimate                        ", nstr((log(fabs(z * w) + 1) - log(EPS)) / (z * w), 17))
    print("  Core Animation / UIKit envelope bound         ", nstr(component(1, w * w, 2 * z * w, 0), 17))


if __name__ == "__main__":
    main()
