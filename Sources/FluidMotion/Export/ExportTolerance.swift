/// How closely an exported easing follows the motion it stands for (a `CurveExportPart`), in
/// fractions of the move's distance, declared once: `export s TARGET, tolerance: 0.01` takes it
/// (its label, range, default and refusal), and an export that gives none uses the default.
public enum ExportTolerance {
    /// The tolerance when none is given.
    public static let standard = 0.001
    /// The tolerances taken, ends included.
    public static let range = 0.00001...0.1

    /// The option as a number declaration, for the command that takes it.
    public static let number = FrameNumber(
        "tolerance", .plain, default: standard, range: .closed(range.lowerBound, range.upperBound, "a plain number from 0.00001 to 0.1"),
        example: "0.001", "how closely the exported easing follows the curve, in fractions of the distance")
}
