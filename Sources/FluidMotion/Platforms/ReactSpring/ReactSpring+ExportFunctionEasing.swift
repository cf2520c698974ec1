/// react-spring's easings in the TypeScript and JavaScript exports: each as an arrow function
/// of the fraction of the duration written with the operations of react-spring 9.7's
/// packages/shared/src/easings.ts in its order (ReactSpringEasing.swift's table), so with the
/// same libm it gives the same doubles as `easings.easeOutCubic` does, and the module needs no
/// import (a Motion app can use it without react-spring).
extension ReactSpringPlatform: FunctionEasingScript {
    public func javaScript(_ spelling: String, typed: Bool) -> String? {
        guard let easing = ReactSpringEasing(source: Self.easingsPath + "." + spelling) else { return nil }
        let x = typed ? "x: number" : "x", result = typed ? ": number" : ""
        return "(\(x))\(result) => { " + Self.javaScriptBody(easing, typed: typed) + " }"
    }

    /// The function's statements, `x` its argument (TypeScript's annotations when `typed`).
    static func javaScriptBody(_ easing: ReactSpringEasing, typed: Bool) -> String {
        switch easing {
        case .steps(let count, let direction):
            let end = direction == .end
            return "const progress = \(end ? "Math.min(x, 0.999)" : "Math.max(x, 0.001)"); const expanded = progress * \(count); "
                + "const rounded = \(end ? "Math.floor" : "Math.ceil")(expanded); return Math.min(Math.max(rounded / \(count), 0), 1);"
        case .named(let name):
            let constants = "const c1 = 1.70158; const c2 = c1 * 1.525; const c3 = c1 + 1; const c4 = (2 * Math.PI) / 3; "
                + "const c5 = (2 * Math.PI) / 4.5; "
            let bounce = "const bounceOut = (\(typed ? "y: number): number" : "y)") => { const n1 = 7.5625; const d1 = 2.75; "
                + "if (y < 1 / d1) return n1 * y * y; "
                + "if (y < 2 / d1) { const z = y - 1.5 / d1; return n1 * z * z + 0.75; } if (y < 2.5 / d1) { const z = y - 2.25 / d1; "
                + "return n1 * z * z + 0.9375; } const z = y - 2.625 / d1; return n1 * z * z + 0.984375; }; "
            let expression = javaScriptExpression(name)
            let usesConstants = ["c1", "c2", "c3", "c4", "c5"].contains { expression.contains($0) }
            let uses = expression.contains("bounceOut") ? bounce : usesConstants ? constants : ""
            return uses + "return " + expression + ";"
        }
    }

    /// react-spring's expression of a named easing.
    static func javaScriptExpression(_ name: ReactSpringEasing.Name) -> String {
        switch name {
        case .linear: return "x"
        case .easeInQuad: return "x * x"
        case .easeOutQuad: return "1 - (1 - x) * (1 - x)"
        case .easeInOutQuad: return "x < 0.5 ? 2 * x * x : 1 - Math.pow(-2 * x + 2, 2) / 2"
        case .easeInCubic: return "x * x * x"
        case .easeOutCubic: return "1 - Math.pow(1 - x, 3)"
        case .easeInOutCubic: return "x < 0.5 ? 4 * x * x * x : 1 - Math.pow(-2 * x + 2, 3) / 2"
        case .easeInQuart: return "x * x * x * x"
        case .easeOutQuart: return "1 - Math.pow(1 - x, 4)"
        case .easeInOutQuart: return "x < 0.5 ? 8 * x * x * x * x : 1 - Math.pow(-2 * x + 2, 4) / 2"
        case .easeInQuint: return "x * x * x * x * x"
        case .easeOutQuint: return "1 - Math.pow(1 - x, 5)"
        case .easeInOutQuint: return "x < 0.5 ? 16 * x * x * x * x * x : 1 - Math.pow(-2 * x + 2, 5) / 2"
        case .easeInSine: return "1 - Math.cos((x * Math.PI) / 2)"
        case .easeOutSine: return "Math.sin((x * Math.PI) / 2)"
        case .easeInOutSine: return "-(Math.cos(Math.PI * x) - 1) / 2"
        case .easeInExpo: return "x === 0 ? 0 : Math.pow(2, 10 * x - 10)"
        case .easeOutExpo: return "x === 1 ? 1 : 1 - Math.pow(2, -10 * x)"
        case .easeInOutExpo:
            return "x === 0 ? 0 : x === 1 ? 1 : x < 0.5 ? Math.pow(2, 20 * x - 10) / 2 : (2 - Math.pow(2, -20 * x + 10)) / 2"
        case .easeInCirc: return "1 - Math.sqrt(1 - Math.pow(x, 2))"
        case .easeOutCirc: return "Math.sqrt(1 - Math.pow(x - 1, 2))"
        case .easeInOutCirc:
            return "x < 0.5 ? (1 - Math.sqrt(1 - Math.pow(2 * x, 2))) / 2 : (Math.sqrt(1 - Math.pow(-2 * x + 2, 2)) + 1) / 2"
        case .easeInBack: return "c3 * x * x * x - c1 * x * x"
        case .easeOutBack: return "1 + c3 * Math.pow(x - 1, 3) + c1 * Math.pow(x - 1, 2)"
        case .easeInOutBack:
            return "x < 0.5 ? (Math.pow(2 * x, 2) * ((c2 + 1) * 2 * x - c2)) / 2 : (Math.pow(2 * x - 2, 2) * ((c2 + 1) * (x * 2 - 2) + c2) + 2) / 2"
        case .easeInElastic: return "x === 0 ? 0 : x === 1 ? 1 : -Math.pow(2, 10 * x - 10) * Math.sin((x * 10 - 10.75) * c4)"
        case .easeOutElastic: return "x === 0 ? 0 : x === 1 ? 1 : Math.pow(2, -10 * x) * Math.sin((x * 10 - 0.75) * c4) + 1"
        case .easeInOutElastic:
            return "x === 0 ? 0 : x === 1 ? 1 : x < 0.5 ? -(Math.pow(2, 20 * x - 10) * Math.sin((20 * x - 11.125) * c5)) / 2 "
                + ": (Math.pow(2, -20 * x + 10) * Math.sin((20 * x - 11.125) * c5)) / 2 + 1"
        case .easeInBounce: return "1 - bounceOut(1 - x)"
        case .easeOutBounce: return "bounceOut(x)"
        case .easeInOutBounce: return "x < 0.5 ? (1 - bounceOut(1 - 2 * x)) / 2 : (1 + bounceOut(2 * x - 1)) / 2"
        }
    }
}
