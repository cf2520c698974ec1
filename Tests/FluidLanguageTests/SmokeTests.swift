import Testing
@testable import FluidLanguage

@Test func smoke() {
    let i = Interpreter()
    for line in [
        "s = spring(damping: 0.8, response: 0.4s)", "s.stiffness", "s.damping = 0.6", "s with velocity: 2", "swiftui.bouncy",
        "android.stiffness.low", "project(1200pt/s)", "project(1200pt/s, rate: fast)", "decay(1200pt/s)", "rubberband(120pt, dimension: 300pt)",
        "corners = [(20pt, 60pt), (355pt, 60pt), (20pt, 760pt), (355pt, 760pt)]", "nearest((180pt, 400pt) + project((900pt/s, -1400pt/s)), corners)",
        "spring(damping: 0.8, respons: 0.4s)", "400ms + 20pt", "f(x) = x^0.7", "f(600)", "g = x -> x^2", "g(3)", "400 ms", "20%", "1e3", "velocity(s)",
        "spring(duration: 0.5s, bounce: 0.3)", "spring(mass: 1, stiffness: 100, damping: 10)", "spring(bounciness: 5, speed: 12)", "1/0", "spring(damping: 0.8)",
        "spring(response: 20pt, damping: 0.8)", "x = 3", "1200pt / x", "s.settle", "s.overshoot", "sqrt(4pt^2)", "2 * 400ms", "closestAngle(200deg, [0deg, 90deg, 180deg, 270deg])",
        "fact(n) = n * fact(n - 1)", "fact(3)", "sin(30deg)", "0pt..600pt", "relativeVelocity(600pt/s, from: 100pt, to: 400pt)",
    ] {
        print("› \(line)\n\(output(line, in: i))")
    }
    for b in i.bindings { print(i.sourceText(b.name) ?? "nil") }
}
