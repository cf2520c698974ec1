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

extension Plot {
    /// Appends one row of cells as UTF-8: markers first, then colour runs by ink (each run
    /// opened by its escape code and closed by a reset). Takes `canvas.columns` columns.
    func appendRow(_ row: Int, of cells: CanvasCells, to bytes: inout [UInt8]) {
        let columns = cells.columns
        let start = row * columns
        let marked = !markers.isEmpty
        guard color || marked else {
            for index in start..<start + columns { Self.encode(cells.scalars[index], into: &bytes) }
            return
        }
        var open: Ink?
        for column in 0..<columns {
            let index = start + column
            if marked, markers[index] != 0 {
                if open != nil { bytes += Palette.reset.utf8; open = nil }
                bytes.append(markers[index])
                continue
            }
            let scalar = cells.scalars[index]
            let ink = color && scalar != " " ? canvas.ink(column: column, row: row) : nil
            if ink != open {
                if open != nil { bytes += Palette.reset.utf8 }
                if let ink { bytes += Palette.escape(for: ink).utf8 }
                open = ink
            }
            Self.encode(scalar, into: &bytes)
        }
        if open != nil { bytes += Palette.reset.utf8 }
    }

    /// Appends the UTF-8 bytes of `scalar` (1 to 4 bytes).
    @inline(__always)
    static func encode(_ scalar: Unicode.Scalar, into bytes: inout [UInt8]) {
        let v = scalar.value
        if v < 0x80 {
            bytes.append(UInt8(v))
        } else if v < 0x800 {
            bytes.append(UInt8(0xC0 | v >> 6)); bytes.append(UInt8(0x80 | v & 0x3F))
        } else if v < 0x10000 {
            bytes.append(UInt8(0xE0 | v >> 12)); bytes.append(UInt8(0x80 | v >> 6 & 0x3F)); bytes.append(UInt8(0x80 | v & 0x3F))
        } else {
            bytes.append(UInt8(0xF0 | v >> 18)); bytes.append(UInt8(0x80 | v >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | v >> 6 & 0x3F)); bytes.append(UInt8(0x80 | v & 0x3F))
        }
    }
}
