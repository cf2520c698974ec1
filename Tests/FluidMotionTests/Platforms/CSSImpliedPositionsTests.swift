@testable import FluidMotion
import Testing

/// The positions a `linear()` leaves out because CSS infers them: the greedy rule checked
/// around the hidden run gives what checking every position each time gives (the rule as
/// written, kept here), on seeded lists of evenly spaced runs, uneven ones and falling ones.
@Suite struct CSSImpliedPositionsTests {
    /// The rule whole: hide each position in turn, and show it again when any position no
    /// longer resolves within 10⁻⁹ %.
    static func everyPositionChecked(_ positions: [Double]) -> [Bool] {
        var shown = [Bool](repeating: true, count: positions.count)
        for i in positions.indices {
            shown[i] = false
            let resolved = CSSLinearEasing.resolvedPositions(positions.indices.map { shown[$0] ? positions[$0] : nil })
            if zip(resolved, positions).contains(where: { abs($0 - $1) > 1e-9 }) { shown[i] = true }
        }
        return shown
    }

    @Test func hidingAroundTheRunIsHidingWhole() {
        var state: UInt64 = 41
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % n
        }
        var lists: [[Double]] = [[], [50], [0], [100], [0, 100], [0, 50, 100], [10, 20, 30], [0, 25, 50, 75, 100, 120]]
        for _ in 0..<400 {
            // Runs of evenly spaced positions (CSS infers their middles), joined at uneven steps.
            var list: [Double] = [], at = Double(next(3)) * 5
            for _ in 0..<(1 + next(6)) {
                let step = [0.5, 1, 2.5, 3.3, 10][next(5)]
                for _ in 0..<(1 + next(8)) {
                    list.append((at * 10000).rounded() / 10000)
                    at += step
                }
                at += Double(next(7)) * 0.37
            }
            if next(4) == 0, list.count > 2 { list[next(list.count)] -= 40 }   // one falls: the whole check
            lists.append(list)
        }
        for list in lists {
            #expect(CSSLinearEasing.impliedPositionsHidden(list) == Self.everyPositionChecked(list), "\(list)")
        }
        // The lists hide some positions and keep others.
        #expect(lists.contains { CSSLinearEasing.impliedPositionsHidden($0).contains(false) })
        #expect(lists.contains { CSSLinearEasing.impliedPositionsHidden($0).dropFirst().dropLast().contains(true) })
    }
}
