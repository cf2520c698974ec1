import Foundation
import Testing

/// Generated code carries only what fluid means (issue 24, part 1): notebooks whose comments,
/// file names and binding names hold every line terminator of every target (CR, VT, FF, NEL,
/// U+2028, U+2029, and LF in file names), comment delimiters, quotes, backslashes, control
/// and bidirectional characters, each followed by code that would run if the comment ended,
/// are exported to every target; each target's real tool reads the files (swiftc emits the
/// module's interface, tsc compiles, node loads the modules, kotlinc compiles and javap
/// lists the classes, chromium parses the CSS, the JSON is parsed) and the declarations it
/// finds are exactly the ones fluid meant. Names no target takes are refused with a message.
/// All cases go through one export and one tool run per target. A missing tool skips its
/// test locally and fails it with `CI` set.
///
/// The tests run side by side (each works in a folder of its own): the CSS, JSON and tokens
/// exports fit a cubic-bezier to every motion (about a second each in a debug build), so
/// run one after another they kept one core busy for minutes after the rest of the suite
/// had finished.
@Suite struct ExportEscapingTests {
    static let inCI = ProcessInfo.processInfo.environment["CI"] != nil

    /// Every character class that ends a line or a comment in some target, or hides text.
    /// LF itself cannot stand inside a notebook line (it ends it): it is among the file names.
    static let hostilePieces: [String] = ["\r", "\r\r", "\u{B}", "\u{C}", "\u{85}", "\u{2028}", "\u{2029}", "*/", "/*", "/*/", "*/*",
                                          "**/", "\"", "'", "`", "\\", "\\\r", "<!--", "-->", "</style>", "${", "\u{7F}", "\u{202E}",
                                          "\u{2066}", "\u{200F}", "\u{FEFF}", "\u{1B}[2J"]

    /// The other control characters (C0 but LF and CR, and C1), each followed by a payload,
    /// a few to a line.
    static let controlRuns: [[String]] = {
        let controls = ((0x01...0x1F).filter { $0 != 0x0A && $0 != 0x0D } + Array(0x80...0x9F)).map { String(Character(UnicodeScalar($0)!)) }
        return stride(from: 0, to: controls.count, by: 12).map { Array(controls[$0..<min($0 + 12, controls.count)]) }
    }()

    /// What follows each piece: a declaration or statement in every target, so a comment
    /// that ended lets code in (or breaks the file, which the tools catch too).
    static func payload(_ index: Int) -> String {
        " public static let injected\(index) = { print(\"INJECTED\"); return 1 }() val injected\(index) = 1 "
            + "globalThis.injected\(index) = console.log('INJECTED'); body { display: none } :root { --injected\(index): 1; }"
    }

    /// File name pieces: the line terminators (LF too), quotes, delimiters and characters a
    /// CSS name or a Swift or Kotlin type name cannot hold as they are.
    static let fileNamePieces: [String] = ["\n", "\r", "\r\n", "\u{B}", "\u{C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{1B}]0;x\u{7}",
                                           "\u{202E}", "*", "\"", "'", "`", "\\", " ", "{", "}", ".", ";", ":", "$", "<!--", "-->",
                                           "#", "(", ")", "%", "!", "@", "²", "e\u{301}", "٣", "-", "\u{7F}", "\u{1}"]

    /// Stems whose namespace would be a keyword or a type the file uses.
    static let fileNameWords = ["self", "any", "type", "protocol", "animation", "spring-force", "float", "2024", "cgvector", "object"]

    /// Binding names every target takes after its own escaping: each target's keywords and
    /// reserved words as their specifications list them (those fluid itself lets a notebook
    /// bind: not true, false, set, export, with, as), names of underscores, a titlecase
    /// letter, letters of other scripts.
    static let keywordNames: [String] = [
        // Swift: declarations, statements, expressions and types, patterns, and contextual words.
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "is", "repeat", "return", "throw", "switch", "where", "while", "await",
        "nil", "self", "super", "throws", "try", "Type", "some", "any", "async", "get", "_",
        "willSet", "didSet", "mutating", "lazy", "weak", "unowned", "override", "required", "convenience", "dynamic", "final",
        "indirect", "infix", "prefix", "postfix", "left", "right", "none", "optional", "package", "consume", "copy", "each",
        "borrowing", "consuming", "nonisolated", "isolated", "actor", "macro", "then",
        // Kotlin: hard keywords.
        "fun", "interface", "null", "object", "this", "typeof", "val", "when",
        // JavaScript: reserved words, strict mode's, and what strict code cannot declare.
        "const", "debugger", "delete", "extends", "finally", "function", "instanceof", "new", "void",
        "yield", "implements", "protected", "eval", "arguments", "undefined", "NaN", "Infinity",
        // Names the generated code or its runtime gives a meaning: Kotlin's object field,
        // TypeScript's types, JavaScript's object machinery.
        "INSTANCE", "SpringTransition", "SpringConfig", "constructor", "__proto__", "prototype", "hasOwnProperty",
        // Underscores, and letters beyond ASCII.
        "_x", "__", "ǅx", "café", "größe", "ŉ", "名前", "имя", "x٣",
    ]

    /// Names no target takes, or that the target's own file uses, each with the targets
    /// that must refuse it (the others export it).
    static let refusedNames: [(name: String, refusedBy: Set<String>)] = [
        ("x²", ["swift", "kotlin", "js", "typescript"]),
        ("x½", ["swift", "kotlin", "js", "typescript"]),
        ("e\u{301}x", ["swift", "kotlin", "js", "typescript"]),
        ("\u{10D00}x", ["swift", "kotlin", "js", "typescript"]),   // a letter of Unicode 11
        ("Animation", ["swift"]), ("Spring", ["swift"]), ("CASpringAnimation", ["swift"]), ("CGVector", ["swift"]),
        ("UISpringTimingParameters", ["swift"]),
        ("SpringForce", ["kotlin"]), ("SpringSpec", ["kotlin"]), ("Object", ["js", "typescript"]),
        // Compose's factory toString() would overload Any.toString() with another return type.
        ("toString", ["kotlin"]), ("hashCode", ["kotlin"]),
    ]

    /// Pairs whose declarations would share a name, with the targets that must refuse them.
    static let clashingPairs: [(first: String, second: String, refusedBy: Set<String>)] = [
        ("a", "aConfig", ["js", "typescript"]), ("b", "bParameters", ["swift"]), ("c", "cTimingParameters", ["swift"]),
        ("class", "classMotion", ["js", "typescript"]), ("any", "Any", ["css"]), ("isOpen", "IsOpen", ["css"]),
    ]

    static let spring = "spring(damping: 0.7, response: 0.5s)"

    /// A notebook: its bindings' names and lines.
    struct Notebook {
        var file: String
        var springs: [String]
        var lines: [String]
        var text: String { (["# fluid session 1"] + lines).joined(separator: "\n") + "\n" }
        /// The names bound to a decay.
        var decays: [String] { lines.filter { $0.contains(" = decay(") }.map { String($0.prefix { $0 != " " }) } }
    }

    /// The notebooks a target exports: the hostile comments (for the slow targets, whose
    /// every motion is fitted with a cubic-bezier, several pieces to a line), the keyword
    /// names (for the code targets), one notebook per hostile file name.
    static func notebooks(codeTarget: Bool) -> [Notebook] {
        var all: [Notebook] = []
        var lines: [String] = [], springs: [String] = []
        let pieces = codeTarget ? hostilePieces.map { [$0] } + controlRuns
            : stride(from: 0, to: hostilePieces.count, by: 7).map { Array(hostilePieces[$0..<min($0 + 7, hostilePieces.count)]) } + controlRuns
        for (line, run) in pieces.enumerated() {
            springs.append("s\(line)")
            lines.append("s\(line) = \(spring) # tuned by design" + run.enumerated().map { "\($1)\(payload(100 * line + $0))" }.joined())
        }
        lines.append("fling = decay(1200pt/s) # a decay\r globalThis.injectedDecay = 1")
        all.append(Notebook(file: "comments.fluid", springs: springs, lines: lines))
        if codeTarget {
            all.append(Notebook(file: "keywords.fluid", springs: keywordNames, lines: keywordNames.map { "\($0) = \(spring)" }))
            // Kotlin's getters of self and Self would be one (getSelf): apart.
            let capitalized = ["Any", "Self", "Protocol"]
            all.append(Notebook(file: "keywords2.fluid", springs: capitalized, lines: capitalized.map { "\($0) = \(spring)" }))
        }
        for (index, piece) in fileNamePieces.enumerated() {
            let decay = index < 3 ? ["fling = decay(1200pt/s)"] : []
            all.append(Notebook(file: "f\(index)\(piece)x.fluid", springs: ["open"], lines: ["open = \(spring)"] + decay))
        }
        for word in fileNameWords {
            all.append(Notebook(file: "\(word).fluid", springs: ["open"], lines: ["open = \(spring)"]))
        }
        return all
    }

    /// One exported file: where a tool reads it (`tool/g7.swift`: the tools have their own
    /// rules for file names, which are not what is tested) and the notebook it comes from.
    struct Generated {
        var url: URL
        var notebook: Notebook
    }

    /// The notebooks written in a new folder, exported to `target` in one run (`-o` a
    /// folder), each generated file copied to `tool/` under a plain name.
    static func exported(_ target: String, fileExtension: String) throws -> (directory: URL, files: [Generated]) {
        let directory = try FluidProcess.temporaryDirectory()
        let notebooks = notebooks(codeTarget: ["swift", "kotlin", "js", "typescript"].contains(target))
        for notebook in notebooks {
            try notebook.text.write(to: directory.appendingPathComponent(notebook.file), atomically: true, encoding: .utf8)
        }
        let out = directory.appendingPathComponent("out"), tool = directory.appendingPathComponent("tool")
        try FileManager.default.createDirectory(at: tool, withIntermediateDirectories: true)
        let export = try FluidProcess.run(["export"] + notebooks.map { directory.appendingPathComponent($0.file).path } + ["--to", target, "-o", out.path])
        try #require(export.status == 0, "\(target): \(export.stderr)")
        var files: [Generated] = []
        // A Kotlin or Swift file is named after its object or enum, which the notebook's name
        // gives by a rule of its own; those tests compare the set of objects or enums with the
        // set of notebooks, so there each file stands beside a notebook in name order, not
        // necessarily its own.
        let namedByType = target == "kotlin" || target == "swift"
        let kotlinFiles = namedByType ? try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() : []
        try #require(!namedByType || kotlinFiles.count == notebooks.count, "one file per notebook: \(kotlinFiles)")
        for (index, notebook) in notebooks.enumerated() {
            let generated = namedByType ? out.appendingPathComponent(kotlinFiles[index])
                : out.appendingPathComponent(String(notebook.file.dropLast(".fluid".count)) + "." + fileExtension)
            let copy = tool.appendingPathComponent("g\(index).\(fileExtension)")
            try FileManager.default.copyItem(at: generated, to: copy)
            files.append(Generated(url: copy, notebook: notebook))
        }
        return (directory, files)
    }

    // MARK: - Swift

    @Test func theSwiftInterfaceHoldsExactlyTheDeclarationsMeant() throws {
        let swiftc = try #require(SessionExportTests.tool("swiftc"), "swiftc is not on PATH")
        let (directory, files) = try Self.exported("swift", fileExtension: "swift")
        defer { try? FileManager.default.removeItem(at: directory) }
        let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ExportStubs")
        for module in ["SwiftUI", "UIKit", "QuartzCore"] {
            try FileManager.default.copyItem(at: stubs.appendingPathComponent("\(module).swift.txt"), to: directory.appendingPathComponent("\(module).swift"))
            let built = try SessionExportTests.shell("'\(swiftc)' -parse-as-library -emit-module -module-name \(module) \(module).swift", in: directory)
            try #require(built.status == 0, "\(module) stand-in: \(built.stderr)")
        }
        // Every generated file in one module; its interface lists every public declaration.
        let built = try SessionExportTests.shell(
            "'\(swiftc)' -parse-as-library -emit-module -enable-library-evolution -module-name Generated -I . "
                + "-emit-module-interface-path Generated.swiftinterface -o Generated.swiftmodule tool/*.swift", in: directory)
        try #require(built.status == 0, "the generated Swift does not compile:\n\(built.stderr.prefix(4000))")
        let interface = try String(contentsOf: directory.appendingPathComponent("Generated.swiftinterface"), encoding: .utf8)
        // Per enum, its static members' names (backticks dropped).
        var members: [String: Set<String>] = [:], current: String?
        var others: [String] = []
        for line in interface.split(separator: "\n").map(String.init) {
            // Attributes before a declaration (@MainActor, @available(…)) are not its words.
            let declaration = line.trimmingCharacters(in: .whitespaces)
                .replacingOccurrences(of: #"^(@(?!_exported)[\w.]+(\([^)]*\))?\s*)+"#, with: "", options: .regularExpression)
            let words = declaration.split(separator: " ").map(String.init)
            if words.starts(with: ["public", "enum"]), words.count > 2 {
                current = words[2].trimmingCharacters(in: CharacterSet(charactersIn: "`{ "))
                members[current!] = []
            } else if words.starts(with: ["public", "static"]), words.count > 3, let enumName = current {
                let name = words[3].prefix { $0 != ":" && $0 != "(" }.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                members[enumName]!.insert(name)
            } else if words.first == "public" || words.first == "@_exported" {
                others.append(line)
            }
        }
        #expect(others.isEmpty, "declarations fluid did not mean: \(others)")
        #expect(members.count == files.count, "one enum per notebook: \(members.keys.sorted())")
        #expect(!interface.contains("injected"), "an injected declaration")
        let meant: [Set<String>] = files.map(\.notebook).map { (notebook: Notebook) -> Set<String> in
            let springs: [String] = notebook.springs.flatMap { (name: String) -> [String] in
                [name, name + "Parameters", name + "Spring", name + "TimingParameters", name + "SpringAnimation"]
            }
            let decays: [String] = notebook.decays.flatMap { (name: String) -> [String] in
                [name + "Parameters", name + "DecelerationRate", name + "Projection"]
            }
            return Set(springs + decays)
        }
        #expect(Set(members.values) == Set(meant), "the enums' members differ from the notebooks' springs")
        #expect(members.values.map(\.count).sorted() == meant.map(\.count).sorted())
    }

    // MARK: - JavaScript and TypeScript

    /// Loads every module in `files` (ES modules, `.mjs`) in one node run and gives, per
    /// file name, the names its one export, a frozen namespace object, holds; fails when a
    /// module exports anything else, prints or sets a global.
    static func moduleExports(_ files: [URL], in directory: URL) throws -> [String: Set<String>] {
        let node = try #require(SessionExportTests.tool("node"), "node is not on PATH")
        let paths = String(data: try JSONSerialization.data(withJSONObject: files.map(\.path)), encoding: .utf8)!
        try """
            const paths = \(paths), out = {};
            const before = new Set(Object.getOwnPropertyNames(globalThis));
            const log = console.log; let printed = false;
            console.log = (...args) => { printed = true; };
            for (const path of paths) {
              const module = await import(path), names = Object.keys(module), namespace = module[names[0]];
              out[path.split('/').pop()] = names.length === 1 && Object.isFrozen(namespace) ? Object.keys(namespace).sort()
                : ['(exports ' + names.join(', ') + ', frozen: ' + Object.isFrozen(namespace) + ')'];
            }
            console.log = log;
            const added = Object.getOwnPropertyNames(globalThis).filter(n => !before.has(n));
            log(JSON.stringify({ out, printed, added }));
            """.write(to: directory.appendingPathComponent("load.mjs"), atomically: true, encoding: .utf8)
        let run = try SessionExportTests.shell("'\(node)' load.mjs", in: directory)
        try #require(run.status == 0, "node could not load the modules:\n\(run.stderr.prefix(4000))")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
        #expect(result["printed"] as? Bool == false, "a module printed when loaded")
        #expect((result["added"] as? [String])?.isEmpty == true, "a module set globals: \(result["added"] ?? "")")
        let exports = try #require(result["out"] as? [String: [String]])
        return exports.mapValues { Set($0) }
    }

    /// What a notebook's module should export: per spring its constant (a reserved word
    /// with `Motion`, as ECMAScript reserves them in strict code) and its config.
    static func meantScriptExports(_ notebook: Notebook) -> Set<String> {
        let reserved: Set<String> = [
            "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else", "export",
            "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new", "null", "return",
            "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with", "yield", "let", "static",
            "enum", "await", "implements", "package", "protected", "interface", "private", "public", "eval", "arguments",
        ]
        return Set((notebook.springs + notebook.decays).flatMap { name -> [String] in
            let declared = reserved.contains(name) ? name + "Motion" : name
            return [declared, declared + "Config"]
        })
    }

    @Test func theJavaScriptModulesExportExactlyTheConstantsMeantAndRunNothing() throws {
        let (directory, files) = try Self.exported("js", fileExtension: "js")
        defer { try? FileManager.default.removeItem(at: directory) }
        // node reads .mjs as a module whatever a package.json around says.
        var modules: [URL] = []
        for file in files {
            modules.append(file.url.deletingPathExtension().appendingPathExtension("mjs"))
            try FileManager.default.moveItem(at: file.url, to: modules.last!)
        }
        let exports = try Self.moduleExports(modules, in: directory)
        for (file, module) in zip(files, modules) {
            #expect(exports[module.lastPathComponent] == Self.meantScriptExports(file.notebook), "\(file.notebook.file.debugDescription)")
        }
    }

    static let tsc = SessionExportTests.tool("tsc")

    @Test(.enabled(if: tsc != nil || inCI, "no tsc (apt-get install node-typescript); CI is unset"))
    func theTypeScriptCompilesStrictAndExportsExactlyTheConstantsMeant() throws {
        let tsc = try #require(Self.tsc, "no tsc: apt-get install node-typescript (.ci/run does)")
        let (directory, files) = try Self.exported("typescript", fileExtension: "ts")
        defer { try? FileManager.default.removeItem(at: directory) }
        let built = try SessionExportTests.shell("'\(tsc)' --strict --target es2020 --module es2020 --outDir js tool/*.ts", in: directory)
        try #require(built.status == 0, "the generated TypeScript does not compile:\n\(built.stdout.prefix(4000))")
        var modules: [URL] = []
        for file in files {
            let js = directory.appendingPathComponent("js").appendingPathComponent(file.url.deletingPathExtension().lastPathComponent + ".js")
            modules.append(js.deletingPathExtension().appendingPathExtension("mjs"))
            try FileManager.default.moveItem(at: js, to: modules.last!)
        }
        let exports = try Self.moduleExports(modules, in: directory)
        for (file, module) in zip(files, modules) {
            #expect(exports[module.lastPathComponent] == Self.meantScriptExports(file.notebook), "\(file.notebook.file.debugDescription)")
        }
    }

    // MARK: - Kotlin

    /// The JDK's class lister, beside java or on PATH.
    static let javap: String? = SessionExportTests.tool("javap") ?? SessionExportTests.tool("java").map {
        URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("javap").path
    }.flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }

    @Test(.enabled(if: (ExportedKotlinAndCSSTests.kotlin != nil && javap != nil) || inCI,
                   "no kotlinc (pip install kotlin-jupyter-kernel) or no javap (apt-get install default-jdk-headless); CI is unset"))
    func theKotlinObjectsHoldExactlyTheDeclarationsMeant() throws {
        let kotlin = try #require(ExportedKotlinAndCSSTests.kotlin, "no Kotlin compiler: pip install kotlin-jupyter-kernel (.ci/run does)")
        let javap = try #require(Self.javap, "no javap: apt-get install default-jdk-headless (.ci/run does)")
        let (directory, files) = try Self.exported("kotlin", fileExtension: "kt")
        defer { try? FileManager.default.removeItem(at: directory) }
        let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ExportStubs")
        for stub in try FileManager.default.contentsOfDirectory(atPath: stubs.path) where stub.hasSuffix(".kt.txt") {
            try FileManager.default.copyItem(at: stubs.appendingPathComponent(stub), to: directory.appendingPathComponent(String(stub.dropLast(4))))
        }
        let built = try SessionExportTests.shell("\(kotlin.compile) -nowarn -d classes tool/*.kt *.kt", in: directory)
        try #require(built.status == 0, "the generated Kotlin does not compile:\n\(built.stderr.prefix(4000))")
        let classes = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("classes").path)
            .filter { $0.hasSuffix(".class") }.map { String($0.dropLast(".class".count)) }
        #expect(classes.count == files.count, "one object per notebook and nothing else at the top level: \(classes.sorted())")
        let listed = try FluidProcess.run(["-p", "-cp", directory.appendingPathComponent("classes").path] + classes,
                                          executable: URL(fileURLWithPath: javap))
        try #require(listed.status == 0, "\(listed.stderr)")
        var members: [String: Set<String>] = [:], current: String?
        for line in listed.stdout.split(separator: "\n").map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("public final class ") {
                current = String(trimmed.dropFirst("public final class ".count).prefix { $0 != " " && $0 != "{" })
                members[current!] = []
            } else if let object = current, trimmed.hasSuffix(";"), !trimmed.hasPrefix("static {") {
                let head = trimmed.prefix { $0 != "(" && $0 != ";" }
                let name = String(head.split(separator: " ").last ?? "")
                if trimmed.contains("(") {
                    // The constructor and the bridges of default arguments (f$default) are Kotlin's own; the
                    // functions are fluid's (the object has no property, so no getter).
                    if name != object && !name.hasSuffix("$default") { members[object]!.insert(name + "()") }
                } else if name != "INSTANCE" {
                    // A property's backing field is renamed when the object's own INSTANCE has its name.
                    members[object]!.insert(name == "INSTANCE$1" ? "INSTANCE" : name)
                }
            }
        }
        let meant = files.map(\.notebook).map { notebook in
            Set(notebook.springs.flatMap { [$0 + "()", $0 + "Force()"] } + notebook.decays.flatMap { [$0 + "()", $0 + "Fling()"] })
        }
        #expect(Set(members.values) == Set(meant), "the objects' members differ from the notebooks' springs: \(Set(members.values).subtracting(Set(meant)))")
    }

    // MARK: - CSS

    @Test(.enabled(if: ExportedKotlinAndCSSTests.chromium != nil || inCI, "no chromium (apt-get install chromium); CI is unset"))
    func theCSSHoldsExactlyTheCustomPropertiesMeant() throws {
        let chromium = try #require(ExportedKotlinAndCSSTests.chromium, "no chromium: apt-get install chromium (.ci/run does)")
        let (directory, files) = try Self.exported("css", fileExtension: "css")
        defer { try? FileManager.default.removeItem(at: directory) }
        var texts: [String: String] = [:]
        for file in files {
            texts[String(file.notebook.file.dropLast(".fluid".count))] = try String(contentsOf: file.url, encoding: .utf8)
        }
        // Each file is parsed by chromium's CSS parser as a constructed style sheet; the page
        // lists its rules and the properties of each.
        let json = String(data: try JSONSerialization.data(withJSONObject: texts), encoding: .utf8)!.replacingOccurrences(of: "<", with: "\\u003c")
        try """
            <!doctype html><html><body><pre id="out"></pre><script>
            const texts = \(json), out = {};
            const list = rules => [...rules].map(r => ({ kind: r.constructor.name, head: r.selectorText || r.conditionText || '',
                                                         properties: r.style ? [...r.style].sort() : [], inner: r.cssRules ? list(r.cssRules) : [] }));
            for (const [stem, text] of Object.entries(texts)) {
              const sheet = new CSSStyleSheet(); sheet.replaceSync(text); out[stem] = list(sheet.cssRules);
            }
            document.getElementById('out').textContent = JSON.stringify(out);
            </script></body></html>
            """.write(to: directory.appendingPathComponent("page.html"), atomically: true, encoding: .utf8)
        let page = try SessionExportTests.shell(
            "'\(chromium)' --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir=profile --dump-dom file://\(directory.path)/page.html 2>chromium.log",
            in: directory)
        try #require(page.status == 0, "chromium failed")
        let text = try #require(page.stdout.range(of: "<pre id=\"out\">").flatMap { start in
            page.stdout[start.upperBound...].range(of: "</pre>").map { String(page.stdout[start.upperBound..<$0.lowerBound]) }
        }, "the page wrote no results: \(page.stdout.prefix(2000))")
        let unescaped = text.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        let results = try #require(try JSONSerialization.jsonObject(with: Data(unescaped.utf8)) as? [String: [[String: Any]]], "\(unescaped)")
        for notebook in files.map(\.notebook) {
            let stem = String(notebook.file.dropLast(".fluid".count))
            let rules = try #require(results[stem], "no rules for \(stem.debugDescription)")
            let names = notebook.springs + (notebook.lines.contains { $0.hasPrefix("fling = ") } ? ["fling"] : [])
            let easing = names.map { "--\(stem)-\($0)-easing" }, duration = names.map { "--\(stem)-\($0)-duration" }
            let root = try #require(rules.first), supports = try #require(rules.last)
            let rootKind = root["kind"] as? String, rootHead = root["head"] as? String
            let rootProperties = Set(root["properties"] as? [String] ?? [])
            let supportsKind = supports["kind"] as? String
            let fallback: [String: Any] = (supports["inner"] as? [[String: Any]])?.first ?? [:]
            let fallbackHead = fallback["head"] as? String, fallbackProperties = Set(fallback["properties"] as? [String] ?? [])
            #expect(rules.count == 2, "\(stem.debugDescription): a :root rule and its @supports fallback, nothing else: \(rules)")
            #expect(rootKind == "CSSStyleRule" && rootHead == ":root", "\(stem.debugDescription)")
            #expect(rootProperties == Set(easing + duration), "\(stem.debugDescription): \(rootProperties.sorted())")
            #expect(supportsKind == "CSSSupportsRule" && fallbackHead == ":root", "\(stem.debugDescription)")
            #expect(fallbackProperties == Set(easing), "\(stem.debugDescription)")
        }
    }

    // MARK: - JSON

    /// JSON and design tokens, each its own case (the two exports run side by side).
    @Test(arguments: ["json", "tokens"])
    func theJSONAndTokensHoldEveryTextAsItIs(target: String) throws {
        do {
            let (directory, files) = try Self.exported(target, fileExtension: target == "json" ? "json" : "tokens.json")
            defer { try? FileManager.default.removeItem(at: directory) }
            for file in files {
                let notebook = file.notebook, stem = String(notebook.file.dropLast(".fluid".count))
                let data = try Data(contentsOf: file.url)
                let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(stem.debugDescription)")
                if target == "json" {
                    #expect(root["source"] as? String == notebook.file, "the file name reads back as it is")
                    let motions = try #require(root["motions"] as? [[String: Any]])
                    let springs = motions.filter { $0["kind"] as? String == "spring" }
                    #expect(springs.map { $0["name"] as? String ?? "" } == notebook.springs)
                    let sources = motions.compactMap { ($0["source"] as? [String])?.first }
                    #expect(sources == notebook.lines, "\(stem.debugDescription): every source line reads back as it is")
                } else {
                    #expect(root.count == 1)
                    let group = try #require(root.first)
                    #expect(!group.key.hasPrefix("$") && !group.key.contains(where: { "{}.".contains($0) }), "a token group name: \(group.key.debugDescription)")
                    let motions = try #require(group.value as? [String: Any]).keys.filter { !$0.hasPrefix("$") }
                    #expect(Set(motions) == Set(notebook.springs + (notebook.lines.contains { $0.hasPrefix("fling = ") } ? ["fling"] : [])))
                }
            }
        }
    }

    // MARK: - Refusals

    @Test func namesNoTargetTakesAreRefusedWithTheCharacterNamed() throws {
        let directory = try FluidProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var cases: [(file: String, names: [String], refusedBy: Set<String>, message: String)] = []
        for (index, refused) in Self.refusedNames.enumerated() {
            cases.append(("r\(index).fluid", [refused.name], refused.refusedBy, "cannot be a name in"))
        }
        for (index, pair) in Self.clashingPairs.enumerated() {
            cases.append(("c\(index).fluid", [pair.first, pair.second], pair.refusedBy, "would both declare"))
        }
        cases.append(("kebab.fluid", ["drawerOpen", "drawer_open"], ["css"], "would both declare"))
        for item in cases {
            try (["# fluid session 1"] + item.names.map { "\($0) = \(Self.spring)" }).joined(separator: "\n")
                .write(to: directory.appendingPathComponent(item.file), atomically: true, encoding: .utf8)
        }
        for (target, suffix) in [("swift", "swift"), ("kotlin", "kt"), ("js", "js"), ("typescript", "ts"), ("css", "css")] {
            let out = directory.appendingPathComponent("out-\(target)")
            let export = try FluidProcess.run(["export"] + cases.map { directory.appendingPathComponent($0.file).path } + ["--to", target, "-o", out.path])
            #expect(export.status == (cases.contains { $0.refusedBy.contains(target) } ? 1 : 0), "\(target): \(export.stderr)")
            for item in cases {
                // A Kotlin or Swift file is named after its object or enum: r0.fluid's is R0.kt, R0.swift.
                let stem = String(item.file.dropLast(6))
                let named = target == "kotlin" || target == "swift" ? stem.prefix(1).uppercased() + stem.dropFirst() : stem
                let written = FileManager.default.fileExists(atPath: out.appendingPathComponent(named + "." + suffix).path)
                let complaint = export.stderr.split(separator: "\n").first { $0.contains(item.file) }.map(String.init) ?? ""
                if item.refusedBy.contains(target) {
                    #expect(!written, "\(target) wrote \(item.file) of \(item.names)")
                    #expect(complaint.contains(item.message) && item.names.contains(where: complaint.contains), "\(target), \(item.names): \(complaint)")
                } else {
                    #expect(written && complaint.isEmpty, "\(target) refused \(item.names): \(complaint)")
                }
            }
        }
    }
}
