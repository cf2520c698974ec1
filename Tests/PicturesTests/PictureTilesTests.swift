@testable import Pictures
import Testing

/// The tiles that changed, pasted over the old picture, give the new one pixel for pixel;
/// a picture that did not change has none, one of another size changes them all, and the
/// last column and row of tiles are cut short by the picture's edges.
@Suite struct PictureTilesTests {
    /// `old` with each box of `new` copied over it.
    static func paste(_ boxes: [PixelBox], of new: RGBAImage, over old: RGBAImage) -> RGBAImage {
        var out = old
        for box in boxes { for y in box.y0..<box.y1 { for x in box.x0..<box.x1 { out[x, y] = new[x, y] } } }
        return out
    }

    @Test(arguments: [(37, 23, 5, 4), (120, 61, 100, 40), (1, 1, 3, 3), (200, 80, 7, 6)])
    func changedTilesRebuildTheNewPicture(width: Int, height: Int, tileWidth: Int, tileHeight: Int) {
        let old = EncoderFastPathTests.pictures(width: width, height: height)[0]
        let tiles = PictureTiles(tileWidth: tileWidth, tileHeight: tileHeight)
        #expect(tiles.changed(from: old, to: old).isEmpty, "no change, no tiles")
        // A moved curve and single changed pixels, one of them in the last (short) tile.
        var state: UInt64 = 29
        for round in 0..<5 {
            var new = old
            new.draw(lineFrom: 0, Double(height) * 0.2 * Double(round), to: Double(width), Double(height) / 2, Stroke(colour: RGBA(255, 127, 14), width: 2))
            for _ in 0..<3 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                new[Int(state >> 33) % width, Int(state >> 45) % height] = RGBA(1, 2, UInt8(round))
            }
            new[width - 1, height - 1] = RGBA(9, 9, 9, 9)
            let changed = tiles.changed(from: old, to: new)
            #expect(Self.paste(changed.map(\.box), of: new, over: old) == new)
            let grid = tiles.grid(width: width, height: height)
            for (index, box) in changed {
                #expect(box == tiles.box(index, width: width, height: height))
                #expect(box.x0 >= 0 && box.y0 >= 0 && box.x1 <= width && box.y1 <= height && box.width > 0 && box.height > 0)
                #expect(index < grid.columns * grid.rows)
                // Every tile reported holds a changed pixel.
                #expect((box.y0..<box.y1).contains { y in (box.x0..<box.x1).contains { x in old[x, y] != new[x, y] } })
            }
            #expect(changed.map(\.index) == changed.map(\.index).sorted())
            // With a limit: the same tiles up to it, nil past it.
            #expect(tiles.changed(from: old, to: new, atMost: changed.count)?.map(\.index) == changed.map(\.index))
            #expect(tiles.changed(from: old, to: new, atMost: changed.count - 1) == nil, "\(changed.count) tiles changed, at most one fewer")
        }
        let other = RGBAImage(width: width + 1, height: height)
        let grid = tiles.grid(width: width + 1, height: height)
        #expect(tiles.changed(from: old, to: other).count == grid.columns * grid.rows, "another size: every tile")
        #expect(tiles.changed(from: old, to: other, atMost: grid.columns * grid.rows - 1) == nil)
    }
}
