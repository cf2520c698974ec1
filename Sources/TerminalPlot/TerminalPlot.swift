// TerminalPlot: text plots for a terminal, in three layers (after UnicodePlots.jl).
//
// 1. Canvas (`Canvas`, `BrailleCanvas`, `BlockCanvas`, `AsciiCanvas`): a pixel grid
//    that turns into characters. Knows nothing about data, axes or colour codes; each
//    cell only remembers which ink (series or reference line) last touched it.
// 2. Plot (`Plot`): maps data to pixels, chooses ticks (`NiceTicks`), draws the border,
//    tick labels, reference lines, title and legend, and paints ANSI colour by ink.
// 3. `renderPlot(_:options:)`: validates and fits ranges, then composes the above into
//    lines of text, none wider than the requested width.
//
// The module never prints and never asks the terminal anything; the caller decides the
// width, the style and whether colour is wanted.
