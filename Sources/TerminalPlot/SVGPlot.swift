import Pictures

/// A plot as an SVG picture to share (`plot s, to: "drawer.svg"`): the same panels, ranges,
/// round-number ticks, units, reference lines, legend and title as the terminal plot, laid
/// out by `PlotScene` and written as vectors at `width` × `height` pixels. Text is escaped
/// for XML; series are clipped to their panel's frame.
public func renderSVG(_ panels: [PlotPanel], options: PlotOptions, width: Int = 720, height: Int = 400) -> String {
    let scene = PlotScene(panels, options: options, width: width, height: height)
    var svg = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(scene.width)\" height=\"\(scene.height)\" "
             + "viewBox=\"0 0 \(scene.width) \(scene.height)\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\""
             + (scene.colours == .light ? "" : " fill=\"\(scene.colours.ink)\"") + ">"]
    for item in scene.items { SVGText.append(item, to: &svg) }
    svg.append("</svg>")
    return svg.joined(separator: "\n") + "\n"
}

/// Scene items, numbers and text as SVG writes them.
enum SVGText {
    /// `item` as SVG elements, appended to `svg`.
    static func append(_ item: PlotScene.Item, to svg: inout [String]) {
        switch item {
        case .background(let colour):
            svg.append("<rect width=\"100%\" height=\"100%\" fill=\"\(colour)\"/>")
        case .rect(let box, let fill, let opacity, let stroke):
            let fillText = fill.map { "fill=\"\($0)\"" + (opacity < 1 ? " fill-opacity=\"\(number(opacity))\"" : "") } ?? "fill=\"none\""
            let strokeText = stroke.map { " stroke=\"\($0)\"" + (fill == nil ? " stroke-width=\"1\"" : "") } ?? ""
            svg.append("<rect x=\"\(number(box.x))\" y=\"\(number(box.y))\" width=\"\(number(box.width))\" height=\"\(number(box.height))\" "
                     + "\(fillText)\(strokeText)/>")
        case .line(let x1, let y1, let x2, let y2, let stroke, let width, let dashed, let role):
            let roleText = role.map { "class=\"\($0)\" " } ?? ""
            let widthText = width == 1 ? "" : " stroke-width=\"\(number(width))\""
            svg.append("<line \(roleText)x1=\"\(number(x1))\" y1=\"\(number(y1))\" x2=\"\(number(x2))\" y2=\"\(number(y2))\" "
                     + "stroke=\"\(stroke)\"\(widthText)\(dashed ? " stroke-dasharray=\"6 4\"" : "")/>")
        case .series(let runs, let stroke, let clip, let id):
            svg.append("<clipPath id=\"\(id)\"><rect x=\"\(number(clip.x))\" y=\"\(number(clip.y))\" width=\"\(number(clip.width))\" "
                     + "height=\"\(number(clip.height))\"/></clipPath>")
            for run in runs {
                let points = run.map { number($0.x) + "," + number($0.y) }.joined(separator: " ")
                svg.append("<polyline class=\"series\" clip-path=\"url(#\(id))\" points=\"\(points)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"2\" "
                         + "stroke-linejoin=\"round\"/>")
            }
        case .text(let text, let x, let y, let dy, let anchor, let size, let bold, let rotated):
            var attributes = "x=\"\(number(x))\" y=\"\(number(y))\""
            if dy != 0 { attributes += " dy=\"\(number(dy))\"" }
            switch anchor {
            case .start: break
            case .middle: attributes += " text-anchor=\"middle\""
            case .end: attributes += " text-anchor=\"end\""
            }
            if size != 12 { attributes += " font-size=\"\(number(size))\"" }
            if bold { attributes += " font-weight=\"bold\"" }
            if rotated { attributes += " transform=\"rotate(-90 \(number(x)) \(number(y)))\"" }
            svg.append("<text \(attributes)>\(escaped(text))</text>")
        case .group(let name, let items):
            svg.append("<g class=\"\(name)\">")
            for item in items { append(item, to: &svg) }
            svg.append("</g>")
        }
    }

    /// A coordinate with at most two decimals, no exponent. A non-finite value is written
    /// 0; a value beyond ±10⁹ (far outside any view box) is held at ±10⁹.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (min(max(value, -1e9), 1e9) * 100).rounded()
        let whole = Int(bounded: hundredths / 100), rest = Int(bounded: abs(hundredths).truncatingRemainder(dividingBy: 100))
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        return rest == 0 ? sign + String(whole) : sign + String(whole) + "." + (rest < 10 ? "0" : "") + String(rest)
    }

    /// Text with XML's five special characters escaped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(c)
            }
        }
        return out
    }
}
