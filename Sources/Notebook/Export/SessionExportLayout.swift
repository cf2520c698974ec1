/// How a session's file is laid out, as SwiftGen's and Style Dictionary's users choose it
/// (`fluid export --name Drawer --package com.example.motion --access internal --prefix app`):
/// the namespace's name, Kotlin's package, Swift's access level, the prefix of the names in a
/// platform's own file of easings (custom properties), and the file's name (a Kotlin file is named after its object, `Drawer.kt`).
/// Each option belongs to the targets it names; `problem(for:)` refuses it for the others,
/// and a name or package the target's language cannot declare.
public struct SessionExportLayout: Sendable, Equatable {
    /// Swift's access level of the enum and its members.
    public enum Access: String, CaseIterable, Sendable {
        case `public`, `internal`
    }

    /// The namespace (the Swift enum, the Kotlin object, the TypeScript and JavaScript
    /// namespace); nil derives it from the notebook's name (`drawer-motion` → `DrawerMotion`).
    public var name: String?
    /// The Kotlin file's `package` (`com.example.motion`); nil for none.
    public var package: String?
    /// Swift's access level; nil for `public`.
    public var access: Access?
    /// The first word of every name in a file of easings (`--PREFIX-open-easing`), in kebab-case
    /// as names are; nil for the notebook's name, empty for none (`--open-easing`).
    public var prefix: String?

    /// One layout option, declared once for both places that take it: `fluid export`'s
    /// `--LABEL VALUE` and the prompt's `export session TARGET, LABEL: VALUE`.
    public struct Option: Sendable {
        public let label: String
        public let meaning: String
    }

    public static let nameOption = Option(label: "name", meaning: "swift, kotlin, typescript, js: the namespace's name (the enum, the object); "
                                          + "by default the notebook's name in UpperCamelCase (drawer-motion: DrawerMotion).")
    public static let packageOption = Option(label: "package", meaning: "kotlin: the file's package (com.example.motion).")
    public static let accessOption = Option(label: "access", meaning: "swift: the access level of the enum and its members (default public).")
    public static let prefixOption = Option(label: "prefix", meaning: "\(curveTargets): the first word of every custom property's name; "
                                            + "by default the notebook's name in kebab-case, \"\" for none.")

    public init(name: String? = nil, package: String? = nil, access: Access? = nil, prefix: String? = nil) {
        self.name = name
        self.package = package
        self.access = access
        self.prefix = prefix
    }

    /// Why this layout does not fit `target`, in words for the command line, or nil: an option
    /// the target does not take, a name its language cannot declare (not an identifier, a
    /// keyword, or a name the file itself uses), a package segment Kotlin cannot declare.
    public func problem(for target: SessionExportTarget) -> String? {
        problem(for: target) { "--" + $0 }
    }

    /// The same, each option named as `spelled` writes its label (`--name` on the command
    /// line, `name:` at the prompt).
    public func problem(for target: SessionExportTarget, spelled: (String) -> String) -> String? {
        let language: String?
        switch target.kind {
        case .code(.swift): language = SwiftText.language
        case .code(.kotlin): language = KotlinText.language
        case .script: language = ScriptText.language
        case .curve, .json, .tokens: language = nil
        }
        if let name {
            guard let language else { return "\(spelled("name")) is for swift, kotlin, typescript and js (the namespace's name), not \(target.rawValue)" }
            if let problem = Self.typeNameProblem(name, target: target) { return "\(spelled("name")) \(ExportName.visible(name)): \(problem) in \(language)" }
        }
        if package != nil, target != .kotlin { return "\(spelled("package")) is for kotlin, not \(target.rawValue)" }
        if let package {
            for segment in package.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
                if let problem = ExportName.problem(segment, in: KotlinText.language) {
                    return "\(spelled("package")) \(ExportName.visible(package)): \(problem)"
                }
                if KotlinText.keywords.contains(segment) {
                    return "\(spelled("package")) \(package): \(segment) is a keyword in Kotlin; choose another word"
                }
            }
        }
        if access != nil, target != .swift { return "\(spelled("access")) is for swift, not \(target.rawValue)" }
        if prefix != nil, !Self.isCurve(target) { return "\(spelled("prefix")) is for the names of \(Self.curveTargets), not \(target.rawValue)" }
        return nil
    }

    /// Why `name` cannot name the namespace of `target`'s file, or nil.
    static func typeNameProblem(_ name: String, target: SessionExportTarget) -> String? {
        let reserved: Set<String>, used: Set<String>
        switch target.kind {
        case .code(.swift): (reserved, used) = (SwiftText.keywords, SwiftText.usedTypes)
        case .code(.kotlin): (reserved, used) = (KotlinText.keywords, KotlinText.usedNames)
        case .script: (reserved, used) = (ScriptText.reserved, ScriptText.usedNames)
        case .curve, .json, .tokens: return nil
        }
        if ExportName.problem(name, in: "") != nil { return "not a name (letters, digits and _, starting with a letter)" }
        if reserved.contains(name) { return "a keyword" }
        if used.contains(name) { return "a name the file uses" }
        return nil
    }

    /// The targets of a platform's own file of easings, which take `--prefix`, from the registry.
    public static let curveTargets = SessionExport.listed(SessionExportTarget.curves.map(\.rawValue), "and")

    static func isCurve(_ target: SessionExportTarget) -> Bool {
        if case .curve = target.kind { return true }
        return false
    }

    /// The name of the file of a notebook whose stem is `stem`, in a folder of exports: a
    /// Kotlin file is named after its object (`Drawer.kt` for `object Drawer`), as Kotlin's
    /// conventions and ktlint ask, a Swift file after its enum (`Drawer.swift` for `enum
    /// Drawer`), as Swift's style and SwiftLint's file_name rule ask; every other after the
    /// notebook (`drawer.ts`).
    public func fileName(stem: String, target: SessionExportTarget) -> String {
        switch target.kind {
        case .code(.kotlin): return (name ?? KotlinText.typeName(stem)) + "." + target.fileExtension
        case .code(.swift): return (name ?? SwiftText.typeName(stem)) + "." + target.fileExtension
        default: return stem + "." + target.fileExtension
        }
    }

    /// The options as the prompt's export takes them, each after a comma (`, package: "com.example"`).
    var promptOptions: String {
        let given = [("name", name), ("package", package), ("prefix", prefix)].compactMap { option, value in value.map { (option, "\"" + $0 + "\"") } }
            + (access.map { [("access", $0.rawValue)] } ?? [])
        return given.map { ", \($0.0): \($0.1)" }.joined()
    }

    /// The options as a command line takes them, each after a space (` --package com.example`),
    /// for the command a file's header names to remake it.
    var options: String {
        let given = [("--name", name), ("--package", package), ("--access", access?.rawValue), ("--prefix", prefix)]
        return given.compactMap { option, value in value.map { " \(option) " + SessionExport.shellWord($0) } }.joined()
    }

    /// `public` or `internal`, as Swift's declarations write it.
    var swiftAccess: String { (access ?? .public).rawValue }
}
