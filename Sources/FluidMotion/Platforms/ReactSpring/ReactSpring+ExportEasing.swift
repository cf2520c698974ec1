/// react-spring's part of an easing in a session exported as TypeScript or JavaScript. A
/// react-spring config takes any easing function with a duration (milliseconds); its
/// `easings` are named functions with no cubic Bézier among them, so the module holds one:
/// `cubicBezierEasing(x1, y1, x2, y2)`, the curve CSS defines, its x(t) solved by Newton's
/// method (8 steps) and then by bisection, to 1e-7 of the time's fraction. Each easing's
/// constant is a factory of a config of the app's duration.
extension ReactSpringPlatform {
    /// The name of the module's cubic Bézier function.
    static let cubicBezierName = "cubicBezierEasing"

    @Sendable static func easing(_ timing: CubicBezierTiming, _ typed: Bool) -> (value: String, claim: String) {
        let n = timing.exportNumbers.map(\.text).joined(separator: ", ")
        let duration = typed ? "duration: number" : "duration"
        return ("(\(duration)) => ({ duration, easing: \(cubicBezierName)(\(n)) })",
                timing.exportClaim("the module's cubic Bézier of the printed control points, solved to 1e-7 of the time"))
    }

    /// The cubic Bézier function, typed or not: B(t) = ((1 − 3b + 3a)t + (3b − 6a))t² + 3at per
    /// axis (a, b the control points' coordinates), x(t) = the time's fraction solved for t.
    @Sendable static func cubicBezierFunction(_ typed: Bool) -> [String] {
        let number = typed ? ": number" : ""
        return ["/** cubic-bezier(x1, y1, x2, y2) as CSS defines it, as an easing function of the time's fraction (0 to 1). */",
                "function \(cubicBezierName)(x1\(number), y1\(number), x2\(number), y2\(number))\(typed ? ": (x: number) => number" : "") {",
                "  const at = (a\(number), b\(number), t\(number)) => ((1 - 3 * b + 3 * a) * t + (3 * b - 6 * a)) * t * t + 3 * a * t;",
                "  const slope = (a\(number), b\(number), t\(number)) => (3 * (1 - 3 * b + 3 * a) * t + 2 * (3 * b - 6 * a)) * t + 3 * a;",
                "  return (x\(number)) => {",
                "    if (x <= 0 || x >= 1) return x <= 0 ? 0 : 1;",
                "    let t = x;",
                "    for (let step = 0; step < 8; step++) {",
                "      const error = at(x1, x2, t) - x, d = slope(x1, x2, t);",
                "      if (Math.abs(error) < 1e-7) return at(y1, y2, t);",
                "      if (Math.abs(d) < 1e-6) break;",
                "      t = Math.min(1, Math.max(0, t - error / d));",
                "    }",
                "    let lo = 0, hi = 1;",
                "    t = x;",
                "    while (hi - lo > 1e-7) {",
                "      if (at(x1, x2, t) < x) lo = t; else hi = t;",
                "      t = (lo + hi) / 2;",
                "    }",
                "    return at(y1, y2, t);",
                "  };",
                "}"]
    }
}
