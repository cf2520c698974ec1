/// The characters of every cell of a drawn canvas, read once (one call into the canvas,
/// not one per cell) for writing its rows as text.
struct CanvasCells {
    let columns: Int
    /// Row by row: the character of cell (column, row) at `row * columns + column`.
    let scalars: [Unicode.Scalar]

    init(_ canvas: any Canvas) {
        columns = canvas.columns
        if let grid = canvas as? GridCanvas {
            scalars = grid.allScalars()
        } else {
            var scalars: [Unicode.Scalar] = []
            scalars.reserveCapacity(canvas.columns * canvas.rows)
            for row in 0..<canvas.rows {
                for column in 0..<canvas.columns {
                    scalars.append(canvas.character(column: column, row: row).unicodeScalars.first!)
                }
            }
            self.scalars = scalars
        }
    }
}

/// Writes UTF-8 into a buffer sized beforehand (bounds checked in debug builds only:
/// callers size the buffer for the most they may write).
struct ByteWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    @inline(__always)
    mutating func write(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
    }

    mutating func write(_ bytes: [UInt8]) { for byte in bytes { write(byte) } }

    mutating func write(_ text: String) { for byte in text.utf8 { write(byte) } }

    mutating func write(_ byte: UInt8, times: Int) { for _ in 0..<max(times, 0) { write(byte) } }

    /// The UTF-8 bytes of `scalar` (1 to 4 bytes).
    @inline(__always)
    mutating func write(_ scalar: Unicode.Scalar) {
        let v = scalar.value
        if v < 0x80 {
            write(UInt8(v))
        } else if v < 0x800 {
            write(UInt8(0xC0 | v >> 6)); write(UInt8(0x80 | v & 0x3F))
        } else if v < 0x10000 {
            write(UInt8(0xE0 | v >> 12)); write(UInt8(0x80 | v >> 6 & 0x3F)); write(UInt8(0x80 | v & 0x3F))
        } else {
            write(UInt8(0xF0 | v >> 18)); write(UInt8(0x80 | v >> 12 & 0x3F))
            write(UInt8(0x80 | v >> 6 & 0x3F)); write(UInt8(0x80 | v & 0x3F))
        }
    }
}

extension Plot {
    /// The most bytes `writeRow` writes for a row of `columns` cells: 4 a cell, and with
    /// colour a reset (4 bytes) and an escape code (at most 11) before any cell, and a
    /// reset at the end.
    func maximumRowBytes(columns: Int) -> Int { color ? columns * 20 + 8 : columns * 4 }

    /// Writes one row of cells as UTF-8: markers first, then colour runs by ink (each run
    /// opened by its escape code and closed by a reset). Takes `cells.columns` columns.
    func writeRow(_ row: Int, of cells: CanvasCells, to out: inout ByteWriter) {
        let columns = cells.columns
        let start = row * columns
        let marked = !markers.isEmpty
        guard color else {
            for index in start..<start + columns {
                if marked, markers[index] != 0 { out.write(markers[index]) } else { out.write(cells.scalars[index]) }
            }
            return
        }
        var open: Ink?
        for column in 0..<columns {
            let index = start + column
            if marked, markers[index] != 0 {
                if open != nil { out.write(Palette.reset); open = nil }
                out.write(markers[index])
                continue
            }
            let scalar = cells.scalars[index]
            let ink = scalar != " " ? canvas.ink(column: column, row: row) : nil
            if ink != open {
                if open != nil { out.write(Palette.reset) }
                if let ink { out.write(Palette.escape(for: ink)) }
                open = ink
            }
            out.write(scalar)
        }
        if open != nil { out.write(Palette.reset) }
    }
}
