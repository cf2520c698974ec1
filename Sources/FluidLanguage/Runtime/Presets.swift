import Motion

/// Platform presets, by their platform's names. Adding one is one entry: a dotted path and
/// a value; namespaces (`swiftui`, `android.stiffness`) are made from the paths.
extension Builtins {
    static let presetTable: [(path: String, value: Value)] = [
        // SwiftUI `Spring` presets (ANCHORS.md); `swiftui.bouncy(extraBounce: 0.1)` calls
        // the constructor of the same name.
        ("swiftui.smooth", durationBounce(0.5, 0)),
        ("swiftui.snappy", durationBounce(0.5, 0.15)),
        ("swiftui.bouncy", durationBounce(0.5, 0.3)),
        // `Animation.spring` and `Animation.interactiveSpring` with their default arguments.
        ("swiftui.spring", preset(.swiftUIResponseDampingFraction)),
        ("swiftui.interactiveSpring", preset(.swiftUIInteractiveSpring)),
        ("uikit.spring", constructor("uikit.spring")),
        // `CASpringAnimation()`: mass 1, stiffness 100, damping 10.
        ("coreanimation.default", preset(.coreAnimationPhysical)),
        ("coreanimation.spring", constructor("coreanimation.spring")),
        // Motion (Framer Motion): stiffness 100, damping 10, mass 1.
        ("framer.default", preset(.framerPhysical)),
        ("framer.spring", constructor("framer.spring")),
        // react-spring `config` presets, tension/friction with mass 1.
        ("reactspring.default", tensionFriction(170, 26)),
        ("reactspring.gentle", tensionFriction(120, 14)),
        ("reactspring.wobbly", tensionFriction(180, 12)),
        ("reactspring.stiff", tensionFriction(210, 20)),
        ("reactspring.slow", tensionFriction(280, 60)),
        ("reactspring.molasses", tensionFriction(280, 120)),
        ("reactspring.spring", constructor("reactspring.spring")),
        // Rebound's `SpringConfig.defaultConfig` is Origami (40, 7), as is React Native's
        // `Animated.spring` without spring keys (bounciness 8, speed 12 are its defaults only
        // once bounciness or speed is given: `reactnative.spring(bounciness: 8)`).
        ("origami.default", preset(.origamiTensionFriction)),
        ("origami.spring", constructor("origami.spring")),
        ("rebound.default", preset(.origamiTensionFriction)),
        ("rebound.spring", constructor("rebound.spring")),
        ("reactnative.default", preset(.reactNativeOrigami)),
        ("reactnative.spring", constructor("reactnative.spring")),
        // Android `SpringForce` constants (numbers, to combine in spring(stiffness:, dampingRatio:)).
        ("android.stiffness.high", .number(Quantity(10000))),
        ("android.stiffness.medium", .number(Quantity(1500))),
        ("android.stiffness.low", .number(Quantity(200))),
        ("android.stiffness.veryLow", .number(Quantity(50))),
        ("android.dampingRatio.highBouncy", .number(Quantity(0.2))),
        ("android.dampingRatio.mediumBouncy", .number(Quantity(0.5))),
        ("android.dampingRatio.lowBouncy", .number(Quantity(0.75))),
        ("android.dampingRatio.noBouncy", .number(Quantity(1))),
        ("android.default", stiffnessDampingRatio(1500, 0.5)),
        ("android.spring", constructor("android.spring")),
        // Jetpack Compose `Spring` constants; `spring()` defaults to ratio 1, stiffness 1500.
        ("compose.stiffness.high", .number(Quantity(10000))),
        ("compose.stiffness.medium", .number(Quantity(1500))),
        ("compose.stiffness.mediumLow", .number(Quantity(400))),
        ("compose.stiffness.low", .number(Quantity(200))),
        ("compose.stiffness.veryLow", .number(Quantity(50))),
        ("compose.dampingRatio.highBouncy", .number(Quantity(0.2))),
        ("compose.dampingRatio.mediumBouncy", .number(Quantity(0.5))),
        ("compose.dampingRatio.lowBouncy", .number(Quantity(0.75))),
        ("compose.dampingRatio.noBouncy", .number(Quantity(1))),
        ("compose.default", preset(.composeSpring)),
        ("compose.spring", constructor("compose.spring")),
    ] + cssEasingPresets

    /// A constructor builtin as a value: `framer.spring` in its namespace.
    private static func constructor(_ name: String) -> Value {
        .function(FunctionValue(name: name, body: .builtin(name)))
    }

    /// A form with its defaults: `framer.default`.
    private static func preset(_ form: SpringForm) -> Value { preset(form, [:]) }

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
