/// Lookups of what the platforms declare about fluid's words and examples, in registry order.
extension MotionPlatforms {
    /// Every platform's entry on `topic`, with the platform, in registry order.
    public static func glossary(_ topic: PlatformGlossaryEntry.Topic) -> [(platform: any MotionPlatform, entry: PlatformGlossaryEntry)] {
        all.flatMap { platform in platform.glossary.filter { $0.topic == topic }.map { (platform, $0) } }
    }

    /// The first platform's meaning for `topic`; nil when no platform declares one.
    public static func meaning(_ topic: PlatformGlossaryEntry.Topic) -> String? {
        glossary(topic).lazy.compactMap(\.entry.meaning).first
    }

    /// The first platform's line that uses the word of `topic`; nil when no platform declares one.
    public static func example(_ topic: PlatformGlossaryEntry.Topic) -> String? {
        glossary(topic).lazy.compactMap(\.entry.example).first
    }

    /// Every constant a platform declares, with its entry, in registry order.
    public static var constants: [(word: String, entry: PlatformGlossaryEntry)] {
        all.flatMap(\.glossary).compactMap { entry in
            guard case .constant(let word) = entry.topic else { return nil }
            return (word, entry)
        }
    }

    /// The preset examples use for a platform's spring, as a path from its platform (`swiftui.bouncy`).
    public static var examplePreset: String {
        all.lazy.compactMap { platform in platform.examples.preset.map { "\(platform.name).\($0)" } }.first ?? ""
    }

    /// The platform help's examples of `as` show a spring as (its name, `… as NAME`).
    public static var exampleFamily: String {
        all.first { $0.examples.family }?.name ?? ""
    }

    /// The platforms' own form rows of `compare`, in their places.
    public static var compareForms: [(platform: any MotionPlatform, form: SpringForm)] {
        all.flatMap { platform in platform.compareForms.map { (place: $0.place, platform: platform, form: $0.form) } }
            .sorted { $0.place < $1.place }.map { ($0.platform, $0.form) }
    }
}
