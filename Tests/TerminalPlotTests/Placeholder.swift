import Testing
@Test func placeholder_TerminalPlotTests() {}
