import Foundation
import Testing

/// The rules the package's layout keeps, read from the source tree itself:
///
/// - the platform's C library (Glibc, Musl, Darwin, ucrt, WinSDK, the CPlatform shim, and
///   the system's zlib, CZlib) is imported only in a `Platform/` folder, one per module, so
///   every platform difference sits in one place per module;
/// - glibc's or Darwin's own spellings (`__sigaction_handler`, `Glibc.write`) appear only
///   there too, since code outside a seam must compile on both;
/// - C's math (the header's `double fluid_…(double…)` functions) is called from one file,
///   FluidMotion's `Platform/CMath.swift`, whose `package` functions FluidLanguage and
///   Notebook call too: one math seam for the package, not a copy per module;
/// - Package.swift names every module of the package that a target imports, so no target
///   builds only because another one happened to pull the module in.
@Suite struct PackageStructureTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let platformModules: Set<String> = ["Glibc", "Musl", "Darwin", "ucrt", "WinSDK", "CPlatform", "CZlib"]

    /// Every Swift file of the package's own code, relative to the root.
    static func swiftFiles(under folders: [String]) -> [String] {
        var files: [String] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            while let path = walker.nextObject() as? String {
                if path.hasPrefix(".build") || path.contains("/.build") { walker.skipDescendants(); continue }
                if path.hasSuffix(".swift") { files.append(folder + "/" + path) }
            }
        }
        return files.sorted()
    }

    static func text(_ file: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
    }

    /// The modules a Swift file imports (`import X`, `@testable import X`, `internal import X`,
    /// `import func X.y`), with their line numbers.
    static func imports(in source: String) -> [(module: String, line: Int)] {
        let pattern = #"^\s*(?:@\w+\s+)*(?:(?:internal|public|private|fileprivate|package)\s+)?import\s+(?:(?:struct|class|enum|func|var|let|typealias|protocol)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#
        let regex = try! NSRegularExpression(pattern: pattern)
        var found: [(String, Int)] = []
        for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = String(line)
            let range = NSRange(text.startIndex..., in: text)
            if let match = regex.firstMatch(in: text, range: range), let name = Range(match.range(at: 1), in: text) {
                found.append((String(text[name]), number + 1))
            }
        }
        return found
    }

    static func isInSeam(_ file: String) -> Bool { file.contains("/Platform/") }

    @Test("only a module's Platform/ folder imports the platform's C library")
    func platformImportsStayInTheSeam() {
        var offenders: [String] = []
        for file in Self.swiftFiles(under: ["Sources", "Tests", "Fuzz/Sources", "Fuzz/Tests"]) where !Self.isInSeam(file) {
            for (module, line) in Self.imports(in: Self.text(file)) where Self.platformModules.contains(module) {
                offenders.append("\(file):\(line) imports \(module)")
            }
        }
        #expect(offenders.isEmpty, "move these into the module's Platform/ folder:\n\(offenders.joined(separator: "\n"))")
    }

    @Test("glibc's and Darwin's own spellings appear only in a seam")
    func platformSpellingsStayInTheSeam() {
        let spellings = ["__sigaction_handler", "__sigaction_u", "Glibc.", "Darwin.", "Musl."]
        var offenders: [String] = []
        for file in Self.swiftFiles(under: ["Sources", "Tests", "Fuzz/Sources"]) where !Self.isInSeam(file) && !file.hasSuffix("PackageStructureTests.swift") {
            for (number, line) in Self.text(file).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.components(separatedBy: "//").first ?? ""
                for spelling in spellings where code.contains(spelling) {
                    offenders.append("\(file):\(number + 1) uses \(spelling)")
                }
            }
        }
        #expect(offenders.isEmpty, "platform-specific spellings outside a seam:\n\(offenders.joined(separator: "\n"))")
    }

    /// The math functions CPlatform's header declares (`static inline double fluid_exp(double x)`).
    static func cMathFunctions() -> [String] {
        let header = text("Sources/CPlatform/include/CPlatform.h")
        let declaration = try! NSRegularExpression(pattern: #"static inline double (fluid_\w+)\(double"#)
        return declaration.matches(in: header, range: NSRange(header.startIndex..., in: header)).map {
            (header as NSString).substring(with: $0.range(at: 1))
        }
    }

    @Test("C's math is called from one file: FluidMotion's Platform/CMath.swift")
    func oneMathSeam() {
        let functions = Self.cMathFunctions()
        #expect(functions.contains("fluid_sin") && functions.contains("fluid_pow"), "the header's math was not found: \(functions)")
        let seam = "Sources/FluidMotion/Platform/CMath.swift"
        var offenders: [String] = []
        for file in Self.swiftFiles(under: ["Sources", "Tests", "Fuzz/Sources"]) where file != seam {
            for (number, line) in Self.text(file).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.components(separatedBy: "//").first ?? ""
                for function in functions where code.contains(function + "(") {
                    offenders.append("\(file):\(number + 1) calls \(function)")
                }
            }
        }
        #expect(offenders.isEmpty, "call FluidMotion's math seam (import FluidMotion) instead:\n\(offenders.joined(separator: "\n"))")
        #expect(functions.allSatisfy { Self.text(seam).contains($0 + "(") }, "every C math function has its wrapper in \(seam)")
    }

    /// A target of Package.swift: its name, folder and the modules it names as dependencies.
    struct Target {
        var name: String
        var folder: String
        var dependencies: Set<String>
    }

    /// The targets, read from Package.swift's text (`.target(name:, dependencies:, path:)`,
    /// `.product(name:, package:)` naming the product's module).
    static func targets() -> [Target] {
        let manifest = text("Package.swift")
        let start = try! NSRegularExpression(pattern: #"\.(target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*"([^"]+)""#)
        var result: [Target] = []
        let whole = manifest as NSString
        let matches = start.matches(in: manifest, range: NSRange(location: 0, length: whole.length))
        for (index, match) in matches.enumerated() {
            let kind = whole.substring(with: match.range(at: 1))
            let name = whole.substring(with: match.range(at: 2))
            let end = index + 1 < matches.count ? matches[index + 1].range.location : whole.length
            let body = whole.substring(with: NSRange(location: match.range.location, length: end - match.range.location))
            var dependencies: Set<String> = []
            if let open = body.range(of: "dependencies:") {
                let list = body[open.upperBound...].prefix { $0 != "]" }
                let names = try! NSRegularExpression(pattern: #"(?:name:\s*)?"([^"]+)""#)
                let listText = String(list)
                for found in names.matches(in: listText, range: NSRange(listText.startIndex..., in: listText)) {
                    let token = (listText as NSString).substring(with: found.range(at: 0))
                    // `.product(name: "ArgumentParser", package: "swift-argument-parser")`: the
                    // product's name is its module; the package's name is not a module.
                    if listText.contains("package: \(token)") { continue }
                    dependencies.insert((listText as NSString).substring(with: found.range(at: 1)))
                }
            }
            var folder = (kind == "testTarget" ? "Tests/" : "Sources/") + name
            if let path = body.range(of: #"path:\s*"([^"]+)""#, options: .regularExpression) {
                folder = String(body[path].split(separator: "\"")[1])
            }
            result.append(Target(name: name, folder: folder, dependencies: dependencies))
        }
        return result
    }

    @Test("Package.swift names every package module a target imports")
    func everyImportIsDeclared() {
        let targets = Self.targets()
        #expect(targets.count >= 10, "Package.swift's targets were not found: \(targets.map(\.name))")
        let modules = Set(targets.map(\.name)).union(["ArgumentParser", "SystemPackage"])
        var offenders: [String] = []
        for target in targets {
            for file in Self.swiftFiles(under: [target.folder]) {
                for (module, line) in Self.imports(in: Self.text(file))
                where modules.contains(module) && module != target.name && !target.dependencies.contains(module) {
                    offenders.append("\(file):\(line) imports \(module), which target \(target.name) does not name")
                }
            }
        }
        #expect(offenders.isEmpty, "add these to the target's dependencies in Package.swift:\n\(offenders.joined(separator: "\n"))")
    }

    /// The modules the `fluid` binary is made of (its target and the package targets it links).
    static let binaryModules = ["fluid", "Notebook", "FluidLanguage", "FluidMotion", "TerminalPlot", "TerminalText",
                                "Pictures", "LineEditor", "CEditLineShim"]

    @Test("the fluid binary's own modules import no Foundation (it would bring ICU, 34 MB, into the binary)")
    func binaryModulesAvoidFoundation() {
        var offenders: [String] = []
        for module in Self.binaryModules {
            let files = Self.swiftFiles(under: ["Sources/" + module])
            for file in files {
                for (imported, line) in Self.imports(in: Self.text(file))
                where ["Foundation", "FoundationEssentials", "FoundationInternationalization"].contains(imported) {
                    offenders.append("\(file):\(line) imports \(imported)")
                }
            }
        }
        #expect(offenders.isEmpty, "use the module's Platform/ seam instead:\n\(offenders.joined(separator: "\n"))")
    }

    #if os(Linux)
    @Test("the fluid binary loads neither Foundation nor ICU, and libedit only when the prompt starts (its dynamic section, read by readelf)")
    func binaryLinksNoFoundation() throws {
        guard let readelf = ["/usr/bin/readelf", "/bin/readelf"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return }
        let result = try FluidProcess.run(["-d", FluidProcess.binary.path], executable: URL(fileURLWithPath: readelf))
        let needed = result.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }
        #expect(needed.contains { $0.contains("libswiftCore") }, "readelf read the binary's needs: \(result.stdout)")
        // libedit is opened when the prompt starts, not at every start (`fluid -e`, pipes, check).
        for library in ["libFoundation.so", "libFoundationInternationalization", "lib_FoundationICU", "libicu", "libedit"] {
            #expect(!needed.contains { $0.contains(library) }, "fluid needs \(library):\n\(needed.joined(separator: "\n"))")
        }
    }
    #endif

    @Test("the structure checks see a violation when one is there")
    func checksAreLive() {
        // The import reader finds each form of import, so the checks above cannot pass by
        // reading nothing.
        let source = "import Glibc\n@testable import Motion\ninternal import CPlatform\nimport func Darwin.write\n// import Musl\n"
        #expect(Self.imports(in: source).map(\.module) == ["Glibc", "Motion", "CPlatform", "Darwin"])
        let fluid = Self.targets().first { $0.name == "fluid" }
        #expect(fluid?.dependencies.contains("ArgumentParser") == true)
        #expect(fluid?.dependencies.contains("swift-argument-parser") == false)
        #expect(Self.swiftFiles(under: ["Sources"]).contains("Sources/FluidMotion/Springs/Spring.swift"))
    }
}
