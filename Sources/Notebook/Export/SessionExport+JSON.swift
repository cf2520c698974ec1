import FluidLanguage
import FluidMotion

/// JSON (docs/session-export.schema.json) and W3C Design Tokens. Each motion's easing is the
/// curve platforms' (`CurveExportPart`): under each one's target word in JSON, the first's
/// as the tokens' duration and cubicBezier easing.
extension SessionExport {
    func json(fits: CubicBezierFits) -> String {
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
                // A curve platform's claim is in its own member, below.
                let claimed = ExportTarget.allCases.filter { MotionPlatforms.exporting($0)?.curveExport == nil }
                members.append(("claims", .object(claimed.map { ($0.rawValue, .string(Self.joinedClaims(s, $0))) })))
            }
            if case .decay(let value) = entry.value {
                let decay = Self.exportedDecay(value)
                members.append(("decay", .object([
                    ("model", .string(decay.model)), ("velocity", .number(decay.velocity)), ("decayConstant", .number(decay.decayConstant)),
                    ("distance", .number(decay.curve.distance)), ("duration", .number(decay.curve.restTime)),
                    ("parameters", .object(value.parameters.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value.value)) })),
                ])))
                members.append(("claims", .object(Self.decayClaims(decay, name: entry.name))))
            }
            if let function = entry.value.functionEasing {
                members.append(("claims", .object(Self.functionEasingClaims(function, fits: fits))))
            }
            if let timing = entry.value.easing {
                members.append(("cubicBezier", .array([timing.x1, timing.y1, timing.x2, timing.y2].map(JSONText.number))))
            }
            if let motion = entry.value.motionOverTime {
                let curve = motion.curve
                members.append(("measures", .object([
                    ("start", .number(curve.startPosition)), ("target", .number(curve.targetPosition)),
                    ("settle", .number(curve.settleTime)),
                ])))
            }
            for (platform, part) in Self.curvePlatforms {
                guard case .success(let easing) = Self.easing(entry.value, by: platform, part, fits: fits) else { continue }
                let bezier = [easing.fallback.x1, easing.fallback.y1, easing.fallback.x2, easing.fallback.y2]
                members.append((part.target, .object([
                    ("easing", .string(easing.text)), ("duration", .number(easing.duration)), ("claim", .string(easing.claim)),
                    ("cubicBezier", .array(bezier.map(JSONText.number))),
                    ("cubicBezierMaximumGap", .number(easing.maximumGap)),
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
    func tokens(fits: CubicBezierFits) -> String {
        let groups = entries.map { entry -> (String, JSONText) in
            var members: [(String, JSONText)] = [("$description", .string(entry.source.joined(separator: "; ")))]
            var fluid: [(String, JSONText)] = [("kind", .string(Self.kind(entry.value)))]
            if let t = entry.value.easing {
                // An easing is a cubicBezier token as it is: the curve exactly, no duration of its own.
                members.append(("easing", .object([
                    ("$type", .string("cubicBezier")), ("$value", .array([t.x1, t.y1, t.x2, t.y2].map(JSONText.number))),
                ])))
            } else if let function = entry.value.functionEasing {
                // No token takes a function: the closest cubicBezier, its gap said.
                let nearest = function.nearestCubicBezier(fits: fits), t = nearest.timing
                members.append(("easing", .object([
                    ("$type", .string("cubicBezier")), ("$value", .array([t.x1, t.y1, t.x2, t.y2].map(JSONText.number))),
                    ("$description", .string("the closest cubic-bezier to \(function.source); max gap "
                                             + "\(ExportNumber(nearest.maximumGap, significant: 2)) of the distance")),
                ])))
            } else if let first = Self.curvePlatforms.first, case .success(let easing) = Self.easing(entry.value, by: first.platform, first.part, fits: fits) {
                members.append(("duration", .object([
                    ("$type", .string("duration")),
                    ("$value", .object([("value", .number((easing.duration * 1000).rounded())), ("unit", .string("ms"))])),
                ])))
                let t = easing.fallback
                let gap = ExportNumber(easing.maximumGap, significant: 2)
                members.append(("easing", .object([
                    ("$type", .string("cubicBezier")),
                    ("$value", .array([t.x1, t.y1, t.x2, t.y2].map(JSONText.number))),
                    ("$description", .string("the closest cubic-bezier; max gap \(gap) of the distance")),
                ])))
                // The exact curve, under the easing's function name (`linear`).
                fluid.append((String(first.part.easingName.prefix { $0 != "(" }), .string(easing.text)))
            }
            if case .spring(let value) = entry.value {
                let s = value.spring
                fluid.append(("spring", .object([
                    ("mass", .number(s.mass)), ("stiffness", .number(s.stiffness)), ("damping", .number(s.damping)),
                    ("dampingRatio", .number(s.dampingRatio)), ("response", .number(s.response)),
                    ("initialVelocity", .number(s.initialVelocity)),
                ])))
            }
            members.append(("$extensions", .object([("dev.fluid", .object(fluid))])))
            return (entry.name, .object(members))
        }
        let description: (String, JSONText) = ("$description", .string("The motion of \(origin), exported by fluid."))
        return JSONText.object([(Self.tokenGroupName(title), .object([description] + groups))]).written() + "\n"
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
        case .function where value.easing != nil || value.functionEasing != nil: return "easing"
        default: return "value"
        }
    }
}
