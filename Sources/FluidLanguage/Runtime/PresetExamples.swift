/// Examples that need a preset by its own name (an easing called `easeOut`, the `steps`
/// easing) find its path in the preset table, wherever a platform's namespace holds it, so
/// that help and error examples name no platform in their source.
public enum PresetExamples {
    /// The first preset path whose last part is `name` (`easeOut` gives `css.easeOut`); `name`
    /// itself when no preset has it.
    public static func path(endingIn name: String) -> String {
        Builtins.presetTable.first { $0.path.split(separator: ".").last.map(String.init) == name }?.path ?? name
    }
}
