import Testing
@Test func placeholder_MotionTests() {}
