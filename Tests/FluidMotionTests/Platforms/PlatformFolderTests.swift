import FluidMotion
import Foundation
import Testing

/// A platform is a folder: its name appears in Swift source only inside
/// `Sources/FluidMotion/Platforms/<Name>/`, in the registry (`Platforms/MotionPlatforms.swift`)
/// and in the language's table of old names (`Runtime/SpringFamilies+Aliases.swift`). A platform
/// built on others (`MotionPlatform.buildsOn`: React Native on Origami) may name those in its
/// folder too, and only those; each one it declares, its folder names.
///
/// The rule: identifiers and string literals count, comments do not (a comment may say whose
/// rule a formula is). A line's text from `//` on, and a `/* … */` block, is a comment. A word
/// names a platform when it holds the platform's stem, any case, at the start of a word part
/// (the word's start, an upper-case letter, or after a non-letter): `reactspringFrames`,
/// `ComposeSplineDecay`, `"android"`, `UIKit`, but not `recompose`. The stems are the
/// platforms' words (swiftui, uikit, coreanimation, css, reactspring, origami, rebound,
/// reactnative, android, compose, flutter); Motion, whose word is also the concept of a motion
/// over time, counts by `framer` and its type stem `MotionLibrary` and by its spellings in the
/// language (`motion.spring`, `motion.default`, `platform: motion`, `as motion`).
///
/// Files not yet converted are listed below with the reason; the list ratchets: a new file
/// that names a platform fails, and so does a listed file that no longer does (remove it).
@Suite struct PlatformFolderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let stems: [String: [String]] = [
        "SwiftUI": ["swiftui"], "UIKit": ["uikit"], "CoreAnimation": ["coreanimation"], "CSS": ["css"],
        "Motion": ["framer", "motionlibrary"], "ReactSpring": ["reactspring"], "Origami": ["origami"],
        "Rebound": ["rebound"], "ReactNative": ["reactnative"], "Android": ["android"], "Compose": ["compose"],
        "Flutter": ["flutter"],
    ]
    static let motionSpellings = ["motion.spring", "motion.default", "platform: motion", "as motion"]

    /// Where every platform may be named.
    static let everywhere: Set<String> = [
        "Sources/FluidMotion/Platforms/MotionPlatforms.swift",
        "Sources/FluidLanguage/Runtime/SpringFamilies+Aliases.swift",
    ]

    /// Files that still name a platform outside its folder, each with why.
    static let notYetConverted: [String: String] = [
        "Sources/FluidLanguage/Diagnostics/Messages.swift":
            "'cannot be rebound' is the English verb (a builtin's name bound again), not the platform; spring's help takes its credits "
                + "from the platforms' glossaries",
        "Sources/FluidLanguage/Runtime/Parameters/SpringParameters.swift":
            "shared spring words relate platforms' meanings (SwiftUI's and UIKit's response; perceptualDuration is SwiftUI's duration)",
        "Sources/FluidMotion/Platforms/Motion/MotionLibrary.swift":
            "Motion's summary contrasts its duration with SwiftUI's period: a comparison, not a platform Motion builds on",
        "Sources/FluidMotion/Platforms/Rebound/Rebound+Frames.swift":
            "reboundFrames' help names Rebound for Android, Rebound's Java port; Android runs Rebound's code but Rebound does not build on Android",
    ]

    /// The text of `source` without its comments.
    static func uncommented(_ source: String) -> String {
        var out = ""
        var rest = Substring(source)
        while let c = rest.first {
            if rest.hasPrefix("//") {
                rest = rest.drop { $0 != "\n" }
            } else if rest.hasPrefix("/*") {
                if let end = rest.range(of: "*/") { rest = rest[end.upperBound...] } else { rest = "" }
            } else {
                out.append(c)
                rest = rest.dropFirst()
            }
        }
        return out
    }

    /// The platforms `source` names, by the rule at the top.
    static func platformsNamed(in source: String) -> Set<String> {
        let text = uncommented(source)
        var found: Set<String> = []
        let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        for word in words {
            let characters = Array(word)
            let lower = Array(word.lowercased())
            guard lower.count == characters.count else { continue }
            for (name, stems) in stems where !found.contains(name) {
                for stem in stems.map(Array.init) where stem.count <= lower.count {
                    let named = (0...(lower.count - stem.count)).contains { i in
                        Array(lower[i..<(i + stem.count)]) == stem
                            && (i == 0 || characters[i].isUppercase || !characters[i - 1].isLetter)
                    }
                    if named { found.insert(name) }
                }
            }
        }
        if motionSpellings.contains(where: text.contains) { found.insert("Motion") }
        return found
    }

    /// The folders a platform's folder may name besides its own: those of the platforms it builds on.
    static func builtOn(by folder: String) -> Set<String> {
        guard let platform = MotionPlatforms.all.first(where: { $0.name == folder.lowercased() }) else { return [] }
        return Set(platform.buildsOn.compactMap { base in stems.keys.first { $0.lowercased() == base.name } })
    }

    /// Every Swift file under Sources that names a platform outside its own folder and the
    /// folders of the platforms it builds on.
    static func violations() throws -> [String: Set<String>] {
        let sources = root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(atPath: sources.path) else { return [:] }
        var result: [String: Set<String>] = [:]
        while let path = walker.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let file = "Sources/" + path
            guard !everywhere.contains(file) else { continue }
            var named = platformsNamed(in: try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8))
            let parts = file.split(separator: "/").map(String.init)
            if parts.count > 4, parts[1] == "FluidMotion", parts[2] == "Platforms" {
                named.remove(parts[3])
                named.subtract(builtOn(by: parts[3]))
            }
            if !named.isEmpty { result[file] = named }
        }
        return result
    }

    @Test func aPlatformIsNamedOnlyInItsFolder() throws {
        let found = try Self.violations()
        #expect(found.count > 0 || Self.notYetConverted.isEmpty)
        for (file, names) in found.sorted(by: { $0.key < $1.key }) where Self.notYetConverted[file] == nil {
            Issue.record("\(file) names \(names.sorted().joined(separator: ", ")) outside Platforms/<Name>/")
        }
        for file in Self.notYetConverted.keys.sorted() where found[file] == nil {
            Issue.record("\(file) no longer names a platform: remove it from notYetConverted")
        }
    }

    /// Every platform a platform declares it builds on is another platform that its folder names
    /// besides the declaration (`<Name>+BuildsOn.swift`): a declaration nothing uses would widen
    /// the rule for nothing.
    @Test func aPlatformNamesThePlatformsItBuildsOn() throws {
        let platforms = Self.root.appendingPathComponent("Sources/FluidMotion/Platforms")
        for platform in MotionPlatforms.all where !platform.buildsOn.isEmpty {
            let folder = try #require(Self.stems.keys.first { $0.lowercased() == platform.name }, "\(platform.name) has no folder")
            let files = try FileManager.default.contentsOfDirectory(atPath: platforms.appendingPathComponent(folder).path)
            var named: Set<String> = []
            for file in files where file.hasSuffix(".swift") && !file.hasSuffix("+BuildsOn.swift") {
                let text = try String(contentsOf: platforms.appendingPathComponent(folder).appendingPathComponent(file), encoding: .utf8)
                named.formUnion(Self.platformsNamed(in: text))
            }
            #expect(Self.builtOn(by: folder).count == platform.buildsOn.count, "\(platform.name) declares a platform twice, or one with no folder")
            for base in Self.builtOn(by: folder).sorted() {
                #expect(base != folder, "\(platform.name) declares it builds on itself")
                #expect(named.contains(base), "\(platform.name) declares it builds on \(base) but its folder does not name it: remove it from buildsOn")
            }
        }
    }

    @Test func theRuleSeesANameAndIgnoresComments() {
        #expect(Self.platformsNamed(in: "let f = reactspringFrames(s)") == ["ReactSpring"])
        #expect(Self.platformsNamed(in: "let d = ComposeSplineDecay(velocity: 1)") == ["Compose"])
        #expect(Self.platformsNamed(in: "case \"android\": return 1") == ["Android"])
        #expect(Self.platformsNamed(in: "let x = framerEnd()") == ["Motion"])
        #expect(Self.platformsNamed(in: "let e = \"as motion\"") == ["Motion"])
        #expect(Self.platformsNamed(in: "/// UIKit's rate\nlet recompose = 1 // android") == [])
        #expect(Self.platformsNamed(in: "let m: MotionCurve = motion") == [])
        #expect(Self.notYetConverted.values.allSatisfy { !$0.isEmpty })
    }
}
