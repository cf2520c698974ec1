import Testing
@testable import FluidLanguage

/// How the reference's text is written into Markdown and roff: markup characters escaped,
/// code fenced by more backticks than it holds, `|` in tables, roff requests and escapes
/// kept from being read as such, and GitHub's anchors.
@Suite struct ReferenceTextTests {
    @Test func markdownProseEscapesMarkupButKeepsCode() {
        #expect(MarkdownText.prose("a*b_c <d> [e] `x*y`") == "a\\*b\\_c \\<d\\> \\[e\\] `x*y`")
        #expect(MarkdownText.prose("kind `a|b`", inTable: true) == "kind `a\\|b`")
        #expect(MarkdownText.prose("kind `a|b`") == "kind `a|b`")
    }

    @Test func markdownCodeIsFencedByMoreBackticksThanItHolds() {
        #expect(MarkdownText.code("plot s") == "`plot s`")
        #expect(MarkdownText.code("a `b` c") == "``a `b` c``")
        #expect(MarkdownText.code("`x`") == "`` `x` ``")
        #expect(MarkdownText.cell(.code("position|velocity")) == "`position\\|velocity`")
    }

    @Test func anchorsFollowGitHubsRule() {
        var anchors = MarkdownAnchors()
        #expect(anchors.anchor(for: "Platforms' constructors") == "platforms-constructors")
        #expect(anchors.anchor(for: "reactspring.spring") == "reactspringspring")
        #expect(anchors.anchor(for: "Springs") == "springs")
        #expect(anchors.anchor(for: "springs") == "springs-1")
        #expect(anchors.anchor(for: "Springs") == "springs-2")
    }

    @Test func roffTextIsEscapedAndASCII() {
        #expect(ManText.line(".5 is a number") == "\\&.5 is a number")
        #expect(ManText.line("'quoted'") == "\\&'quoted'")
        #expect(ManText.line("a\\b -1") == "a\\eb \\-1")
        #expect(ManText.line("ζ ≤ 1 · ω₀") == "\\[u03B6] \\[u2264] 1 \\[u00B7] \\[u03C9]\\[u2080]")
        #expect(ManText.line("see `help NAME` here") == "see \\fBhelp NAME\\fR here")
        #expect(ManText.line("odd `open") == "odd \\fBopen\\fR")
        #expect(ManText.line("f(a:b) / v(t) / linear()") == "f(a:\\:b) / v(t) / linear()")
        #expect(ManText.line("Params(mass:stiffness:)") == "Params(\\:mass:\\:stiffness:)")
        #expect(ManText.argument("say \"hi\"") == "\"say \\(dqhi\\(dq\"")
    }
}
