extension RGBAImage {
    /// This image at the top left of a picture whole terminal cells wide and high: each side
    /// rounded up to a multiple of `cell`'s (pixels), the new right columns and bottom rows
    /// its background (its first pixel). Kitty scales a picture into the `c` × `r` cells it
    /// is given: a 640 px lane in 72 cells of 9 px (648 px) would be stretched sideways by
    /// 8 px; padded, it is drawn pixel for pixel. The image itself when its sides are whole
    /// cells already, or when it or a cell is empty.
    public func paddedToWholeCells(cell: (width: Int, height: Int)) -> RGBAImage {
        guard width > 0, height > 0, cell.width > 0, cell.height > 0 else { return self }
        let wide = (width + cell.width - 1) / cell.width * cell.width
        let high = (height + cell.height - 1) / cell.height * cell.height
        guard wide > width || high > height else { return self }
        var grown = RGBAImage(width: wide, height: high, fill: self[0, 0])
        let row = width * 4, stride = wide * 4
        grown.bytes.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { source in
                for y in 0..<height {
                    out.baseAddress!.advanced(by: y * stride).update(from: source.baseAddress!.advanced(by: y * row), count: row)
                }
            }
        }
        return grown
    }
}
