/// What `fluid export FILE --to TARGET` writes: one file of named constants for a session.
public enum SessionExportTarget: String, CaseIterable, Sendable {
    /// SwiftUI `Animation` values and UIKit `UISpringTimingParameters` factories in a
    /// namespace `enum`, each guarded with `#if canImport(…)`.
    case swift
    /// Compose `spring()` specs and Android `SpringForce` factories in an `object`.
    case kotlin
    /// Motion (Framer Motion) transitions and react-spring configs as typed `const`s.
    case typescript
    /// The same as an ES module without types.
    case js
    /// Custom properties: `linear()` easings and durations, with a cubic-bezier fallback.
    case css
    /// Every parameterization and measure, with the source line (schema in docs/).
    case json
    /// W3C Design Tokens: duration and cubicBezier tokens, springs under `$extensions`.
    case tokens

    public var fileExtension: String {
        switch self {
        case .swift: return "swift"
        case .kotlin: return "kt"
        case .typescript: return "ts"
        case .js: return "js"
        case .css: return "css"
        case .json: return "json"
        case .tokens: return "tokens.json"
        }
    }

    public var summary: String {
        switch self {
        case .swift: return "SwiftUI Animation and UIKit UISpringTimingParameters in an enum"
        case .kotlin: return "Compose spring() and Android SpringForce in an object"
        case .typescript: return "Motion transitions and react-spring configs as typed consts"
        case .js: return "the same as an ES module"
        case .css: return "custom properties: linear() easings and durations, cubic-bezier fallback"
        case .json: return "every parameterization and measure (docs/session-export.schema.json)"
        case .tokens: return "W3C Design Tokens: duration, cubicBezier, springs under $extensions"
        }
    }
}
