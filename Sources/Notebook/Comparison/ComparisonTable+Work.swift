/// The work of rendering a comparison table, counted rather than timed: every character
/// whose display width the table measures, and every cell it compares with its row's first.
/// A table that measures each cell a fixed number of times does work in proportion to its
/// text (names, labels and cells); one that measured every row again for each group of
/// columns did work in proportion to the text times the groups. Tests attach one to a table
/// (`table.work = ComparisonTableWork()`) and read it after `render`; tables made by fluid
/// carry none, and counting costs them one nil check per measurement.
///
/// One rendering at a time writes it (a table renders on one thread), hence unchecked.
final class ComparisonTableWork: @unchecked Sendable {
    /// Characters measured for their display width (a label, a name, a cell, a line fitted).
    var charactersMeasured = 0
    /// Cells compared with their row's first to find the rows that differ.
    var cellsCompared = 0

    init() {}
}
