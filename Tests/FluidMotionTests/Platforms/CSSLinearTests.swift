import Foundation
import Testing
import FluidMotion

// CSS linear() exports, checked the way a browser reads them: the printed text is parsed
// here, its positions resolved by CSS Easing Level 2's rules (written again below, apart
// from Motion's), and the easing compared with the spring at 1 ms steps and at every stop.

/// Stops parsed from "linear(0, 0.5 20%, 1)": values and optional percent positions.
func parseLinear(_ text: String) -> [(value: Double, position: Double?)] {
    guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")") else { return [] }
    return text[text.index(after: open)..<close].split(separator: ",").map { stop in
        let parts = stop.split(separator: " ")
        let position = parts.count > 1 ? Double(parts[1].dropLast()) : nil
        return (Double(parts[0])!, position)
    }
}

/// CSS Easing 2, "linear() easing function": missing first → 0 %, missing last → max(100 %,
/// largest); clamp to the running maximum; spread runs of missing positions evenly.
func resolve(_ stops: [(value: Double, position: Double?)]) -> [(value: Double, position: Double)] {
    var p = stops.map(\.position)
    if p.first! == nil { p[0] = 0 }
    if p.last! == nil { p[p.count - 1] = max(100, p.compactMap { $0 }.max() ?? 100) }
    var top = -Double.infinity
    for i in p.indices where p[i] != nil { top = max(top, p[i]!); p[i] = top }
    var i = 0
    while i < p.count {
        if p[i] != nil { i += 1; continue }
        var j = i
        while p[j] == nil { j += 1 }
        for k in i..<j { p[k] = p[i - 1]! + (p[j]! - p[i - 1]!) * Double(k - i + 1) / Double(j - i + 1) }
        i = j
    }
    return zip(stops, p).map { ($0.value, $1!) }
}

/// The easing at input fraction x: linear between the resolved stops around it.
func easing(_ stops: [(value: Double, position: Double)], _ x: Double) -> Double {
    let px = x * 100
    var i = 0
    while i + 1 < stops.count, stops[i + 1].position <= px { i += 1 }
    guard i + 1 < stops.count else { return stops.last!.value }
    let a = stops[i], b = stops[i + 1]
    return a.value + (b.value - a.value) * (px - a.position) / (b.position - a.position)
}

@Suite("export css: linear()")
struct CSSLinearTests {
    static let springs: [Spring] = {
        var list = [tour, try! Spring(.dampingResponse(damping: 0.3, response: 0.5)),
                    try! Spring(.dampingResponse(damping: 1.4, response: 0.3)),
                    try! Spring(.dampingResponse(damping: 0.7, response: 0.35), initialVelocity: 3)]
        var random = LCG(seed: 77)
        for _ in 0..<5 { list.append(try! Spring(.dampingResponse(damping: random.uniform(0.1, 1.6), response: random.uniform(0.15, 1)))) }
        return list
    }()

    @Test("the tolerance holds as a browser reads the text; positions increase; ends at 0 and 1",
          arguments: springs, [0.01, 0.001, 0.0001])
    func tolerance(spring: Spring, tolerance: Double) throws {
        let code = try spring.exportedCode(for: .css, tolerance: tolerance)
        let milliseconds = Double(numbers(in: code.lines[0])[0])
        // fluid's rest rule: settle time at half the tolerance, rounded up to a whole ms.
        #expect(milliseconds == (spring.settlingTime(threshold: tolerance / 2) * 1000).rounded(.up))
        let stops = resolve(parseLinear(code.lines[1]))
        #expect(stops.first?.value == 0 && stops.last?.value == 1)
        #expect(zip(stops, stops.dropFirst()).allSatisfy { $0.position < $1.position })
        let duration = milliseconds / 1000
        var worst = 0.0
        for i in 0...Int(milliseconds) * 4 {
            let t = Double(i) / 4000
            worst = max(worst, abs(easing(stops, t / duration) - spring.value(at: t)))
        }
        #expect(worst <= tolerance, "\(code.lines[1])")
        // After the duration the element sits at 1, and the spring is within the tolerance.
        #expect(abs(1 - spring.value(at: duration)) <= tolerance / 2)
        #expect(code.deviation.maximum <= tolerance)
    }

    @Test("the tour's spring at 0.001: a handful of stops, each value at 4 decimals")
    func stopCount() throws {
        let code = try tour.exportedCode(for: .css)
        let stops = parseLinear(code.lines[1])
        // RDP at 0.001 needs tens of stops for one overshoot (the curve bends 2 times); a
        // dense sampling would print 2 000.
        #expect((10...60).contains(stops.count), "\(stops.count) stops")
        #expect(stops.allSatisfy { String($0.value).split(separator: ".").last!.count <= 4 })
        // Positions CSS infers are not printed: the first and the last never.
        #expect(stops.first!.position == nil && stops.last!.position == nil)
        #expect(code.deviation.model.contains("\(stops.count) stops"))
    }

    @Test("implied positions: evenly spaced stops print no positions at all")
    func implied() throws {
        let easing = try CSSLinearEasing.approximating({ $0 }, duration: 1)
        #expect(easing.text == "linear(0, 1)")
        #expect(CSSLinearEasing.resolvedPositions([nil, nil, 30, nil, nil]) == [0, 15, 30, 65, 100])
        #expect(CSSLinearEasing.resolvedPositions([nil, 50, 20, nil]) == [0, 50, 50, 100])
    }

    @Test("the tolerances taken and the default are ExportTolerance's: both ends taken, beyond them refused in its words")
    func toleranceDeclaredOnce() throws {
        let straight: @Sendable (Double) -> Double = { $0 }
        #expect(try CSSLinearEasing.approximating(straight, duration: 1)
                == CSSLinearEasing.approximating(straight, duration: 1, tolerance: ExportTolerance.standard))
        let range = ExportTolerance.range
        for taken in [range.lowerBound, range.upperBound] {
            #expect(throws: Never.self) { try CSSLinearEasing.approximating(straight, duration: 1, tolerance: taken) }
            #expect(throws: Never.self) { try tour.exportedCode(for: .css, tolerance: taken) }
        }
        for refused in [range.lowerBound.nextDown, range.upperBound.nextUp, .nan] {
            do throws(MotionError) {
                _ = try CSSLinearEasing.approximating(straight, duration: 1, tolerance: refused)
                Issue.record("\(refused) was taken")
            } catch {
                #expect(error.message == ExportTolerance.refusal)
            }
            do throws(MotionError) {
                _ = try tour.exportedCode(for: .css, tolerance: refused)
                Issue.record("\(refused) was taken by the spring's export")
            } catch {
                #expect(error.message == ExportTolerance.refusal)
            }
        }
    }

    @Test("an undamped spring and bad tolerances are refused with a reason")
    func refusals() throws {
        let undamped = try Spring(.dampingResponse(damping: 0, response: 0.4))
        #expect(throws: MotionError.self) { try undamped.exportedCode(for: .css) }
        for bad in [0.0, -1, .nan, .infinity, 0.5] {
            #expect(throws: MotionError.self) { try tour.exportedCode(for: .css, tolerance: bad) }
        }
    }
}
