/// A deterministic 1,000-statement session in the shape of real notebook work: spring
/// bindings and tweaks, member reads, arithmetic with units, function definitions and calls,
/// projections and rubberbands, and a plot every 200 lines.
enum GeneratedSession {
    static func lines(count: Int = 1000) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(count)
        var block = 0
        while lines.count < count {
            let i = block
            let damping = ["0.5", "0.6", "0.7", "0.8", "0.9", "1"][i % 6]
            let response = ["0.3s", "0.35s", "0.4s", "0.5s", "550ms"][i % 5]
            let template: [String] = [
                "s\(i) = spring(damping: \(damping), response: \(response))",
                "s\(i).stiffness",
                "s\(i).settle",
                "s\(i).overshoot",
                "d\(i) = \(100 + i)pt * 2 + 10pt",
                "t\(i) = s\(i).settle + 100ms",
                "d\(i) / t\(i)",
                "f\(i)(x) = x^0.7 * 2 + 1",
                "f\(i)(\(i % 17 + 2))",
                "g\(i)(a, b) = a * b + 1pt",
                "g\(i)(2pt, \(i % 9 + 1))",
                "v\(i) = relativeVelocity(900pt/s, from: 0pt, to: d\(i))",
                "k\(i) = spring(duration: \(response), bounce: 0.2, velocity: v\(i))",
                "k\(i).settle * 2 - 50ms",
                "s\(i).damping = 0.7",
                "rubberband(\(120 + i)pt, dimension: 300pt)",
                "(20pt, 60pt) + project((900pt/s, -1400pt/s))",
                "[s\(i).stiffness, k\(i).stiffness, s\(i).bounce]",
                "spring(mass: 1, stiffness: \(200 + i), damping: 25).dampingRatio",
                "h\(i) = x -> x * 3 + 0.5",
            ]
            for line in template where lines.count < count {
                lines.append(line)
                // "A few plots": one every 200 statements.
                if lines.count % 200 == 199, lines.count < count {
                    lines.append("plot s\(i), k\(i)")
                }
            }
            block += 1
        }
        return lines
    }

    /// The lines as a session file (header first), as `save` would write them, minus outputs.
    static func fileText(_ lines: [String]) -> String {
        "# fluid session 1\n" + lines.joined(separator: "\n") + "\n"
    }
}
