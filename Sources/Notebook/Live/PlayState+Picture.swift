import Pictures

extension PlayState {
    /// What `play` shows at a terminal that draws pictures, at `wall`: the header line (time,
    /// speed, state), the lanes painted (`PlayPicture`, only the A/B lane when one is chosen,
    /// at most `pixelWidth` wide) and the keys line.
    public func picture(at wall: Double, columns: Int, pixelWidth: Int) -> (header: String, image: RGBAImage, footer: String) {
        let text = frame(at: wall, width: columns, height: 3)
        let picture = PlayPicture(model: model, only: only, width: min(640, pixelWidth))
        return (text.first ?? "", picture.frame(time: motionTime(at: wall)), text.last ?? "")
    }
}
