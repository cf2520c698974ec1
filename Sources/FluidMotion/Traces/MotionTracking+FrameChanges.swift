/// A recording's frames kept as what changed: the first frame whole, then for each later
/// frame the pixels whose level differs from the frame before (each pixel's index and its new
/// level, five bytes), with each frame's time. A screen recording where one thing moves
/// changes a thin strip along that thing's edges from one frame to the next and nothing while
/// it rests, so a whole recording fits in a few megabytes and can be read again, any
/// rectangle of it, without decoding it a second time. Nothing is lost: every frame is
/// rebuilt exactly.
///
/// At most `capacity` changed pixels are kept: past that (a recording that changes all over,
/// a camera's noise, a full-screen transition) the store lets go of everything and says so
/// (``isFull``), and the recording is read a second time instead.
public struct FrameChanges {
    public let width: Int
    public let height: Int
    public let capacity: Int
    private var first: [UInt8] = []
    private var previous: [UInt8] = []
    private var indices: [UInt32] = []
    private var levels: [UInt8] = []
    /// Where each frame's changes end in `indices` (the first frame has none).
    private var ends: [Int] = []
    public private(set) var times: [Double] = []
    /// Whether more pixels changed than `capacity`: nothing is kept then.
    public private(set) var isFull = false

    /// A store for frames of `width` × `height` pixels keeping at most `capacity` changes.
    public init(width: Int, height: Int, capacity: Int) {
        precondition(width > 0 && height > 0 && width * height <= Int(UInt32.max), "a frame size that indexes in 32 bits")
        self.width = width
        self.height = height
        self.capacity = max(0, capacity)
    }

    /// Frames kept.
    public var count: Int { times.count }

    /// Changed pixels kept, over every frame.
    public var changes: Int { indices.count }

    /// Adds the next frame, shown at `time` (s). A frame of another size, or one past the
    /// capacity, empties the store and marks it full; later frames are ignored.
    public mutating func add(_ frame: GreyFrame, time: Double) {
        guard !isFull else { return }
        guard frame.width == width, frame.height == height else { return release() }
        let count = width * height
        if times.isEmpty {
            first = Array(frame.pixels.prefix(count))
            previous = first
            // Room for every change allowed (and the word that passes it), taken up front so the
            // arrays never grow by copying; pages are only committed as changes fill them.
            indices.reserveCapacity(capacity + 8)
            levels.reserveCapacity(capacity + 8)
        } else {
            var overflow = false
            previous.withUnsafeMutableBufferPointer { before in
                let now = frame.pixels
                var index = 0
                // Eight pixels at a time while they match: most of a frame does.
                while index + 8 <= count {
                    let old = UnsafeRawPointer(before.baseAddress! + index).loadUnaligned(as: UInt64.self)
                    let new = UnsafeRawPointer(now.baseAddress! + index).loadUnaligned(as: UInt64.self)
                    if old != new {
                        for offset in index..<(index + 8) where before[offset] != now[offset] {
                            indices.append(UInt32(offset))
                            levels.append(now[offset])
                            before[offset] = now[offset]
                        }
                        if indices.count > capacity { overflow = true; return }
                    }
                    index += 8
                }
                for offset in index..<count where before[offset] != now[offset] {
                    indices.append(UInt32(offset))
                    levels.append(now[offset])
                    before[offset] = now[offset]
                }
                if indices.count > capacity { overflow = true }
            }
            if overflow { return release() }
        }
        ends.append(indices.count)
        times.append(time)
    }

    private mutating func release() {
        isFull = true
        first = []
        previous = []
        indices = []
        levels = []
        ends = []
        times = []
    }

    /// Each kept frame's pixels inside `rect` (which must lie inside the frame), rebuilt in
    /// order, with its time; `each` returns false to stop.
    public func replay(_ rect: PixelRect, _ each: (GreyFrame, Double) -> Bool) {
        guard !isFull, !times.isEmpty, rect.width > 0, rect.height > 0 else { return }
        precondition(rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= width && rect.y + rect.height <= height,
                     "a rectangle inside the frame")
        var crop = [UInt8](repeating: 0, count: rect.width * rect.height)
        for row in 0..<rect.height {
            let source = (rect.y + row) * width + rect.x
            for column in 0..<rect.width { crop[row * rect.width + column] = first[source + column] }
        }
        var start = 0
        for (frame, time) in times.enumerated() {
            if frame > 0 {
                for change in start..<ends[frame] {
                    let index = Int(indices[change])
                    let y = index / width - rect.y, x = index % width - rect.x
                    if y >= 0, y < rect.height, x >= 0, x < rect.width { crop[y * rect.width + x] = levels[change] }
                }
            }
            start = ends[frame]
            let more = crop.withUnsafeBufferPointer { each(GreyFrame(width: rect.width, height: rect.height, pixels: $0), time) }
            if !more { return }
        }
    }
}
