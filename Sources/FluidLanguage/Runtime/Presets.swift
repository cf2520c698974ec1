import Motion

/// Platform presets, by their platform's names. Adding one is one entry: a dotted path and
/// a value; namespaces (`swiftui`, `android.stiffness`) are made from the paths.
extension Builtins {
    static let presetTable: [(path: String, value: Value)] = [
        // SwiftUI `Spring` presets (ANCHORS.md).
        ("swiftui.smooth", durationBounce(0.5, 0)),
        ("swiftui.snappy", durationBounce(0.5, 0.15)),
        ("swiftui.bouncy", durationBounce(0.5, 0.3)),
        // react-spring `config` presets, tension/friction with mass 1.
        ("reactspring.default", tensionFriction(170, 26)),
        ("reactspring.gentle", tensionFriction(120, 14)),
        ("reactspring.wobbly", tensionFriction(180, 12)),
        ("reactspring.stiff", tensionFriction(210, 20)),
        ("reactspring.slow", tensionFriction(280, 60)),
        ("reactspring.molasses", tensionFriction(280, 120)),
        // Android `SpringForce` constants (numbers, to combine in spring(stiffness:, dampingRatio:)).
        ("android.stiffness.high", .number(Quantity(10000))),
        ("android.stiffness.medium", .number(Quantity(1500))),
        ("android.stiffness.mediumLow", .number(Quantity(400))),
        ("android.stiffness.low", .number(Quantity(200))),
        ("android.stiffness.veryLow", .number(Quantity(50))),
        ("android.dampingRatio.highBouncy", .number(Quantity(0.2))),
        ("android.dampingRatio.mediumBouncy", .number(Quantity(0.5))),
        ("android.dampingRatio.lowBouncy", .number(Quantity(0.75))),
        ("android.dampingRatio.noBouncy", .number(Quantity(1))),
        ("android.default", stiffnessDampingRatio(1500, 0.5)),
    ]

    private static func durationBounce(_ duration: Double, _ bounce: Double) -> Value {
        preset(.durationBounce, ["duration": Quantity(duration, in: .second), "bounce": Quantity(bounce)])
    }

    private static func tensionFriction(_ tension: Double, _ friction: Double) -> Value {
        preset(.tensionFriction, ["tension": Quantity(tension), "friction": Quantity(friction)])
    }

    private static func stiffnessDampingRatio(_ stiffness: Double, _ ratio: Double) -> Value {
        preset(.stiffnessDampingRatio, ["stiffness": Quantity(stiffness), "dampingRatio": Quantity(ratio)])
    }

    private static func preset(_ form: SpringForm, _ arguments: [String: Quantity]) -> Value {
        // Preset values are valid by construction; an invalid entry shows up as a string in tests.
        do throws(MotionError) {
            return .spring(try SpringValue(form: form, arguments: arguments))
        } catch {
            return .string("invalid preset: \(error.message)")
        }
    }

    /// The top-level namespaces built from `presetTable`.
    static let namespaces: [Namespace] = group(presetTable.map { (path: $0.path.split(separator: ".").map(String.init), value: $0.value) }, prefix: "")

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
