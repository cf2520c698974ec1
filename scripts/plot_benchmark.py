"""The same plot drawn by fluid (renderPlot), plotext and plotille: same data, same size.

Usage: plot_benchmark.py FLUID_PLOT_BENCHMARK_BINARY [RUNS]

The data: the step responses of two springs as `plot s, t` draws them, 600 points each
over 0 … 0.8 s (s: damping 0.8, response 0.4 s; t: damping 0.5, response 0.4 s), with the
target line at 1. Each library draws braille, without colour, in a figure 72 columns
wide with a plotting area of 14 rows. Each render is timed in its own process's clock
(perf_counter_ns for Python, CLOCK_MONOTONIC for fluid), after warm-up renders; the
median and 90th percentile are reported, and each library's median over fluid's.
A library that is not installed is skipped with a note.
"""
import importlib.metadata
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time

WIDTH, ROWS, POINTS, WARMUP = 72, 14, 600, 5


def step(zeta, response, t):
    w0 = 2 * math.pi / response
    sigma = zeta * w0
    wd = w0 * math.sqrt(1 - zeta * zeta)
    return 1 - math.exp(-sigma * t) * (math.cos(wd * t) + sigma / wd * math.sin(wd * t))


XS = [0.8 * i / (POINTS - 1) for i in range(POINTS)]
SERIES = [("s", [step(0.8, 0.4, t) for t in XS]), ("t", [step(0.5, 0.4, t) for t in XS])]


def timed(render, runs):
    for _ in range(WARMUP):
        text = render()
    samples = []
    for _ in range(runs):
        start = time.perf_counter_ns()
        text = render()
        samples.append(time.perf_counter_ns() - start)
    if len(str(text)) < 200:
        raise RuntimeError("drew almost nothing")
    return samples


def plotext_render():
    import plotext as plt

    if hasattr(plt, "figure") and hasattr(plt.figure, "signal"):
        # plotext 6: a figure object with signals.
        figure = plt.figure

        def render():
            figure.clear()
            figure.theme("colorless")
            figure.plot_size(WIDTH, ROWS + 5)   # frame, x ticks and legend around 14 rows
            for name, ys in SERIES:
                figure.draw(figure.signal(XS, ys, marker="braille"))
            figure.line(1, "horizontal")
            return str(figure.build())
        return render

    # plotext 5: module-level functions.
    def render():
        plt.clear_figure()
        plt.theme("clear")
        plt.plotsize(WIDTH, ROWS + 5)
        for name, ys in SERIES:
            plt.plot(XS, ys, marker="braille", label=name)
        plt.hline(1)
        return plt.build()
    return render


def plotille_render():
    import plotille

    def render():
        figure = plotille.Figure()
        figure.width = WIDTH - 14       # plotille's width is the canvas; its y labels take 13 + 1
        figure.height = ROWS
        figure.color_mode = "names"
        figure.with_colors = False
        for name, ys in SERIES:
            figure.plot(XS, ys, label=name)
        figure.axhline(1 / 1.2)         # the target, as a fraction of the y range 0 … 1.2
        figure.set_y_limits(0, 1.2)
        return figure.show(legend=True)
    return render


def percentile(samples, q):
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main():
    binary = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as data:
        for name, ys in SERIES:
            data.write(f"# {name}\n")
            data.writelines(f"{x!r} {y!r}\n" for x, y in zip(XS, ys))
    try:
        out = subprocess.run([binary, data.name, str(WIDTH), str(ROWS), str(runs * 5), str(WARMUP * 10)],
                             check=True, capture_output=True, text=True).stdout
    finally:
        os.unlink(data.name)
    results = [("fluid renderPlot", [int(line) for line in out.split()])]
    notes = []
    for name, module, make in [("plotext", "plotext", plotext_render), ("plotille", "plotille", plotille_render)]:
        try:
            version = importlib.metadata.version(module)
            results.append((f"{name} {version}", timed(make(), runs)))
        except Exception as error:  # not installed, or an API this script does not know
            notes.append(f"({name} skipped: {error}; pip install {module} to compare)")

    print(f"The same plot in fluid, plotext and plotille: 2 springs × {POINTS} points, braille, "
          f"no colour, {WIDTH} columns, {ROWS} rows (python {sys.version.split()[0]})")
    print(f"{'':30} {'median':>10} {'p90':>10} {'÷ fluid':>9}")
    fluid_median = statistics.median(results[0][1])
    for name, samples in results:
        median = statistics.median(samples)
        print(f"{name:30} {median / 1e6:8.3f} ms {percentile(samples, 0.9) / 1e6:7.3f} ms {median / fluid_median:8.1f}×")
    for note in notes:
        print(note)


if __name__ == "__main__":
    main()
