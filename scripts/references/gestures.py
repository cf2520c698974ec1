# Reference values for Tests/FluidMotionTests/{TraceAndVelocityTests,GestureModelTests}.swift.
# Run: python3 scripts/references/gestures.py (mpmath 1.3.0, 40 digits).
from mpmath import mp, mpf, sin, cos, exp, sqrt, pi, matrix, lu_solve, findroot, odefun
mp.dps = 40
# 1. LSQ2 velocity of x(t) = 300 sin(4t) at t = 0.32 from the 7 samples k*0.016, k = 14..20
ts = [mpf(k)*mpf('0.016') for k in range(14, 21)]
xs = [300*sin(4*t) for t in ts]
taus = [t - ts[-1] for t in ts]
A = matrix([[sum(tau**(i+j) for tau in taus) for j in range(3)] for i in range(3)])
b = matrix([sum(x*tau**i for x, tau in zip(xs, taus)) for i in range(3)])
c = lu_solve(A, b)
print("lsq2 sin velocity", mp.nstr(c[1], 20), "exact deriv", mp.nstr(1200*cos(4*ts[-1]), 20))
# 2. ease-out (0,0,0.58,1)
def bez(s, a, b): return 3*(1-s)**2*s*a + 3*(1-s)*s**2*b + s**3
for x in ['0.1', '0.25', '0.5', '0.75', '0.9']:
    s = findroot(lambda s: bez(s, 0, mpf('0.58')) - mpf(x), mpf(x))
    print("easeOut", x, mp.nstr(bez(s, 0, 1), 20))
# 3. adaptive button: spring zeta .8 response .3, 1 -> 0.95 pressed at 0, released at 0.08 back to 1
z = mpf('0.8'); T = mpf('0.3'); w = 2*pi/T; wd = w*sqrt(1-z*z); s_ = z*w
def osc(x0, v0, t):
    e = exp(-s_*t)
    x = e*(x0*cos(wd*t) + (v0 + s_*x0)/wd*sin(wd*t))
    # derivative
    v = e*(v0*cos(wd*t) - (w*w*x0 + s_*v0)/wd*sin(wd*t))
    return x, v
x1, v1 = osc(mpf('0.05'), 0, mpf('0.08'))
print("adaptive at release scale", mp.nstr(mpf('0.95') + x1, 20), "velocity", mp.nstr(v1, 20))
x2, v2 = osc(mpf('0.95') + x1 - 1, v1, mpf('0.12'))
print("adaptive at 200ms scale", mp.nstr(1 + x2, 20))
# 4. elastic cell: zeta 1, T = 0.15*(1+100/200)=0.225, touch u: 0 at 0, 120 at 0.1 (linear), held after
Tc = mpf('0.15')*(1 + mpf(100)/200); wc = 2*pi/Tc
def u(t): return 1200*t if t < mpf('0.1') else mpf(120)
def du(t): return 1200 if t < mpf('0.1') else 0
f1 = odefun(lambda t, y: [y[1], -2*wc*y[1] - wc**2*(y[0] - 1200*t)], 0, [mpf(0), mpf(0)])
y01 = f1(mpf('0.1'))
f2 = odefun(lambda t, y: [y[1], -2*wc*y[1] - wc**2*(y[0] - 120)], mpf('0.1'), [y01[0], y01[1]])
print("elastic cell at 0.05", mp.nstr(f1(mpf('0.05'))[0], 20))
print("elastic cell at 0.1", mp.nstr(y01[0], 20))
print("elastic cell at 0.2", mp.nstr(f2(mpf('0.2'))[0], 20))
# 5. force release spring .4/.2 from scale s0 = 1 + (92/50-1)*0.3 = 1.252 back to 1 at t = 0.05
z = mpf('0.4'); T = mpf('0.2'); w = 2*pi/T; wd = w*sqrt(1-z*z); s_ = z*w
x0 = 1 + (mpf(92)/50 - 1)*mpf('0.3') - 1
e = exp(-s_*mpf('0.05'))
print("force release scale at 50ms", mp.nstr(1 + e*(x0*cos(wd*mpf('0.05')) + s_*x0/wd*sin(wd*mpf('0.05'))), 20))
# 6. The language test's pause: samples every 100 ms, the estimator widened to horizon 0.6 s,
#    gap 0.24 s (VelocityEstimator.adapted); velocity at each sample by the quadratic fit over
#    the samples up to it; the detector of MOTION.md over (velocity, offset).
ts = [mpf(k)/10 for k in range(10)]
xs = [mpf(v) for v in [0, 40, 80, 120, 150, 150, 150, 150, 150, 150]]
def lsq_velocity(i):
    window = [j for j in range(i, -1, -1) if ts[i] - ts[j] <= mpf('0.6')][:20]
    taus = [ts[j] - ts[i] for j in window]; vals = [xs[j] for j in window]
    degree = min(2, len(window) - 1)
    if degree < 1: return mpf(0)
    A = matrix([[sum(t**(a+b) for t in taus) for b in range(degree+1)] for a in range(degree+1)])
    rhs = matrix([sum(v*t**a for v, t in zip(vals, taus)) for a in range(degree+1)])
    return lu_solve(A, rhs)[1]
vs = [lsq_velocity(i) for i in range(10)]
print("pause velocities", [mp.nstr(v, 8) for v in vs])
recent = []
for i in range(10):
    if len(recent) < 7: recent.append(vs[i]); continue
    recent = recent[1:] + [vs[i]]
    if abs(vs[i]) > 100 or abs(xs[i] - xs[0]) < 50: continue
    if recent[0] != 0 and abs(recent[0] - vs[i]) / abs(recent[0]) > mpf('0.9'):
        print("paused at", ts[i]); break
