/// A drawn canvas as its rows are written: the grid canvas it is (every canvas
/// `makeCanvas` makes) found once, not once per row.
struct CanvasCells {
    let canvas: any Canvas
    let grid: (any GridCanvas)?
    var columns: Int { canvas.columns }

    init(_ canvas: any Canvas) {
        self.canvas = canvas
        grid = canvas as? GridCanvas
    }
}

extension GridCanvas {
    /// `Plot.writeRow` for this canvas, specialised for it: each cell's character and
    /// ink read from the grid.
    func writeGridRow(_ row: Int, markers: [UInt8], color: Bool, to out: inout ByteWriter) {
        let grid = self.grid
        writeCells(row: row, columns: grid.columns, markers: markers, color: color, to: &out,
                   scalar: { scalar(at: $0) }, ink: { grid.ink(column: $0, row: row) })
    }
}

/// Writes one row of cells as UTF-8: markers first (ASCII codes, 0 for none, indexed
/// `row * columns + column`; empty for none at all), then, with colour, runs by ink, each
/// opened by its escape code and closed by a reset. `scalar` gives the character of a
/// cell by index, `ink` its ink by column.
@inline(__always)
func writeCells(row: Int, columns: Int, markers: [UInt8], color: Bool, to out: inout ByteWriter,
                scalar: (Int) -> Unicode.Scalar, ink: (Int) -> Ink?) {
    let start = row * columns
    let marked = !markers.isEmpty
    guard color else {
        for index in start..<start + columns {
            if marked, markers[index] != 0 { out.write(markers[index]) } else { out.write(scalar(index)) }
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
        let character = scalar(index)
        let cellInk = character != " " ? ink(column) : nil
        if cellInk != open {
            if open != nil { out.write(Palette.reset) }
            if let cellInk { out.write(Palette.escape(for: cellInk)) }
            open = cellInk
        }
        out.write(character)
    }
    if open != nil { out.write(Palette.reset) }
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

    /// Writes one row of cells as UTF-8 (see `writeCells`). Takes `cells.columns` columns.
    func writeRow(_ row: Int, of cells: CanvasCells, to out: inout ByteWriter) {
        if let grid = cells.grid {
            grid.writeRow(row, markers: markers, color: color, to: &out)
        } else {
            writeCells(row: row, columns: cells.columns, markers: markers, color: color, to: &out,
                       scalar: { canvas.character(column: $0 % cells.columns, row: row).unicodeScalars.first! },
                       ink: { canvas.ink(column: $0, row: row) })
        }
    }
}
