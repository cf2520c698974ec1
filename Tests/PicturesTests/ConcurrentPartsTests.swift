import Foundation
@testable import Pictures
import Testing

/// Large pictures encoded in parts on both cores (`ConcurrentParts`): a sixel picture is
/// byte for byte the one made in one part, its palette and indices those of one pass, a
/// kitty picture's raw pixels in parts inflate to the RGB of the whole, and a zlib stream
/// made in parts inflates (by Python's zlib) to its input.
@Suite struct ConcurrentPartsTests {
    /// A 1000 × 601 px picture (two parts; the last band a single row) of stripes and a
    /// seeded speckle in 40 colours, so that bands and colours differ along it.
    static let picture: RGBAImage = {
        var image = RGBAImage(width: 1000, height: 601)
        let noise = ZlibTests.noise(1000 * 601, seed: 11)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let n = (x / 25 + y / 7 + (noise[y * 1000 + x] < 8 ? 17 : 0)) % 40
                image[x, y] = RGBA(UInt8(n * 6), UInt8(255 - n * 5), UInt8(n * 3 % 256))
            }
        }
        return image
    }()

    @Test func aLargeSixelPictureIsTheSameInPartsAsInOne() {
        let image = Self.picture
        #expect(ConcurrentParts.parts(for: image.width * image.height) == 2)
        let colours = ColourPalette([image])
        let whole = Sixel.bands(colours.indices(of: image), width: image.width, height: image.height,
                                colours: colours.colours.count, from: 0, to: image.height)
        let encoded = Array(Sixel.encode(image).utf8)
        #expect(encoded.count > whole.count)
        #expect(Array(encoded.suffix(whole.count + 2)) == whole + [0x1B, UInt8(ascii: "\\")], "the bands of two parts joined are the bands of one")
    }

    @Test func aLargePicturesPaletteAndIndicesAreThoseOfOnePass() {
        let image = Self.picture
        let colours = ColourPalette([image])
        // One pass by hand: every pixel counted, the 40 colours kept exactly.
        var counts: [UInt32: Int] = [:]
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                counts[UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue), default: 0] += 1
            }
        }
        let expected = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
        #expect(colours.colours.map { UInt32($0.red) << 16 | UInt32($0.green) << 8 | UInt32($0.blue) } == expected)
        let indices = colours.indices(of: image)
        #expect(indices.count == image.width * image.height)
        var wrong = 0
        for y in 0..<image.height {
            for x in 0..<image.width where colours.colours[Int(indices[y * image.width + x])] != RGBA(image[x, y].red, image[x, y].green, image[x, y].blue) {
                wrong += 1
            }
        }
        #expect(wrong == 0, "\(wrong) pixels took another colour's index")
    }

    @Test func aLargeKittyPictureInPartsInflatesToTheWholeRGB() throws {
        let image = Self.picture
        let escapes = KittyGraphics.escapes(rgb: image, columns: 100, rows: 30)
        // The payload: the base64 after each chunk's keys, joined.
        var payload = ""
        for chunk in escapes.components(separatedBy: "\u{1B}_G").dropFirst() {
            let body = chunk.split(separator: ";", maxSplits: 1)[1]
            payload += body.replacingOccurrences(of: "\u{1B}\\", with: "")
        }
        let stream = try #require(Data(base64Encoded: payload))
        let read = try ZlibTests.inflatedByPython([UInt8](stream), original: KittyGraphics.rgbBytes(image), name: "kitty-parts")
        #expect(read.stdout == "\(image.width * image.height * 3) True\n", "\(read.stdout)\(read.stderr)")
        #expect(KittyGraphics.rgbBytes(image, rows: 600..<700).count == image.width * 3, "rows cut at the picture's last")
    }

    @Test(arguments: [2, 3]) func aZlibStreamMadeInPartsInflatesToItsInput(parts: Int) throws {
        for (name, input) in ZlibTests.inputs + [("picture", KittyGraphics.rgbBytes(Self.picture))] {
            let stream = Zlib.compress(parts: parts, level: .rawPixels) { part in
                Array(input[input.count * part / parts..<input.count * (part + 1) / parts])
            }
            let read = try ZlibTests.inflatedByPython(stream, original: input, name: "parts-\(name)-\(parts)")
            #expect(read.status == 0, "zlib: \(read.stderr)")
            #expect(read.stdout == "\(input.count) True\n", "\(name) in \(parts) parts: \(read.stdout)\(read.stderr)")
        }
    }
}
