/// Cubic-bezier fits remembered for one piece of work (a `fluid export` of several
/// notebooks): a session exports the same motion under many names, and each fit costs
/// thousands of evaluations of a timing at 101 points.
///
/// A fit is a function of the curve's values at the 101 fractions it samples and of nothing
/// else, so those values, bit for bit, are the key: two curves that agree at every sample
/// share a fit, whatever their names or kinds, and a fit remembered is the one
/// `CubicBezierTiming.fitted(to:)` would return. Not shared across threads: each caller
/// keeps its own.
public final class CubicBezierFits {
    private var found: [[UInt64]: (timing: CubicBezierTiming, maximumGap: Double)] = [:]

    public init() {}

    /// How many distinct curves were fitted (for tests and measurements).
    public var count: Int { found.count }

    /// `CubicBezierTiming.fitted(to: progress)`, fitted the first time these samples are seen.
    public func fitted(to progress: (Double) -> Double) -> (timing: CubicBezierTiming, maximumGap: Double) {
        let targets = CubicBezierTiming.fitFractions.map(progress)
        let key = targets.map(\.bitPattern)
        if let known = found[key] { return known }
        let fit = CubicBezierTiming.fitted(targets: targets)
        found[key] = fit
        return fit
    }
}
