import Pictures

/// A plot as a picture (`plot s, to: "drawer.png"`, and terminals that draw images): the
/// `PlotScene` that `renderSVG` writes as vectors, painted into `width` × `height` pixels.
///
/// Lines and series are anti-aliased (`Stroke`, 2 px series, 1 px frames and ticks, 6/4 px
/// dashes); series are clipped to their panel's frame. Text is `BitmapFont`: size 12 at
/// scale 1 (7 px capitals), the title (size 15) at scale 2, bold; its anchor is placed by
/// the font's own widths, the baseline where the scene puts it.
public func renderRaster(_ panels: [PlotPanel], options: PlotOptions, width: Int = 720, height: Int = 400) -> RGBAImage {
    let scene = PlotScene(panels, options: options, width: width, height: height)
    // A scene that starts with its background is painted onto a picture made in that colour
    // (the same pixels as filling it, without painting every pixel twice).
    var items = scene.items[...]
    var background = RGBA.white
    if case .background(let colour)? = items.first {
        background = RasterScene.rgba(colour)
        items = items.dropFirst()
    }
    var image = RGBAImage(width: scene.width, height: scene.height, fill: background)
    let ink = RasterScene.rgba(scene.colours.ink)
    for item in items { RasterScene.paint(item, into: &image, ink: ink) }
    return image
}

/// Scene items as pixels.
enum RasterScene {
    static func paint(_ item: PlotScene.Item, into image: inout RGBAImage, ink: RGBA = rgba(PlotScene.inkColour)) {
        switch item {
        case .background(let colour):
            image.fill(PixelBox(x0: 0, y0: 0, x1: image.width, y1: image.height), rgba(colour))
        case .rect(let box, let fill, let opacity, let stroke):
            if let fill { image.fill(PixelBox(x: box.x, y: box.y, width: box.width, height: box.height), rgba(fill), opacity: opacity) }
            if let stroke {
                let corners = [(box.x, box.y), (box.x + box.width, box.y), (box.x + box.width, box.y + box.height), (box.x, box.y + box.height), (box.x, box.y)]
                image.draw(polyline: corners.map { (x: $0.0, y: $0.1) }, Stroke(colour: rgba(stroke)))
            }
        case .line(let x1, let y1, let x2, let y2, let stroke, let width, let dashed, _):
            image.draw(lineFrom: x1, y1, to: x2, y2, Stroke(colour: rgba(stroke), width: width, dashed: dashed))
        case .series(let runs, let stroke, let clip, _):
            let box = PixelBox(x: clip.x, y: clip.y, width: clip.width, height: clip.height)
            for run in runs { image.draw(polyline: run, Stroke(colour: rgba(stroke), width: 2), clip: box) }
        case .text(let text, let x, let y, let dy, let anchor, let size, let bold, let rotated):
            let scale = size >= 14 ? 2 : 1
            let width = Double(BitmapFont.width(of: text, scale: scale))
            let offset: Double
            switch anchor {
            case .start: offset = 0
            case .middle: offset = -width / 2
            case .end: offset = -width
            }
            let baseline = Int(bounded: (y + dy).rounded())
            if rotated {
                // Turned a quarter anticlockwise: the anchor runs up the picture.
                image.draw(text: text, x: Int(bounded: x.rounded()), baseline: baseline - Int(bounded: offset.rounded()), colour: ink,
                           scale: scale, rotated: true)
            } else {
                image.draw(text: text, x: Int(bounded: (x + offset).rounded()), baseline: baseline, colour: ink, scale: scale,
                           bold: bold && scale == 1)
            }
        case .group(_, let items):
            for item in items { paint(item, into: &image, ink: ink) }
        }
    }

    static func rgba(_ hex: String) -> RGBA { RGBA(hex: hex) ?? RGBA(0, 0, 0) }
}
