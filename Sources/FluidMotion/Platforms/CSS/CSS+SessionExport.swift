/// CSS's part of a session export: a file of custom properties, per motion
/// `--TITLE-NAME-easing` (a `linear()` that follows the curve) and `--TITLE-NAME-duration`
/// (TITLE the notebook's name or the prefix the export asks for, none when that is empty),
/// and, where `linear()` is not supported, the closest `cubic-bezier()` with its largest gap
/// stated. Notebook text enters it only as names escaped by `identifier(_:isHidden:)` and as
/// comments the caller made safe.
extension CSSPlatform {
    public var curveExport: CurveExportPart? {
        CurveExportPart(target: "css", fileExtension: "css",
                        summary: "custom properties: linear() easings and durations, cubic-bezier fallback",
                        language: "CSS", easingName: "linear()", comment: (open: "/*", close: " */"),
                        curve: { (curve: any MotionCurve, tolerance: Double) throws(MotionError) -> ExportedCode in
                            try curve.cssExport(tolerance: tolerance)
                        },
                        body: Self.sessionFile)
    }

    /// The file after its header: the `:root` rule of every motion's properties (or a comment
    /// saying why a motion has none), then the cubic-bezier fallbacks under `@supports not`.
    /// Each binding declares its easing property: two that would be one (`drawerOpen` and
    /// `drawer_open` are both `drawer-open`) are refused by the caller.
    static func sessionFile(_ file: CurveExportFile) -> CurveExportFile.Body {
        var rules: [String] = [], fallbacks: [String] = []
        let prefix = kebab(file.title)
        var declarations: [(binding: String, name: String)] = []
        for motion in file.motions {
            let property = "--" + identifier(prefix.isEmpty ? kebab(motion.name) : "\(prefix)-\(kebab(motion.name))", isHidden: file.isHidden)
            declarations.append((motion.name, property + "-easing"))
            rules += motion.source.map { "  /* \(file.comment($0)) */" }
            switch motion.easing {
            case .none(let why):
                rules.append("  /* \(file.comment("\(motion.name): \(why)")) */")
            case .cubicBezier(let timing):
                // An easing as written: the same curve everywhere, no fallback needed, no duration of its own.
                rules.append("  /* \(file.comment(timing.exportClaim("CSS's own cubic-bezier(); give it your duration"))) */")
                rules.append("  \(property)-easing: \(timing.bezierText);")
            case .function(let easing):
                let written = functionEasing(easing)
                rules.append("  /* \(file.comment(written.claim)) */")
                rules.append("  \(property)-easing: \(written.text);")
                if easing.steps == nil {
                    let nearest = easing.nearestCubicBezier(), t = nearest.timing
                    let numbers = [t.x1, t.y1, t.x2, t.y2].map { ExportNumber($0, decimals: 4).text }.joined(separator: ", ")
                    let gap = ExportNumber(nearest.maximumGap, significant: 2)
                    fallbacks.append("    /* \(file.comment("\(motion.name): the closest cubic-bezier, max gap \(gap)")) */")
                    fallbacks.append("    \(property)-easing: cubic-bezier(\(numbers));")
                }
            case .easing(let easing):
                rules.append("  /* \(file.comment(easing.claim)) */")
                rules.append("  \(property)-easing: \(easing.text);")
                rules.append("  \(property)-duration: \(ExportNumber(easing.duration * 1000, decimals: 0))ms;")
                let t = easing.fallback
                let numbers = [t.x1, t.y1, t.x2, t.y2].map { ExportNumber($0, decimals: 4).text }.joined(separator: ", ")
                let gap = ExportNumber(easing.maximumGap, significant: 2)
                fallbacks.append("    /* \(file.comment("\(motion.name): the closest cubic-bezier, max gap \(gap)")) */")
                fallbacks.append("    \(property)-easing: cubic-bezier(\(numbers));")
            }
        }
        var lines = ["", ":root {"] + rules + ["}"]
        if !fallbacks.isEmpty {
            lines += ["", "@supports not (transition-timing-function: linear(0, 1)) {", "  :root {"] + fallbacks + ["  }", "}"]
        }
        lines.append("")
        return CurveExportFile.Body(lines: lines, declarations: declarations)
    }

    /// A name in kebab-case, as CSS names are written, before `identifier(_:isHidden:)`
    /// escapes it: lower-cased, with `-` where a word starts, that is before an upper-case
    /// letter that follows a lower-case letter or a digit, and for each `_`. A run of
    /// capitals is one word: `drawerOpen` → `drawer-open`, `flingUIKit` → `fling-uikit`,
    /// `UIKitFling` → `uikit-fling`, `s2Open` → `s2-open`; `s2` stays `s2`.
    static func kebab(_ name: String) -> String {
        var out = ""
        var previous: Character?
        for character in name {
            if character.isUppercase {
                if let previous, previous.isLowercase || previous.isNumber { out += "-" }
                out += character.lowercased()
            } else if character == "_" {
                out += "-"
            } else {
                out.append(character)
            }
            previous = character
        }
        return out
    }

    /// `name` as characters of a CSS identifier, for after a custom property's `--`, as CSS
    /// Syntax reads identifiers, so any text stands for itself: ASCII letters, digits, `-` and
    /// `_` stay; other printable ASCII is escaped with a backslash (`\.`); space, control
    /// characters and the characters `isHidden` names (line and paragraph separators,
    /// bidirectional controls) as a hex escape and a space (`\20 `, `\2028 `), which CSS reads
    /// as that one character, NUL as U+FFFD's; other non-ASCII characters (letters of any
    /// script) are identifier characters and stay. Never refused.
    public static func identifier(_ name: String, isHidden: (Unicode.Scalar) -> Bool) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_":
                out.unicodeScalars.append(scalar)
            case "!"..."~":
                out += "\\"
                out.unicodeScalars.append(scalar)
            default:
                if scalar.isASCII || isHidden(scalar) || scalar.properties.isWhitespace || scalar.value == 0 {
                    out += "\\" + String(scalar.value == 0 ? 0xFFFD : scalar.value, radix: 16, uppercase: true) + " "
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A platform's easing given as a function, as CSS writes the nearest thing it has, and the
    /// claim naming the gap (on 1001 fractions of the duration): a staircase as CSS's own
    /// `steps(count, jump-end)` or `jump-start` (CSS Easing 1: ⌊x·n⌋/n, one step more for
    /// jump-start, at most n steps, 1 from x = 1 on); any other curve as a `linear()` through it
    /// within fluid's default tolerance (`CSSLinearEasing.approximating`, over a duration of 1,
    /// so its time is the fraction).
    static func functionEasing(_ easing: ExportedFunctionEasing) -> (text: String, claim: String) {
        if let steps = easing.steps {
            let n = Double(steps.count), jump = steps.direction == .end ? "jump-end" : "jump-start"
            let css: (Double) -> Double = { x in
                guard x < 1 else { return 1 }
                let step = (x * n).rounded(.down) + (steps.direction == .start ? 1 : 0)
                return min(step, n) / n
            }
            var worst = 0.0, at = 0.0
            for i in 0...1000 {
                let x = Double(i) / 1000, gap = abs(css(x) - easing.curve(x))
                if gap > worst { worst = gap; at = x }
            }
            let text = "steps(\(steps.count), \(jump))"
            let deviation = worst == 0 ? "max deviation 0 (the same staircase)"
                : "max deviation \(ExportNumber(worst, significant: 2)) at \(ExportNumber(at, significant: 3)) of the duration"
            return (text, "CSS takes no \(easing.source) (a function): its own \(text), the nearest, \(deviation)")
        }
        do throws(MotionError) {
            let linear = try CSSLinearEasing.approximating({ easing.curve($0) }, duration: 1)
            let gap = CSSLinearEasing.deviation(of: linear, from: { easing.curve($0) }, duration: 1)
            let deviation = gap.maximum == 0 ? "max deviation 0"
                : "max deviation \(ExportNumber(gap.maximum, significant: 2)) at \(ExportNumber(gap.time, significant: 3)) of the duration"
            return (linear.text, "CSS takes no \(easing.source) (a function): a linear() through it, the nearest, \(deviation)")
        } catch {
            return ("linear", "CSS takes no \(easing.source) (a function) and fluid could not follow it with linear(): \(error.message)")
        }
    }
}
