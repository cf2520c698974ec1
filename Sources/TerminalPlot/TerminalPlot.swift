// TerminalPlot: placeholder until the module lands.
