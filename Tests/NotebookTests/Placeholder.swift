import Testing
@Test func placeholder_NotebookTests() {}
