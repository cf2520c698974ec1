/// What one frame shows of the thing that moves: where it is, how large, how visible.
///
/// Each pixel's contrast is how far its level is from the background's,
/// c = |level − background|, counted only from `noise` levels on (compression's speckle
/// stays out). From the contrasts, in pixels of the frame measured:
///
/// - `mass` = Σ c: proportional to the thing's opacity times its area;
/// - `contrast` = Σ |level − background| over every pixel, speckle included: the same, with
///   nothing cut off as it fades in or out (a faint thing's pixels all sit under `noise`),
///   and with the speckle's small, steady sum added;
/// - `x`, `y` = the contrast-weighted centre, Σ c · (column + ½) / mass (row likewise): the
///   thing's position, to a fraction of a pixel (anti-aliased edges weigh in part);
/// - `width`, `height` = Σ c / (the largest column's Σ c) (rows likewise): a box's own width
///   and height, and for any shape a length proportional to its size, so their ratio is its
///   scale.
///
/// A frame with no contrast has `mass` 0 and the rest 0.
public struct MotionMeasure: Hashable, Sendable {
    public var mass: Double
    public var contrast: Double
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(mass: Double, contrast: Double? = nil, x: Double, y: Double, width: Double, height: Double) {
        self.mass = mass
        self.contrast = contrast ?? mass
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The contrast a pixel needs to count (of 255 levels).
    public static let noise = 12

    /// The background's level: the commonest level along the frame's border (two pixels
    /// deep), where a region grown around what moves shows only what stays still.
    public static func backgroundLevel(_ frame: GreyFrame) -> UInt8 {
        var counts = [Int](repeating: 0, count: 256)
        let depth = min(2, frame.width, frame.height)
        for y in 0..<frame.height {
            let border = y < depth || y >= frame.height - depth
            for x in 0..<frame.width where border || x < depth || x >= frame.width - depth {
                counts[Int(frame.pixels[y * frame.width + x])] += 1
            }
        }
        var best = 0
        for level in 1..<256 where counts[level] > counts[best] { best = level }
        return UInt8(best)
    }

    /// The measure of `frame` against a background of level `background`.
    public init(_ frame: GreyFrame, background: UInt8) {
        var columns = [Double](repeating: 0, count: frame.width)
        var rows = [Double](repeating: 0, count: frame.height)
        let level = Int(background)
        var all = 0
        columns.withUnsafeMutableBufferPointer { columns in
            for y in 0..<frame.height {
                var row = 0
                let start = y * frame.width
                for x in 0..<frame.width {
                    let difference = Int(frame.pixels[start + x]) - level
                    let contrast = difference < 0 ? -difference : difference
                    all += contrast
                    if contrast >= Self.noise {
                        row += contrast
                        columns[x] += Double(contrast)
                    }
                }
                rows[y] = Double(row)
            }
        }
        let (mass, x, width) = Self.moments(columns)
        let (_, y, height) = Self.moments(rows)
        self.init(mass: mass, contrast: Double(all), x: x, y: y, width: width, height: height)
    }

    /// Σ p, the centre Σ p · (i + ½) / Σ p, and the length Σ p / max p of a profile.
    static func moments(_ profile: [Double]) -> (sum: Double, centre: Double, length: Double) {
        var sum = 0.0, weighted = 0.0, largest = 0.0
        for (index, value) in profile.enumerated() where value > 0 {
            sum += value
            weighted += value * (Double(index) + 0.5)
            largest = max(largest, value)
        }
        guard sum > 0 else { return (0, 0, 0) }
        return (sum, weighted / sum, sum / largest)
    }
}
