/// A platform's code for a cubic Bézier easing in a session export (`e = css.easeOut`,
/// `e = cubicBezier(0.2, 0, 0, 1)`): the names it declares, its claim and its lines,
/// unindented. An easing has no duration of its own: the code takes the app's.
public typealias EasingExportCode = ClaimedExportCode

extension CubicBezierTiming {
    /// The control points x1, y1, x2, y2 as exported code prints them: 15 significant
    /// digits, so each reads back as the Double it is (0.58 is `0.58`).
    public var exportNumbers: [ExportNumber] {
        [x1, y1, x2, y2].map { ExportNumber($0, significant: 15) }
    }

    /// `cubic-bezier(0, 0, 0.58, 1)`: the curve in the web's notation, for comments and claims.
    public var bezierText: String {
        "cubic-bezier(" + exportNumbers.map(\.text).joined(separator: ", ") + ")"
    }

    /// The claim of a platform's cubic Bézier of the printed control points, `how` it
    /// solves the curve: the same curve.
    public func exportClaim(_ how: String) -> String {
        "the same curve, \(bezierText) (\(how))"
    }
}
