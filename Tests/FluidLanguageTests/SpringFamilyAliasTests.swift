import Testing
@testable import FluidLanguage

/// QA of issue 3: Framer Motion is now called Motion, so `motion.spring(...)` and
/// `s as motion` are what its users type; they got "unknown name 'motion'" with no advice,
/// and `react.spring` was asked "did you mean 'exact'?".
@Suite("Other names of the platforms") struct SpringFamilyAliasTests {
    @Test("unknown names that are another name of a platform suggest its family", arguments: [
        ("motion.spring(stiffness: 100)", "unknown name 'motion'; did you mean 'framer'?"),
        ("react.spring()", "unknown name 'react'; did you mean 'reactspring'?"),
        ("reactSpring.wobbly", "unknown name 'reactSpring'; did you mean 'reactspring'?"),
        ("jetpack.spring()", "unknown name 'jetpack'; did you mean 'compose'?"),
        ("spring(damping: 0.8, response: 0.4s) as motion", "no spring family 'motion'; did you mean 'framer'?"),
        ("spring(damping: 0.8, response: 0.4s) as SpringForce", "no spring family 'SpringForce'; did you mean 'android'?"),
    ])
    func suggestsTheFamily(line: String, message: String) {
        #expect(diagnostic(line)?.message == message)
    }

    @Test("every alias names a real family, and the suggestion is a name that works")
    func aliasesAreFamilies() {
        for family in Set(SpringFamilies.aliases.values) {
            #expect(SpringFamilies.familyNames.contains(family), "\(family)")
            #expect(Builtins.global(family) != nil, "\(family)")
        }
    }
}
