/// How closely an exported easing follows the motion it stands for (a `CurveExportPart`), in
/// fractions of the move's distance, declared once: `export s TARGET, tolerance: 0.01` takes it
/// (its label, range, default and refusal), and an export that gives none uses the default.
public enum ExportTolerance {
    /// The tolerance when none is given.
    public static let standard = 0.001
    /// The tolerances taken, ends included.
    public static let range = 0.00001...0.1
    /// The refusal of a tolerance outside `range` (or not finite), in the platforms' own words.
    public static let refusal = "tolerance must be between 0.00001 and 0.1 (progress units)"

    /// Whether `tolerance` is one taken: finite and within `range`, ends included.
    public static func takes(_ tolerance: Double) -> Bool { range.contains(tolerance) }

    /// The option as a number declaration, for the command that takes it.
    public static let number = FrameNumber(
        "tolerance", .plain, default: standard, range: .closed(range.lowerBound, range.upperBound, "a plain number from 0.00001 to 0.1"),
        example: "0.001", "how closely the exported easing follows the curve, in fractions of the distance")
}
