import Testing
@Test func placeholder_FluidLanguageTests() {}
