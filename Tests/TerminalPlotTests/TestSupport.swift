import Testing
import Foundation
@testable import TerminalPlot

/// Step response of an underdamped spring from 0 toward 1 (at rest at t = 0):
/// x(t) = 1 − e^(−ζω₀t)·(cos ω_d t + (ζω₀/ω_d)·sin ω_d t), ω₀ = 2π/response,
/// ω_d = ω₀·√(1 − ζ²). Valid for 0 < ζ < 1.
func springStep(damping zeta: Double, response: Double, at t: Double) -> Double {
    let w0 = 2 * Double.pi / response
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
}

/// The step response sampled at `count` times across 0…`duration` seconds.
func springSeries(_ name: String, damping: Double, response: Double, duration: Double,
                  count: Int = 400) -> PlotSeries {
    PlotSeries(name: name, sampling: { springStep(damping: damping, response: response, at: $0) },
               over: 0...duration, count: count)
}

/// Last sampled time at which the response is at least 0.1 % of the distance away from 1.
func settleTime(damping: Double, response: Double, duration: Double) -> Double {
    var last = 0.0
    var t = 0.0
    while t <= duration {
        if abs(1 - springStep(damping: damping, response: response, at: t)) >= 0.001 { last = t }
        t += 0.0005
    }
    return last
}

/// UIScrollView-style rubberband: (1 − 1/(x·c/d + 1))·d.
func rubberband(_ x: Double, dimension d: Double, constant c: Double = 0.55) -> Double {
    (1 - 1 / (x * c / d + 1)) * d
}

/// The text with ANSI escape sequences removed.
func stripANSI(_ s: String) -> String {
    var out = ""
    var skipping = false
    var sawBracket = false
    for c in s {
        if c == "\u{1B}" { skipping = true; sawBracket = false; continue }
        if skipping {
            if !sawBracket && c == "[" { sawBracket = true; continue }
            if let v = c.unicodeScalars.first?.value, v >= 0x40 && v <= 0x7E { skipping = false }
            continue
        }
        out.append(c)
    }
    return out
}

extension CanvasStyle: CustomTestStringConvertible {
    public var testDescription: String { rawValue }
}


/// The line of x tick labels: the one after the bottom border of the frame.
func xTickLine(_ lines: [String]) -> String {
    let plain = lines.map(stripANSI)
    guard let bottom = plain.lastIndex(where: { line in
        let t = line.drop { $0 == " " }
        return (t.hasPrefix("└") || t.hasPrefix("+-") || t.hasPrefix("++")) && !line.contains("┌")
    }), bottom + 1 < lines.count else { return "" }
    return plain[bottom + 1]
}
