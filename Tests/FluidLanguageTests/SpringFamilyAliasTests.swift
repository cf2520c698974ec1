import Testing
@testable import FluidLanguage

/// QA of issue 3: users type a platform by its other names (`framermotion`, `react`,
/// `jetpack`); they got "unknown name" with no advice, and `react.spring` was asked "did you
/// mean 'exact'?". (Motion's old name `framer` is no alias: it still works, `OldNameTests`.)
@Suite("Other names of the platforms") struct SpringFamilyAliasTests {
    @Test("unknown names that are another name of a platform suggest its family", arguments: [
        ("framermotion.spring(stiffness: 100)", "unknown name 'framermotion'; did you mean 'motion'?"),
        ("react.spring()", "unknown name 'react'; did you mean 'reactspring'?"),
        ("reactSpring.wobbly", "unknown name 'reactSpring'; did you mean 'reactspring'?"),
        ("jetpack.spring()", "unknown name 'jetpack'; did you mean 'compose'?"),
        ("spring(damping: 0.8, response: 0.4s) as framermotion", "no spring family 'framermotion'; did you mean 'motion'?"),
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
