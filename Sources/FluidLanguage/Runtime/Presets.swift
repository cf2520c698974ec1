import FluidMotion

/// Platform presets, by their platform's names, from `MotionPlatforms.all` (Motion): each
/// platform's presets under its name (`swiftui.bouncy`, `android.stiffness.low`), then its
/// constructors not already a preset (`motion.spring` in the `motion` namespace), then the
/// platforms' named cubic Béziers (`MotionPlatforms.easings`) and their easings given as
/// functions (`MotionPlatforms.easingFunctions`: `reactspring.easings.easeOutCubic`). Namespaces (`swiftui`, `android.stiffness`) are made from the paths.
extension Builtins {
    /// A preset's path and how its value is made: the values are made when a namespace is
    /// first asked for (`swiftui.bouncy`, `help presets`), not when a line only asks whether
    /// a name is a namespace (every binding does, at start-up too).
    typealias PresetEntry = (path: String, value: @Sendable () -> Value)

    static let presetTable: [PresetEntry] = MotionPlatforms.all.flatMap { platform in
        let presets: [PresetEntry] = platform.presets.map { preset in (path: platform.name + "." + preset.path, value: { value(of: preset) }) }
        let constructors = platform.constructors.map(\.name).filter { name in !presets.contains { $0.path == name } }
        return presets + constructors.map { name in (path: name, value: { constructor(name) }) }
    } + platformEasingPresets + easingFunctionPresets

    /// The top-level namespaces' names (`swiftui`, `css`), in the order of ``namespaces``,
    /// read from the presets' paths alone.
    static let namespaceNames: [String] = {
        var names: [String] = []
        for entry in presetTable {
            guard let dot = entry.path.firstIndex(of: ".") else { continue }
            let head = String(entry.path[..<dot])
            if !names.contains(head) { names.append(head) }
        }
        return names
    }()

    /// A constructor builtin as a value: `motion.spring` in its namespace.
    private static func constructor(_ name: String) -> Value {
        .function(FunctionValue(name: name, body: .builtin(name)))
    }

    /// A preset as a value: a number, or a spring in its form with the preset's values (times
    /// written in seconds) and the form's defaults.
    private static func value(of preset: SpringPreset) -> Value {
        switch preset.value {
        case .number(let number):
            return .number(Quantity(number))
        case .spring(let form, let values):
            let arguments = values.reduce(into: [String: Quantity]()) { result, entry in
                result[entry.key] = form.times.contains(entry.key) ? Quantity(entry.value, in: .second) : Quantity(entry.value)
            }
            // Preset values are valid by construction; an invalid entry shows up as a string in tests.
            do throws(MotionError) {
                return .spring(try SpringValue(form: form, arguments: arguments))
            } catch {
                return .string("invalid preset: \(error.message)")
            }
        }
    }

    /// The top-level namespaces built from `presetTable`.
    static let namespaces: [Namespace] = group(presetTable.map { (path: $0.path.split(separator: ".").map(String.init), value: $0.value()) }, prefix: "")

    private static func group(_ entries: [(path: [String], value: Value)], prefix: String) -> [Namespace] {
        var order: [String] = []
        var children: [String: [(path: [String], value: Value)]] = [:]
        for entry in entries where entry.path.count >= 2 {
            let head = entry.path[0]
            if children[head] == nil { order.append(head) }
            children[head, default: []].append((Array(entry.path.dropFirst()), entry.value))
        }
        return order.map { head in
            let name = prefix.isEmpty ? head : prefix + "." + head
            let members = children[head] ?? []
            var memberEntries: [(name: String, value: Value)] = []
            var seen: Set<String> = []
            let nested = group(members, prefix: name)
            for member in members where !seen.contains(member.path[0]) {
                seen.insert(member.path[0])
                if member.path.count == 1 {
                    memberEntries.append((member.path[0], member.value))
                } else if let namespace = nested.first(where: { $0.name == name + "." + member.path[0] }) {
                    memberEntries.append((member.path[0], .namespace(namespace)))
                }
            }
            return Namespace(name: name, entries: memberEntries)
        }
    }
}
