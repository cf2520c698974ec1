@testable import Pictures
import Testing

/// Live pictures keep the memory they free (`LivePictureMemory`): the next picture of the
/// same size is painted in pages the process already has, without page faults.
@Suite struct LivePictureMemoryTests {
    #if canImport(Glibc)
    @Test func aSecondWholePlotIsPaintedWithoutPageFaults() {
        #expect(LivePictureMemory.keepFreedBlocks(), "glibc takes the thresholds")
        // The whole plot at 200×60 cells of 10 × 20 px, and its RGB for kitty, twice.
        let picture = { () -> Int in
            let image = RGBAImage(width: 2000, height: 1040, fill: RGBA(40, 44, 52))
            return KittyGraphics.rgbBytes(image).count + image.bytes.count
        }
        var made = 0
        let first = threadPageFaults { made += picture() }
        let second = threadPageFaults { made += picture() }
        let pages = made / 2 / 4096
        // The first may fault every page in (it may also find them kept by an earlier test).
        #expect(first <= pages + 64)
        #expect(second < pages / 20, "\(second) page faults for a picture of \(pages) pages made again")
    }
    #endif
}
