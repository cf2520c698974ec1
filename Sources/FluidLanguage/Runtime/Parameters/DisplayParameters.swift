import FluidMotion

/// The sizes and precision a drawing or a printed number is given in (`plot s, width: 60`,
/// `set width 60`, `set digits 6`): whole numbers, declared once for the commands and
/// settings that take them.
extension ParameterDescriptor where Value == Int {
    /// Columns of a drawing: below 20 no axis labels fit; past 1000 no terminal is that wide.
    public static let width = ParameterDescriptor(
        "width", .plain, range: .closed(20, 1000, "a whole number of columns from 20 to 1000"), example: "60", "columns of the drawing, 20 to 1000")

    /// Rows of a drawing: below 3 no curve shows between its axes; 200 is more than a screen.
    public static let height = ParameterDescriptor(
        "height", .plain, range: .closed(3, 200, "a whole number of rows from 3 to 200"), example: "20", "rows of the drawing, 3 to 200")

    /// Significant digits of a printed number: a Double holds 17.
    public static let digits = ParameterDescriptor(
        "digits", .plain, range: .closed(1, Double(ValueFormatter.maximumDigits), "a whole number from 1 to \(ValueFormatter.maximumDigits)"),
        example: "6", "significant digits of printed numbers")

    /// Every one of this family, for the catalogue's consistency test.
    static let displayParameters: [ParameterDescriptor] = [.width, .height, .digits]
}

extension ParameterDescriptor {
    /// `number` as this parameter's value when it is inside the range (and whole for a
    /// count), else nil: for a setting written as text (`set width 60`), whose message is
    /// `rangeMessage`.
    public func accepted(_ number: Double) -> Value? {
        let checked = range?.magnitude == true ? abs(number) : number
        guard checked.isFinite, range?.contains(checked) ?? true else { return nil }
        return Value(parameterNumber: checked)
    }
}
