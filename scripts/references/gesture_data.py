# Writes the sample traces in examples/data/ (deterministic: seeded noise).
# Run: python3 scripts/references/gesture_data.py
import math, random, os
random.seed(2018)
out = os.path.join(os.path.dirname(__file__), "..", "..", "examples", "data")

def times(duration, hz=60.0):
    # Touch samples arrive about every 1/hz s with ±0.3 ms jitter.
    t, result = 0.0, []
    while t <= duration + 1e-9:
        result.append(t)
        t += 1000.0 / hz / 1000.0 + random.uniform(-0.0003, 0.0003)
    return result

def write(name, header, rows, comment):
    with open(os.path.join(out, name), "w") as f:
        f.write("# " + comment + "\n")
        f.write(header + "\n")
        for row in rows:
            f.write(", ".join(row) + "\n")

# A drawer flick: the finger pushes the drawer up from 500 pt, accelerating, released at about -1900 pt/s.
ts = times(0.15)
write("flick.csv", "t (ms), y (pt)",
      [("%.1f" % (t * 1000), "%.1f" % (500 - 6500 * t * t - 100 * t + random.uniform(-0.3, 0.3))) for t in ts],
      "a drawer flicked up from 500 pt (60 Hz)")

# A slow drag down that pauses: 0 -> 180 pt over 0.8 s (ease-out), then held still for 0.4 s.
ts = times(1.2)
def drag(t):
    if t < 0.8:
        u = t / 0.8
        return 180 * (1 - (1 - u) ** 3)
    return 180.0
write("drag-pause.csv", "t (ms), y (pt)",
      [("%.1f" % (t * 1000), "%.1f" % (drag(t) + random.uniform(-0.2, 0.2))) for t in ts],
      "a slow drag that pauses at 180 pt (60 Hz)")

# A force press: up to 0.8, eases to 0.3 (toggles the light), presses again to 0.7, lets go.
ts = times(1.4)
def force(t):
    knots = [(0, 0.05), (0.25, 0.8), (0.5, 0.3), (0.8, 0.28), (1.05, 0.7), (1.4, 0.1)]
    for (t0, f0), (t1, f1) in zip(knots, knots[1:]):
        if t <= t1:
            u = (t - t0) / (t1 - t0)
            return f0 + (f1 - f0) * (0.5 - 0.5 * math.cos(math.pi * u))
    return knots[-1][1]
write("force-press.csv", "t (ms), force",
      [("%.1f" % (t * 1000), "%.3f" % min(1, max(0, force(t) + random.uniform(-0.004, 0.004)))) for t in ts],
      "a force press on the flashlight button, normalised force 0..1 (60 Hz)")

# A picture-in-picture fling toward the top right from (180, 400).
ts = times(0.12)
write("pip-fling.csv", "t (ms), x (pt), y (pt)",
      [("%.1f" % (t * 1000), "%.1f" % (180 + 700 * t + 1500 * t * t + random.uniform(-0.3, 0.3)),
        "%.1f" % (400 - 900 * t - 3000 * t * t + random.uniform(-0.3, 0.3))) for t in ts],
      "a picture-in-picture window flung toward the top right (60 Hz)")

# A two-finger rotation: 0 -> about 50 deg, released spinning at about 500 deg/s.
ts = times(0.2)
write("rotation.csv", "t (ms), angle (deg)",
      [("%.1f" % (t * 1000), "%.2f" % (100 * t + 1000 * t * t + random.uniform(-0.1, 0.1))) for t in ts],
      "a rotation gesture released spinning (60 Hz)")
