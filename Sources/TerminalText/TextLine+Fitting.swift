/// Fitting lines to a terminal instead of letting the terminal cut them mid-number.
extension TextLine {
    /// The line as shown in `width` columns, with ASCII stand-ins when `ascii`.
    ///
    /// Facts break between facts and prose between words; continuation lines keep the
    /// indent. A fact too wide for its line is broken between its words, and a word wider
    /// than the line is cut where the terminal would cut it, with the indent kept: a narrow
    /// terminal (20 columns) gets no line wider than it is. A width of 0 or less means
    /// "do not wrap" (a transcript, a pipe). Control characters are shown first
    /// (``ControlCharacters``: an ESC in a notebook's string is `\u{1B}` on the terminal),
    /// then stand-ins are applied, both before measuring, so `∞` shown as `inf` still fits.
    public func fitted(width: Int, ascii: Bool = false) -> [String] {
        if case .columns(let column) = breaks { return fittedColumns(column, width: width, ascii: ascii) }
        let visiblePieces = pieces.contains(where: ControlCharacters.mayNeedShowing) ? pieces.map(ControlCharacters.visible) : pieces
        // One piece, no indent, UTF-8: the line is its piece (most values and messages).
        if indent == 0, !ascii, visiblePieces.count == 1,
           width <= 0 || singleColumnCount(visiblePieces[0]).map({ $0 <= width }) == true {
            return [visiblePieces[0]]
        }
        let shownPieces = ascii ? visiblePieces.map { ASCIIStandIns.ascii($0) } : visiblePieces
        let indentText = String(repeating: " ", count: indent)
        let separator = breaks == .facts ? (ascii ? ASCIIStandIns.ascii(Self.factSeparator) : Self.factSeparator) : ""
        let whole = indentText + shownPieces.joined(separator: separator)
        guard width > 0, displayWidth(whole) > width else { return [whole] }
        let packed = breaks == .facts
            ? Self.pack(shownPieces, joiner: separator, indent: indentText, width: width)
            : Self.pack(shownPieces.joined().split(separator: " ").map(String.init), joiner: " ", indent: indentText, width: width)
        return packed.flatMap { fitted in
            guard displayWidth(fitted) > width else { return [fitted] }
            let words = fitted.dropFirst(indentText.count).split(separator: " ").map(String.init)
            let rewrapped = words.count > 1 ? Self.pack(words, joiner: " ", indent: indentText, width: width) : [fitted]
            return rewrapped.flatMap { Self.cut($0, indent: indentText, width: width) }
        }
    }

    /// Fewest columns a description keeps beside its term; with less room the description
    /// goes under the term instead, indented 4 past it.
    static let narrowestDescription = 24

    /// A ``Breaks/columns(_:)`` line in `width` columns: the description wrapped between
    /// words in the columns right of `column`, each continuation line starting at `column`
    /// (as argument-parser's help does); where fewer than ``narrowestDescription`` columns
    /// are left, the term on a line of its own and the description beneath it, indented 4.
    func fittedColumns(_ column: Int, width: Int, ascii: Bool) -> [String] {
        let shown = pieces.map { piece in
            let visible = ControlCharacters.mayNeedShowing(piece) ? ControlCharacters.visible(piece) : piece
            return ascii ? ASCIIStandIns.ascii(visible) : visible
        }
        let term = shown.first ?? "", description = shown.dropFirst().joined()
        let indentText = String(repeating: " ", count: indent)
        let head = indentText + Self.padded(term, to: column)
        let whole = head + description
        guard width > 0, displayWidth(whole) > width else { return [whole] }
        let descriptionColumn = displayWidth(head)
        guard width - descriptionColumn >= Self.narrowestDescription else {
            return TextLine(indent: indent, term).fitted(width: width, ascii: false)
                + TextLine(indent: indent + 4, description).fitted(width: width, ascii: false)
        }
        var lines = TextLine(indent: descriptionColumn, description).fitted(width: width, ascii: false)
        if let first = lines.first { lines[0] = head + first.dropFirst(descriptionColumn) }
        return lines
    }

    /// Cuts a line with no space to break at into pieces of at most `width` columns,
    /// each after the first starting with `indent`.
    static func cut(_ line: String, indent: String, width: Int) -> [String] {
        guard displayWidth(line) > width else { return [line] }
        let room = max(1, width - displayWidth(indent))
        var pieces: [String] = []
        var current = ""
        var currentWidth = 0
        var first = true
        for character in line {
            let limit = first ? width : room
            let characterWidth = displayWidth(character)
            if currentWidth + characterWidth > limit, !current.isEmpty {
                pieces.append(first ? current : indent + current)
                current = ""
                currentWidth = 0
                first = false
            }
            current.append(character)
            currentWidth += characterWidth
        }
        if !current.isEmpty { pieces.append(first ? current : indent + current) }
        return pieces
    }

    /// Greedy packing: as many pieces per line as fit, the first of each line after `indent`.
    static func pack(_ pieces: [String], joiner: String, indent: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        let joinerWidth = displayWidth(joiner), indentWidth = displayWidth(indent)
        for piece in pieces {
            let pieceWidth = displayWidth(piece)
            if !current.isEmpty && currentWidth + joinerWidth + pieceWidth > width {
                lines.append(current)
                current = ""
            }
            if current.isEmpty {
                current = indent + piece
                currentWidth = indentWidth + pieceWidth
            } else {
                current += joiner + piece
                currentWidth += joinerWidth + pieceWidth
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
