/// A picture cut into tiles of one size (the last column and row of tiles cut short by the
/// picture's edges), to send again only the tiles that changed since it was last shown: a
/// live plot whose curve moves replaces a few tiles, not the whole picture.
///
/// Tiles are numbered row by row from the top-left (index = row · columns + column). A
/// terminal that places each tile at its own cells shows, after the changed tiles, exactly
/// the new picture: every pixel outside them is the same in both.
public struct PictureTiles: Sendable, Equatable {
    public let tileWidth: Int, tileHeight: Int

    /// Tiles of `tileWidth` × `tileHeight` pixels (at least 1 × 1).
    public init(tileWidth: Int, tileHeight: Int) {
        self.tileWidth = max(tileWidth, 1)
        self.tileHeight = max(tileHeight, 1)
    }

    /// Columns and rows of tiles over a picture of `width` × `height` pixels.
    public func grid(width: Int, height: Int) -> (columns: Int, rows: Int) {
        ((width + tileWidth - 1) / tileWidth, (height + tileHeight - 1) / tileHeight)
    }

    /// The box of tile `index` in a picture of `width` × `height` pixels.
    public func box(_ index: Int, width: Int, height: Int) -> PixelBox {
        let columns = grid(width: width, height: height).columns
        let x0 = index % max(columns, 1) * tileWidth, y0 = index / max(columns, 1) * tileHeight
        return PixelBox(x0: x0, y0: y0, x1: min(x0 + tileWidth, width), y1: min(y0 + tileHeight, height))
    }

    /// The tiles where `new` differs from `old` in any pixel (all four channels), in index
    /// order; every tile when the two differ in size.
    public func changed(from old: RGBAImage, to new: RGBAImage) -> [(index: Int, box: PixelBox)] {
        changed(from: old, to: new, atMost: .max) ?? []
    }

    /// The same, or nil as soon as more than `limit` tiles are found changed (the rest of
    /// the pictures not compared: a caller that sends the whole picture past `limit` needs
    /// no more); nil when the two differ in size and have more than `limit` tiles.
    public func changed(from old: RGBAImage, to new: RGBAImage, atMost limit: Int) -> [(index: Int, box: PixelBox)]? {
        let width = new.width, height = new.height
        let (columns, rows) = grid(width: width, height: height)
        guard old.width == width, old.height == height else {
            guard columns * rows <= limit else { return nil }
            return (0..<(columns * rows)).map { ($0, box($0, width: width, height: height)) }
        }
        var changed = [Bool](repeating: false, count: columns * rows)
        var count = 0
        let finished: Bool = old.bytes.withUnsafeBytes { a in
            new.bytes.withUnsafeBytes { b in
                for y in 0..<height {
                    let tileRow = y / tileHeight * columns
                    for column in 0..<columns where !changed[tileRow + column] {
                        // The row's span in this tile, eight bytes (two pixels) at a time.
                        var at = 4 * (y * width + column * tileWidth)
                        let end = 4 * (y * width + min((column + 1) * tileWidth, width))
                        var same = true
                        while at + 8 <= end {
                            if a.loadUnaligned(fromByteOffset: at, as: UInt64.self) != b.loadUnaligned(fromByteOffset: at, as: UInt64.self) {
                                same = false
                                break
                            }
                            at += 8
                        }
                        if same, at < end, a.loadUnaligned(fromByteOffset: at, as: UInt32.self) != b.loadUnaligned(fromByteOffset: at, as: UInt32.self) {
                            same = false
                        }
                        if !same {
                            changed[tileRow + column] = true
                            count += 1
                            if count > limit { return false }
                        }
                    }
                }
                return true
            }
        }
        guard finished else { return nil }
        return changed.indices.filter { changed[$0] }.map { ($0, box($0, width: width, height: height)) }
    }
}

extension PixelBox {
    public var width: Int { x1 - x0 }
    public var height: Int { y1 - y0 }
}
