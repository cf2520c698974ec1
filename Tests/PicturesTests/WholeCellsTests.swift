@testable import Pictures
import Testing

/// A picture padded to whole cells (what `tune` sends kitty as its lane): its sides are
/// multiples of the cell's, the pixels it had are where they were, and the new columns and
/// rows are its background, so kitty draws it into its cells without stretching it.
@Suite struct WholeCellsTests {
    @Test(arguments: [(640, 80, 9, 20), (640, 80, 10, 20), (641, 79, 10, 20), (37, 23, 7, 9), (1, 1, 3, 3)])
    func paddedPicturesAreWholeCellsAndKeepTheirPixels(width: Int, height: Int, cellWidth: Int, cellHeight: Int) {
        var image = EncoderFastPathTests.pictures(width: width, height: height)[0]
        let background = RGBA(30, 33, 40)
        image[0, 0] = background
        let padded = image.paddedToWholeCells(cell: (cellWidth, cellHeight))
        #expect(padded.width % cellWidth == 0 && padded.height % cellHeight == 0, "whole cells: \(padded.width)×\(padded.height)")
        #expect(padded.width - image.width < cellWidth && padded.height - image.height < cellHeight, "less than a cell more")
        #expect(padded.width >= image.width && padded.height >= image.height)
        var inside = 0, outside = 0
        for y in 0..<padded.height {
            for x in 0..<padded.width {
                if x < image.width && y < image.height {
                    if padded[x, y] != image[x, y] { inside += 1 }
                } else if padded[x, y] != background {
                    outside += 1
                }
            }
        }
        #expect(inside == 0, "pixels moved or changed")
        #expect(outside == 0, "padding not the background")
        if width % cellWidth == 0 && height % cellHeight == 0 { #expect(padded == image, "whole already: unchanged") }
    }
}
