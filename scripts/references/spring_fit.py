#!/usr/bin/env python3
"""Reference optimum for Tests/FluidMotionTests/SpringFitTests.swift (SpringFit).

The least-squares fit of a spring's step response (x0 = 1, v0 = 0, textbook closed forms,
below / at / above critical damping) to a cubic-Bezier easing (x1, y1, x2, y2) played over
duration d, sampled at t_i = (1 + hold) d i / (n - 1), i = 0 .. n - 1, with progress 1 for
t >= d. In mpmath at 40 digits: the Bezier is solved with findroot; scipy's least_squares
(double precision) gives a start, and the optimum is the zero of the gradient of
S(zeta, T) = sum (p(t_i) - y_i)^2, solved with findroot (mp.diff derivatives). Prints zeta,
T, rms = sqrt(S / n), and the largest |p(t_i) - y_i| with its sample time.
Run: python3 scripts/references/spring_fit.py "(0,0,0.58,1)" 0.3 241 0.5
"""
from scipy.optimize import least_squares
import numpy as np
mp.mp.dps = 40
def bez(x1,y1,x2,y2,x):
    if x <= 0: return mp.mpf(0)
    if x >= 1: return mp.mpf(1)
    B = lambda s,a,b: 3*(1-s)**2*s*a + 3*(1-s)*s**2*b + s**3
    s = mp.findroot(lambda s: B(s,x1,x2)-x, (mp.mpf(0), mp.mpf(1)), solver='anderson')
    return B(s,y1,y2)
def step(z,T,t):
    w = 2*mp.pi/T
    if z < 1:
        wd = w*mp.sqrt(1-z*z)
        return 1 - mp.exp(-z*w*t)*(mp.cos(wd*t) + z*w/wd*mp.sin(wd*t))
    if z == 1:
        return 1 - mp.exp(-w*t)*(1+w*t)
    mu = w*mp.sqrt(z*z-1)
    return 1 - mp.exp(-z*w*t)*(mp.cosh(mu*t) + z*w/mu*mp.sinh(mu*t))
import sys
pts = eval(sys.argv[1]); d = mp.mpf(sys.argv[2]); n = int(sys.argv[3]); hold = mp.mpf(sys.argv[4])
ts = [ (1+hold)*d*i/(n-1) for i in range(n)]
ys = [ bez(*[mp.mpf(str(p)) for p in pts], t/d) if t < d else mp.mpf(1) for t in ts]
def res_np(p):
    z, T = p
    return np.array([float(step(mp.mpf(z),mp.mpf(T),t)-y) for t,y in zip(ts,ys)])
r = least_squares(res_np, [0.9, float(d)], bounds=([0.05, 1e-4],[3, 100]), xtol=1e-15, ftol=1e-15, gtol=1e-15)
z0, T0 = r.x
print("scipy", z0, T0)
S = lambda z,T: mp.fsum((step(z,T,t)-y)**2 for t,y in zip(ts,ys))
gz = lambda z,T: mp.diff(lambda zz: S(zz,T), z)
gT = lambda z,T: mp.diff(lambda TT: S(z,TT), T)
z, T = mp.findroot([gz, gT], (mp.mpf(z0), mp.mpf(T0)))
print("zeta", mp.nstr(z, 17)); print("T", mp.nstr(T, 17))
rms = mp.sqrt(S(z,T)/n)
errs = [abs(step(z,T,t)-y) for t,y in zip(ts,ys)]
m = max(errs); i = errs.index(m)
print("rms", mp.nstr(rms,17)); print("max", mp.nstr(m,17), "at", mp.nstr(ts[i],17))
