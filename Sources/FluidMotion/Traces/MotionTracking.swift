/// One frame of a recording as grey levels (0 black … 255 white), `width` × `height`
/// pixels row by row from the top left. The pixels are borrowed: valid only during the call
/// that hands the frame over, so a reader can decode every frame into one buffer and no
/// recording is ever held whole.
public struct GreyFrame {
    public let width: Int
    public let height: Int
    public let pixels: UnsafeBufferPointer<UInt8>

    /// `pixels` must hold at least `width` × `height` levels.
    public init(width: Int, height: Int, pixels: UnsafeBufferPointer<UInt8>) {
        precondition(width > 0 && height > 0 && pixels.count >= width * height, "a frame needs width × height pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

/// A rectangle of pixels: its top-left corner and its size, in the pixels of the frame it
/// was found in.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `[x, y, width, height]`, as `region:` takes it.
    public var description: String { "[\(x), \(y), \(width), \(height)]" }

    /// This rectangle grown by `margin` on every side, kept inside `bounds` (a frame of
    /// `bounds.width` × `bounds.height` at the origin).
    public func grown(by margin: Int, inside width: Int, _ height: Int) -> PixelRect {
        let left = max(0, x - margin), top = max(0, y - margin)
        let right = min(width, x + self.width + margin), bottom = min(height, y + self.height + margin)
        return PixelRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// The same rectangle in a frame `factor` times as large (a survey at reduced size read
    /// back in the recording's pixels), rounded outwards.
    public func scaled(by factorX: Double, _ factorY: Double) -> PixelRect {
        let left = Int((Double(x) * factorX).rounded(.down)), top = Int((Double(y) * factorY).rounded(.down))
        let right = Int((Double(x + width) * factorX).rounded(.up)), bottom = Int((Double(y + height) * factorY).rounded(.up))
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether the two, each grown by `gap` pixels, overlap; or, lined up (sharing at least
    /// half the larger one's height, or width), lie within `reach` pixels of each other along
    /// the line, as the spots a fast thing leaves along its path do (each as tall as the thing).
    func near(_ other: PixelRect, gap: Int, reach: Int) -> Bool {
        let overlapX = min(x + width, other.x + other.width) - max(x, other.x)
        let overlapY = min(y + height, other.y + other.height) - max(y, other.y)
        if overlapX > -gap && overlapY > -gap { return true }
        if 2 * overlapY >= max(height, other.height) && overlapX > -reach { return true }
        return 2 * overlapX >= max(width, other.width) && overlapY > -reach
    }

    func union(_ other: PixelRect) -> PixelRect {
        let left = min(x, other.x), top = min(y, other.y)
        let right = max(x + width, other.x + other.width), bottom = max(y + height, other.y + other.height)
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

/// A part of the frame where something moved: its bounding rectangle and how many of its
/// pixels changed.
public struct MovingRegion: Hashable, Sendable {
    public var rect: PixelRect
    /// Pixels whose level changed by more than the survey's threshold.
    public var area: Int
}

/// The first look at a recording: which pixels ever change. Each frame updates every
/// pixel's lowest and highest level (two bytes a pixel, whatever the length of the
/// recording); a pixel moved when the two differ by more than `threshold` levels, which
/// lets video compression's noise (a few levels) pass as still.
///
/// Moving pixels are gathered into regions: 8-connected groups, merged when their
/// rectangles come within 1/32 of the frame's longer side of each other, or within a quarter
/// of it when lined up along a row or a column, much the same height (or width): a thing
/// that jumps further than its own size between two frames leaves spots along one path.
/// Largest area first.
public struct MotionSurvey: Sendable {
    public let width: Int
    public let height: Int
    public private(set) var frames = 0
    private var lowest: [UInt8]
    private var highest: [UInt8]

    public init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "a survey needs a frame size")
        self.width = width
        self.height = height
        lowest = [UInt8](repeating: 255, count: width * height)
        highest = [UInt8](repeating: 0, count: width * height)
    }

    /// Adds a frame of the survey's size (a frame of another size is ignored).
    public mutating func add(_ frame: GreyFrame) {
        guard frame.width == width, frame.height == height else { return }
        frames += 1
        let count = width * height
        lowest.withUnsafeMutableBufferPointer { low in
            highest.withUnsafeMutableBufferPointer { high in
                for index in 0..<count {
                    let level = frame.pixels[index]
                    if level < low[index] { low[index] = level }
                    if level > high[index] { high[index] = level }
                }
            }
        }
    }

    /// Adds a frame `factor` times the survey's size (its width and height divided by
    /// `factor`, rounded down, are the survey's): each survey pixel takes the rounded mean of
    /// its factor × factor square, as ffmpeg's area scaling would give it, and the columns and
    /// rows left over at the right and bottom are not looked at. A frame of another size is
    /// ignored.
    public mutating func add(_ frame: GreyFrame, shrunkBy factor: Int) {
        guard factor > 1 else { return add(frame) }
        guard frame.width / factor == width, frame.height / factor == height else { return }
        frames += 1
        let square = factor * factor
        var sums = [Int](repeating: 0, count: width)
        lowest.withUnsafeMutableBufferPointer { low in
            highest.withUnsafeMutableBufferPointer { high in
                sums.withUnsafeMutableBufferPointer { sums in
                    for row in 0..<height {
                        for column in 0..<width { sums[column] = 0 }
                        for line in (row * factor)..<(row * factor + factor) {
                            let start = line * frame.width
                            for column in 0..<width {
                                var sum = 0
                                let left = start + column * factor
                                for x in left..<(left + factor) { sum += Int(frame.pixels[x]) }
                                sums[column] += sum
                            }
                        }
                        for column in 0..<width {
                            let level = UInt8((sums[column] + square / 2) / square)
                            let index = row * width + column
                            if level < low[index] { low[index] = level }
                            if level > high[index] { high[index] = level }
                        }
                    }
                }
            }
        }
    }

    /// Levels by which a pixel must change to count as moving (of 255).
    public static let threshold: UInt8 = 24

    /// The regions that moved, largest area first; groups of fewer than `smallest` pixels
    /// (a speck of noise) are left out.
    public func regions(smallest: Int = 3) -> [MovingRegion] {
        let count = width * height
        var moved = [Bool](repeating: false, count: count)
        for index in 0..<count where highest[index] > lowest[index] && highest[index] - lowest[index] > Self.threshold {
            moved[index] = true
        }
        var groups: [MovingRegion] = []
        var stack: [Int] = []
        for start in 0..<count where moved[start] {
            moved[start] = false
            stack.append(start)
            var left = width, top = height, right = 0, bottom = 0, area = 0
            while let index = stack.popLast() {
                let x = index % width, y = index / width
                area += 1
                left = min(left, x); right = max(right, x + 1); top = min(top, y); bottom = max(bottom, y + 1)
                for dy in -1...1 {
                    let ny = y + dy
                    guard ny >= 0, ny < height else { continue }
                    for dx in -1...1 {
                        let nx = x + dx
                        guard nx >= 0, nx < width else { continue }
                        let next = ny * width + nx
                        if moved[next] {
                            moved[next] = false
                            stack.append(next)
                        }
                    }
                }
            }
            if area >= smallest { groups.append(MovingRegion(rect: PixelRect(x: left, y: top, width: right - left, height: bottom - top), area: area)) }
        }
        let side = max(width, height)
        return Self.merged(groups, gap: max(2, side / 32), reach: max(4, side / 4))
    }

    /// Groups near each other (``PixelRect/near(_:gap:reach:)``) as one region, largest area first.
    static func merged(_ groups: [MovingRegion], gap: Int, reach: Int) -> [MovingRegion] {
        var regions = groups
        var changed = true
        while changed {
            changed = false
            search: for i in regions.indices {
                for j in regions.indices where j > i && regions[i].rect.near(regions[j].rect, gap: gap, reach: reach) {
                    regions[i] = MovingRegion(rect: regions[i].rect.union(regions[j].rect), area: regions[i].area + regions[j].area)
                    regions.remove(at: j)
                    changed = true
                    break search
                }
            }
        }
        return regions.sorted { $0.area != $1.area ? $0.area > $1.area : ($0.rect.y, $0.rect.x) < ($1.rect.y, $1.rect.x) }
    }
}
