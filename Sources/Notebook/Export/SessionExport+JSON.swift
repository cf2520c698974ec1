import FluidLanguage
import FluidMotion

/// JSON (docs/session-export.schema.json) and W3C Design Tokens.
extension SessionExport {
    func json() -> String {
        let motions = entries.map { entry -> JSONText in
            var members: [(String, JSONText)] = [
                ("name", .string(entry.name)),
                ("kind", .string(Self.kind(entry.value))),
                ("source", .array(entry.source.map(JSONText.string))),
            ]
            if case .spring(let value) = entry.value {
                let s = value.spring
                members.append(("spring", .object([
                    ("mass", .number(s.mass)), ("stiffness", .number(s.stiffness)), ("damping", .number(s.damping)),
                    ("dampingRatio", .number(s.dampingRatio)), ("response", .number(s.response)), ("bounce", .number(s.bounce)),
                    ("initialVelocity", .number(s.initialVelocity)),
                ])))
                members.append(("claims", .object(ExportTarget.allCases.filter { $0 != .css }.map { ($0.rawValue, .string(Self.claim(s, $0))) })))
            }
            if let motion = entry.value.motionOverTime {
                let curve = motion.curve
                members.append(("measures", .object([
                    ("start", .number(curve.startPosition)), ("target", .number(curve.targetPosition)),
                    ("settle", .number(curve.settleTime)),
                ])))
            }
            if case .success(let css) = Self.cssMotion(entry.value) {
                members.append(("css", .object([
                    ("easing", .string(css.easing.text)), ("duration", .number(css.duration)), ("claim", .string(css.claim)),
                    ("cubicBezier", .array([css.fallback.timing.x1, css.fallback.timing.y1, css.fallback.timing.x2, css.fallback.timing.y2].map(JSONText.number))),
                    ("cubicBezierMaximumGap", .number(css.fallback.maximumGap)),
                ])))
            }
            return .object(members)
        }
        return JSONText.object([
            ("format", .string("fluid session export")), ("version", .number(1)), ("source", .string(origin)),
            ("motions", .array(motions)),
        ]).written() + "\n"
    }

    /// Design Tokens: a group per session, a group per motion holding a `duration` token and
    /// an `easing` token (`cubicBezier`, the closest to the curve), with the exact curve and
    /// the spring's parameters under `$extensions["dev.fluid"]`.
    func tokens() -> String {
        let groups = entries.map { entry -> (String, JSONText) in
            var members: [(String, JSONText)] = [("$description", .string(entry.source.joined(separator: "; ")))]
            var fluid: [(String, JSONText)] = [("kind", .string(Self.kind(entry.value)))]
            if case .success(let css) = Self.cssMotion(entry.value) {
                members.append(("duration", .object([
                    ("$type", .string("duration")),
                    ("$value", .object([("value", .number((css.duration * 1000).rounded())), ("unit", .string("ms"))])),
                ])))
                let t = css.fallback.timing
                members.append(("easing", .object([
                    ("$type", .string("cubicBezier")),
                    ("$value", .array([t.x1, t.y1, t.x2, t.y2].map(JSONText.number))),
                    ("$description", .string("the closest cubic-bezier; max gap \(ExportNumber(css.fallback.maximumGap, significant: 2)) of the distance")),
                ])))
                fluid.append(("linear", .string(css.easing.text)))
            }
            if case .spring(let value) = entry.value {
                let s = value.spring
                fluid.append(("spring", .object([
                    ("mass", .number(s.mass)), ("stiffness", .number(s.stiffness)), ("damping", .number(s.damping)),
                    ("dampingRatio", .number(s.dampingRatio)), ("response", .number(s.response)), ("initialVelocity", .number(s.initialVelocity)),
                ])))
            }
            members.append(("$extensions", .object([("dev.fluid", .object(fluid))])))
            return (entry.name, .object(members))
        }
        return JSONText.object([(Self.tokenGroupName(title), .object([("$description", .string("The motion of \(origin), exported by fluid."))] + groups))]).written() + "\n"
    }

    /// A file stem as a Design Tokens group name, which may not start with `$` nor hold
    /// `{`, `}` or `.` (they write references): each of those is `-` (`drawer.v2` →
    /// `drawer-v2`). Binding names hold none of them.
    static func tokenGroupName(_ title: String) -> String {
        var out = ""
        for character in title {
            out.append(character == "{" || character == "}" || character == "." || (out.isEmpty && character == "$") ? "-" : character)
        }
        return out
    }

    static func kind(_ value: Value) -> String {
        switch value {
        case .spring: return "spring"
        case .decay: return "decay"
        case .motion: return "retargetedMotion"
        default: return "value"
        }
    }
}
